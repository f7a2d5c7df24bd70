import { applyBasisPoints } from '@portal/shared/commissions';
import type { CommissionProduct } from '@portal/shared/contracts/commission-settings';
import { formatMoney, formatPercentBasisPoints } from '@portal/shared/format';

/**
 * How a product's commission reads in the table: by the admin's display setting, rates
 * ('%15 · %10 · %5') or lira per unit ('₺12,50 · ₺8,33 · ₺4,17 / adet', a rate taken on the
 * client's unit price without VAT). A fixed commission is always lira per unit.
 */
export function commissionSummary(product: CommissionProduct, display: 'percentage' | 'fixed'): string {
  const s = product.effective;
  if (s.commissionType === 'fixed') {
    const a = s.fixedAmounts;
    return `${[a.dealer, a.cityDistributor, a.sponsorDistributor].map((v) => formatMoney(v ?? 0)).join(' · ')} / adet`;
  }
  const rates = [s.dealerRateBp, s.cityDistributorRateBp, s.sponsorDistributorRateBp];
  if (display === 'fixed' && product.unitNet !== null) {
    const unit = product.unitNet;
    return `${rates.map((r) => formatMoney(applyBasisPoints(unit, r))).join(' · ')} / adet`;
  }
  return rates.map((r) => formatPercentBasisPoints(r)).join(' · ');
}
