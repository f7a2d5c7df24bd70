import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BulkRule,
  bulkDiscountPrice,
  nextTierAlert,
  type ProductPrices,
  rolePrice,
  splitVat,
  withBulkDefaults,
} from './pricing';
import { ROLES } from './roles';

const prices = (p: Partial<ProductPrices>): ProductPrices => ({
  adminCostPrice: 5_000,
  turkeyDistributorPrice: null,
  cityDistributorPrice: null,
  dealerPrice: null,
  clientPrice: null,
  retailPrice: null,
  vatIncluded: true,
  vatRateBp: 1800,
  ...p,
});

describe('price by role', () => {
  const all = prices({
    turkeyDistributorPrice: 10_000,
    cityDistributorPrice: 12_000,
    dealerPrice: 15_000,
    clientPrice: 20_000,
    retailPrice: 25_000,
  });

  it('gives each role its own price when set', () => {
    expect(rolePrice(all, 'admin')).toBe(10_000);
    expect(rolePrice(all, 'turkeyDistributor')).toBe(10_000);
    expect(rolePrice(all, 'cityDistributor')).toBe(12_000);
    expect(rolePrice(all, 'dealer')).toBe(15_000);
    expect(rolePrice(all, 'client')).toBe(20_000);
  });

  it('falls back in the specification order', () => {
    expect(rolePrice(prices({ cityDistributorPrice: 12_000, dealerPrice: 15_000 }), 'turkeyDistributor')).toBe(12_000);
    expect(rolePrice(prices({ dealerPrice: 15_000, retailPrice: 25_000 }), 'cityDistributor')).toBe(15_000);
    expect(rolePrice(prices({ retailPrice: 25_000 }), 'dealer')).toBe(25_000);
    // A client falls back to retail before dealer.
    expect(rolePrice(prices({ retailPrice: 25_000, dealerPrice: 15_000 }), 'client')).toBe(25_000);
    expect(rolePrice(prices({ dealerPrice: 15_000 }), 'client')).toBe(15_000);
    // Zero counts as not set.
    expect(rolePrice(prices({ clientPrice: 0, retailPrice: 25_000 }), 'client')).toBe(25_000);
  });

  it('never answers the cost price, and answers null when nothing is set', () => {
    for (const role of ROLES) expect(rolePrice(prices({}), role)).toBeNull();
  });
});

describe('bulk tiers', () => {
  const rules: BulkRule[] = [
    { userRole: 'dealer', minQuantity: 10, maxQuantity: 49, discountedPrice: 14_000, isActive: true },
    { userRole: 'dealer', minQuantity: 50, maxQuantity: 999, discountedPrice: 13_000, isActive: true },
    { userRole: 'client', minQuantity: 5, maxQuantity: 999, discountedPrice: 18_000, isActive: true },
    { userRole: 'dealer', minQuantity: 1, maxQuantity: 999, discountedPrice: 1, isActive: false },
  ];

  it('applies the tier covering the quantity, for the role only', () => {
    expect(bulkDiscountPrice(15_000, rules, 'dealer', 9)).toEqual({
      originalPrice: 15_000,
      discountedPrice: 15_000,
      isDiscountApplied: false,
    });
    expect(bulkDiscountPrice(15_000, rules, 'dealer', 10).discountedPrice).toBe(14_000);
    expect(bulkDiscountPrice(15_000, rules, 'dealer', 50).discountedPrice).toBe(13_000);
    expect(bulkDiscountPrice(20_000, rules, 'client', 5).discountedPrice).toBe(18_000);
    expect(bulkDiscountPrice(12_000, rules, 'cityDistributor', 100).isDiscountApplied).toBe(false);
  });

  it('suggests the next cheaper tier with the saving on the whole line', () => {
    expect(nextTierAlert(15_000, rules, 'dealer', 7)).toEqual({
      addQuantity: 3,
      savings: 10_000,
      tierUnitPrice: 14_000,
    });
    expect(nextTierAlert(15_000, rules, 'dealer', 10)).toEqual({
      addQuantity: 40,
      savings: 50_000,
      tierUnitPrice: 13_000,
    });
    expect(nextTierAlert(15_000, rules, 'dealer', 50)).toBeNull();
  });

  it('fills the specification defaults for missing rule fields', () => {
    expect(withBulkDefaults({ userRole: 'dealer' })).toEqual({
      userRole: 'dealer',
      minQuantity: 1,
      maxQuantity: 10,
      discountedPrice: 0,
      isActive: true,
    });
  });

  it('never charges more than the role price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(
          fc.record({
            min: fc.integer({ min: 1, max: 999 }),
            span: fc.integer({ min: 0, max: 999 }),
            price: fc.integer({ min: 0, max: 20_000_000 }),
          }),
        ),
        fc.integer({ min: 1, max: 999 }),
        (original, raw, qty) => {
          const list = raw.map((r) => ({
            userRole: 'dealer',
            minQuantity: r.min,
            maxQuantity: r.min + r.span,
            discountedPrice: r.price,
            isActive: true,
          }));
          const result = bulkDiscountPrice(original, list, 'dealer', qty);
          expect(result.discountedPrice).toBeLessThanOrEqual(original);
          expect(result.discountedPrice).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('VAT', () => {
  it('splits a VAT-included amount so the parts add up to the kuruş', () => {
    expect(splitVat(11_800, 1800, true)).toEqual({ net: 10_000, vat: 1_800, gross: 11_800 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 5000 }), (amount, rate) => {
        const { net, vat, gross } = splitVat(amount, rate, true);
        expect(net + vat).toBe(gross);
        expect(gross).toBe(amount);
      }),
    );
  });

  it('adds VAT to a VAT-excluded amount', () => {
    expect(splitVat(10_000, 1800, false)).toEqual({ net: 10_000, vat: 1_800, gross: 11_800 });
  });

  it('rounds to the nearest kuruş for the largest lines the prices allow (999 × ₺1.000.000.000)', () => {
    // Where a double's quotient rounded the wrong way.
    expect(splitVat(70_704_368_613_459, 2000, true).net).toBe(58_920_307_177_883);
    expect(splitVat(48_818_977_128_825, 1800, false).vat).toBe(8_787_415_883_189);
    const maxLine = 999 * 100_000_000_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxLine }), fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        const included = splitVat(amount, rate, true);
        expect(included.net + included.vat).toBe(amount);
        // |net × (1 + rate) − amount| ≤ half a kuruş of net, in exact integers.
        const off = BigInt(included.net) * BigInt(10_000 + rate) - BigInt(amount) * 10_000n;
        expect(2n * (off < 0n ? -off : off) <= BigInt(10_000 + rate)).toBe(true);
        const excluded = splitVat(amount, rate, false);
        const offVat = BigInt(excluded.vat) * 10_000n - BigInt(amount) * BigInt(rate);
        expect(2n * (offVat < 0n ? -offVat : offVat) <= 10_000n).toBe(true);
      }),
    );
  });
});
