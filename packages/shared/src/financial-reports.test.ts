import { describe, expect, it } from 'vitest';
import {
  capState,
  defaultMonthRange,
  financialReportCsv,
  directSalesAssessment,
  grossMargin,
  isMonth,
  type MonthFigures,
  monthRow,
  monthsBetween,
  totalsOf,
  vatRatesOf,
} from './financial-reports';

const month = (over: Partial<MonthFigures>): MonthFigures => ({
  month: '2026-01',
  orderCount: 0,
  netSales: 0,
  vatByRate: [],
  costOfGoods: 0,
  unitsWithoutCost: 0,
  commissionsAccrued: 0,
  clawbacks: 0,
  commissionsPaid: 0,
  withholding: 0,
  refunds: 0,
  pointsLiability: 0,
  pointsOrderCount: 0,
  pointsOrderNet: 0,
  ...over,
});

describe('months', () => {
  it('checks and lists months, across years', () => {
    expect(isMonth('2026-01')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });

  it('defaults to the last 12 months, the current one included', () => {
    expect(defaultMonthRange('2026-03')).toEqual({ from: '2025-04', to: '2026-03' });
  });
});

describe('month rows and totals', () => {
  it('gross sales = net + VAT of every rate; margin = net − cost, in basis points of net', () => {
    const row = monthRow(
      month({
        netSales: 300_000,
        vatByRate: [
          { rateBp: 2000, net: 200_000, vat: 40_000 },
          { rateBp: 100, net: 100_000, vat: 1_000 },
        ],
        costOfGoods: 120_000,
      }),
    );
    expect(row.vat).toBe(41_000);
    expect(row.grossSales).toBe(341_000);
    expect(row.grossMargin).toBe(180_000);
    expect(row.grossMarginBp).toBe(6_000);
    expect(row.vatByRate.map((v) => v.rateBp)).toEqual([100, 2000]);
    expect(grossMargin(0, 500)).toEqual({ margin: -500, marginBp: null });
    expect(grossMargin(3, 1).marginBp).toBe(6666);
  });

  it('sums flows over the months but takes the last month’s points liability', () => {
    const rows = [
      monthRow(
        month({
          month: '2026-01',
          netSales: 100,
          vatByRate: [{ rateBp: 2000, net: 100, vat: 20 }],
          pointsLiability: 500,
        }),
      ),
      monthRow(
        month({
          month: '2026-02',
          netSales: 50,
          vatByRate: [
            { rateBp: 2000, net: 40, vat: 8 },
            { rateBp: 1000, net: 10, vat: 1 },
          ],
          refunds: 7,
          pointsLiability: 300,
        }),
      ),
    ];
    const t = totalsOf(rows);
    expect(t.netSales).toBe(150);
    expect(t.vat).toBe(29);
    expect(t.vatByRate).toEqual([
      { rateBp: 1000, net: 10, vat: 1 },
      { rateBp: 2000, net: 140, vat: 28 },
    ]);
    expect(t.refunds).toBe(7);
    expect(t.pointsLiability).toBe(300);
    expect(vatRatesOf(rows)).toEqual([1000, 2000]);
  });
});

describe('Direct Sales Regulation states', () => {
  it('is compliant under 90 % of a cap, near from 90 %, exceeded over it', () => {
    expect(capState(4_499, true, 5_000)).toBe('compliant');
    expect(capState(4_500, true, 5_000)).toBe('near');
    expect(capState(5_000, true, 5_000)).toBe('near');
    expect(capState(5_001, false, 5_000)).toBe('exceeded');
    expect(capState(null, true, 5_000)).toBe('compliant');
    expect(capState(null, false, 5_000)).toBe('exceeded');
  });

  it('assesses both caps from the figures', () => {
    const under = directSalesAssessment({ netSales: 1_000_000, salesBenefits: 200_000, recruitmentBenefits: 20_000 });
    expect(under.benefits).toBe(220_000);
    expect(under.benefitsBp).toBe(2_200);
    expect(under.recruitmentBp).toBe(909);
    expect(under.benefitsState).toBe('compliant');
    expect(under.recruitmentState).toBe('compliant');

    const over = directSalesAssessment({ netSales: 1_000_000, salesBenefits: 300_000, recruitmentBenefits: 250_000 });
    expect(over.benefitsBp).toBe(5_500);
    expect(over.benefitsState).toBe('exceeded');
    expect(over.recruitmentBp).toBe(4_545);
    expect(over.recruitmentState).toBe('exceeded');

    const near = directSalesAssessment({ netSales: 1_000_000, salesBenefits: 330_000, recruitmentBenefits: 130_000 });
    expect(near.benefitsBp).toBe(4_600);
    expect(near.benefitsState).toBe('near');
    expect(near.recruitmentBp).toBe(2_826);
    expect(near.recruitmentState).toBe('near');

    const noSales = directSalesAssessment({ netSales: 0, salesBenefits: 1, recruitmentBenefits: 0 });
    expect(noSales.benefitsState).toBe('exceeded');
  });
});

describe('financialReportCsv', () => {
  it('writes the BOM, `;`, a column pair per VAT rate and Turkish numbers, with a total line', () => {
    const rows = [
      monthRow(
        month({
          month: '2026-01',
          orderCount: 2,
          netSales: 123_456,
          vatByRate: [{ rateBp: 2000, net: 123_456, vat: 24_691 }],
          costOfGoods: 200_000,
          refunds: 1_000_000,
          clawbacks: 150,
        }),
      ),
    ];
    const csv = financialReportCsv({ vatRates: vatRatesOf(rows), months: rows, totals: totalsOf(rows) });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, total] = csv.slice(1).split('\r\n');
    expect(header).toContain('Ay;Sipariş;Net satış (KDV hariç);KDV %20 matrah;KDV %20;KDV toplam;');
    expect(first).toBe(
      '2026-01;2;1.234,56;1.234,56;246,91;246,91;1.481,47;2.000,00;-765,44;-62,00;0,00;1,50;0,00;0,00;10.000,00;0,00;0,00',
    );
    expect(total?.startsWith('Toplam;2;1.234,56;')).toBe(true);
  });
});
