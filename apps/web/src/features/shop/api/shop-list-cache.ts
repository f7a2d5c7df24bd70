import type { QueryClient } from '@tanstack/react-query';
import type { ShopList } from '@/features/shop/api/get-favorites';
import type { MemberProduct } from '@/features/shop/api/product-keys';
import { type ShopCountsDto, shopCountsKeys } from '@/features/shop/api/use-shop-counts';
import { isApiError } from '@/lib/api/client';

/**
 * Cache edits shared by the wishlist and comparison writes: the toggles change at once, the
 * header badges take the counts the server answered with, and a refetch confirms afterwards.
 */

export function addToList(queryClient: QueryClient, key: readonly unknown[], product: MemberProduct): void {
  queryClient.setQueryData<ShopList>(key, (list) =>
    list && !list.products.some((p) => p.id === product.id) ? { products: [product, ...list.products] } : list,
  );
}

export function removeFromList(queryClient: QueryClient, key: readonly unknown[], productId?: string): void {
  queryClient.setQueryData<ShopList>(key, (list) =>
    list ? { products: productId ? list.products.filter((p) => p.id !== productId) : [] } : list,
  );
}

export function setShopCounts(queryClient: QueryClient, counts: ShopCountsDto | undefined): void {
  if (counts) queryClient.setQueryData(shopCountsKeys.all, counts);
}

/** Sign-in is required for the wishlist and comparison (spec §5). */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
