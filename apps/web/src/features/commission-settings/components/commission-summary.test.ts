import type { CommissionProduct } from '@portal/shared/contracts/commission-settings';
import { describe, expect, it } from 'vitest';
import { commissionSummary } from '@/features/commission-settings/components/commission-summary';

const product = (over: Partial<CommissionProduct['effective']> = {}, unitNet: number | null = 10_000) => ({
  id: 'p',
  name: 'Ürün',
  categoryName: null,
  isActive: true,
  unitNet,
  isOverride: false,
  effective: {
    commissionType: 'percentage' as const,
    dealerRateBp: 1500,
    cityDistributorRateBp: 1000,
    sponsorDistributorRateBp: 500,
    fixedAmounts: {},
    ...over,
  },
});

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('commissionSummary', () => {
  it('shows rates, or lira per unit on the client price without VAT when the display is fixed', () => {
    expect(plain(commissionSummary(product(), 'percentage'))).toBe('%15 · %10 · %5');
    expect(plain(commissionSummary(product(), 'fixed'))).toBe('₺15,00 · ₺10,00 · ₺5,00 / adet');
    // Without a client price there is nothing to take a rate on: the rates stay.
    expect(plain(commissionSummary(product({}, null), 'fixed'))).toBe('%15 · %10 · %5');
  });
  it('always shows a fixed commission in lira per unit', () => {
    const fixed = product({ commissionType: 'fixed', fixedAmounts: { dealer: 250, cityDistributor: 100 } });
    expect(plain(commissionSummary(fixed, 'percentage'))).toBe('₺2,50 · ₺1,00 · ₺0,00 / adet');
  });
});
