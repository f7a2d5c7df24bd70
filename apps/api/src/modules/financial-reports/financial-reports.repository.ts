import { type DbOrTx, queryRows } from '@portal/db/client';
import { SALES_COMMISSION_KINDS } from '@portal/shared/commissions';
import { type SQL, sql } from 'drizzle-orm';
import { isSaleSql } from '../network/network-reports.repository';

/**
 * The financial reports' reads (decision 030): each figure is one set-based aggregate over its
 * ledger, grouped by Istanbul month in SQL, so the work grows with the rows in the range and no
 * row ever travels to Node. Months are YYYY-MM; every amount comes back as kuruş.
 */

type Big = number | string | bigint | null;
const n = (v: Big) => (v === null ? 0 : Number(v));

/** The instant an Istanbul month starts. */
const monthStart = (month: string) => sql`((${`${month}-01`}::date)::timestamp at time zone 'Europe/Istanbul')`;
/** The instant after an Istanbul month ends. */
const monthEnd = (month: string) =>
  sql`(((${`${month}-01`}::date) + interval '1 month')::timestamp at time zone 'Europe/Istanbul')`;
const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Istanbul', 'YYYY-MM')`;

export interface SalesRow {
  month: string;
  points: boolean;
  /** Null on the per-month row that carries the order count. */
  rateBp: number | null;
  orderCount: number;
  net: number;
  vat: number;
  cost: number;
  unitsWithoutCost: number;
}

/**
 * Sales (SALE_STATUSES) paid in [from, to], by month, by money or points, and by VAT rate; a row
 * with a null rate carries each month's order count (an order with lines at two rates is one
 * order). Cost of goods from each product's current admin cost price.
 */
export async function sales(db: DbOrTx, from: string, to: string): Promise<SalesRow[]> {
  const range = sql`o.paid_at >= ${monthStart(from)} and o.paid_at < ${monthEnd(to)} and ${isSaleSql('o')}`;
  // Two plain hash aggregates: the lines by rate, and the orders themselves for their count (a
  // count(distinct) over the lines would sort them all).
  const [lines, counts] = await Promise.all([
    queryRows<{
      month: string;
      points: boolean;
      rate_bp: number;
      net: Big;
      vat: Big;
      cost: Big;
      units_without_cost: Big;
    }>(
      db,
      sql`select ${monthOf(sql`o.paid_at`)} as month,
            o.payment_method = 'points' as points,
            l.vat_rate_bp as rate_bp,
            sum(l.net_amount)::bigint as net,
            sum(l.vat_amount)::bigint as vat,
            sum(l.quantity::bigint * coalesce(pp.admin_cost_price, 0))::bigint as cost,
            sum(case when pp.admin_cost_price is null then l.quantity else 0 end)::bigint as units_without_cost
          from orders o
          join order_lines l on l.order_id = o.id
          left join product_prices pp on pp.product_id = l.product_id
          where ${range}
          group by 1, 2, 3`,
    ),
    queryRows<{ month: string; points: boolean; order_count: number }>(
      db,
      sql`select ${monthOf(sql`o.paid_at`)} as month, o.payment_method = 'points' as points, count(*)::int as order_count
          from orders o
          where ${range}
          group by 1, 2`,
    ),
  ]);
  const rows = [
    ...lines.map((r) => ({ ...r, order_count: 0 })),
    ...counts.map((r) => ({ ...r, rate_bp: null, net: 0, vat: 0, cost: 0, units_without_cost: 0 })),
  ];
  return rows.map((r) => ({
    month: r.month,
    points: r.points,
    rateBp: r.rate_bp,
    orderCount: r.order_count,
    net: n(r.net),
    vat: n(r.vat),
    cost: n(r.cost),
    unitsWithoutCost: n(r.units_without_cost),
  }));
}

