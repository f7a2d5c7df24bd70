import { z } from 'zod';
import { SALES_RULE_TYPES } from './cart';
import { ROLES } from './roles';

const kurus = z.number().int().min(0).max(100_000_000_000);
const basisPoints = z.number().int().min(0).max(10_000);

export const PURCHASE_MODES = ['money', 'points', 'both'] as const;
export const COMMISSION_TYPES = ['percentage', 'fixed'] as const;

export const productPricesInputSchema = z.strictObject({
  adminCostPrice: kurus.nullable(),
  turkeyDistributorPrice: kurus.nullable(),
  cityDistributorPrice: kurus.nullable(),
  dealerPrice: kurus.nullable(),
  clientPrice: kurus.nullable(),
  retailPrice: kurus.nullable(),
  vatIncluded: z.boolean().default(true),
  /** Left out: the default VAT rate of the system settings. */
  vatRateBp: basisPoints.optional(),
});

export const productCommissionInputSchema = z.strictObject({
  commissionType: z.enum(COMMISSION_TYPES).default('percentage'),
  cityDistributorRateBp: basisPoints.default(1000),
  dealerRateBp: basisPoints.default(1500),
  sponsorDistributorRateBp: basisPoints.default(500),
  vatIncluded: z.boolean().default(true),
  /** Kuruş per unit, by beneficiary, for commission_type = fixed. */
  fixedAmounts: z
    .strictObject({ cityDistributor: kurus.optional(), dealer: kurus.optional(), sponsorDistributor: kurus.optional() })
    .default({}),
});

export const productInventoryInputSchema = z.strictObject({
  inStock: z.boolean().default(true),
  displayStock: z.number().int().min(0).max(10_000_000).default(0),
  /** Left out: the low-stock threshold of the system settings. */
  lowStockThreshold: z.number().int().min(0).max(100_000).optional(),
  sku: z.string().trim().max(64).nullable().default(null),
  minOrderQuantity: z.number().int().min(1).max(999).nullable().default(null),
});

export const productInputSchema = z.strictObject({
  name: z.string().trim().min(2, { error: 'Ürün adı en az 2 karakter olmalıdır' }).max(160),
  description: z.string().trim().max(4000).nullable().default(null),
  categoryId: z.uuid().nullable().default(null),
  isActive: z.boolean().default(true),
  isClientProduct: z.boolean().default(false),
  purchaseMode: z.enum(PURCHASE_MODES).default('money'),
  minOrderQuantity: z.number().int().min(1).max(999).nullable().default(null),
  activeIngredients: z.array(z.string().trim().min(1).max(120)).max(30).default([]),
  prices: productPricesInputSchema,
  commission: productCommissionInputSchema.prefault({}),
  inventory: productInventoryInputSchema.prefault({}),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** Replace-all bulk rules: missing fields take the specification's defaults (1, 10, 0, active). */
export const bulkRulesInputSchema = z
  .array(
    z.strictObject({
      userRole: z.enum(ROLES),
      minQuantity: z.number().int().min(1).max(999).default(1),
      maxQuantity: z.number().int().min(1).max(999).default(10),
      discountedPrice: kurus.default(0),
      isActive: z.boolean().default(true),
    }),
  )
  .max(50)
  .refine((rules) => rules.every((r) => r.maxQuantity >= r.minQuantity), {
    error: 'En fazla adet, en az adetten küçük olamaz',
  });

export const salesRulesInputSchema = z
  .array(
    z.strictObject({
      ruleType: z.enum(SALES_RULE_TYPES),
      minValue: z.number().int().min(0).max(100_000_000_000).nullable().default(null),
      applyToCategory: z.uuid().nullable().default(null),
      targetCategory: z.uuid().nullable().default(null),
    }),
  )
  .max(20);
