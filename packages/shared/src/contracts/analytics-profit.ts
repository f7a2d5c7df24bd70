import { z } from 'zod';
import { EXPORT_FORMATS } from '../table-export';
import { withGlobalFilters } from './analytics-filters';
import { periodSchema } from './analytics-performance';

/**
 * Profit analysis (decision 053). `basis` says what the cost is: `adminCost` (the admin: today's
 * cost price × quantity) or `ownPrice` (a distributor: its own role's price, VAT excluded, × the
 * quantity of the orders it supplied). Money is kuruş; `revenue` VAT included, `net` excluded.
 */
export const profitQuerySchema = withGlobalFilters({});
export type ProfitQuery = z.input<typeof profitQuerySchema>;

export const PROFIT_VIEWS = ['product', 'category', 'month'] as const;
export type ProfitView = (typeof PROFIT_VIEWS)[number];

export const profitExportQuerySchema = withGlobalFilters({
  view: z.enum(PROFIT_VIEWS).default('product'),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

const figures = {
  quantity: z.number().int(),
  revenue: z.number().int(),
  net: z.number().int(),
  cost: z.number().int(),
  margin: z.number().int(),
  marginBp: z.number().int().nullable(),
};

export const profitProductSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  /** False when no cost price is set (counted as 0). */
  costKnown: z.boolean(),
  ...figures,
});
export type ProfitProduct = z.infer<typeof profitProductSchema>;

export const profitSchema = z.object({
  basis: z.enum(['adminCost', 'ownPrice']),
  period: periodSchema,
  totals: z.object({
    ...figures,
    orders: z.number().int(),
    /** Commission lines earned in the period (clawbacks included). */
    commissions: z.number().int(),
    productsWithoutCost: z.number().int(),
  }),
  byMonth: z.array(z.object({ month: z.string(), commissions: z.number().int(), ...figures })),
  byProduct: z.array(profitProductSchema),
  byCategory: z.array(z.object({ category: z.string().nullable(), ...figures })),
});
export type Profit = z.infer<typeof profitSchema>;
