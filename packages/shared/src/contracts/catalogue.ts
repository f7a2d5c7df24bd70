import { z } from 'zod';
import { PURCHASE_MODES } from '../catalogue';
import { PRODUCT_SORTS, PUBLIC_SORTS, type ProductSort, type PublicSort } from '../product-sorts';
import { ROLES } from '../roles';
import { availabilitySchema } from './availability';
import { stockStatusSchema } from './stock';

export { PRODUCT_SORTS, PUBLIC_SORTS, type ProductSort, type PublicSort };

/**
 * The catalogue API: products priced for the caller's role (the shop and the product pages),
 * the visitors' catalogue and the categories. Prices are integer kuruş.
 */

export const productStockSchema = z.object({
  inStock: z.boolean(),
  displayStock: z.number(),
  lowStockThreshold: z.number(),
  status: stockStatusSchema,
});
export type ProductStock = z.infer<typeof productStockSchema>;

export const purchaseModeSchema = z.enum(PURCHASE_MODES);
export type PurchaseMode = z.infer<typeof purchaseModeSchema>;

/** A quantity break of the caller's own role: unit price in kuruş for [minQuantity, maxQuantity]. */
export const bulkTierSchema = z.object({ minQuantity: z.number(), maxQuantity: z.number(), unitPrice: z.number() });
export type BulkTier = z.infer<typeof bulkTierSchema>;

export const productCategoryRefSchema = z.object({ id: z.string(), name: z.string() });
export type ProductCategoryRef = z.infer<typeof productCategoryRefSchema>;

export const memberProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  category: productCategoryRefSchema.nullable(),
  activeIngredients: z.array(z.string()),
  isClientProduct: z.boolean(),
  purchaseMode: purchaseModeSchema,
  /** The caller's role price in kuruş; null when none is set. */
  price: z.number().nullable(),
  vatIncluded: z.boolean(),
  vatRateBp: z.number(),
  /** The stock figures of the holder that would serve the caller (see `availability`). */
  stock: productStockSchema,
  /** What checkout would do for the caller: supplier, units it can sell, status (decision 033). */
  availability: availabilitySchema,
  minOrderQuantity: z.number(),
  bulkTiers: z.array(bulkTierSchema),
  createdAt: z.string(),
});
export type MemberProduct = z.infer<typeof memberProductSchema>;

const page = { page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() };

export const memberProductPageSchema = z.object({ products: z.array(memberProductSchema), ...page });
export type ProductPage = z.infer<typeof memberProductPageSchema>;

export const productSalesRuleSchema = z.object({
  ruleType: z.string(),
  minValue: z.number().nullable(),
  applyToCategory: z.string().nullable(),
  targetCategory: z.string().nullable(),
});
export type ProductSalesRule = z.infer<typeof productSalesRuleSchema>;

/** `GET /api/products/:id`. */
export const productDetailSchema = memberProductSchema.extend({ salesRules: z.array(productSalesRuleSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A product as visitors see it: the retail price at most, never a member's price. */
export const publicProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  category: productCategoryRefSchema.nullable(),
  activeIngredients: z.array(z.string()),
  /** Kuruş; null when the product has no retail price (then: 'Üyelere özel fiyat'). */
  retailPrice: z.number().nullable(),
  inStock: z.boolean(),
  /** False: sold to dealers and distributors only; a client member cannot buy it. */
  isClientProduct: z.boolean(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const publicProductPageSchema = z.object({ products: z.array(publicProductSchema), ...page });
export type PublicProductPage = z.infer<typeof publicProductPageSchema>;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const kurusParam = z.coerce.number().int().min(0).max(1_000_000_000);

/** What the member lists accept; prices in kuruş. */
export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.uuid().optional(),
  minPrice: kurusParam.optional(),
  maxPrice: kurusParam.optional(),
  inStock: boolParam.optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProductQuery = z.output<typeof productListQuerySchema>;

export const publicProductListQuerySchema = productListQuerySchema
  .pick({ search: true, category: true, inStock: true, page: true })
  .extend({ sort: z.enum(PUBLIC_SORTS).default('newest') });
export type PublicProductQuery = Omit<z.output<typeof publicProductListQuerySchema>, 'inStock'>;

export const productIdParamsSchema = z.object({ id: z.uuid() });

export const bulkPriceQuerySchema = z.object({
  role: z.enum(ROLES).optional(),
  quantity: z.coerce.number().int().min(1).max(999),
});

/** get_bulk_discount_price(product, role, quantity), with the specification's field names. */
export const bulkPriceSchema = z.object({
  original_price: z.number(),
  discounted_price: z.number(),
  is_discount_applied: z.boolean(),
});
export type BulkPrice = z.infer<typeof bulkPriceSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  productCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
