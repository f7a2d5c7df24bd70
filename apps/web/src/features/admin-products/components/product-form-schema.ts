import { SALES_RULE_TYPES, type SalesRuleType } from '@portal/shared/cart';
import {
  bulkRulesInputSchema,
  COMMISSION_TYPES,
  PURCHASE_MODES,
  type ProductInput,
  productCommissionInputSchema,
  productInputSchema,
  productInventoryInputSchema,
  productPricesInputSchema,
  salesRulesInputSchema,
} from '@portal/shared/catalogue';
import { ROLES } from '@portal/shared/roles';
import { z } from 'zod';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import {
  hundredthsToText,
  integerToText,
  parseHundredths,
  parseInteger,
} from '@/features/admin-products/components/decimal-text';

/**
 * The editor's form: the same paths as the API body (so server errors land on their fields), but
 * amounts and rates are typed as text. Each converted field is piped into the shared schema's own
 * field, so the limits and messages are exactly the server's.
 */

const MONEY_INVALID = 'Geçerli bir tutar girin (ör. 1.250,00)';
const RATE_INVALID = 'Geçerli bir oran girin (ör. 12,50)';
const INTEGER_INVALID = 'Tam sayı girin';

/** Lira text → kuruş; empty → `empty`. */
function moneyText<E extends null | undefined>(empty: E) {
  return z.string().transform((text, ctx): number | E => {
    const parsed = parseHundredths(text);
    if (parsed.kind === 'empty') return empty;
    if (parsed.kind === 'invalid') {
      ctx.addIssue({ code: 'custom', message: MONEY_INVALID });
      return z.NEVER;
    }
    return parsed.hundredths;
  });
}

/** Percent text with up to 2 decimals → basis points; empty → undefined (the shared default). */
const rateText = z.string().transform((text, ctx): number | undefined => {
  const parsed = parseHundredths(text);
  if (parsed.kind === 'empty') return undefined;
  if (parsed.kind === 'invalid') {
    ctx.addIssue({ code: 'custom', message: RATE_INVALID });
    return z.NEVER;
  }
  return parsed.hundredths;
});

function integerText<E extends null | undefined>(empty: E) {
  return z.string().transform((text, ctx): number | E => {
    const parsed = parseInteger(text);
    if (parsed.kind === 'empty') return empty;
    if (parsed.kind === 'invalid') {
      ctx.addIssue({ code: 'custom', message: INTEGER_INVALID });
      return z.NEVER;
    }
    return parsed.value;
  });
}

const emptyToNull = z.string().transform((text) => (text.trim() === '' ? null : text));

/**
 * `a.pipe(b)` where b also accepts what a never produces (undefined for its defaults): the
 * runtime pipe is the same, only the static check is widened.
 */
function into<A extends z.ZodType, B extends z.ZodType>(a: A, b: B) {
  return a.pipe(b as unknown as z.ZodType<z.output<B>, z.output<A>>);
}

const prices = productPricesInputSchema.shape;
const commission = productCommissionInputSchema.shape;
const fixed = productCommissionInputSchema.shape.fixedAmounts.unwrap().shape;
const inventory = productInventoryInputSchema.shape;
const product = productInputSchema.shape;

