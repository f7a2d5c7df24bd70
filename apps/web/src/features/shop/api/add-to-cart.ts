import { cartAddErrorMessage } from '@portal/shared/error-classifier';
import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { shopCountsKeys } from '@/features/shop/api/use-shop-counts';
import { api, isApiError } from '@/lib/api/client';

export type AddToCartInput = { productId: string; quantity: number };
/** The cart itself belongs to the cart page; the shop only needs the product's name back. */
export type AddToCartResult = { productName: string; cart: unknown };

/** The cart page's query key; it is refreshed after every addition from the shop. */
const CART_KEY = ['cart'] as const;

/** `POST /api/cart/items`: re-adding a product raises its quantity (spec §4). */
export function addToCart(input: AddToCartInput): Promise<AddToCartResult> {
  return api.post<AddToCartResult>('/api/cart/items', input);
}

/** The toast of a failed addition: the server's Turkish message, which already carries the reason. */
export function addToCartErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return cartAddErrorMessage(error instanceof Error ? error.message : String(error));
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
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
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: shopCountsKeys.all });
    },
  });
}
