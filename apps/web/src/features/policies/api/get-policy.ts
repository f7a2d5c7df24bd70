import type { PolicyDocument } from '@portal/shared/contracts/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const policyKeys = {
  all: ['policies'] as const,
  document: (slug: string, version: number | null) => [...policyKeys.all, slug, version] as const,
};

/** `GET /api/policies/{slug}` (the newest version) or `/api/policies/{slug}/versions/{n}`. */
export function fetchPolicy(slug: string, version: number | null, signal?: AbortSignal) {
  const path = version
    ? `/api/policies/${encodeURIComponent(slug)}/versions/${version}`
    : `/api/policies/${encodeURIComponent(slug)}`;
  return api.get<PolicyDocument>(path, { signal });
}

export const policyQueryOptions = (slug: string, version: number | null) =>
  queryOptions({
    queryKey: policyKeys.document(slug, version),
    queryFn: ({ signal }) => fetchPolicy(slug, version, signal),
    retry: false,
  });

export function usePolicy(slug: string, version: number | null) {
  return useQuery(policyQueryOptions(slug, version));
}
