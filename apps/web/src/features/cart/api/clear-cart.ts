import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { applyCart, CART_MUTATION_SCOPE } from '@/lib/api/cart';
import type { Cart } from '@portal/shared/contracts/cart';
import { api } from '@/lib/api/client';

/** `DELETE /api/cart`: removes every line. */
export function clearCart(): Promise<Cart> {
  return api.delete<Cart>('/api/cart');
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'clear'],
    mutationFn: clearCart,
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => {
      applyCart(queryClient, cart);
      toast.success(MESSAGES.cart.cleared);
    },
    onError: (error) => {
      toast.error(MESSAGES.cart.clearFailed, { description: error.message });
    },
  });
}
