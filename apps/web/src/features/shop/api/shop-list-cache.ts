import type { QueryClient } from '@tanstack/react-query';
import type { ShopList } from '@portal/shared/contracts/shop-lists';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
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

/** Sign-in is required for the wishlist and comparison (spec §5). */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
