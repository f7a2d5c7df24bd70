import { z } from 'zod';
import { CAP_STATES, FINANCIAL_REPORT_MAX_MONTHS, isMonth, monthsBetween } from '../financial-reports';

/**
 * The admin's financial report (per Istanbul month) and the Direct Sales Regulation report (per
 * calendar year). Money in kuruş, ratios in basis points, months YYYY-MM. What each figure
 * means: packages/shared/src/financial-reports.ts and decision 030.
 */

const month = z.string().refine(isMonth, { error: 'Geçerli bir ay girin (YYYY-AA)' });

/** Without `from` and `to` the last 12 months, the current one included. */
export const financialReportQuerySchema = z
  .object({ from: month.optional(), to: month.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    error: 'Başlangıç ve bitiş ayı birlikte verilmeli',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'Başlangıç ayı bitiş ayından sonra olamaz',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to).length <= FINANCIAL_REPORT_MAX_MONTHS, {
    error: `Aralık en fazla ${FINANCIAL_REPORT_MAX_MONTHS} ay olabilir`,
    path: ['to'],
  });
export type FinancialReportQuery = z.input<typeof financialReportQuerySchema>;

export const vatRateFiguresSchema = z.object({ rateBp: z.number(), net: z.number(), vat: z.number() });

export const financialMonthSchema = z.object({
  month: z.string(),
  /** Money orders paid in the month that are still sales. */
  orderCount: z.number(),
  /** VAT excluded. */
  netSales: z.number(),
  vatByRate: z.array(vatRateFiguresSchema),
  vat: z.number(),
  grossSales: z.number(),
  /** Σ quantity × the product's current admin cost price. */
  costOfGoods: z.number(),
  unitsWithoutCost: z.number(),
  grossMargin: z.number(),
  grossMarginBp: z.number().nullable(),
  /** Commission lines of the month (not cancelled), the new-member bonus included. */
  commissionsAccrued: z.number(),
  /** Taken back by clawbacks in the month (positive). */
  clawbacks: z.number(),
  /** Payouts marked paid in the month: gross, and the withholding kept from them. */
  commissionsPaid: z.number(),
  withholding: z.number(),
  /** Refund amounts of orders cancelled or returned in the month. */
  refunds: z.number(),
  /** Points outstanding at the month's end, 1 point = ₺1 (kuruş). */
  pointsLiability: z.number(),
  /** Points orders paid in the month (not sales), VAT excluded. */
  pointsOrderCount: z.number(),
  pointsOrderNet: z.number(),
});
export type FinancialMonth = z.infer<typeof financialMonthSchema>;

export const financialReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every VAT rate in the range, ascending. */
  vatRates: z.array(z.number()),
  months: z.array(financialMonthSchema),
  totals: financialMonthSchema,
  generatedAt: z.string(),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;

// ---------------------------------------------------------------- Direct Sales Regulation

export const directSalesQuerySchema = z.object({
  /** Without it the current year. */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type DirectSalesQuery = z.input<typeof directSalesQuerySchema>;

const capState = z.enum(CAP_STATES);

export const directSalesFiguresSchema = z.object({
  netSales: z.number(),
  /** Sales commissions (dealer, city distributor, sponsor), clawbacks taken out. */
  salesBenefits: z.number(),
  /** The new-member bonus, clawbacks taken out. */
  recruitmentBenefits: z.number(),
  benefits: z.number(),
  benefitsBp: z.number().nullable(),
  recruitmentBp: z.number().nullable(),
  benefitsCapBp: z.number(),
  recruitmentCapBp: z.number(),
  benefitsState: capState,
  recruitmentState: capState,
});

export const directSalesMonthSchema = directSalesFiguresSchema.extend({ month: z.string() });
export type DirectSalesMonth = z.infer<typeof directSalesMonthSchema>;

export const directSalesReportSchema = z.object({
  year: z.number(),
  total: directSalesFiguresSchema,
  months: z.array(directSalesMonthSchema),
  /** Not counted as benefits (decision 030), shown for the record: purchase-reward and admin bonus points. */
  notCounted: z.object({
    purchaseRewards: z.number(),
    adminBonuses: z.number(),
    /** The benefits ratio if they were counted as sales benefits. */
    benefitsBpIfCounted: z.number().nullable(),
  }),
  generatedAt: z.string(),
});
export type DirectSalesReport = z.infer<typeof directSalesReportSchema>;
