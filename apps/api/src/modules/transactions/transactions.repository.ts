import { type DbOrTx, queryRows } from '@portal/db/client';
import { commissionLines, commissionPayouts, orders, pointsTransactions, profiles } from '@portal/db/schema';
import type { TransactionDirection, TransactionKind } from '@portal/shared/transactions';
import { eq } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Every money and points movement of a member as one query: a UNION ALL over the ledgers that
 * hold them (decision 029). Each branch filters by the member (or by the one source row of a
 * detail) itself, so each walks its own index: orders_buyer_id_idx, commission_lines_beneficiary_idx,
 * commission_payouts_beneficiary_idx, points_transactions_user_created_idx.
 */

export interface TransactionRow {
  kind: TransactionKind;
  source_id: string;
  occurred_at: Date | string;
  /** The instant with its microseconds, for the keyset cursor. */
  occurred_key: string;
  amount: number | string;
  currency: 'TRY' | 'POINTS';
  status: string;
  /** What the title is made of: a payment method, a commission kind, a payout method, a points type. */
  sub: string | null;
  /** A product name, a period, a points description. */
  note: string | null;
  reference: string | null;
  order_id: string | null;
  member_id: string;
  /** Whether it is added to the totals (cancelled lines, payouts and unfinished points are not). */
  counted: boolean;
}

/** Whose movements: one member's, or the one movement a detail names. */
type Target = { memberId: string } | { sourceId: string };

const cond = (target: Target, member: SQL, source: SQL) =>
  'memberId' in target ? sql`${member} = ${target.memberId}` : sql`${source} = ${target.sourceId}`;

/** The UNION ALL branch of each kind. */
const BRANCHES: Record<TransactionKind, (t: Target) => SQL> = {
  // A money order the member bought, when it was paid. Points orders are their points movement.
  order: (t) => sql`
    select 'order'::text as kind,
           o.id as source_id,
           o.paid_at as occurred_at,
           -o.total as amount,
           'TRY'::text as currency,
           o.status as status,
           o.payment_method as sub,
           null::text as note,
           o.number as reference,
           o.id as order_id,
           o.buyer_id as member_id,
           true as counted
    from orders o
    where ${cond(t, sql`o.buyer_id`, sql`o.id`)} and o.paid_at is not null and o.payment_method <> 'points'`,
  // What a paid order gives back when it is cancelled or returned.
  refund: (t) => sql`
    select 'refund'::text as kind,
           o.id as source_id,
           coalesce(o.closed_at, o.updated_at) as occurred_at,
           o.refund_amount as amount,
           'TRY'::text as currency,
           o.status as status,
           o.payment_method as sub,
           null::text as note,
           o.number as reference,
           o.id as order_id,
           o.buyer_id as member_id,
           true as counted
    from orders o
    where ${cond(t, sql`o.buyer_id`, sql`o.id`)} and o.refund_amount > 0
      and o.status in ('cancelled', 'returned') and o.payment_method <> 'points'`,
  commission: (t) => sql`
    select 'commission'::text as kind,
           c.id as source_id,
           c.created_at as occurred_at,
           c.amount as amount,
           'TRY'::text as currency,
           c.status as status,
           c.kind as sub,
           c.product_name as note,
           c.order_number as reference,
           c.order_id as order_id,
           c.beneficiary_id as member_id,
           c.status <> 'cancelled' as counted
    from commission_lines c
    where ${cond(t, sql`c.beneficiary_id`, sql`c.id`)} and c.entry = 'commission'`,
  clawback: (t) => sql`
    select 'clawback'::text as kind,
           c.id as source_id,
           c.created_at as occurred_at,
           c.amount as amount,
           'TRY'::text as currency,
           c.status as status,
           c.kind as sub,
           c.product_name as note,
           c.order_number as reference,
           c.order_id as order_id,
           c.beneficiary_id as member_id,
           true as counted
    from commission_lines c
    where ${cond(t, sql`c.beneficiary_id`, sql`c.id`)} and c.entry = 'clawback'`,
  // A payout moves commissions already listed to the member's bank or points: shown, not added.
  payout: (t) => sql`
    select 'payout'::text as kind,
           p.id as source_id,
           coalesce(p.paid_at, p.created_at) as occurred_at,
           p.net as amount,
           'TRY'::text as currency,
           p.status as status,
           p.method as sub,
           p.period as note,
           p.period as reference,
           null::uuid as order_id,
           p.beneficiary_id as member_id,
           false as counted
    from commission_payouts p
    where ${cond(t, sql`p.beneficiary_id`, sql`p.id`)}`,
  points: (t) => sql`
    select 'points'::text as kind,
           x.id as source_id,
           x.created_at as occurred_at,
           x.amount as amount,
           'POINTS'::text as currency,
           x.status as status,
           x.transaction_type as sub,
           x.description as note,
           x.reference_data->>'order_number' as reference,
           x.related_order_id as order_id,
           x.user_id as member_id,
           x.status = 'completed' as counted
    from points_transactions x
    where ${cond(t, sql`x.user_id`, sql`x.id`)}`,
};

const KINDS = Object.keys(BRANCHES) as TransactionKind[];

export interface TransactionFilter {
  kind?: TransactionKind;
  direction?: TransactionDirection;
  /** Istanbul days, both included. */
  from?: string;
  to?: string;
  q?: string;
}

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const contains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
const dayEnd = (day: string) => sql`(((${day}::date) + 1)::timestamp at time zone 'Europe/Istanbul')`;

