/**
 * The what-if of the admin's commission settings: the last twelve months' commissioned sales,
 * re-priced with proposed settings, against the Direct Sales Regulation's two caps
 * (direct-sales.ts). Pure: the server gathers the figures, this does the arithmetic, exactly in
 * kuruş, so the web and the tests see the same numbers.
 */
import { type CommissionSettings, commissionAmount, type SalesCommissionKind } from './commissions';
import { BENEFITS_CAP_BP, directSalesRatios, RECRUITMENT_CAP_BP } from './direct-sales';

/** What one product paid one beneficiary kind over the window (lines neither cancelled nor clawed back). */
export interface CommissionedGroup {
  productId: string;
  kind: SalesCommissionKind;
  /** Σ VAT-excluded line amounts (kuruş) that paid this kind. */
  base: number;
  /** Σ units of those lines. */
  quantity: number;
  /** Σ what they actually paid (kuruş). */
  amount: number;
}

export interface NewMemberBonus {
  enabled: boolean;
  amount: number;
}

export interface ProjectionFigures {
  /** Net (VAT-excluded) sales of the window, cancellations and returns out, points orders out. */
  netSales: number;
  groups: readonly CommissionedGroup[];
  /** The new-member bonuses actually given in the window (clawbacks out). */
  recruitmentBenefits: number;
  /** How many first orders of invited members were paid in the window (what a bonus would pay on). */
  firstOrders: number;
}

export interface ProposedSettings {
  /** The settings each product would pay with (its override, or the proposed defaults). */
  settingsOf: (productId: string) => CommissionSettings;
  bonus: NewMemberBonus;
}

/** What a group would have paid with other settings. A level it paid stays the only level it pays. */
export function repriceGroup(settings: CommissionSettings, group: CommissionedGroup): number {
  // On the sum of the bases: a projection, within half a kuruş per line of a line-by-line sum.
  return commissionAmount(settings, group.kind, { netAmount: group.base, quantity: group.quantity }).amount;
}

export type CapName = 'benefits' | 'recruitment';

export interface ProjectionSide {
  salesBenefits: number;
  recruitmentBenefits: number;
  benefits: number;
  /** Benefits ÷ net sales, basis points (null without sales). */
  benefitsBp: number | null;
  /** Recruitment-linked ÷ all benefits, basis points (null without benefits). */
  recruitmentBp: number | null;
  benefitsOk: boolean;
  recruitmentOk: boolean;
}

function side(netSales: number, salesBenefits: number, recruitmentBenefits: number): ProjectionSide {
  const r = directSalesRatios({ netSales, salesBenefits, recruitmentBenefits });
  // The caps compared exactly: the ratios are floored to a basis point, so 50,004 % would read 50 %.
  const benefitsOk =
    netSales > 0 ? BigInt(r.benefits) * 10_000n <= BigInt(BENEFITS_CAP_BP) * BigInt(netSales) : r.benefitsOk;
  const recruitment = Math.max(0, recruitmentBenefits);
  const recruitmentOk = BigInt(recruitment) * 10_000n <= BigInt(RECRUITMENT_CAP_BP) * BigInt(r.benefits);
  return {
    salesBenefits,
    recruitmentBenefits,
    benefits: r.benefits,
    benefitsBp: r.benefitsBp,
    recruitmentBp: r.recruitmentBp,
    benefitsOk,
    recruitmentOk,
  };
}

/**
 * Current (what was given) against projected (the same sales with the proposed settings, and the
 * bonus on every first order when it would be on), with the caps the projection would break.
 */
export function projectDirectSales(figures: ProjectionFigures, proposed: ProposedSettings) {
  let currentSales = 0;
  let projectedSales = 0;
  for (const g of figures.groups) {
    currentSales += g.amount;
    projectedSales += repriceGroup(proposed.settingsOf(g.productId), g);
  }
  const projectedRecruitment =
    proposed.bonus.enabled && proposed.bonus.amount > 0 ? proposed.bonus.amount * figures.firstOrders : 0;
  const current = side(figures.netSales, currentSales, figures.recruitmentBenefits);
  const projected = side(figures.netSales, projectedSales, projectedRecruitment);
  const warnings: CapName[] = [];
  if (!projected.benefitsOk) warnings.push('benefits');
  if (!projected.recruitmentOk) warnings.push('recruitment');
  return { netSales: figures.netSales, current, projected, warnings };
}

export type DirectSalesProjection = ReturnType<typeof projectDirectSales>;

/** Whether two commission settings pay the same (what "follows the defaults" means for a product). */
export function sameCommissionSettings(a: CommissionSettings, b: CommissionSettings): boolean {
  if (a.commissionType !== b.commissionType) return false;
  if (a.commissionType === 'fixed') {
    return (
      (a.fixedAmounts.dealer ?? 0) === (b.fixedAmounts.dealer ?? 0) &&
      (a.fixedAmounts.cityDistributor ?? 0) === (b.fixedAmounts.cityDistributor ?? 0) &&
      (a.fixedAmounts.sponsorDistributor ?? 0) === (b.fixedAmounts.sponsorDistributor ?? 0)
    );
  }
  return (
    a.dealerRateBp === b.dealerRateBp &&
    a.cityDistributorRateBp === b.cityDistributorRateBp &&
    a.sponsorDistributorRateBp === b.sponsorDistributorRateBp
  );
}
