import { z } from 'zod';
import {
  bulkRulesInputSchema,
  COMMISSION_TYPES,
  PURCHASE_MODES,
  productInputSchema,
  salesRulesInputSchema,
} from '../catalogue';
import { roleSchema } from '../role-schema';

/**
 * Product administration (admin only): every price (kuruş), rate (basis points), rule and stock
 * figure. The request bodies are the catalogue's input schemas, which the product form reuses.
 */
export { bulkRulesInputSchema, productInputSchema, salesRulesInputSchema };
export type { ProductInput } from '../catalogue';
export type BulkRulesInput = z.output<typeof bulkRulesInputSchema>;
export type SalesRulesInput = z.output<typeof salesRulesInputSchema>;

const nullableKurus = z.number().nullable();

export const adminBulkRuleSchema = z.object({
  id: z.string(),
  userRole: roleSchema,
  minQuantity: z.number(),
  maxQuantity: z.number(),
  discountedPrice: z.number(),
  isActive: z.boolean(),
});
export type AdminBulkRule = z.infer<typeof adminBulkRuleSchema>;

export const adminSalesRuleSchema = z.object({
  id: z.string(),
  ruleType: z.string(),
  minValue: z.number().nullable(),
  applyToCategory: z.string().nullable(),
  targetCategory: z.string().nullable(),
});
export type AdminSalesRule = z.infer<typeof adminSalesRuleSchema>;

/** `GET /api/admin/products/:id` and the answer of every change. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  isActive: z.boolean(),
  isClientProduct: z.boolean(),
  purchaseMode: z.enum(PURCHASE_MODES),
  minOrderQuantity: z.number().nullable(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  activeIngredients: z.array(z.string()),
  prices: z.object({
    adminCostPrice: nullableKurus,
    turkeyDistributorPrice: nullableKurus,
    cityDistributorPrice: nullableKurus,
    dealerPrice: nullableKurus,
    clientPrice: nullableKurus,
    retailPrice: nullableKurus,
    vatIncluded: z.boolean(),
    vatRateBp: z.number(),
  }),
  commission: z.object({
    commissionType: z.enum(COMMISSION_TYPES),
    cityDistributorRateBp: z.number(),
    dealerRateBp: z.number(),
    sponsorDistributorRateBp: z.number(),
    vatIncluded: z.boolean(),
    fixedAmounts: z.record(z.string(), z.number()),
  }),
  inventory: z.object({
    inStock: z.boolean(),
    displayStock: z.number(),
    lowStockThreshold: z.number(),
    sku: z.string().nullable(),
    minOrderQuantity: z.number().nullable(),
  }),
  bulkRules: z.array(adminBulkRuleSchema),
  salesRules: z.array(adminSalesRuleSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  includeDeleted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A row of `GET /api/admin/products`; prices in kuruş. */
export const adminProductListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryName: z.string().nullable(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  isClientProduct: z.boolean(),
  purchaseMode: z.string(),
  retailPrice: nullableKurus,
  dealerPrice: nullableKurus,
  clientPrice: nullableKurus,
  adminCostPrice: nullableKurus,
  displayStock: z.number(),
  sku: z.string().nullable(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductPageSchema = z.object({
  products: z.array(adminProductListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const adminProductIdParamsSchema = z.object({ id: z.uuid() });
