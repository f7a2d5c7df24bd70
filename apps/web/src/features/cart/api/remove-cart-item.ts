import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { applyCart, CART_MUTATION_SCOPE } from '@/lib/api/cart';
import type { Cart } from '@portal/shared/contracts/cart';
import { api, isApiError } from '@/lib/api/client';

/** `DELETE /api/cart/items/:productId`. */
export function removeCartItem(productId: string): Promise<Cart> {
  return api.delete<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'remove'],
    mutationFn: removeCartItem,
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => {
      applyCart(queryClient, cart);
      toast.success(MESSAGES.cart.removed);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CART_ITEM_NOT_FOUND') {
        // Already gone (another tab, another device): show the cart as it is now.
        toast.info(MESSAGES.cart.itemGoneReloading);
        applyCart(queryClient, undefined);
        return;
      }
      toast.error(MESSAGES.cart.removeFailed, { description: error.message });
    },
  });
}
