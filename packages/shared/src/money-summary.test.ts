import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { moneySummary, moneySummaryRows, vatRateLabel } from './money-summary';
import { lineAmounts, orderTotals, type PricedLine } from './orders';
import { type BulkRule, bulkDiscountPrice } from './pricing';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  quantity: 1,
  listUnitPrice: 10_000,
  unitPrice: 10_000,
  vatRateBp: 2000,
  vatIncluded: true,
  ...over,
});

describe('moneySummary', () => {
  it('takes the tier saving off the list price and splits VAT per rate', () => {
    const s = moneySummary([
      line({ quantity: 3, listUnitPrice: 31_490, unitPrice: 29_920 }),
      line({ quantity: 2, listUnitPrice: 5_000, unitPrice: 5_000, vatRateBp: 1000 }),
    ]);
    expect(s.listTotal).toBe(3 * 31_490 + 2 * 5_000);
    expect(s.tierSaving).toBe(3 * (31_490 - 29_920));
    expect(s.total).toBe(3 * 29_920 + 2 * 5_000);
    expect(s.vatByRate.map((r) => r.rateBp)).toEqual([2000, 1000]);
    // 89 760 gross at 20 % included: 74 800 net, 14 960 VAT; 10 000 at 10 %: 9 091 + 909.
    expect(s.vatByRate).toEqual([
      { rateBp: 2000, base: 74_800, vat: 14_960 },
      { rateBp: 1000, base: 9_091, vat: 909 },
    ]);
    expect(s.subtotalExVat).toBe(74_800 + 9_091);
  });

  it('adds VAT on top of prices given without it', () => {
    const s = moneySummary([line({ quantity: 2, listUnitPrice: 1_000, unitPrice: 1_000, vatIncluded: false })]);
    expect(s).toEqual({
      listTotal: 2_400,
      tierSaving: 0,
      subtotalExVat: 2_000,
      vatByRate: [{ rateBp: 2000, base: 2_000, vat: 400 }],
      total: 2_400,
    });
  });

  it('never counts a price above the list price as a negative saving', () => {
    const s = moneySummary([line({ listUnitPrice: 9_000, unitPrice: 10_000 })]);
    expect(s.tierSaving).toBe(0);
    expect(s.listTotal).toBe(s.total);
  });

  it('is all zeros for no lines', () => {
    expect(moneySummary([])).toEqual({ listTotal: 0, tierSaving: 0, subtotalExVat: 0, vatByRate: [], total: 0 });
  });

  it('prints one vocabulary in one order', () => {
    const rows = moneySummaryRows(
      moneySummary([
        line({ quantity: 3, listUnitPrice: 31_490, unitPrice: 29_920 }),
        line({ vatRateBp: 100, listUnitPrice: 1_000, unitPrice: 1_000 }),
      ]),
    );
    expect(rows.map((r) => r.label)).toEqual([
      'Liste fiyatı',
      'Kademe indirimi',
      'Ara toplam (KDV hariç)',
      'KDV %20',
      'KDV %1',
      'Toplam',
    ]);
    expect(rows[1]?.amount).toBe(-4_710);
    expect(formatMoney(rows[1]?.amount ?? 0)).toBe('-₺47,10');
    // Without a saving the list price is the total and is not repeated.
    expect(moneySummaryRows(moneySummary([line()])).map((r) => r.kind)).toEqual(['subtotal', 'vat', 'total']);
    expect(vatRateLabel(1800)).toBe('KDV %18');
  });
});

/** A cart line as the cart keeps it: the role price, the tiers of the role, a quantity. */
const cartLine = fc.record({
  rolePrice: fc.integer({ min: 1, max: 5_000_000 }),
  tiers: fc.array(
    fc.record({
      minQuantity: fc.integer({ min: 1, max: 500 }),
      span: fc.integer({ min: 0, max: 999 }),
      discountBp: fc.integer({ min: 1, max: 9_000 }),
      isActive: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
  quantity: fc.integer({ min: 1, max: 999 }),
  vatRateBp: fc.constantFrom(0, 100, 800, 1000, 1800, 2000),
  vatIncluded: fc.boolean(),
});

describe('moneySummary property', () => {
  it('adds up exactly and reads the same from the cart, the checkout preview and the stored order', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 12 }), (cart) => {
        // The cart: each line kept at today's tier price for its quantity.
        const cartLines: PricedLine[] = cart.map((c) => {
          const rules: BulkRule[] = c.tiers.map((t) => ({
            userRole: 'client',
            minQuantity: t.minQuantity,
            maxQuantity: t.minQuantity + t.span,
            discountedPrice: Math.max(1, c.rolePrice - Math.floor((c.rolePrice * t.discountBp) / 10_000)),
            isActive: t.isActive,
          }));
          const price = bulkDiscountPrice(c.rolePrice, rules, 'client', c.quantity);
          return {
            quantity: c.quantity,
            listUnitPrice: price.originalPrice,
            unitPrice: price.discountedPrice,
            vatRateBp: c.vatRateBp,
            vatIncluded: c.vatIncluded,
          };
        });
        // The checkout preview's lines carry their amounts; the order stores them as they are.
        const previewLines = cartLines.map((l) => ({ ...l, ...lineAmounts(l) }));
        const storedLines = previewLines.map((l) => ({
          quantity: l.quantity,
          listUnitPrice: l.listUnitPrice,
          unitPrice: l.unitPrice,
          vatRateBp: l.vatRateBp,
          vatIncluded: l.vatIncluded,
          netAmount: l.net,
          vatAmount: l.vat,
          totalAmount: l.total,
        }));

        const fromCart = moneySummary(cartLines);
        const fromPreview = moneySummary(previewLines);
        const fromOrder = moneySummary(storedLines);
        expect(fromPreview).toEqual(fromCart);
        expect(fromOrder).toEqual(fromCart);

        const vat = fromCart.vatByRate.reduce((s, r) => s + r.vat, 0);
        expect(fromCart.total).toBe(fromCart.subtotalExVat + vat);
        expect(fromCart.total).toBe(fromCart.listTotal - fromCart.tierSaving);
        expect(fromCart.tierSaving).toBeGreaterThanOrEqual(0);
        expect(fromCart.vatByRate.reduce((s, r) => s + r.base, 0)).toBe(fromCart.subtotalExVat);

        // The order's stored totals (orderTotals at placing) and the sums of its stored lines.
        const totals = orderTotals(storedLines);
        expect(fromOrder.total).toBe(totals.total);
        expect(fromOrder.subtotalExVat).toBe(totals.subtotal);
        expect(vat).toBe(totals.vatTotal);
        expect(fromOrder.tierSaving).toBe(totals.discountTotal);
        expect(fromOrder.total).toBe(storedLines.reduce((s, l) => s + l.totalAmount, 0));
        expect(fromOrder.subtotalExVat).toBe(storedLines.reduce((s, l) => s + l.netAmount, 0));

        // What is printed: the signed rows give the total back in the same kuruş.
        const rows = moneySummaryRows(fromOrder);
        const printedVat = rows.filter((r) => r.kind === 'vat').reduce((s, r) => s + r.amount, 0);
        const subtotal = rows.find((r) => r.kind === 'subtotal')?.amount ?? Number.NaN;
        expect(subtotal + printedVat).toBe(rows.at(-1)?.amount);
      }),
      { numRuns: 300 },
    );
  });
});
