import { ROLES } from '@portal/shared/roles';
import { z } from 'zod';

export const stockSchema = z.object({
  inStock: z.boolean(),
  displayStock: z.number(),
  lowStockThreshold: z.number(),
  status: z.enum(['in_stock', 'low', 'out']),
});

export const memberProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  activeIngredients: z.array(z.string()),
  isClientProduct: z.boolean(),
  purchaseMode: z.enum(['money', 'points', 'both']),
  price: z.number().nullable(),
  vatIncluded: z.boolean(),
  vatRateBp: z.number(),
  stock: stockSchema,
  minOrderQuantity: z.number(),
  bulkTiers: z.array(z.object({ minQuantity: z.number(), maxQuantity: z.number(), unitPrice: z.number() })),
  createdAt: z.string(),
});

const page = { page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() };

export const memberProductPageSchema = z.object({ products: z.array(memberProductSchema), ...page });

export const publicProductPageSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      description: z.string().nullable(),
      image: z.string().nullable(),
      category: z.object({ id: z.string(), name: z.string() }).nullable(),
      activeIngredients: z.array(z.string()),
      retailPrice: z.number().nullable(),
      inStock: z.boolean(),
    }),
  ),
  ...page,
});

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const kurusParam = z.coerce.number().int().min(0).max(1_000_000_000);

export const listQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.uuid().optional(),
  minPrice: kurusParam.optional(),
  maxPrice: kurusParam.optional(),
  inStock: boolParam.optional(),
  sort: z.enum(['newest', 'price_asc', 'price_desc', 'name']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const bulkPriceQuerySchema = z.object({
  role: z.enum(ROLES).optional(),
  quantity: z.coerce.number().int().min(1).max(999),
});
