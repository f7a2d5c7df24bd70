import { NETWORK_SEARCH_MIN_LENGTH, type NetworkSearchResult } from '@portal/shared/contracts/network';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { networkKeys } from '@/features/network/api/network-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/search?q=`: name or e-mail prefix, phone or seller number; at most 20 hits. */
export function searchNetwork(q: string, signal?: AbortSignal): Promise<NetworkSearchResult> {
  return api.get<NetworkSearchResult>('/api/network/search', { signal, query: { q } });
}

export const networkSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: networkKeys.search(q), queryFn: ({ signal }) => searchNetwork(q, signal) });

export function canSearch(q: string): boolean {
  return q.trim().length >= NETWORK_SEARCH_MIN_LENGTH;
}

export function useNetworkSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...networkSearchQueryOptions(text), enabled: canSearch(text), placeholderData: keepPreviousData });
}
