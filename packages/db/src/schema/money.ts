import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  COMMISSION_ENTRIES,
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  PAYOUT_STATUSES,
  PERIOD_STATUSES,
} from '@portal/shared/commissions';
import { COMMISSION_PAYOUT_METHODS } from '@portal/shared/settings';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';
import { orderLines, orders } from './orders';
import { products } from './catalogue';

const kurus = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** A commission month (Europe/Istanbul). Closing it builds its payouts; a closed period is immutable. */
export const commissionPeriods = pgTable(
  'commission_periods',
  {
    /** 'YYYY-MM'. */
    period: text('period').primaryKey(),
    status: text('status').notNull().default('open'),
    /** The day payouts are made (the payment schedule). */
    payoutDate: date('payout_date', { mode: 'string' }),
    closedAt: tstz('closed_at'),
    closedBy: uuid('closed_by').references(() => profiles.id),
    /** The rules the period was closed with: minimum payout, withholding (bp), payment day. */
    rules: jsonb('rules').$type<{ minimumPayout: number; withholdingBp: number; paymentDay: number }>(),
    payoutCount: integer('payout_count').notNull().default(0),
    grossTotal: kurus('gross_total').notNull().default(0),
    withholdingTotal: kurus('withholding_total').notNull().default(0),
    netTotal: kurus('net_total').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('commission_periods_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('commission_periods_status_check', sql`${t.status} in (${inList(PERIOD_STATUSES)})`),
  ],
);

/** One payout: everything a beneficiary is paid for a closed period (or carried over). */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    id: id(),
    period: text('period')
      .notNull()
      .references(() => commissionPeriods.period),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => profiles.id),
    lineCount: integer('line_count').notNull(),
    /** Kuruş: gross = Σ its lines (clawbacks negative), net = gross − withholding. */
    gross: kurus('gross').notNull(),
    withholding: kurus('withholding').notNull().default(0),
    net: kurus('net').notNull(),
    /** The member's preference when the period closed: bank transfer or points. */
    method: text('method').notNull(),
    status: text('status').notNull(),
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    /** The IBAN it is to be paid to, as it was when the period closed. */
    iban: text('iban'),
    bankReference: text('bank_reference'),
    pointsTransactionId: uuid('points_transaction_id'),
    paidAt: tstz('paid_at'),
    paidBy: uuid('paid_by').references(() => profiles.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('commission_payouts_period_beneficiary_key').on(t.period, t.beneficiaryId),
    index('commission_payouts_beneficiary_idx').on(t.beneficiaryId, t.period),
    index('commission_payouts_status_idx').on(t.status, t.scheduledFor),
    check('commission_payouts_status_check', sql`${t.status} in (${inList(PAYOUT_STATUSES)})`),
    check('commission_payouts_method_check', sql`${t.method} in (${inList(COMMISSION_PAYOUT_METHODS)})`),
    check('commission_payouts_amounts_check', sql`${t.withholding} >= 0 and ${t.net} = ${t.gross} - ${t.withholding}`),
    check('commission_payouts_positive_check', sql`${t.status} = 'carried_over' or ${t.net} > 0`),
  ],
);

/**
 * The commission ledger: one row per (order line, beneficiary, kind, entry). Amount, base, rate
 * and chain never change once written (a trigger refuses it); the state follows the order. A
 * clawback is a negative row pointing at the line it reverses.
 */
export const commissionLines = pgTable(
  'commission_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null only for the new-member bonus, which belongs to the order as a whole. */
    orderLineId: uuid('order_line_id').references(() => orderLines.id),
    orderNumber: text('order_number').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => profiles.id),
    productId: uuid('product_id').references(() => products.id),
    productName: text('product_name'),
    kind: text('kind').notNull(),
    entry: text('entry').notNull().default('commission'),
    /** For a clawback: the line it takes back. */
    reversesId: uuid('reverses_id'),
    commissionType: text('commission_type').notNull(),
    /** VAT-excluded line amount (kuruş). */
    base: kurus('base').notNull(),
    quantity: integer('quantity').notNull(),
    rateBp: integer('rate_bp'),
    fixedPerUnit: kurus('fixed_per_unit'),
    amount: kurus('amount').notNull(),
    status: text('status').notNull().default('pending'),
    /** The month it counts in ('YYYY-MM'): when the order was paid, or the return for a clawback. */
    period: text('period').notNull(),
    payoutId: uuid('payout_id').references(() => commissionPayouts.id),
    /** The buyer's upline as it was when the order was paid, nearest first. */
    chain: jsonb('chain')
      .$type<{ id: string; role: string; name: string; sellerNo: string; active?: boolean }[]>()
      .notNull(),
    approvedAt: tstz('approved_at'),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('commission_lines_once_key').on(t.orderLineId, t.beneficiaryId, t.kind, t.entry),
    uniqueIndex('commission_lines_bonus_once_key')
      .on(t.orderId, t.beneficiaryId, t.kind, t.entry)
      .where(sql`${t.orderLineId} is null`),
    index('commission_lines_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
    // The admin's list of every line, newest first.
    index('commission_lines_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('commission_lines_order_idx').on(t.orderId),
    index('commission_lines_unpaid_idx').on(t.period, t.beneficiaryId).where(sql`${t.payoutId} is null`),
    index('commission_lines_payout_idx').on(t.payoutId),
    index('commission_lines_reverses_idx').on(t.reversesId),
    check('commission_lines_kind_check', sql`${t.kind} in (${inList(COMMISSION_KINDS)})`),
    check('commission_lines_entry_check', sql`${t.entry} in (${inList(COMMISSION_ENTRIES)})`),
    check('commission_lines_status_check', sql`${t.status} in (${inList(COMMISSION_STATUSES)})`),
    check(
      'commission_lines_amount_check',
      sql`(${t.entry} = 'commission' and ${t.amount} > 0) or (${t.entry} = 'clawback' and ${t.amount} < 0 and ${t.reversesId} is not null)`,
    ),
    check('commission_lines_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
