import type { Cart } from '@portal/shared/contracts/cart';
import type { QueryClient } from '@tanstack/react-query';
import { shopCountsKeys } from '@/lib/api/shop-counts';

/**
 * One cart per signed-in member; sign-in and sign-out drop every cached query, so the key needs
 * no member id. The cart page, the checkout (whose preview keys under it) and the shop's
 * additions read and refresh this same key.
 */
export const cartKeys = {
  all: ['cart'] as const,
};

/**
 * Every cart change answers with the whole cart: put it in place at once, then let every other
 * reader of the cart (and the header badges) refetch.
 */
export function applyCart(queryClient: QueryClient, cart: Cart | undefined): void {
  if (cart) queryClient.setQueryData(cartKeys.all, cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  void queryClient.invalidateQueries({ queryKey: shopCountsKeys.all });
}

/** Cart changes run one after another, in the order the member made them. */
export const CART_MUTATION_SCOPE = { id: 'cart' } as const;
