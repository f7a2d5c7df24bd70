import { z } from 'zod';

/**
 * Availability of a product for the buyer asking (decision 033): what checkout would do for
 * them, the same on the shop card, the product page, the cart and checkout.
 */
export const availabilityStatusSchema = z.enum(['in_stock', 'low', 'below_minimum', 'out']);

export const availabilitySchema = z.object({
  status: availabilityStatusSchema,
  /** The holder that would prepare the order; null when nobody can sell the quantity. */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** How many the supplier can sell (on hand − reserved). */
  saleable: z.number(),
  /** Minimum order quantity. */
  minimum: z.number(),
  threshold: z.number(),
  /** The nearest holder with any units, when it is not the one that would serve. */
  nearest: z.object({ id: z.string(), name: z.string(), saleable: z.number() }).nullable(),
});
export type ProductAvailability = z.infer<typeof availabilitySchema>;