/** Kinds whose amounts always have one sign: a direction filter need not read the others. */
const ALWAYS: Partial<Record<TransactionKind, TransactionDirection>> = {
  order: 'out',
  refund: 'in',
  commission: 'in',
  clawback: 'out',
};

/** The branches a filter can match. */
function kindsOf(f: { kind?: TransactionKind; direction?: TransactionDirection }): TransactionKind[] {
  const kinds = f.kind ? [f.kind] : KINDS;
  return f.direction ? kinds.filter((k) => !ALWAYS[k] || ALWAYS[k] === f.direction) : kinds;
}

function unionOf(target: Target, f: { kind?: TransactionKind; direction?: TransactionDirection }): SQL {
  const kinds = kindsOf(f);
  if (kinds.length === 0) return sql`${BRANCHES.order(target)} and false`;
  return sql.join(
    kinds.map((k) => BRANCHES[k](target)),
    sql` union all `,
  );
}

function whereOf(f: TransactionFilter, alias = 't'): SQL {
  const t = sql.identifier(alias);
  const parts: SQL[] = [sql`true`];
  if (f.direction === 'in') parts.push(sql`${t}.amount > 0`);
  if (f.direction === 'out') parts.push(sql`${t}.amount < 0`);
  if (f.from) parts.push(sql`${t}.occurred_at >= ${dayStart(f.from)}`);
  if (f.to) parts.push(sql`${t}.occurred_at < ${dayEnd(f.to)}`);
  if (f.q) parts.push(sql`${t}.reference ilike ${contains(f.q)}`);
  return sql.join(parts, sql` and `);
}

const SELECT = sql`t.kind, t.source_id, t.occurred_at,
  to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_key,
  t.amount, t.currency, t.status, t.sub, t.note, t.reference, t.order_id, t.member_id, t.counted`;

export interface Cursor {
  occurredKey: string;
  kind: string;
  sourceId: string;
}

/**
 * One page of a member's movements, newest first: keyset on (occurred_at, kind, source id), so a
 * page never repeats or skips a row when new movements arrive in between. Each branch takes its
 * own first `limit` rows after the cursor (an index walk for the large ledgers, whose indexes lead
 * with the member and the time) and the outer query merges them: a page costs the same at the
 * start of a long history as deep inside it (decision 029).
 */
export async function listTransactions(
  db: DbOrTx,
  memberId: string,
  f: TransactionFilter & { cursor?: Cursor; limit: number },
) {
  const kinds = kindsOf(f);
  if (kinds.length === 0) return [];
  const branches = kinds.map((kind) => {
    const after = f.cursor
      ? sql`and b.occurred_at <= ${f.cursor.occurredKey}::timestamptz
            and (b.occurred_at, b.kind, b.source_id) < (${f.cursor.occurredKey}::timestamptz, ${f.cursor.kind}::text, ${f.cursor.sourceId}::uuid)`
      : sql``;
    return sql`(select * from (${BRANCHES[kind]({ memberId })}) b
                where ${whereOf(f, 'b')} ${after}
                order by b.occurred_at desc, b.source_id desc
                limit ${f.limit})`;
  });
  return queryRows<TransactionRow>(
    db,
    sql`select ${SELECT}
        from (${sql.join(branches, sql` union all `)}) t
        order by t.occurred_at desc, t.kind desc, t.source_id desc
        limit ${f.limit}`,
  );
}

export interface TotalsRow {
  n: number;
  money_in: number | string;
  money_out: number | string;
  points_in: number | string;
  points_out: number | string;
}

/** In and out of every counted movement that matches, per currency. */
export async function transactionTotals(db: DbOrTx, memberId: string, f: TransactionFilter) {
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`select count(*)::int as n,
          coalesce(sum(t.amount) filter (where t.counted and t.currency = 'TRY' and t.amount > 0), 0)::bigint as money_in,
          coalesce(sum(t.amount) filter (where t.counted and t.currency = 'TRY' and t.amount < 0), 0)::bigint as money_out,
          coalesce(sum(t.amount) filter (where t.counted and t.currency = 'POINTS' and t.amount > 0), 0)::bigint as points_in,
          coalesce(sum(t.amount) filter (where t.counted and t.currency = 'POINTS' and t.amount < 0), 0)::bigint as points_out
        from (${unionOf({ memberId }, f)}) t
        where ${whereOf(f)}`,
  );
  return row!;
}

/** The one movement a detail names, whoever it belongs to (the service checks the scope). */
export async function findTransaction(db: DbOrTx, kind: TransactionKind, sourceId: string) {
  const [row] = await queryRows<TransactionRow>(
    db,
    sql`select ${SELECT} from (${unionOf({ sourceId }, { kind })}) t limit 1`,
  );
  return row ?? null;
}

export async function memberById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      sellerNo: profiles.sellerNo,
      role: profiles.role,
      path: profiles.path,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? null;
}

export async function orderWithBuyer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      order: orders,
      buyer: { id: profiles.id, name: profiles.name, sellerNo: profiles.sellerNo },
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.buyerId))
    .where(eq(orders.id, id));
  return row ?? null;
}

export async function commissionLine(db: DbOrTx, id: string) {
  const [row] = await db.select().from(commissionLines).where(eq(commissionLines.id, id));
  return row ?? null;
}

export async function payout(db: DbOrTx, id: string) {
  const [row] = await db.select().from(commissionPayouts).where(eq(commissionPayouts.id, id));
  return row ?? null;
}

export async function pointsMovement(db: DbOrTx, id: string) {
  const [row] = await db.select().from(pointsTransactions).where(eq(pointsTransactions.id, id));
  return row ?? null;
}