export const PRICE_FIELDS = [
  'adminCostPrice',
  'turkeyDistributorPrice',
  'cityDistributorPrice',
  'dealerPrice',
  'clientPrice',
  'retailPrice',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export const FIXED_FIELDS = ['cityDistributor', 'dealer', 'sponsorDistributor'] as const;

const bulkRuleRow = z.object({
  userRole: z.enum(ROLES, { error: 'Rol seçin' }),
  minQuantity: integerText(undefined),
  maxQuantity: integerText(undefined),
  discountedPrice: moneyText(undefined),
  isActive: z.boolean(),
});

const salesRuleRow = z
  .object({
    ruleType: z.enum(SALES_RULE_TYPES, { error: 'Kural türü seçin' }),
    minValue: z.string(),
    applyToCategory: z.string(),
    targetCategory: z.string(),
  })
  .transform((row, ctx) => {
    // The minimum order amount is money (kuruş); every other rule counts units.
    const isAmount = row.ruleType === 'minimum_order_amount';
    let minValue: number | null = null;
    if (isAmount) {
      const parsed = parseHundredths(row.minValue);
      if (parsed.kind === 'invalid') ctx.addIssue({ code: 'custom', message: MONEY_INVALID, path: ['minValue'] });
      else if (parsed.kind === 'ok') minValue = parsed.hundredths;
    } else {
      const parsed = parseInteger(row.minValue);
      if (parsed.kind === 'invalid') ctx.addIssue({ code: 'custom', message: INTEGER_INVALID, path: ['minValue'] });
      else if (parsed.kind === 'ok') minValue = parsed.value;
    }
    const bundle = row.ruleType === 'category_bundle';
    if (bundle && !row.applyToCategory)
      ctx.addIssue({ code: 'custom', message: 'Gerekli kategoriyi seçin', path: ['applyToCategory'] });
    return {
      ruleType: row.ruleType,
      minValue,
      applyToCategory: bundle && row.applyToCategory ? row.applyToCategory : null,
      targetCategory: bundle && row.targetCategory ? row.targetCategory : null,
    };
  });

export const productFormSchema = z.object({
  name: product.name,
  description: into(emptyToNull, product.description),
  categoryId: into(emptyToNull, product.categoryId),
  isActive: z.boolean(),
  isClientProduct: z.boolean(),
  purchaseMode: z.enum(PURCHASE_MODES),
  minOrderQuantity: into(integerText(null), product.minOrderQuantity),
  activeIngredients: product.activeIngredients,
  prices: z.object({
    adminCostPrice: into(moneyText(null), prices.adminCostPrice),
    turkeyDistributorPrice: into(moneyText(null), prices.turkeyDistributorPrice),
    cityDistributorPrice: into(moneyText(null), prices.cityDistributorPrice),
    dealerPrice: into(moneyText(null), prices.dealerPrice),
    clientPrice: into(moneyText(null), prices.clientPrice),
    retailPrice: into(moneyText(null), prices.retailPrice),
    vatIncluded: z.boolean(),
    vatRateBp: into(rateText, prices.vatRateBp),
  }),
  commission: z.object({
    commissionType: z.enum(COMMISSION_TYPES),
    cityDistributorRateBp: into(rateText, commission.cityDistributorRateBp),
    dealerRateBp: into(rateText, commission.dealerRateBp),
    sponsorDistributorRateBp: into(rateText, commission.sponsorDistributorRateBp),
    vatIncluded: z.boolean(),
    fixedAmounts: z.object({
      cityDistributor: into(moneyText(undefined), fixed.cityDistributor),
      dealer: into(moneyText(undefined), fixed.dealer),
      sponsorDistributor: into(moneyText(undefined), fixed.sponsorDistributor),
    }),
  }),
  inventory: z.object({
    inStock: z.boolean(),
    displayStock: into(integerText(undefined), inventory.displayStock),
    lowStockThreshold: into(integerText(undefined), inventory.lowStockThreshold),
    sku: into(emptyToNull, inventory.sku),
    minOrderQuantity: into(integerText(null), inventory.minOrderQuantity),
  }),
  bulkRules: into(
    z.array(bulkRuleRow).superRefine((rows, ctx) => {
      // The shared schema says this for the whole list; here it is said on the row it concerns.
      rows.forEach((row, index) => {
        const min = row.minQuantity ?? 1;
        const max = row.maxQuantity ?? 10;
        if (max < min)
          ctx.addIssue({
            code: 'custom',
            message: 'En fazla adet, en az adetten küçük olamaz',
            path: [index, 'maxQuantity'],
          });
      });
    }),
    bulkRulesInputSchema,
  ),
  salesRules: into(z.array(salesRuleRow), salesRulesInputSchema),
});

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;
export type BulkRuleRowValues = ProductFormValues['bulkRules'][number];
export type SalesRuleRowValues = ProductFormValues['salesRules'][number];

export const EMPTY_BULK_RULE: BulkRuleRowValues = {
  userRole: 'dealer',
  minQuantity: '1',
  maxQuantity: '10',
  discountedPrice: '',
  isActive: true,
};

export const EMPTY_SALES_RULE: SalesRuleRowValues = {
  ruleType: 'minimum_quantity',
  minValue: '',
  applyToCategory: '',
  targetCategory: '',
};

function fixedAmountsOf(product: AdminProduct | null) {
  const amounts = product?.commission.fixedAmounts ?? {};
  return {
    cityDistributor: hundredthsToText(amounts.cityDistributor),
    dealer: hundredthsToText(amounts.dealer),
    sponsorDistributor: hundredthsToText(amounts.sponsorDistributor),
  };
}

/** The form for a product being edited, or a new one with the specification's defaults. */
export function toFormValues(p: AdminProduct | null): ProductFormValues {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    categoryId: p?.categoryId ?? '',
    isActive: p?.isActive ?? true,
    isClientProduct: p?.isClientProduct ?? false,
    purchaseMode: p?.purchaseMode ?? 'money',
    minOrderQuantity: integerToText(p?.minOrderQuantity),
    activeIngredients: p?.activeIngredients ?? [],
    prices: {
      adminCostPrice: hundredthsToText(p?.prices.adminCostPrice),
      turkeyDistributorPrice: hundredthsToText(p?.prices.turkeyDistributorPrice),
      cityDistributorPrice: hundredthsToText(p?.prices.cityDistributorPrice),
      dealerPrice: hundredthsToText(p?.prices.dealerPrice),
      clientPrice: hundredthsToText(p?.prices.clientPrice),
      retailPrice: hundredthsToText(p?.prices.retailPrice),
      vatIncluded: p?.prices.vatIncluded ?? true,
      vatRateBp: hundredthsToText(p?.prices.vatRateBp ?? 1800),
    },
    commission: {
      commissionType: p?.commission.commissionType ?? 'percentage',
      cityDistributorRateBp: hundredthsToText(p?.commission.cityDistributorRateBp ?? 1000),
      dealerRateBp: hundredthsToText(p?.commission.dealerRateBp ?? 1500),
      sponsorDistributorRateBp: hundredthsToText(p?.commission.sponsorDistributorRateBp ?? 500),
      vatIncluded: p?.commission.vatIncluded ?? true,
      fixedAmounts: fixedAmountsOf(p),
    },
    inventory: {
      inStock: p?.inventory.inStock ?? true,
      displayStock: integerToText(p?.inventory.displayStock ?? 0),
      lowStockThreshold: integerToText(p?.inventory.lowStockThreshold ?? 5),
      sku: p?.inventory.sku ?? '',
      minOrderQuantity: integerToText(p?.inventory.minOrderQuantity),
    },
    bulkRules: (p?.bulkRules ?? []).map((r) => ({
      userRole: r.userRole,
      minQuantity: String(r.minQuantity),
      maxQuantity: String(r.maxQuantity),
      discountedPrice: hundredthsToText(r.discountedPrice),
      isActive: r.isActive,
    })),
    salesRules: (p?.salesRules ?? []).map((r) => ({
      ruleType: (SALES_RULE_TYPES as readonly string[]).includes(r.ruleType)
        ? (r.ruleType as SalesRuleType)
        : 'minimum_quantity',
      minValue: r.ruleType === 'minimum_order_amount' ? hundredthsToText(r.minValue) : integerToText(r.minValue),
      applyToCategory: r.applyToCategory ?? '',
      targetCategory: r.targetCategory ?? '',
    })),
  };
}

