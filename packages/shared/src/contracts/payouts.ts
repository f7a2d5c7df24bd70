import { z } from 'zod';
import { PAYOUT_STATUSES, PERIOD_PATTERN, PERIOD_STATUSES } from '../commissions';
import { roleSchema } from '../role-schema';
import { COMMISSION_PAYOUT_METHODS } from '../settings';

/**
 * The contract of commission periods and payouts: the admin closes a past month (one payout per
 * beneficiary), follows and pays the payouts (bank reference or points), members read their own
 * payouts and the payment schedule. Amounts are integer kuruş.
 */

export const periodSchema = z.string().regex(PERIOD_PATTERN, { error: 'Dönem YYYY-AA biçiminde olmalıdır' });

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export const payoutMethodSchema = z.enum(COMMISSION_PAYOUT_METHODS);

export const payoutSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  beneficiary: z.object({ id: z.uuid(), name: z.string(), sellerNo: z.string(), role: roleSchema }),
  lineCount: z.number().int(),
  gross: z.number().int(),
  withholding: z.number().int(),
  net: z.number().int(),
  method: payoutMethodSchema,
  status: payoutStatusSchema,
  /** 'YYYY-MM-DD': the payment day of the period; null for a carried-over record. */
  scheduledFor: z.string().nullable(),
  /** The IBAN as it was when the period closed. */
  iban: z.string().nullable(),
  bankReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

const totalsSchema = z.object({
  count: z.number().int(),
  gross: z.number().int(),
  withholding: z.number().int(),
  net: z.number().int(),
});
export type PayoutTotals = z.infer<typeof totalsSchema>;

// ---- The admin's (and the national distributor's) list ------------------------------------------

export const PAYOUT_PAGE_SIZE = 50;

export const payoutFiltersSchema = z.object({
  period: periodSchema.optional(),
  status: payoutStatusSchema.optional(),
  method: payoutMethodSchema.optional(),
  /** Name, e-mail or seller number of the beneficiary. */
  q: z.string().trim().max(100).optional(),
});
export type PayoutFilters = z.infer<typeof payoutFiltersSchema>;

export const payoutListQuerySchema = payoutFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

export const payoutPageSchema = z.object({
  payouts: z.array(payoutSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every payout the filters match, not only this page. */
  totals: totalsSchema,
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

// ---- The member's own ----------------------------------------------------------------------------

export const myPayoutsSchema = z.object({
  payouts: z.array(payoutSchema),
  totals: z.object({
    paidNet: z.number().int(),
    scheduledNet: z.number().int(),
    withholding: z.number().int(),
  }),
});
export type MyPayouts = z.infer<typeof myPayoutsSchema>;

// ---- Paying ---------------------------------------------------------------------------------------

export const payoutParamsSchema = z.object({ id: z.uuid() });

export const markPaidInputSchema = z.strictObject({
  bankReference: z
    .string()
    .trim()
    .min(3, { error: 'Banka referansını girin (en az 3 karakter)' })
    .max(64, { error: 'Banka referansı en fazla 64 karakter olabilir' }),
});
export type MarkPaidInput = z.input<typeof markPaidInputSchema>;

export const payoutResultSchema = z.object({ payout: payoutSchema });

// ---- Periods --------------------------------------------------------------------------------------

export const periodPreviewSchema = z.object({
  beneficiaries: z.number().int(),
  scheduled: totalsSchema,
  carriedOver: totalsSchema,
  lineCount: z.number().int(),
  /** Lines of the month (or before) whose orders are not delivered yet: not payable at this close. */
  pendingLineCount: z.number().int(),
  pendingAmount: z.number().int(),
});
export type PeriodPreview = z.infer<typeof periodPreviewSchema>;

export const commissionPeriodSchema = z.object({
  period: z.string(),
  status: z.enum(PERIOD_STATUSES),
  /** The payment day: stored for a closed period, from today's rules for an open one. */
  payoutDate: z.string(),
  closable: z.boolean(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  rules: z.object({ minimumPayout: z.number().int(), withholdingBp: z.number().int(), paymentDay: z.number().int() }),
  payoutCount: z.number().int(),
  grossTotal: z.number().int(),
  withholdingTotal: z.number().int(),
  netTotal: z.number().int(),
  /** What closing would pay now; only for an open month before the current one. */
  preview: periodPreviewSchema.nullable(),
});
export type CommissionPeriod = z.infer<typeof commissionPeriodSchema>;

export const commissionPeriodListSchema = z.object({
  currentPeriod: z.string(),
  periods: z.array(commissionPeriodSchema),
});
export type CommissionPeriodList = z.infer<typeof commissionPeriodListSchema>;

export const closePeriodInputSchema = z.strictObject({ period: periodSchema });
export type ClosePeriodInput = z.infer<typeof closePeriodInputSchema>;

export const closePeriodResultSchema = z.object({
  period: commissionPeriodSchema,
  /** True when the period was already closed: nothing was done. */
  alreadyClosed: z.boolean(),
});
export type ClosePeriodResult = z.infer<typeof closePeriodResultSchema>;

// ---- Payment schedule -----------------------------------------------------------------------------

export const paymentScheduleEntrySchema = z.object({
  period: z.string(),
  payoutDate: z.string(),
  periodStatus: z.enum(PERIOD_STATUSES),
  /** The caller's own payout of the period, when there is one. */
  mine: z
    .object({ id: z.uuid(), net: z.number().int(), status: payoutStatusSchema, method: payoutMethodSchema })
    .nullable(),
  /** For the admin: every payout of the period. */
  totals: z
    .object({
      scheduled: totalsSchema,
      paid: totalsSchema,
      carriedOver: totalsSchema,
    })
    .nullable(),
});
export type PaymentScheduleEntry = z.infer<typeof paymentScheduleEntrySchema>;

export const paymentScheduleSchema = z.object({
  paymentDay: z.number().int(),
  /** The next payment day from today and the period it pays. */
  next: z.object({ period: z.string(), payoutDate: z.string() }),
  entries: z.array(paymentScheduleEntrySchema),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;
