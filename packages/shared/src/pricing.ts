import type { Role } from './roles';

/** Prices of one product in kuruş (integers); null or 0 means "not set". */
export interface ProductPrices {
  adminCostPrice: number | null;
  turkeyDistributorPrice: number | null;
  cityDistributorPrice: number | null;
  dealerPrice: number | null;
  clientPrice: number | null;
  retailPrice: number | null;
  vatIncluded: boolean;
  /** Basis points: 18 % = 1800. */
  vatRateBp: number;
}

type PriceField = keyof Pick<
  ProductPrices,
  'turkeyDistributorPrice' | 'cityDistributorPrice' | 'dealerPrice' | 'clientPrice' | 'retailPrice'
>;

/** The specification's "Price by role": the role's own price first, then these fallbacks in order. */
export const ROLE_PRICE_ORDER: Record<Role, readonly PriceField[]> = {
  admin: ['turkeyDistributorPrice', 'cityDistributorPrice', 'dealerPrice', 'clientPrice', 'retailPrice'],
  turkeyDistributor: ['turkeyDistributorPrice', 'cityDistributorPrice', 'dealerPrice', 'clientPrice', 'retailPrice'],
  cityDistributor: ['cityDistributorPrice', 'dealerPrice', 'clientPrice', 'retailPrice'],
  dealer: ['dealerPrice', 'clientPrice', 'retailPrice'],
  client: ['clientPrice', 'retailPrice', 'dealerPrice'],
};

export const DEFAULT_VAT_RATE_BP = 1800;

/** The unit price (kuruş) a role pays, or null when no price in its order is set. */
export function rolePrice(prices: ProductPrices, role: Role): number | null {
  for (const field of ROLE_PRICE_ORDER[role]) {
    const value = prices[field];
    if (value !== null && value > 0) return value;
  }
  return null;
}

export interface BulkRule {
  userRole: Role | string;
  minQuantity: number;
  maxQuantity: number;
  /** Unit price in kuruş for quantities in [minQuantity, maxQuantity]. */
  discountedPrice: number;
  isActive: boolean;
}

export const BULK_RULE_DEFAULTS = { minQuantity: 1, maxQuantity: 10, discountedPrice: 0, isActive: true } as const;

/** Fills the specification's defaults for missing fields of a bulk rule (replace-all saves). */
export function withBulkDefaults<T extends Partial<BulkRule>>(rule: T): BulkRule {
  return {
    userRole: rule.userRole ?? 'client',
    minQuantity: rule.minQuantity ?? BULK_RULE_DEFAULTS.minQuantity,
    maxQuantity: rule.maxQuantity ?? BULK_RULE_DEFAULTS.maxQuantity,
    discountedPrice: rule.discountedPrice ?? BULK_RULE_DEFAULTS.discountedPrice,
    isActive: rule.isActive ?? BULK_RULE_DEFAULTS.isActive,
  };
}

export interface TierPrice {
  originalPrice: number;
  discountedPrice: number;
  isDiscountApplied: boolean;
}

/**
 * get_bulk_discount_price: the unit price for a quantity. A tier applies when it is active, for
 * the role, covers the quantity and is cheaper than the role price; the cheapest such tier wins.
 */
export function bulkDiscountPrice(
  original: number,
  rules: readonly BulkRule[],
  role: Role,
  quantity: number,
): TierPrice {
  let best = original;
  for (const rule of rules) {
    if (!rule.isActive || rule.userRole !== role) continue;
    if (quantity < rule.minQuantity || quantity > rule.maxQuantity) continue;
    if (rule.discountedPrice > 0 && rule.discountedPrice < best) best = rule.discountedPrice;
  }
  return { originalPrice: original, discountedPrice: best, isDiscountApplied: best < original };
}

export interface SmartAlert {
  /** How many more units reach the next cheaper tier. */
  addQuantity: number;
  /** Kuruş saved on the whole line at that quantity, against the current unit price. */
  savings: number;
  tierUnitPrice: number;
}

/** The shop's hint: "N adet daha ekleyin, ₺X tasarruf edin", when a cheaper tier lies ahead. */
export function nextTierAlert(
  original: number,
  rules: readonly BulkRule[],
  role: Role,
  quantity: number,
): SmartAlert | null {
  const current = bulkDiscountPrice(original, rules, role, quantity).discountedPrice;
  let best: SmartAlert | null = null;
  for (const rule of rules) {
    if (!rule.isActive || rule.userRole !== role || rule.minQuantity <= quantity) continue;
    if (rule.discountedPrice <= 0 || rule.discountedPrice >= current) continue;
    const savings = (current - rule.discountedPrice) * rule.minQuantity;
    const candidate = { addQuantity: rule.minQuantity - quantity, savings, tierUnitPrice: rule.discountedPrice };
    if (!best || candidate.addQuantity < best.addQuantity) best = candidate;
  }
  return best;
}

/**
 * `Math.round(numerator / denominator)` for a positive denominator, computed in integers: a line
 * of 999 units at the highest price is ~10^14 kuruş, and times 10 000 basis points it is past
 * what a double holds exactly, where the float quotient rounds the wrong way by a kuruş.
 */
function roundedQuotient(numerator: number, factor: number, denominator: number): number {
  const twice = 2n * BigInt(numerator) * BigInt(factor) + BigInt(denominator);
  const over = 2n * BigInt(denominator);
  let q = twice / over;
  if (twice % over !== 0n && twice < 0n) q -= 1n; // floor, as Math.round does for halves
  return Number(q);
}

/** Net (VAT-excluded) and VAT parts of a gross amount in kuruş; rounding happens once, here. */
export function splitVat(amount: number, vatRateBp: number, vatIncluded: boolean) {
  if (!vatIncluded) {
    const vat = roundedQuotient(amount, vatRateBp, 10_000);
    return { net: amount, vat, gross: amount + vat };
  }
  const net = roundedQuotient(amount, 10_000, 10_000 + vatRateBp);
  return { net, vat: amount - net, gross: amount };
}
