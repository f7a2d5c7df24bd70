import { type DbOrTx, queryRows } from '@portal/db/client';
import { commissionLines, commissionPayouts, commissionPeriods, profiles } from '@portal/db/schema';
import type { PayoutFilters } from '@portal/shared/contracts/payouts';
import type { PayoutStatus } from '@portal/shared/commissions';
import { and, count, desc, eq, ilike, or, type SQL, sql, sum } from 'drizzle-orm';

/**
 * Commission periods and payouts. Closing is set-based: the candidate lines are locked and copied
 * into a temporary table in one statement, grouped by beneficiary in the database, and linked to
 * their payouts in one UPDATE … FROM, so a month of a quarter of a million lines closes in seconds.
 */

export type PayoutRow = typeof commissionPayouts.$inferSelect;
export type PayoutInsert = typeof commissionPayouts.$inferInsert;
export type PeriodRow = typeof commissionPeriods.$inferSelect;

/** Every close waits for the one before it: one transaction-level lock, released at commit. */
export async function lockPeriodClosing(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('commission.close-period'))`);
}

/** The period's row (written open when missing), locked. */
export async function lockPeriod(tx: DbOrTx, period: string): Promise<PeriodRow> {
  await tx.insert(commissionPeriods).values({ period }).onConflictDoNothing();
  const [row] = await tx.select().from(commissionPeriods).where(eq(commissionPeriods.period, period)).for('update');
  if (!row) throw new Error(`commission period ${period} missing after insert`);
  return row;
}

export async function periodRow(db: DbOrTx, period: string) {
  const [row] = await db.select().from(commissionPeriods).where(eq(commissionPeriods.period, period));
  return row ?? null;
}

export interface CandidateGroup {
  beneficiaryId: string;
  lineCount: number;
  gross: number;
  method: 'bank' | 'points';
  iban: string | null;
}

/**
 * Every payable line up to `period` (not in a payout, approved, its month ≤ period), one group
 * per beneficiary, with the member's payout preference and IBAN. Read without locks by default:
 * the lines are locked by the UPDATE that links them, and `linkScheduledLines` checks that it
 * linked exactly what was read here (one write pass over a quarter of a million lines instead of
 * two). With `lock`, the lines are locked as they are read, so nothing can change them before
 * they are linked (the close's second attempt, when returns kept racing the first).
 */
export async function payableGroups(tx: DbOrTx, period: string, lock = false): Promise<CandidateGroup[]> {
  const rows = await queryRows<{
    beneficiary_id: string;
    line_count: number;
    gross: string;
    method: string | null;
    iban: string | null;
  }>(
    tx,
    sql`with payable as (
          select beneficiary_id, amount from commission_lines
          where payout_id is null and status = 'approved' and period <= ${period}
          ${lock ? sql`for update` : sql``})
        select c.beneficiary_id, c.line_count, c.gross::text as gross,
          s.account #>> '{commissionPreferences,payoutMethod}' as method,
          s.account #>> '{bankDetails,iban}' as iban
        from (select beneficiary_id, count(*)::int as line_count, sum(amount)::bigint as gross
              from payable group by beneficiary_id) c
        left join user_settings s on s.user_id = c.beneficiary_id
        order by c.beneficiary_id`,
  );
  return rows.map((r) => ({
    beneficiaryId: r.beneficiary_id,
    lineCount: r.line_count,
    gross: Number(r.gross),
    method: r.method === 'points' ? 'points' : 'bank',
    iban: r.iban ? r.iban.replace(/\s/g, '').toUpperCase() : null,
  }));
}

/** Writes the period's payouts, a few thousand rows per statement. */
export async function insertPayouts(tx: DbOrTx, rows: PayoutInsert[]): Promise<PayoutRow[]> {
  const out: PayoutRow[] = [];
  for (let i = 0; i < rows.length; i += 2_000) {
    out.push(
      ...(await tx
        .insert(commissionPayouts)
        .values(rows.slice(i, i + 2_000))
        .returning()),
    );
  }
  return out;
}

/**
 * Puts the payable lines of every scheduled payout of the period into it, in one statement that
 * also locks them (a cancel that comes after waits and then finds the line in a payout), and
 * answers per payout how many lines and how much it linked. Carried-over lines wait.
 */
export async function linkScheduledLines(tx: DbOrTx, period: string, now: Date) {
  const rows = await queryRows<{ payout_id: string; n: number; amount: string }>(
    tx,
    sql`with linked as (
          update commission_lines l set payout_id = p.id, updated_at = ${now}
          from commission_payouts p
          where p.period = ${period} and p.status = 'scheduled' and l.beneficiary_id = p.beneficiary_id
            and l.payout_id is null and l.status = 'approved' and l.period <= ${period}
          returning l.payout_id, l.amount)
        select payout_id, count(*)::int as n, sum(amount)::bigint::text as amount from linked group by payout_id`,
  );
  return rows.map((r) => ({ payoutId: r.payout_id, lineCount: r.n, amount: Number(r.amount) }));
}

export async function markPeriodClosed(
  tx: DbOrTx,
  period: string,
  v: {
    payoutDate: string;
    closedBy: string | null;
    rules: { minimumPayout: number; withholdingBp: number; paymentDay: number };
    payoutCount: number;
    grossTotal: number;
    withholdingTotal: number;
    netTotal: number;
    now: Date;
  },
) {
  const [row] = await tx
    .update(commissionPeriods)
    .set({
      status: 'closed',
      payoutDate: v.payoutDate,
      closedAt: v.now,
      closedBy: v.closedBy,
      rules: v.rules,
      payoutCount: v.payoutCount,
      grossTotal: v.grossTotal,
      withholdingTotal: v.withholdingTotal,
      netTotal: v.netTotal,
      updatedAt: v.now,
    })
    .where(eq(commissionPeriods.period, period))
    .returning();
  return row!;
}

// ---- Reading periods -----------------------------------------------------------------------------

export async function allPeriods(db: DbOrTx) {
  return db
    .select({ period: commissionPeriods, closedByName: profiles.name })
    .from(commissionPeriods)
    .leftJoin(profiles, eq(profiles.id, commissionPeriods.closedBy))
    .orderBy(desc(commissionPeriods.period));
}

/** Unpaid lines (not in a payout, not cancelled) per month, beneficiary and state: what closes would take. */
export async function unpaidByPeriod(db: DbOrTx) {
  const rows = await queryRows<{ period: string; beneficiary_id: string; status: string; n: number; amount: string }>(
    db,
    sql`select period, beneficiary_id, status, count(*)::int as n, sum(amount)::bigint::text as amount
        from commission_lines where payout_id is null and status in ('approved', 'pending')
        group by period, beneficiary_id, status`,
  );
  return rows.map((r) => ({
    period: r.period,
    beneficiaryId: r.beneficiary_id,
    status: r.status as 'approved' | 'pending',
    n: r.n,
    amount: Number(r.amount),
  }));
}

/** The months that have commission lines at all (the oldest shows where the list starts). */
export async function earliestLinePeriod(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ p: string | null }>(db, sql`select min(period) as p from commission_lines`);
  return row?.p ?? null;
}

// ---- Reading payouts -----------------------------------------------------------------------------

const payoutColumns = {
  payout: commissionPayouts,
  name: profiles.name,
  sellerNo: profiles.sellerNo,
  role: profiles.role,
};
export type PayoutWithMember = { payout: PayoutRow; name: string; sellerNo: string; role: string };

function filtersWhere(f: PayoutFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.period ? eq(commissionPayouts.period, f.period) : undefined,
    f.status ? eq(commissionPayouts.status, f.status) : undefined,
    f.method ? eq(commissionPayouts.method, f.method) : undefined,
  ];
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(profiles.name, like), ilike(profiles.email, like), ilike(profiles.sellerNo, like)));
  }
  return and(...parts);
}

export async function listPayouts(db: DbOrTx, f: PayoutFilters, limit: number, offset: number) {
  return db
    .select(payoutColumns)
    .from(commissionPayouts)
    .innerJoin(profiles, eq(profiles.id, commissionPayouts.beneficiaryId))
    .where(filtersWhere(f))
    .orderBy(desc(commissionPayouts.period), desc(commissionPayouts.net), commissionPayouts.id)
    .limit(limit)
    .offset(offset);
}

export async function payoutTotals(db: DbOrTx, f: PayoutFilters) {
  const [row] = await db
    .select({
      count: count(),
      gross: sum(commissionPayouts.gross),
      withholding: sum(commissionPayouts.withholding),
      net: sum(commissionPayouts.net),
    })
    .from(commissionPayouts)
    .innerJoin(profiles, eq(profiles.id, commissionPayouts.beneficiaryId))
    .where(filtersWhere(f));
  return {
    count: row?.count ?? 0,
    gross: Number(row?.gross ?? 0),
    withholding: Number(row?.withholding ?? 0),
    net: Number(row?.net ?? 0),
  };
}

export async function payoutsOf(db: DbOrTx, beneficiaryId: string) {
  return db
    .select(payoutColumns)
    .from(commissionPayouts)
    .innerJoin(profiles, eq(profiles.id, commissionPayouts.beneficiaryId))
    .where(eq(commissionPayouts.beneficiaryId, beneficiaryId))
    .orderBy(desc(commissionPayouts.period));
}

export async function payoutById(db: DbOrTx, id: string): Promise<PayoutWithMember | null> {
  const [row] = await db
    .select(payoutColumns)
    .from(commissionPayouts)
    .innerJoin(profiles, eq(profiles.id, commissionPayouts.beneficiaryId))
    .where(eq(commissionPayouts.id, id));
  return row ?? null;
}

/** Per period and state: how many payouts and how much (the admin's payment schedule). */
export async function totalsByPeriod(db: DbOrTx) {
  const rows = await db
    .select({
      period: commissionPayouts.period,
      status: commissionPayouts.status,
      count: count(),
      gross: sum(commissionPayouts.gross),
      withholding: sum(commissionPayouts.withholding),
      net: sum(commissionPayouts.net),
    })
    .from(commissionPayouts)
    .groupBy(commissionPayouts.period, commissionPayouts.status);
  return rows.map((r) => ({
    period: r.period,
    status: r.status as PayoutStatus,
    count: r.count,
    gross: Number(r.gross ?? 0),
    withholding: Number(r.withholding ?? 0),
    net: Number(r.net ?? 0),
  }));
}

// ---- Paying --------------------------------------------------------------------------------------

export async function lockPayout(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(commissionPayouts).where(eq(commissionPayouts.id, id)).for('update');
  return row ?? null;
}

export async function markPayoutPaid(
  tx: DbOrTx,
  id: string,
  v: { bankReference?: string | null; pointsTransactionId?: string | null; paidBy: string | null; now: Date },
) {
  const [row] = await tx
    .update(commissionPayouts)
    .set({
      status: 'paid',
      bankReference: v.bankReference ?? null,
      pointsTransactionId: v.pointsTransactionId ?? null,
      paidAt: v.now,
      paidBy: v.paidBy,
      updatedAt: v.now,
    })
    .where(and(eq(commissionPayouts.id, id), eq(commissionPayouts.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/** The lines of a paid payout are paid (a line cancelled before the close is never in one). */
export async function markLinesPaid(tx: DbOrTx, payoutId: string, now: Date) {
  const rows = await tx
    .update(commissionLines)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(commissionLines.payoutId, payoutId), eq(commissionLines.status, 'approved')))
    .returning({ id: commissionLines.id });
  return rows.length;
}
