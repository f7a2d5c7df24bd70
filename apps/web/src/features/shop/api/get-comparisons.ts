import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ShopList } from '@portal/shared/contracts/shop-lists';
import { api } from '@/lib/api/client';

export const comparisonKeys = {
  all: ['comparisons'] as const,
  list: () => ['comparisons', 'list'] as const,
  /** Mutation keys of the comparison toggle (see favoriteKeys). */
  add: () => ['comparisons', 'add'] as const,
  remove: () => ['comparisons', 'remove'] as const,
};

/** `GET /api/comparisons`: up to four products side by side, priced for the member's role. */
export function fetchComparisons(signal?: AbortSignal): Promise<ShopList> {
  return api.get<ShopList>('/api/comparisons', { signal });
}

export const comparisonsQueryOptions = queryOptions({
  queryKey: comparisonKeys.list(),
  queryFn: ({ signal }) => fetchComparisons(signal),
});

export function useComparisons() {
  return useQuery(comparisonsQueryOptions);
}

export function useIsCompared(productId: string, enabled = true) {
  const select = useCallback((data: ShopList) => data.products.some((p) => p.id === productId), [productId]);
  return useQuery({ ...comparisonsQueryOptions, select, enabled });
}
