/**
 * Turkey's Direct Sales Regulation (Doğrudan Satışlar Hakkında Yönetmelik, Resmî Gazete 32980,
 * 8 August 2025) as two caps over a calendar year: the benefits given to sellers may not exceed
 * 50 % of the year's net sales, and the benefits linked to recruiting new sellers may not exceed
 * 30 % of all benefits. Sales commissions are sales-based benefits; the new-member bonus is the
 * recruitment-linked kind. Amounts are kuruş; ratios come out in basis points.
 */
export const BENEFITS_CAP_BP = 5_000;
export const RECRUITMENT_CAP_BP = 3_000;

export interface DirectSalesFigures {
  /** Net (VAT-excluded) sales of the year, returns and cancellations taken out. */
  netSales: number;
  /** Sales-based benefits given (commissions, clawbacks taken out). */
  salesBenefits: number;
  /** Recruitment-linked benefits given (the new-member bonus, clawbacks taken out). */
  recruitmentBenefits: number;
}

function ratioBp(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Number((BigInt(Math.max(0, part)) * 10_000n) / BigInt(whole));
}

/** part / whole ≤ cap (bp), exactly; a zero whole holds only a zero part. */
function within(part: number, whole: number, capBp: number): boolean {
  if (whole <= 0) return part <= 0;
  return BigInt(part) * 10_000n <= BigInt(whole) * BigInt(capBp);
}

/** The two ratios and whether each cap holds; a ratio is null when its base is zero. */
export function directSalesRatios(figures: DirectSalesFigures) {
  const benefits = Math.max(0, figures.salesBenefits) + Math.max(0, figures.recruitmentBenefits);
  const benefitsBp = ratioBp(benefits, figures.netSales);
  const recruitmentBp = ratioBp(figures.recruitmentBenefits, benefits);
  return {
    benefits,
    benefitsBp,
    recruitmentBp,
    // Compared exactly (the ratios above are rounded down for display): 50,004 % breaks the cap.
    benefitsOk: within(benefits, figures.netSales, BENEFITS_CAP_BP),
    recruitmentOk: within(Math.max(0, figures.recruitmentBenefits), benefits, RECRUITMENT_CAP_BP),
  };
}
