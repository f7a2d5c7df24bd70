import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';

/** Counts shown on the shop header; `cartLines` is the number of cart lines (not units). */
export type ShopCounts = { cartLines: number; wishlist: number; compare: number };

const EMPTY: ShopCounts = { cartLines: 0, wishlist: 0, compare: 0 };

/** The header badges' key: cart, favourite and comparison changes all refresh it. */
export const shopCountsKeys = {
  all: ['shop-counts'] as const,
};

export function fetchShopCounts(signal?: AbortSignal): Promise<ShopCountsDto> {
  return api.get<ShopCountsDto>('/api/shop/counts', { signal });
}

export function toShopCounts(dto: ShopCountsDto): ShopCounts {
  return { cartLines: dto.cart, wishlist: dto.wishlist, compare: dto.compare };
}

export const shopCountsQueryOptions = queryOptions({
  queryKey: shopCountsKeys.all,
  queryFn: ({ signal }) => fetchShopCounts(signal),
  select: toShopCounts,
});

/** Zeros until the first answer (and if it fails): the header then simply shows no badges. */
export function useShopCounts(): ShopCounts {
  const { user } = useAuth();
  // The server answers the counts only to a role with the shop or the cart page.
  const { isEnabled } = useEnabledKeys();
  const allowed = isEnabled('canAccessShop') || isEnabled('canAccessCart');
  const query = useQuery({ ...shopCountsQueryOptions, enabled: !!user && allowed });
  return query.data ?? EMPTY;
}

/** Favourite and comparison writes answer with the new counts: the badges take them at once. */
export function setShopCounts(queryClient: QueryClient, counts: ShopCountsDto | undefined): void {
  if (counts) queryClient.setQueryData(shopCountsKeys.all, counts);
}
