import { describe, expect, it } from 'vitest';
import {
  type CommissionedGroup,
  projectDirectSales,
  repriceGroup,
  sameCommissionSettings,
} from './commission-projection';
import { type CommissionSettings, DEFAULT_COMMISSION_SETTINGS } from './commissions';

const pct = (dealer: number, city: number, sponsor: number): CommissionSettings => ({
  commissionType: 'percentage',
  dealerRateBp: dealer,
  cityDistributorRateBp: city,
  sponsorDistributorRateBp: sponsor,
  fixedAmounts: {},
});

const groups: CommissionedGroup[] = [
  { productId: 'a', kind: 'dealer', base: 100_000, quantity: 10, amount: 15_000 },
  { productId: 'a', kind: 'city_distributor', base: 100_000, quantity: 10, amount: 10_000 },
  { productId: 'a', kind: 'sponsor_distributor', base: 100_000, quantity: 10, amount: 5_000 },
  // A line whose buyer had no dealer above: product b paid the city level only.
  { productId: 'b', kind: 'city_distributor', base: 50_000, quantity: 4, amount: 5_000 },
];

describe('repriceGroup', () => {
  it('applies the proposed rate of the kind to the commissioned base', () => {
    expect(repriceGroup(pct(2000, 1000, 500), groups[0]!)).toBe(20_000);
    expect(repriceGroup(pct(2000, 1234, 500), groups[1]!)).toBe(12_340);
  });
  it('rounds half away from zero, in kuruş', () => {
    expect(repriceGroup(pct(1, 0, 0), { productId: 'x', kind: 'dealer', base: 5_000, quantity: 1, amount: 1 })).toBe(1);
    expect(repriceGroup(pct(1, 0, 0), { productId: 'x', kind: 'dealer', base: 4_999, quantity: 1, amount: 1 })).toBe(0);
  });
  it('pays a fixed amount per commissioned unit', () => {
    const fixed: CommissionSettings = {
      commissionType: 'fixed',
      dealerRateBp: 0,
      cityDistributorRateBp: 0,
      sponsorDistributorRateBp: 0,
      fixedAmounts: { dealer: 250, cityDistributor: 100 },
    };
    expect(repriceGroup(fixed, groups[0]!)).toBe(2_500);
    expect(repriceGroup(fixed, groups[2]!)).toBe(0);
  });
});

describe('projectDirectSales', () => {
  const figures = { netSales: 200_000, groups, recruitmentBenefits: 0, firstOrders: 3 };

  it('keeps the current figures and re-prices only the levels that paid someone', () => {
    const p = projectDirectSales(figures, {
      settingsOf: () => DEFAULT_COMMISSION_SETTINGS,
      bonus: { enabled: false, amount: 5_000 },
    });
    expect(p.current.salesBenefits).toBe(35_000);
    expect(p.current.benefitsBp).toBe(1_750);
    // Product b paid no dealer, so a dealer rate pays nobody there.
    expect(p.projected.salesBenefits).toBe(15_000 + 10_000 + 5_000 + 5_000);
    expect(p.warnings).toEqual([]);
  });

  it('warns when the benefits would pass 50 % of net sales', () => {
    const p = projectDirectSales(figures, {
      settingsOf: (id) => (id === 'a' ? pct(8000, 1000, 500) : DEFAULT_COMMISSION_SETTINGS),
      bonus: { enabled: false, amount: 0 },
    });
    expect(p.projected.salesBenefits).toBe(80_000 + 10_000 + 5_000 + 5_000);
    expect(p.projected.benefitsBp).toBe(5_000);
    expect(p.projected.benefitsOk).toBe(true);
    const over = projectDirectSales(figures, {
      settingsOf: (id) => (id === 'a' ? pct(8001, 1000, 500) : DEFAULT_COMMISSION_SETTINGS),
      bonus: { enabled: false, amount: 0 },
    });
    expect(over.projected.benefitsBp).toBe(5_000);
    expect(over.projected.benefitsOk).toBe(false);
    expect(over.warnings).toEqual(['benefits']);
  });

  it('adds the bonus on every first order and warns past 30 % recruitment-linked', () => {
    const p = projectDirectSales(figures, {
      settingsOf: () => DEFAULT_COMMISSION_SETTINGS,
      bonus: { enabled: true, amount: 6_000 },
    });
    expect(p.projected.recruitmentBenefits).toBe(18_000);
    expect(p.projected.benefits).toBe(35_000 + 18_000);
    expect(p.projected.recruitmentBp).toBe(Math.floor((18_000 * 10_000) / 53_000));
    expect(p.warnings).toEqual(['recruitment']);
    const off = projectDirectSales(
      { ...figures, recruitmentBenefits: 4_000 },
      { settingsOf: () => DEFAULT_COMMISSION_SETTINGS, bonus: { enabled: false, amount: 6_000 } },
    );
    expect(off.current.recruitmentBenefits).toBe(4_000);
    expect(off.projected.recruitmentBenefits).toBe(0);
  });

  it('has no ratio without sales and no warning without benefits', () => {
    const p = projectDirectSales(
      { netSales: 0, groups: [], recruitmentBenefits: 0, firstOrders: 0 },
      { settingsOf: () => DEFAULT_COMMISSION_SETTINGS, bonus: { enabled: true, amount: 5_000 } },
    );
    expect(p.projected.benefitsBp).toBeNull();
    expect(p.warnings).toEqual([]);
  });
});

describe('sameCommissionSettings', () => {
  it('compares what is paid: rates for percentage, amounts for fixed', () => {
    expect(sameCommissionSettings(pct(1500, 1000, 500), { ...pct(1500, 1000, 500), fixedAmounts: { dealer: 9 } })).toBe(
      true,
    );
    expect(sameCommissionSettings(pct(1500, 1000, 500), pct(1600, 1000, 500))).toBe(false);
    const fixed = { ...pct(0, 0, 0), commissionType: 'fixed' as const, fixedAmounts: { dealer: 100 } };
    expect(sameCommissionSettings(fixed, { ...fixed, dealerRateBp: 1500 })).toBe(true);
    expect(sameCommissionSettings(fixed, { ...fixed, fixedAmounts: { dealer: 100, cityDistributor: 0 } })).toBe(true);
    expect(sameCommissionSettings(fixed, { ...fixed, fixedAmounts: { dealer: 101 } })).toBe(false);
    expect(sameCommissionSettings(fixed, pct(0, 0, 0))).toBe(false);
  });
});
