import { cartAddErrorMessage } from '@portal/shared/cart-add-error';
import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { shopCountsKeys } from '@/lib/api/shop-counts';
import { cartKeys } from '@/lib/api/cart';
import { api, isApiError } from '@/lib/api/client';
import type { AddToCartInput, AddToCartResult } from '@portal/shared/contracts/cart';

/** `POST /api/cart/items`: re-adding a product raises its quantity (spec §4). */
export function addToCart(input: AddToCartInput): Promise<AddToCartResult> {
  return api.post<AddToCartResult>('/api/cart/items', input);
}

/** The toast of a failed addition: the server's Turkish message, which already carries the reason. */
export function addToCartErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return cartAddErrorMessage(error instanceof Error ? error.message : String(error));
}

/** The add-to-cart mutation's key: a list reads which products are being added from the cache. */
export const addToCartKey = ['cart', 'add'] as const;

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addToCartKey,
    mutationFn: addToCart,
    onSuccess: (result, input) => {
      toast.success(
        input.quantity > 1 ? MESSAGES.cart.addedMany(input.quantity) : MESSAGES.cart.added(result.productName),
      );
    },
    onError: (error) => {
      toast.error(addToCartErrorMessage(error));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: shopCountsKeys.all });
    },
  });
}
