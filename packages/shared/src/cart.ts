import type { ErrorCode } from './errors';

export const MAX_LINE_QUANTITY = 999;
export const COMPARE_LIMIT = 4;

export const SALES_RULE_TYPES = [
  'minimum_quantity',
  'maximum_quantity',
  'minimum_order_amount',
  'category_bundle',
] as const;
export type SalesRuleType = (typeof SALES_RULE_TYPES)[number];

export interface SalesRule {
  ruleType: SalesRuleType | string;
  minValue: number | null;
  applyToCategory: string | null;
  targetCategory: string | null;
}

/**
 * Minimum order quantity: the sales rule's (minimum_quantity with a value), else the inventory's,
 * else the product's, else 1.
 */
export function minimumOrderQuantity(input: {
  rules: readonly SalesRule[];
  inventoryMin: number | null | undefined;
  productMin: number | null | undefined;
}): number {
  const rule = input.rules.find((r) => r.ruleType === 'minimum_quantity' && r.minValue && r.minValue > 0);
  if (rule?.minValue) return rule.minValue;
  if (input.inventoryMin && input.inventoryMin > 0) return input.inventoryMin;
  if (input.productMin && input.productMin > 0) return input.productMin;
  return 1;
}

export type CartCheck = { ok: true } | { ok: false; code: ErrorCode; reason?: string };

/** The quantity checks of "add to cart", in the specification's order. */
export function checkAddQuantity(quantity: unknown): CartCheck {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0)
    return { ok: false, code: 'INVALID_QUANTITY' };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'MAX_QUANTITY' };
  return { ok: true };
}

/** The quantity checks of "update quantity": integer, not negative, at most 999 (0 removes). */
export function checkUpdateQuantity(quantity: unknown): CartCheck {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return { ok: false, code: 'INVALID_QUANTITY' };
  if (quantity < 0) return { ok: false, code: 'NEGATIVE_QUANTITY' };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'MAX_QUANTITY' };
  return { ok: true };
}

export interface RuleLine {
  productId: string;
  productName: string;
  categoryId: string | null;
  quantity: number;
  rules: readonly SalesRule[];
}

/**
 * Sales rules over the whole cart (after a change). Returns the first violation as a Turkish
 * reason for 'Satış kuralları ihlali: …'.
 * - minimum_quantity / maximum_quantity: per line;
 * - minimum_order_amount: the cart total (kuruş) must reach min_value;
 * - category_bundle: a line from target_category needs min_value units from apply_to_category.
 */
export function checkSalesRules(
  lines: readonly RuleLine[],
  cartTotal: number,
  categoryNames: Record<string, string> = {},
): string | null {
  const unitsIn = (categoryId: string | null) =>
    lines.filter((l) => categoryId && l.categoryId === categoryId).reduce((sum, l) => sum + l.quantity, 0);
  for (const line of lines) {
    for (const rule of line.rules) {
      const value = rule.minValue ?? 0;
      switch (rule.ruleType) {
        case 'minimum_quantity':
          if (value > 0 && line.quantity < value)
            return `${line.productName} için en az ${value} adet sipariş verilmelidir`;
          break;
        case 'maximum_quantity':
          if (value > 0 && line.quantity > value)
            return `${line.productName} için en fazla ${value} adet sipariş verilebilir`;
          break;
        case 'minimum_order_amount':
          if (value > 0 && cartTotal < value) {
            const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(value / 100);
            return `${line.productName} için sepet toplamı en az ${lira} olmalıdır`;
          }
          break;
        case 'category_bundle': {
          const applies = !rule.targetCategory || rule.targetCategory === line.categoryId;
          if (applies && value > 0 && unitsIn(rule.applyToCategory) < value) {
            const name = (rule.applyToCategory && categoryNames[rule.applyToCategory]) || 'ilgili kategori';
            return `${line.productName} için sepette ${name} kategorisinden en az ${value} adet ürün olmalıdır`;
          }
          break;
        }
      }
    }
  }
  return null;
}

export interface CartLineAmount {
  quantity: number;
  unitPrice: number;
}

/** total_items (units), total_amount (kuruş), item_count (lines), exact in integers. */
export function cartSummary(lines: readonly CartLineAmount[]) {
  return {
    totalItems: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalAmount: lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0),
    itemCount: lines.length,
  };
}
