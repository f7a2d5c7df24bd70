import { z } from 'zod';
import { availabilitySchema } from './availability';
import { moneySummarySchema } from './orders';

/**
 * The cart API. Bodies are loosely typed on purpose: the cart answers each bad input with the
 * specification's own message ('Geçersiz miktar', 'Ürün bilgisi eksik' …), checked in its order
 * by the server. Every amount is integer kuruş, rates basis points.
 */

/** The next cheaper bulk tier of a line: add this many units to pay `tierUnitPrice` each. */
export const nextTierSchema = z.object({ addQuantity: z.number(), savings: z.number(), tierUnitPrice: z.number() });
export type NextTier = z.infer<typeof nextTierSchema>;

/** A cart line as `GET /api/cart` sends it. */
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number(),
  /** The unit price kept on the line when it was last priced (spec: price_at_time). */
  priceAtTime: z.number(),
  roleAtTime: z.string(),
  /** Today's unit price for the same quantity; null when the product has no price any more. */
  currentUnitPrice: z.number().nullable(),
  priceChanged: z.boolean(),
  /** The role price before bulk tiers. */
  baseUnitPrice: z.number().nullable(),
  tierSavings: z.number(),
  lineTotal: z.number(),
  vatAmount: z.number(),
  vatRateBp: z.number(),
  nextTier: nextTierSchema.nullable(),
  available: z.boolean(),
  /** The line's availability for its quantity: who would prepare it and how many it can sell. */
  availability: availabilitySchema,
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    is_active: z.boolean(),
    category_id: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSummarySchema = z.object({
  /** Units (sum of quantities). */
  total_items: z.number(),
  total_amount: z.number(),
  /** Lines. */
  item_count: z.number(),
  vat_amount: z.number(),
  tier_savings: z.number(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  summary: cartSummarySchema,
  /** The money summary every screen shows, from the lines at their kept prices. */
  moneySummary: moneySummarySchema,
  ruleViolations: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartBodySchema = z.strictObject({
  productId: z.unknown().optional(),
  quantity: z.unknown().optional(),
});
/** What the shop sends; the server checks it in the specification's order. */
export type AddToCartInput = { productId: string; quantity: number };

export const addToCartResultSchema = z.object({ productName: z.string(), cart: cartSchema });
export type AddToCartResult = z.infer<typeof addToCartResultSchema>;

export const cartProductParamsSchema = z.object({ productId: z.string().max(64) });

export const updateCartQuantityBodySchema = z.strictObject({ quantity: z.unknown() });
export type UpdateCartQuantityInput = { productId: string; quantity: number };
