import type { MyPrivacy } from '@portal/shared/contracts/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export const privacyKeys = {
  all: ['privacy'] as const,
  detail: (userId: string) => ['privacy', userId] as const,
};

/** `GET /api/me/privacy`: the marketing consent, every consent record, the latest deletion request. */
export function fetchPrivacy(signal?: AbortSignal): Promise<MyPrivacy> {
  return api.get<MyPrivacy>('/api/me/privacy', { signal });
}

export const privacyQueryOptions = (userId: string) =>
  queryOptions({ queryKey: privacyKeys.detail(userId), queryFn: ({ signal }) => fetchPrivacy(signal) });

export function usePrivacy() {
  const user = useCurrentUser();
  return useQuery(privacyQueryOptions(user.id));
}

/** `GET /api/me/data-export`: the address of the archive (the browser downloads it). */
export const DATA_EXPORT_URL = '/api/me/data-export';