/** Refunds owed on money orders cancelled or returned in [from, to], by the month they were closed. */
export async function refunds(db: DbOrTx, from: string, to: string) {
  const rows = await queryRows<{ month: string; refunds: Big }>(
    db,
    sql`select ${monthOf(sql`o.closed_at`)} as month, sum(o.refund_amount)::bigint as refunds
        from orders o
        where o.status in ('cancelled', 'returned') and o.refund_amount is not null
          and o.payment_method <> 'points'
          and o.closed_at >= ${monthStart(from)} and o.closed_at < ${monthEnd(to)}
        group by 1`,
  );
  return rows.map((r) => ({ month: r.month, refunds: n(r.refunds) }));
}

/**
 * The commission ledger by the month each line counts in (its period: the month the order was
 * paid, the month of the return for a clawback), split into sales commissions and the new-member
 * bonus. Accrued = commission entries not cancelled; clawbacks as a positive amount.
 */
export async function commissions(db: DbOrTx, from: string, to: string) {
  const salesKinds = sql.join(
    SALES_COMMISSION_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{
    month: string;
    recruitment: boolean;
    accrued: Big;
    clawbacks: Big;
  }>(
    db,
    sql`select c.period as month,
          c.kind not in (${salesKinds}) as recruitment,
          coalesce(sum(c.amount) filter (where c.entry = 'commission' and c.status <> 'cancelled'), 0)::bigint as accrued,
          coalesce(-sum(c.amount) filter (where c.entry = 'clawback'), 0)::bigint as clawbacks
        from commission_lines c
        where c.period >= ${from} and c.period <= ${to}
        group by 1, 2`,
  );
  return rows.map((r) => ({
    month: r.month,
    recruitment: r.recruitment,
    accrued: n(r.accrued),
    clawbacks: n(r.clawbacks),
  }));
}

/** Payouts marked paid in [from, to] (bank or points), by the month they were paid. */
export async function payoutsPaid(db: DbOrTx, from: string, to: string) {
  const rows = await queryRows<{ month: string; gross: Big; withholding: Big }>(
    db,
    sql`select ${monthOf(sql`p.paid_at`)} as month, sum(p.gross)::bigint as gross, sum(p.withholding)::bigint as withholding
        from commission_payouts p
        where p.status = 'paid' and p.paid_at >= ${monthStart(from)} and p.paid_at < ${monthEnd(to)}
        group by 1`,
  );
  return rows.map((r) => ({ month: r.month, gross: n(r.gross), withholding: n(r.withholding) }));
}

/**
 * Completed points movements up to the end of `to`: what came before `from` in one sum (the
 * opening balance), then each month's change. The ledger never lets a balance go below zero
 * (`appendPoints`), so the running sum is the sum of the members' balances.
 */
export async function pointsMovements(db: DbOrTx, from: string, to: string) {
  const rows = await queryRows<{ month: string | null; amount: Big }>(
    db,
    sql`select case when t.created_at < ${monthStart(from)} then null else ${monthOf(sql`t.created_at`)} end as month,
          sum(t.amount)::bigint as amount
        from points_transactions t
        where t.status = 'completed' and t.created_at < ${monthEnd(to)}
        group by 1`,
  );
  return rows.map((r) => ({ month: r.month, amount: n(r.amount) }));
}

/** Completed purchase-reward (net of reversals) and admin-bonus points given in [from, to]. */
export async function pointsGiven(db: DbOrTx, from: string, to: string) {
  const rows = await queryRows<{ rewards: Big; bonuses: Big }>(
    db,
    sql`select
          coalesce(sum(t.amount) filter (where t.source in ('purchase_reward', 'purchase_reward_reversal')), 0)::bigint as rewards,
          coalesce(sum(t.amount) filter (where t.source = 'admin_bonus'), 0)::bigint as bonuses
        from points_transactions t
        where t.status = 'completed' and t.source in ('purchase_reward', 'purchase_reward_reversal', 'admin_bonus')
          and t.created_at >= ${monthStart(from)} and t.created_at < ${monthEnd(to)}`,
  );
  return { purchaseRewards: n(rows[0]?.rewards ?? 0), adminBonuses: n(rows[0]?.bonuses ?? 0) };
}
