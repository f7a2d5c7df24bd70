import { describe, expect, it } from 'vitest';
import { directSalesRatios } from './direct-sales';

describe('the Direct Sales Regulation caps', () => {
  it('benefits may be exactly half of net sales, not a kuruş more', () => {
    expect(directSalesRatios({ netSales: 1_000_000, salesBenefits: 500_000, recruitmentBenefits: 0 }).benefitsOk).toBe(
      true,
    );
    const over = directSalesRatios({ netSales: 1_000_000, salesBenefits: 500_001, recruitmentBenefits: 0 });
    expect(over.benefitsOk).toBe(false);
    // Shown rounded down to a basis point, but judged exactly.
    expect(over.benefitsBp).toBe(5_000);
  });

  it('recruitment-linked benefits may be 30 % of all benefits, not more', () => {
    expect(
      directSalesRatios({ netSales: 10_000_000, salesBenefits: 700, recruitmentBenefits: 300 }).recruitmentOk,
    ).toBe(true);
    const over = directSalesRatios({ netSales: 10_000_000, salesBenefits: 699, recruitmentBenefits: 301 });
    expect(over.recruitmentOk).toBe(false);
    expect(over.recruitmentBp).toBe(3_010);
  });

  it('no sales: any benefit breaks the first cap; no benefits: both hold', () => {
    expect(directSalesRatios({ netSales: 0, salesBenefits: 1, recruitmentBenefits: 0 }).benefitsOk).toBe(false);
    const none = directSalesRatios({ netSales: 0, salesBenefits: 0, recruitmentBenefits: 0 });
    expect(none).toMatchObject({ benefitsOk: true, recruitmentOk: true, benefitsBp: null, recruitmentBp: null });
  });
});
