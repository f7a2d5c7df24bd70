import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart/api/get-cart';
import { api } from '@/lib/api/client';

/** A cart line priced as it would be ordered now; every amount is integer kuruş, rates basis points. */
export type CheckoutLine = {
  productId: string;
  productName: string;
  image: string | null;
  quantity: number;
  /** The unit price kept on the cart line when it was added (what the member last saw). */
  priceAtTime: number;
  /** Today's unit price for this quantity (a bulk tier's when one applies). */
  unitPrice: number;
  /** Today's role price before bulk tiers. */
  listUnitPrice: number;
  priceChanged: boolean;
  tierApplied: boolean;
  vatRateBp: number;
  vatIncluded: boolean;
  netAmount: number;
  vatAmount: number;
  totalAmount: number;
  available: boolean;
};

export type CheckoutTotals = {
  /** Net of VAT. */
  subtotal: number;
  vatTotal: number;
  total: number;
  /** What the bulk tiers save against the role price. */
  discountTotal: number;
  itemCount: number;
};

export type CheckoutPreview = {
  lines: CheckoutLine[];
  totals: CheckoutTotals;
  priceChanged: boolean;
  ruleViolations: string[];
};

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
