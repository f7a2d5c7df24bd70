import type { NetworkSearchResult } from '@portal/shared/contracts/network';
import { NETWORK_SEARCH_MIN_LENGTH } from '@portal/shared/contracts/network';
import { useQuery } from '@tanstack/react-query';
import { transactionKeys } from '@/features/transactions/api/transaction-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/search`: members in the caller's network, for choosing whose movements to see. */
export function useMemberSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: transactionKeys.members(term),
    queryFn: ({ signal }) => api.get<NetworkSearchResult>('/api/network/search', { signal, query: { q: term } }),
    enabled: term.length >= NETWORK_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
}
