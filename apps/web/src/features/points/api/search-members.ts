import type { NetworkSearchResult } from '@portal/shared/contracts/network';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';

/** `GET /api/network/search?q=`: members of the caller's tree (the transfer's and the admin's picker). */
export function searchMembers(q: string, signal?: AbortSignal) {
  return api.get<NetworkSearchResult>('/api/network/search', { signal, query: { q } });
}

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: pointsKeys.members(q),
    queryFn: ({ signal }) => searchMembers(q, signal),
    staleTime: 30_000,
  });

export function useMemberSearch(q: string) {
  return useQuery({ ...memberSearchQueryOptions(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
}
