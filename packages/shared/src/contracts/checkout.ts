import { z } from 'zod';
import { availabilitySchema } from './availability';
import { acceptedDocumentsSchema } from './legal';
import { moneySummarySchema, orderPaymentMethodSchema, orderStatusSchema } from './orders';

/** The checkout API: the cart priced as it would be ordered now, and placing it as an order. */

const money = z.number();

/** A cart line priced as it would be ordered now; every amount is integer kuruş, rates basis points. */
export const checkoutLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  /** The unit price kept on the cart line when it was added (what the member last saw). */
  priceAtTime: money,
  /** Today's unit price for this quantity (a bulk tier's when one applies). */
  unitPrice: money,
  /** Today's role price before bulk tiers. */
  listUnitPrice: money,
  priceChanged: z.boolean(),
  tierApplied: z.boolean(),
  vatRateBp: z.number(),
  vatIncluded: z.boolean(),
  netAmount: money,
  vatAmount: money,
  totalAmount: money,
  available: z.boolean(),
  /** The line's availability, as the cart and the shop show it (decision 033). */
  availability: availabilitySchema,
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const checkoutTotalsSchema = z.object({
  /** Net of VAT. */
  subtotal: money,
  vatTotal: money,
  total: money,
  /** What the bulk tiers save against the role price. */
  discountTotal: money,
  itemCount: z.number(),
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

/** `GET /api/checkout/preview`: the cart at today's prices, what changed, and what blocks ordering. */
export const checkoutPreviewSchema = z.object({
  /** Who would prepare this order now ("Bu siparişi … hazırlayacak"); null when no one holder can. */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  lines: z.array(checkoutLineSchema),
  totals: checkoutTotalsSchema,
  /** The money summary every screen shows, from the lines at today's prices. */
  moneySummary: moneySummarySchema,
  priceChanged: z.boolean(),
  ruleViolations: z.array(z.string()),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

export const placeOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Sipariş isteği bir Idempotency-Key başlığı taşımalı' })
    .trim()
    .min(8, { error: 'Idempotency-Key en az 8 karakter olmalı' })
    .max(100),
});

export const CHECKOUT_PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** `POST /api/checkout`'s body; the checkout form validates with the same fields. */
export const placeOrderBodySchema = z.strictObject({
  addressId: z.uuid({ error: 'Lütfen bir teslimat adresi seçin' }),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Lütfen bir ödeme yöntemi seçin' }),
  note: z.string().trim().max(500, { error: 'Sipariş notu en fazla 500 karakter olabilir' }).optional(),
  /** The total (kuruş) the member saw and accepted; a different total now answers PRICE_CHANGED. */
  acceptedTotal: z.number().int().min(0),
  /**
   * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi the buyer accepted, as
   * `GET /api/checkout/terms` returned them; without them, or with a text that changed, nothing is
   * ordered (decision 042).
   */
  acceptedDocuments: acceptedDocumentsSchema.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const placedOrderSchema = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    status: orderStatusSchema,
    paymentMethod: orderPaymentMethodSchema,
    total: money,
  }),
  /** Where the browser goes to pay by card; null for bank transfer. */
  redirectUrl: z.string().nullable(),
  /** The same key was sent before: this is the order that request made. */
  replayed: z.boolean(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