/** The API body of a stored product, as it is now: the base that a partial change (stock) edits. */
export function productBodyOf(p: AdminProduct): ProductInput {
  const amounts = p.commission.fixedAmounts;
  const fixedAmounts: ProductInput['commission']['fixedAmounts'] = {};
  for (const key of FIXED_FIELDS) {
    const value = amounts[key];
    if (typeof value === 'number') fixedAmounts[key] = value;
  }
  return productInputSchema.parse({
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    isActive: p.isActive,
    isClientProduct: p.isClientProduct,
    purchaseMode: p.purchaseMode,
    minOrderQuantity: p.minOrderQuantity,
    activeIngredients: p.activeIngredients,
    prices: p.prices,
    commission: {
      commissionType: p.commission.commissionType,
      cityDistributorRateBp: p.commission.cityDistributorRateBp,
      dealerRateBp: p.commission.dealerRateBp,
      sponsorDistributorRateBp: p.commission.sponsorDistributorRateBp,
      vatIncluded: p.commission.vatIncluded,
      fixedAmounts,
    },
    inventory: p.inventory,
  });
}

export function bulkRulesOf(p: AdminProduct) {
  return p.bulkRules.map(({ userRole, minQuantity, maxQuantity, discountedPrice, isActive }) => ({
    userRole,
    minQuantity,
    maxQuantity,
    discountedPrice,
    isActive,
  }));
}

export function salesRulesOf(p: AdminProduct) {
  return p.salesRules.map(({ ruleType, minValue, applyToCategory, targetCategory }) => ({
    ruleType,
    minValue,
    applyToCategory,
    targetCategory,
  }));
}

/** Which editor section a field path belongs to, for the error marks on the tabs. */
export type EditorSection = 'general' | 'prices' | 'commission' | 'inventory' | 'bulkRules' | 'salesRules';

export function sectionOf(path: string): EditorSection {
  const head = path.split('.')[0];
  if (
    head === 'prices' ||
    head === 'commission' ||
    head === 'inventory' ||
    head === 'bulkRules' ||
    head === 'salesRules'
  )
    return head;
  return 'general';
}

/** The stock page's inline edit: the inventory part of the product, through the same shared fields. */
export const stockFormSchema = z.object({
  inStock: z.boolean(),
  displayStock: into(integerText(undefined), inventory.displayStock),
  lowStockThreshold: into(integerText(undefined), inventory.lowStockThreshold),
  sku: into(emptyToNull, inventory.sku),
});
export type StockFormValues = z.input<typeof stockFormSchema>;
export type StockFormOutput = z.output<typeof stockFormSchema>;

export function toStockFormValues(p: AdminProduct): StockFormValues {
  return {
    inStock: p.inventory.inStock,
    displayStock: String(p.inventory.displayStock),
    lowStockThreshold: String(p.inventory.lowStockThreshold),
    sku: p.inventory.sku ?? '',
  };
}
