import { z } from 'zod';
import { memberProductSchema } from './catalogue';

/** The shop's lists (favourites, comparisons) and the header's badge counts. */

/** `GET /api/shop/counts`; also the answer of every favourite/comparison write. */
export const shopCountsSchema = z.object({ wishlist: z.number(), compare: z.number(), cart: z.number() });
export type ShopCountsDto = z.infer<typeof shopCountsSchema>;

export const shopListSchema = z.object({ products: z.array(memberProductSchema) });
export type ShopList = z.infer<typeof shopListSchema>;

export const shopListAddBodySchema = z.strictObject({ productId: z.uuid() });
export const shopListProductParamsSchema = z.object({ productId: z.uuid() });
