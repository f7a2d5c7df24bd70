import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';

/** `GET /api/shop/counts` as the server sends it; also the answer of every wishlist/compare write. */
export type ShopCountsDto = { wishlist: number; compare: number; cart: number };

/** Counts shown on the shop header; `cartLines` is the number of cart lines (not units). */
export type ShopCounts = { cartLines: number; wishlist: number; compare: number };

const EMPTY: ShopCounts = { cartLines: 0, wishlist: 0, compare: 0 };

/** The cart feature invalidates this same key after its own changes. */
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
