import type { QueryClient } from '@tanstack/react-query';
import { type Cart, cartKeys, SHOP_COUNTS_KEY } from '@/features/cart/api/get-cart';

/**
 * Every cart change answers with the whole cart: put it in place at once, then let every other
 * reader of the cart (and the header badges) refetch.
 */
export function applyCart(queryClient: QueryClient, cart: Cart | undefined): void {
  if (cart) queryClient.setQueryData(cartKeys.all, cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  void queryClient.invalidateQueries({ queryKey: SHOP_COUNTS_KEY });
}

/** Cart changes run one after another, in the order the member made them. */
export const CART_MUTATION_SCOPE = { id: 'cart' } as const;
