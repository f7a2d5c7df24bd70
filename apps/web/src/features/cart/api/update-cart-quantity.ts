import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCart, CART_MUTATION_SCOPE } from '@/lib/api/cart';
import type { Cart, UpdateCartQuantityInput } from '@portal/shared/contracts/cart';
import { api } from '@/lib/api/client';

/** `PATCH /api/cart/items/:productId`; quantity 0 removes the line. */
export function updateCartQuantity({ productId, quantity }: UpdateCartQuantityInput): Promise<Cart> {
  return api.patch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`, { quantity });
}

/** Errors are left to the caller: the line shows them beside its quantity box. */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'update'],
    mutationFn: updateCartQuantity,
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
