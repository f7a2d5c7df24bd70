import {
  buildPayout,
  type ChainMember,
  type CommissionSettings,
  computeLineCommissions,
  MONEY_SETTING_DEFAULTS,
  type MoneySettings,
  nextPeriod,
  payoutDate,
  periodLabel,
  periodOf,
  previousPeriod,
} from '@portal/shared/commissions';
import { uplineIds } from '@portal/shared/network';
import { DEFAULT_ACCOUNT_SETTINGS } from '@portal/shared/contracts/settings';
import type { Role } from '@portal/shared/roles';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  type commissionLines,
  commissionPayouts,
  commissionPeriods,
  orderLines,
  orders,
  pointsTransactions,
  productCommissions,
  profiles,
  systemSettings,
  userSettings,
} from '../schema';
import { seededRandom } from './random';

type LineRow = typeof commissionLines.$inferInsert & { id: string };
type PayoutRow = typeof commissionPayouts.$inferInsert & { id: string };

const NAMED = ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri'].map((n) => `${n}@portal.test`);

async function insertChunked<T>(tx: Tx, table: Parameters<Tx['insert']>[0], rows: T[], size = 250) {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/**
 * The lines in one statement: one JSON parameter expanded by PostgreSQL, rather than some fifty
 * thousand bound parameters (the embedded database spends most of the seed's time on those).
 */
async function insertLines(tx: Tx, rows: LineRow[]) {
  const records = rows.map((r) => ({
    id: r.id,
    order_id: r.orderId,
    order_line_id: r.orderLineId ?? null,
    order_number: r.orderNumber,
    buyer_id: r.buyerId,
    beneficiary_id: r.beneficiaryId,
    product_id: r.productId ?? null,
    product_name: r.productName ?? null,
    kind: r.kind,
    entry: r.entry,
    reverses_id: r.reversesId ?? null,
    commission_type: r.commissionType,
    base: r.base,
    quantity: r.quantity,
    rate_bp: r.rateBp ?? null,
    fixed_per_unit: r.fixedPerUnit ?? null,
    amount: r.amount,
    status: r.status,
    period: r.period,
    payout_id: r.payoutId ?? null,
    chain: r.chain,
    approved_at: r.approvedAt?.toISOString() ?? null,
    paid_at: r.paidAt?.toISOString() ?? null,
    cancelled_at: r.cancelledAt?.toISOString() ?? null,
    created_at: (r.createdAt as Date).toISOString(),
    updated_at: (r.updatedAt as Date).toISOString(),
  }));
  for (let i = 0; i < records.length; i += 2000) {
    await tx.execute(sql`
      insert into commission_lines (id, order_id, order_line_id, order_number, buyer_id, beneficiary_id, product_id,
        product_name, kind, entry, reverses_id, commission_type, base, quantity, rate_bp, fixed_per_unit, amount, status,
        period, payout_id, chain, approved_at, paid_at, cancelled_at, created_at, updated_at)
      select id, order_id, order_line_id, order_number, buyer_id, beneficiary_id, product_id,
        product_name, kind, entry, reverses_id, commission_type, base, quantity, rate_bp, fixed_per_unit, amount, status,
        period, payout_id, chain, approved_at, paid_at, cancelled_at, created_at, updated_at
      from jsonb_to_recordset(${JSON.stringify(records.slice(i, i + 2000))}::jsonb) as x(
        id uuid, order_id uuid, order_line_id uuid, order_number text, buyer_id uuid, beneficiary_id uuid, product_id uuid,
        product_name text, kind text, entry text, reverses_id uuid, commission_type text, base bigint, quantity int,
        rate_bp int, fixed_per_unit bigint, amount bigint, status text, period text, payout_id uuid, chain jsonb,
        approved_at timestamptz, paid_at timestamptz, cancelled_at timestamptz, created_at timestamptz,
        updated_at timestamptz)`);
  }
}

/** 09:00 in Istanbul (UTC+3 all year) on a 'YYYY-MM-DD' day. */
const istanbulMorning = (day: string, hour = 9) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`);

/**
 * The money of the seeded orders, as the running system would have written it: every order that
 * reached `paid` (points orders pay nothing) accrues the shared walk's lines for the buyer's upline
 * as it is; lines are approved on delivery; cancellations cancel them; a return cancels a line
 * not yet in a payout, or claws back (in the return's month) one that is. Every month before the
 * current one is closed on the 1st of the next as the admin's close would (approved unpaid lines,
 * period ≤ the month; below the minimum carried over), in time order with the returns; payouts
 * older than the last closed month are paid (by bank reference, or as points for the members who
 * prefer points, written as `appendPoints` would), the last closed month's wait for their date.
 */
export async function seedCommissions(tx: Tx, now: Date) {
  const rnd = seededRandom(20261201);
  const settingRows = await tx
    .select()
    .from(systemSettings)
    .where(inArray(systemSettings.key, Object.keys(MONEY_SETTING_DEFAULTS)));
  const money = { ...MONEY_SETTING_DEFAULTS } as Record<string, unknown>;
  for (const r of settingRows) money[r.key] = r.value;
  const settings = money as MoneySettings;
  const defaults = settings['commission.defaults'];

  const members = await tx
    .select({
      id: profiles.id,
      role: profiles.role,
      name: profiles.name,
      sellerNo: profiles.sellerNo,
      path: profiles.path,
      email: profiles.email,
    })
    .from(profiles)
    .orderBy(asc(profiles.sellerNo));
  const byId = new Map(members.map((m) => [m.id, m]));
  const admin = members.find((m) => m.role === 'admin');
  if (!admin) return { lines: 0, payouts: 0 };

  const own = new Map<string, CommissionSettings>();
  for (const r of await tx.select().from(productCommissions)) {
    if (!r.isOverride) continue;
    own.set(r.productId, {
      commissionType: r.commissionType === 'fixed' ? 'fixed' : 'percentage',
      dealerRateBp: r.dealerRateBp,
      cityDistributorRateBp: r.cityDistributorRateBp,
      sponsorDistributorRateBp: r.sponsorDistributorRateBp,
      fixedAmounts: r.fixedAmounts as CommissionSettings['fixedAmounts'],
    });
  }

  const paidOrders = await tx
    .select()
    .from(orders)
    .where(sql`${orders.paidAt} is not null and ${orders.paymentMethod} <> 'points'`)
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const lineRowsOf = new Map<string, (typeof orderLines.$inferSelect)[]>();
  const allLines = await tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, sql`(select id from orders where paid_at is not null)`))
    .orderBy(asc(orderLines.id));
  for (const l of allLines) {
    const list = lineRowsOf.get(l.orderId) ?? [];
    list.push(l);
    lineRowsOf.set(l.orderId, list);
  }

  // Accrual: the shared walk, for the upline as it is (nearest first).
  const lines: LineRow[] = [];
  const linesOfOrder = new Map<string, LineRow[]>();
  const reversals: { at: number; orderId: string }[] = [];
  for (const order of paidOrders) {
    const buyer = byId.get(order.buyerId);
    if (!buyer || !order.paidAt) continue;
    const upline: ChainMember[] = uplineIds(buyer.path)
      .reverse()
      .map((id) => byId.get(id))
      .filter((m): m is NonNullable<typeof m> => m !== undefined)
      .map((m) => ({ id: m.id, role: m.role as Role, name: m.name, sellerNo: m.sellerNo }));
    const chain = upline.map((m) => ({ id: m.id, role: m.role, name: m.name, sellerNo: m.sellerNo }));
    const paidAt = order.paidAt;
    const delivered = order.deliveredAt;
    const ofOrder: LineRow[] = [];
    for (const line of lineRowsOf.get(order.id) ?? []) {
      for (const c of computeLineCommissions(own.get(line.productId) ?? defaults, line, upline)) {
        const row: LineRow = {
          id: rnd.uuid(),
          orderId: order.id,
          orderLineId: line.id,
          orderNumber: order.number,
          buyerId: order.buyerId,
          beneficiaryId: c.member.id,
          productId: line.productId,
          productName: line.productName,
          kind: c.kind,
          entry: 'commission',
          commissionType: c.commissionType,
          base: c.base,
          quantity: c.quantity,
          rateBp: c.rateBp,
          fixedPerUnit: c.fixedPerUnit,
          amount: c.amount,
          status: delivered ? 'approved' : 'pending',
          approvedAt: delivered ?? null,
          period: periodOf(paidAt),
          payoutId: null,
          chain,
          createdAt: paidAt,
          updatedAt: delivered ?? paidAt,
        };
        ofOrder.push(row);
        lines.push(row);
      }
    }
    linesOfOrder.set(order.id, ofOrder);
    if ((order.status === 'cancelled' || order.status === 'returned') && order.closedAt) {
      reversals.push({ at: order.closedAt.getTime(), orderId: order.id });
    }
  }

  // The members who take their commission as points.
  const beneficiaries = new Set(lines.map((l) => l.beneficiaryId));
  const pointsMembers = members
    .filter((m) => m.role === 'dealer' && !NAMED.includes(m.email) && beneficiaries.has(m.id))
    .slice(0, 3)
    .map((m) => m.id);
  const methodOf = (id: string) => (pointsMembers.includes(id) ? 'points' : 'bank');

  // Months to close: every month with lines before the last one, closed on the 1st of the next.
  // The last complete month is left open: closing it is the admin's work of this month.
  const lastComplete = previousPeriod(periodOf(now));
  const months = [...new Set(lines.map((l) => l.period as string))].filter((p) => p < lastComplete).sort();
  const rules = {
    minimumPayout: settings['commission.minimumPayout'],
    withholdingBp: settings['commission.withholdingBp'],
    paymentDay: settings['commission.paymentDay'],
  };
  type Event = { at: number; close?: string; orderId?: string };
  const events: Event[] = [
    ...months.map(
      (p): Event => ({ at: Math.min(istanbulMorning(`${nextPeriod(p)}-01`), now.getTime() - 60_000), close: p }),
    ),
    ...reversals.map((r): Event => r),
  ].sort((a, b) => a.at - b.at || (a.close ? -1 : 1));

  const payouts: PayoutRow[] = [];
  const periodRows: (typeof commissionPeriods.$inferInsert)[] = [];
  for (const event of events) {
    const at = new Date(event.at);
    if (event.orderId) {
      for (const line of linesOfOrder.get(event.orderId) ?? []) {
        if (line.status === 'cancelled') continue;
        if (line.payoutId) {
          lines.push({
            ...line,
            id: rnd.uuid(),
            entry: 'clawback',
            reversesId: line.id,
            amount: -line.amount,
            status: 'approved',
            approvedAt: at,
            period: periodOf(at),
            payoutId: null,
            paidAt: null,
            createdAt: at,
            updatedAt: at,
          });
        } else {
          line.status = 'cancelled';
          line.cancelledAt = at;
          line.updatedAt = at;
        }
      }
      continue;
    }
    const period = event.close as string;
    const byBeneficiary = new Map<string, LineRow[]>();
    for (const line of lines) {
      if (line.payoutId || line.status === 'cancelled' || (line.period as string) > period) continue;
      if (!line.approvedAt || line.approvedAt.getTime() > event.at) continue;
      const list = byBeneficiary.get(line.beneficiaryId) ?? [];
      list.push(line);
      byBeneficiary.set(line.beneficiaryId, list);
    }
    const scheduledFor = payoutDate(period, rules.paymentDay);
    let count = 0;
    let gross = 0;
    let withholding = 0;
    let net = 0;
    for (const beneficiaryId of [...byBeneficiary.keys()].sort()) {
      const taken = byBeneficiary.get(beneficiaryId) as LineRow[];
      const p = buildPayout(
        taken.map((l) => l.amount),
        rules,
      );
      const payout: PayoutRow = {
        id: rnd.uuid(),
        period,
        beneficiaryId,
        lineCount: taken.length,
        gross: p.gross,
        withholding: p.withholding,
        net: p.net,
        method: methodOf(beneficiaryId),
        status: p.status,
        scheduledFor: p.status === 'scheduled' ? scheduledFor : null,
        createdAt: at,
        updatedAt: at,
      };
      payouts.push(payout);
      if (p.status !== 'scheduled') continue;
      count++;
      gross += p.gross;
      withholding += p.withholding;
      net += p.net;
      for (const l of taken) {
        l.payoutId = payout.id;
        l.updatedAt = at;
      }
    }
    periodRows.push({
      period,
      status: 'closed',
      payoutDate: scheduledFor,
      closedAt: at,
      closedBy: admin.id,
      rules,
      payoutCount: count,
      grossTotal: gross,
      withholdingTotal: withholding,
      netTotal: net,
      createdAt: at,
      updatedAt: at,
    });
  }

  // Payouts older than the last closed month were paid on their date; the last month's wait.
  const lastClosed = months.at(-1);
  const points: (typeof pointsTransactions.$inferInsert)[] = [];
  const earned = new Map<string, number>();
  const linesOfPayout = new Map<string, LineRow[]>();
  for (const l of lines) {
    if (!l.payoutId) continue;
    const list = linesOfPayout.get(l.payoutId) ?? [];
    list.push(l);
    linesOfPayout.set(l.payoutId, list);
  }
  let reference = 0;
  for (const payout of payouts) {
    if (payout.status !== 'scheduled' || payout.period === lastClosed || !payout.scheduledFor) continue;
    const paidAt = new Date(istanbulMorning(payout.scheduledFor, 10) + (reference % 50) * 60_000);
    payout.status = 'paid';
    payout.paidAt = paidAt;
    payout.paidBy = admin.id;
    payout.updatedAt = paidAt;
    if (payout.method === 'points') {
      const id = rnd.uuid();
      payout.pointsTransactionId = id;
      points.push({
        id,
        userId: payout.beneficiaryId,
        amount: payout.net,
        transactionType: 'earned',
        description: `Komisyon ödemesi puan olarak: ${periodLabel(payout.period)}`,
        source: 'commission_payout',
        status: 'completed',
        relatedPayoutId: payout.id,
        referenceData: { period: payout.period },
        createdBy: admin.id,
        createdAt: paidAt,
      });
      earned.set(payout.beneficiaryId, (earned.get(payout.beneficiaryId) ?? 0) + payout.net);
    } else {
      payout.bankReference = `EFT-${payout.scheduledFor.replaceAll('-', '')}${String(++reference).padStart(4, '0')}`;
    }
    for (const l of linesOfPayout.get(payout.id) ?? []) {
      l.status = 'paid';
      l.paidAt = paidAt;
      l.updatedAt = l.updatedAt && l.updatedAt > paidAt ? l.updatedAt : paidAt;
    }
  }

  await insertChunked(tx, commissionPeriods, periodRows);
  await insertChunked(tx, commissionPayouts, payouts);
  await insertLines(tx, lines);
  if (points.length > 0) await insertChunked(tx, pointsTransactions, points);
  if (pointsMembers.length > 0) {
    await tx
      .insert(userSettings)
      .values(
        pointsMembers.map((userId) => ({
          userId,
          account: {
            ...DEFAULT_ACCOUNT_SETTINGS,
            commissionPreferences: { payoutMethod: 'points', display: 'percentage' },
          },
        })),
      )
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: {
          account: sql`${userSettings.account} || jsonb_build_object('commissionPreferences', jsonb_build_object('payoutMethod', 'points', 'display', 'percentage'))`,
        },
      });
  }
  // As appendPoints leaves them: the stored balance is the ledger's, total earned grows by what came in.
  for (const [userId, amount] of earned) {
    await tx.execute(
      sql`update profiles set
            points = greatest(0, (select coalesce(sum(amount), 0) from points_transactions
                                   where user_id = ${userId} and status = 'completed')),
            total_earned_points = total_earned_points + ${amount}
          where id = ${userId}`,
    );
  }
  return { lines: lines.length, payouts: payouts.length };
}
