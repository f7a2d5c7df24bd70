import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/client';
import type { ShopList } from '@portal/shared/contracts/shop-lists';

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: () => ['favorites', 'list'] as const,
  /** Mutation keys of the wishlist toggle, so that a list can tell which products are being written. */
  add: () => ['favorites', 'add'] as const,
  remove: () => ['favorites', 'remove'] as const,
};

/** `GET /api/favorites`: the member's wishlist, newest first, priced for their role. */
export function fetchFavorites(signal?: AbortSignal): Promise<ShopList> {
  return api.get<ShopList>('/api/favorites', { signal });
}

export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.list(),
  queryFn: ({ signal }) => fetchFavorites(signal),
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}

/** Whether one product is on the wishlist; shares the list query with every other toggle. */
export function useIsFavorite(productId: string, enabled = true) {
  const select = useCallback((data: ShopList) => data.products.some((p) => p.id === productId), [productId]);
  return useQuery({ ...favoritesQueryOptions, select, enabled });
}
