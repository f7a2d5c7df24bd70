import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartSummary,
  checkAddQuantity,
  checkSalesRules,
  checkUpdateQuantity,
  minimumOrderQuantity,
  type SalesRule,
} from './cart';

const rule = (r: Partial<SalesRule>): SalesRule => ({
  ruleType: 'minimum_quantity',
  minValue: null,
  applyToCategory: null,
  targetCategory: null,
  ...r,
});

describe('minimum order quantity', () => {
  it('takes the sales rule, then inventory, then product, then 1', () => {
    expect(minimumOrderQuantity({ rules: [rule({ minValue: 6 })], inventoryMin: 3, productMin: 2 })).toBe(6);
    expect(
      minimumOrderQuantity({
        rules: [rule({ ruleType: 'maximum_quantity', minValue: 6 })],
        inventoryMin: 3,
        productMin: 2,
      }),
    ).toBe(3);
    expect(minimumOrderQuantity({ rules: [], inventoryMin: null, productMin: 2 })).toBe(2);
    expect(minimumOrderQuantity({ rules: [rule({ minValue: 0 })], inventoryMin: 0, productMin: null })).toBe(1);
  });
});

describe('quantity checks in the specification order', () => {
  it('add: positive integer up to 999', () => {
    expect(checkAddQuantity(0)).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
    expect(checkAddQuantity(-1)).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
    expect(checkAddQuantity(1.5)).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
    expect(checkAddQuantity(1000)).toEqual({ ok: false, code: 'MAX_QUANTITY' });
    expect(checkAddQuantity(999)).toEqual({ ok: true });
  });

  it('update: integer, not negative, up to 999; zero is allowed (it removes)', () => {
    expect(checkUpdateQuantity(2.5)).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
    expect(checkUpdateQuantity(-3)).toEqual({ ok: false, code: 'NEGATIVE_QUANTITY' });
    expect(checkUpdateQuantity(1000)).toEqual({ ok: false, code: 'MAX_QUANTITY' });
    expect(checkUpdateQuantity(0)).toEqual({ ok: true });
  });
});

describe('sales rules', () => {
  const line = (p: Partial<Parameters<typeof checkSalesRules>[0][number]>) => ({
    productId: 'p1',
    productName: 'C Vitamini',
    categoryId: 'vit',
    quantity: 1,
    rules: [] as SalesRule[],
    ...p,
  });

  it('enforces per-line minimum and maximum', () => {
    expect(checkSalesRules([line({ quantity: 2, rules: [rule({ minValue: 3 })] })], 0)).toContain('en az 3 adet');
    expect(
      checkSalesRules([line({ quantity: 12, rules: [rule({ ruleType: 'maximum_quantity', minValue: 10 })] })], 0),
    ).toContain('en fazla 10 adet');
    expect(checkSalesRules([line({ quantity: 3, rules: [rule({ minValue: 3 })] })], 0)).toBeNull();
  });

  it('enforces a minimum cart amount', () => {
    const rules = [rule({ ruleType: 'minimum_order_amount', minValue: 50_000 })];
    expect(checkSalesRules([line({ rules })], 49_999)).toContain('₺500,00');
    expect(checkSalesRules([line({ rules })], 50_000)).toBeNull();
  });

  it('enforces a category bundle', () => {
    const rules = [rule({ ruleType: 'category_bundle', minValue: 2, applyToCategory: 'min', targetCategory: 'vit' })];
    expect(checkSalesRules([line({ rules })], 0, { min: 'Mineraller' })).toContain('Mineraller kategorisinden en az 2');
    expect(checkSalesRules([line({ rules }), line({ productId: 'p2', categoryId: 'min', quantity: 2 })], 0)).toBeNull();
  });
});

describe('cart summary', () => {
  it('adds up in kuruş with no drift', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 999 }),
            unitPrice: fc.integer({ min: 1, max: 100_000_000 }),
          }),
        ),
        (lines) => {
          const s = cartSummary(lines);
          expect(Number.isInteger(s.totalAmount)).toBe(true);
          expect(s.itemCount).toBe(lines.length);
          expect(s.totalAmount).toBe(lines.reduce((a, l) => a + l.quantity * l.unitPrice, 0));
        },
      ),
    );
  });
});
