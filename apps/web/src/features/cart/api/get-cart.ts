import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** The next cheaper bulk tier of a line: add this many units to pay `tierUnitPrice` each. */
export type NextTier = { addQuantity: number; savings: number; tierUnitPrice: number };

/** A cart line as `GET /api/cart` sends it; every amount is integer kuruş, rates basis points. */
export type CartItem = {
  id: string;
  productId: string;
  quantity: number;
  /** The unit price kept on the line when it was last priced (spec: price_at_time). */
  priceAtTime: number;
  roleAtTime: string;
  /** Today's unit price for the same quantity; null when the product has no price any more. */
  currentUnitPrice: number | null;
  priceChanged: boolean;
  /** The role price before bulk tiers. */
  baseUnitPrice: number | null;
  tierSavings: number;
  lineTotal: number;
  vatAmount: number;
  vatRateBp: number;
  nextTier: NextTier | null;
  available: boolean;
  product: {
    id: string;
    name: string;
    description: string | null;
    image: string | null;
    is_active: boolean;
    category_id: string | null;
  };
  createdAt: string;
  updatedAt: string;
};

export type CartSummary = {
  /** Units (sum of quantities). */
  total_items: number;
  total_amount: number;
  /** Lines. */
  item_count: number;
  vat_amount: number;
  tier_savings: number;
};

export type Cart = { items: CartItem[]; summary: CartSummary; ruleViolations: string[] };

/**
 * One cart per signed-in member; sign-in and sign-out drop every cached query, so the key needs
 * no member id. Other features (shop header badges) read and invalidate this same key.
 */
export const cartKeys = {
  all: ['cart'] as const,
};

/** Header badges (cart, wishlist, comparison) live under this key; every cart change refreshes it. */
export const SHOP_COUNTS_KEY = ['shop-counts'] as const;

export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>('/api/cart', { signal });
}

export const cartQueryOptions = queryOptions({
  queryKey: cartKeys.all,
  queryFn: ({ signal }) => fetchCart(signal),
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
