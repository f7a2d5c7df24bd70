import { z } from 'zod';
import { COMMISSION_STATUSES } from '../commissions';
import { isDay } from '../network-reports';
import { roleSchema } from '../role-schema';
import {
  TRANSACTION_CURRENCIES,
  TRANSACTION_DIRECTIONS,
  TRANSACTION_ID_PATTERN,
  TRANSACTION_KINDS,
  TRANSACTIONS_PAGE_SIZE,
} from '../transactions';

/**
 * Transactions (İşlemler) and sales details (Satış Detayları). Amounts are integer minor units:
 * kuruş for 'TRY', hundredths of a point for 'POINTS'. Instants ISO, days YYYY-MM-DD (Istanbul).
 */

const day = z.string().refine(isDay, { error: 'Geçerli bir tarih girin (YYYY-AA-GG)' });
const search = z.string().trim().max(100).optional();

export const transactionKindSchema = z.enum(TRANSACTION_KINDS);
export const transactionDirectionSchema = z.enum(TRANSACTION_DIRECTIONS);
export const transactionCurrencySchema = z.enum(TRANSACTION_CURRENCIES);

/** The filters of the list, shared by its totals. */
export const transactionFiltersSchema = z.object({
  /** Whose movements: the admin and the national distributor may choose a member in their reach. */
  memberId: z.uuid().optional(),
  kind: transactionKindSchema.optional(),
  direction: transactionDirectionSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  /** A part of the reference: an order number or a period (YYYY-MM). */
  q: search,
});
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;

export const transactionListQuerySchema = transactionFiltersSchema.extend({
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TRANSACTIONS_PAGE_SIZE),
});
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;

export const transactionSchema = z.object({
  /** `<kind>_<source id>`. */
  id: z.string(),
  kind: transactionKindSchema,
  sourceId: z.string(),
  occurredAt: z.string(),
  /** Signed: positive comes in, negative goes out. */
  amount: z.number(),
  currency: transactionCurrencySchema,
  status: z.string(),
  title: z.string(),
  /** The order number, or the period of a payout. */
  reference: z.string().nullable(),
  orderId: z.string().nullable(),
  /** Where it comes from in the portal. */
  link: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const totalsSchema = z.object({ in: z.number(), out: z.number(), net: z.number() });

export const transactionMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  role: roleSchema,
});

export const transactionPageSchema = z.object({
  member: transactionMemberSchema,
  /** Whether the caller may choose another member. */
  canChooseMember: z.boolean(),
  transactions: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** In, out and net of every movement that matches, per currency (payouts are not added: see transactions.ts). */
export const transactionTotalsSchema = z.object({
  count: z.number(),
  money: totalsSchema,
  points: totalsSchema,
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const transactionIdParamsSchema = z.object({
  id: z.string().regex(TRANSACTION_ID_PATTERN, { error: 'Geçersiz işlem numarası' }),
});

export const transactionDetailSchema = z.object({
  transaction: transactionSchema,
  member: transactionMemberSchema,
  order: z
    .object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      subtotal: z.number(),
      vatTotal: z.number(),
      total: z.number(),
      refundAmount: z.number().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      closedAt: z.string().nullable(),
      buyer: z.object({ id: z.string(), name: z.string(), sellerNo: z.string() }),
    })
    .nullable(),
  commission: z
    .object({
      id: z.string(),
      kind: z.string(),
      kindLabel: z.string(),
      entry: z.string(),
      productName: z.string().nullable(),
      commissionType: z.string(),
      base: z.number(),
      quantity: z.number(),
      rateBp: z.number().nullable(),
      fixedPerUnit: z.number().nullable(),
      amount: z.number(),
      period: z.string(),
      payoutId: z.string().nullable(),
      reversesId: z.string().nullable(),
      explanation: z.string(),
      approvedAt: z.string().nullable(),
      paidAt: z.string().nullable(),
      cancelledAt: z.string().nullable(),
      chain: z.array(z.object({ id: z.string(), role: z.string(), name: z.string(), sellerNo: z.string() })),
    })
    .nullable(),
  payout: z
    .object({
      id: z.string(),
      period: z.string(),
      lineCount: z.number(),
      gross: z.number(),
      withholding: z.number(),
      net: z.number(),
      method: z.string(),
      status: z.string(),
      scheduledFor: z.string().nullable(),
      bankReference: z.string().nullable(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
  points: z
    .object({
      id: z.string(),
      type: z.string(),
      source: z.string().nullable(),
      description: z.string().nullable(),
      status: z.string(),
      relatedOrderId: z.string().nullable(),
      relatedPayoutId: z.string().nullable(),
      counterparty: z.object({ id: z.string(), name: z.string(), sellerNo: z.string() }).nullable(),
    })
    .nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

// ---------------------------------------------------------------- sales details

export const SALES_DETAILS_PAGE_SIZE = 20;

export const salesDetailsFiltersSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  /** Orders with at least one commission line in this state. */
  status: z.enum(COMMISSION_STATUSES).optional(),
  /** Order number, buyer or product. */
  q: search,
});
export type SalesDetailsFilters = z.output<typeof salesDetailsFiltersSchema>;

export const salesDetailsQuerySchema = salesDetailsFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SalesDetailsQuery = z.input<typeof salesDetailsQuerySchema>;

export const salesDetailSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** When the order was paid (when the commissions were earned). */
  paidAt: z.string(),
  orderStatus: z.string(),
  buyer: z.object({ id: z.string(), name: z.string(), sellerNo: z.string() }),
  city: z.string().nullable(),
  products: z.array(z.string()),
  /** VAT-excluded amount of the order lines that earned a commission (kuruş). */
  base: z.number(),
  /** Commissions earned on it, cancelled ones left out (kuruş). */
  commission: z.number(),
  /** Taken back after a return (kuruş, ≤ 0). */
  clawback: z.number(),
  statuses: z.array(z.enum(COMMISSION_STATUSES)),
});
export type SalesDetail = z.infer<typeof salesDetailSchema>;

export const salesDetailsSchema = z.object({
  /** 'own': the caller's own commissions; 'network': every commission of the network. */
  scope: z.enum(['own', 'network']),
  rows: z.array(salesDetailSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.object({ orders: z.number(), base: z.number(), commission: z.number(), clawback: z.number() }),
});
export type SalesDetails = z.infer<typeof salesDetailsSchema>;
