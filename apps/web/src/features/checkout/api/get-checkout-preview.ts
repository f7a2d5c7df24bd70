import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys } from '@/lib/api/cart';
import { api } from '@/lib/api/client';
import type { CheckoutPreview } from '@portal/shared/contracts/checkout';

/**
 * Under the cart's key, so that every change of the cart (here, on the cart page or from the
 * shop) refreshes the preview too.
 */
export const checkoutKeys = {
  preview: [...cartKeys.all, 'checkout-preview'] as const,
};

/** `GET /api/checkout/preview`: the cart at today's prices, what changed, and what blocks ordering. */
export function fetchCheckoutPreview(signal?: AbortSignal): Promise<CheckoutPreview> {
  return api.get<CheckoutPreview>('/api/checkout/preview', { signal });
}

export const checkoutPreviewQueryOptions = queryOptions({
  queryKey: checkoutKeys.preview,
  queryFn: ({ signal }) => fetchCheckoutPreview(signal),
});

export function useCheckoutPreview() {
  return useQuery(checkoutPreviewQueryOptions);
}
