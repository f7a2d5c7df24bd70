import { z } from 'zod';
import { COMMISSION_ENTRIES, COMMISSION_KINDS, COMMISSION_STATUSES, PERIOD_PATTERN } from '../commissions';
import { roleSchema } from '../role-schema';

/**
 * The member's commissions and earnings: `/api/commissions…` and `/api/earnings`. Amounts are
 * integer kuruş (a clawback negative), rates basis points, periods 'YYYY-MM' (Istanbul months),
 * instants ISO strings.
 */

const period = z.string().regex(PERIOD_PATTERN, { error: 'Geçerli bir dönem girin (YYYY-AA)' });
/** At most this many months in one earnings answer. */
export const EARNINGS_MAX_MONTHS = 36;
export const COMMISSIONS_PAGE_SIZE = 25;

export const commissionStatusSchema = z.enum(COMMISSION_STATUSES);
export const commissionKindSchema = z.enum(COMMISSION_KINDS);
export const commissionEntrySchema = z.enum(COMMISSION_ENTRIES);

const periodRange = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;
const rangeError = { error: 'Başlangıç dönemi bitiş döneminden sonra olamaz', path: ['to'] };

/** Filters shared by the list and its totals. */
const commissionFilters = {
  status: commissionStatusSchema.optional(),
  kind: commissionKindSchema.optional(),
  entry: commissionEntrySchema.optional(),
  /** First and last period, both included. */
  from: period.optional(),
  to: period.optional(),
  /** Part of an order number ('S-20260115-0001', '0001'). */
  q: z.string().trim().max(40).optional(),
  /** The admin and the national distributor: one beneficiary's lines; ignored for the others. */
  beneficiary: z.uuid().optional(),
};

export const commissionSummaryQuerySchema = z.object(commissionFilters).refine(periodRange, rangeError);
export type CommissionSummaryQuery = z.input<typeof commissionSummaryQuerySchema>;

export const commissionListQuerySchema = z
  .object({ ...commissionFilters, page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .refine(periodRange, rangeError);
/** What a client sends (the page coerced from the query string). */
export type CommissionListQuery = Omit<z.input<typeof commissionListQuerySchema>, 'page'> & { page?: number };

export const commissionIdParamsSchema = z.object({ id: z.uuid() });

/** A member as the line names them (a beneficiary, a buyer, one of the chain). */
export const commissionPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  sellerNo: z.string(),
});
export type CommissionPerson = z.infer<typeof commissionPersonSchema>;

export const commissionLineSchema = z.object({
  id: z.string(),
  entry: commissionEntrySchema,
  kind: commissionKindSchema,
  status: commissionStatusSchema,
  commissionType: z.enum(['percentage', 'fixed']),
  /** The VAT-excluded line amount it was computed on. */
  base: z.number(),
  quantity: z.number(),
  rateBp: z.number().nullable(),
  fixedPerUnit: z.number().nullable(),
  amount: z.number(),
  period: z.string(),
  /** "Sipariş S-… satırı ₺938,64 × %15 = ₺140,80". */
  explanation: z.string(),
  order: z.object({ id: z.string(), number: z.string() }),
  product: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  buyer: commissionPersonSchema,
  beneficiary: commissionPersonSchema,
  /** The buyer's upline when the order was paid, nearest first. */
  chain: z.array(commissionPersonSchema),
  payoutId: z.string().nullable(),
  /** For a clawback: the line it takes back. */
  reversesId: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type CommissionLine = z.infer<typeof commissionLineSchema>;

export const commissionPageSchema = z.object({
  lines: z.array(commissionLineSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whether the caller sees every member's lines (and may filter by beneficiary). */
  allMembers: z.boolean(),
});
export type CommissionPage = z.infer<typeof commissionPageSchema>;

export const commissionDetailSchema = commissionLineSchema.extend({
  /** For a clawback, the line it reverses; for a line, null. */
  reverses: commissionLineSchema.nullable(),
  /** For a line taken back by a return, its clawbacks. */
  reversedBy: z.array(commissionLineSchema),
});
export type CommissionDetail = z.infer<typeof commissionDetailSchema>;

const bucket = z.object({ count: z.number(), amount: z.number() });
export const commissionSummarySchema = z.object({
  /** Commissions (not clawbacks) by their state. */
  pending: bucket,
  approved: bucket,
  paid: bucket,
  cancelled: bucket,
  /** Clawbacks, whatever their state; the amount is negative. */
  clawbacks: bucket,
  /** What the lines are worth: pending + approved + paid + clawbacks (cancelled excluded). */
  net: z.number(),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;

export const earningsQuerySchema = z
  .object({
    /** First and last month; default the last 12 months up to the current one. */
    from: period.optional(),
    to: period.optional(),
    /** The admin and the national distributor: one member's earnings instead of the whole network's. */
    beneficiary: z.uuid().optional(),
  })
  .refine(periodRange, rangeError);
export type EarningsQuery = z.input<typeof earningsQuerySchema>;

export const earningsMonthSchema = z.object({
  period: z.string(),
  /** Commissions accrued in the month (orders paid in it), by their state today. */
  pending: z.number(),
  approved: z.number(),
  paid: z.number(),
  cancelled: z.number(),
  /** pending + approved + paid: what the month's sales earned and still stands. */
  accrued: z.number(),
  /** Clawbacks made in the month (returns), negative. */
  clawedBack: z.number(),
  /** accrued + clawedBack. */
  net: z.number(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

export const earningsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Null: the whole network (admin, national distributor) or the caller; else the member chosen. */
  beneficiary: commissionPersonSchema.nullable(),
  allMembers: z.boolean(),
  months: z.array(earningsMonthSchema),
  totals: earningsMonthSchema.omit({ period: true }),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const commissionMemberQuerySchema = z.object({ q: z.string().trim().min(1).max(60) });
export const commissionMemberListSchema = z.object({ members: z.array(commissionPersonSchema) });
export type CommissionMemberList = z.infer<typeof commissionMemberListSchema>;
