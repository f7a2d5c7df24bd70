import {
  type CommissionEntry,
  type CommissionKind,
  type CommissionStatus,
  explainCommission,
  nextPeriod,
  periodOf,
} from '@portal/shared/commissions';
import {
  COMMISSIONS_PAGE_SIZE,
  type CommissionLine,
  type CommissionPerson,
  EARNINGS_MAX_MONTHS,
  type EarningsMonth,
} from '@portal/shared/contracts/commissions';
import type { Role } from '@portal/shared/roles';
import { type ScopeGrant, scopeOf } from '@portal/shared/scope';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './commissions.repository';

/**
 * Whose commission lines a member sees. A line is its beneficiary's money: the admin and the
 * national distributor see every line (and may pick one beneficiary); everyone else only their own,
 * including a city distributor, whose downline's earnings are not theirs to read.
 */
export const COMMISSIONS_SCOPE: ScopeGrant = { admin: 'all', turkeyDistributor: 'all', default: 'own' };

const seesAll = (member: Member) => scopeOf(member, COMMISSIONS_SCOPE) === 'all';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface Filters {
  status?: CommissionStatus;
  kind?: CommissionKind;
  entry?: CommissionEntry;
  from?: string;
  to?: string;
  q?: string;
  beneficiary?: string;
}

function filterFor(member: Member, q: Filters): repo.CommissionFilter {
  return {
    // A member outside the all-lines reach only ever reads their own, whatever they ask for.
    beneficiaryId: seesAll(member) ? (q.beneficiary ?? null) : member.id,
    status: q.status,
    kind: q.kind,
    entry: q.entry,
    from: q.from,
    to: q.to,
    q: q.q || undefined,
  };
}

const person = (p: { id: string; name: string; role: string; sellerNo: string }): CommissionPerson => ({
  id: p.id,
  name: p.name,
  role: p.role as Role,
  sellerNo: p.sellerNo,
});

export function lineDto(view: repo.CommissionLineView): CommissionLine {
  const l = view.line;
  const fields = {
    orderNumber: l.orderNumber,
    entry: l.entry as CommissionEntry,
    kind: l.kind as CommissionKind,
    commissionType: (l.commissionType === 'fixed' ? 'fixed' : 'percentage') as 'percentage' | 'fixed',
    base: l.base,
    quantity: l.quantity,
    rateBp: l.rateBp,
    fixedPerUnit: l.fixedPerUnit,
    amount: l.amount,
  };
  return {
    id: l.id,
    entry: fields.entry,
    kind: fields.kind,
    status: l.status as CommissionStatus,
    commissionType: fields.commissionType,
    base: l.base,
    quantity: l.quantity,
    rateBp: l.rateBp,
    fixedPerUnit: l.fixedPerUnit,
    amount: l.amount,
    period: l.period,
    explanation: explainCommission(fields),
    order: { id: l.orderId, number: l.orderNumber },
    product: l.productName !== null ? { id: l.productId, name: l.productName } : null,
    buyer: person({ id: l.buyerId, name: view.buyerName, role: view.buyerRole, sellerNo: view.buyerSellerNo }),
    beneficiary: person({
      id: l.beneficiaryId,
      name: view.beneficiaryName,
      role: view.beneficiaryRole,
      sellerNo: view.beneficiarySellerNo,
    }),
    chain: l.chain.map(person),
    payoutId: l.payoutId,
    reversesId: l.reversesId,
    createdAt: new Date(l.createdAt).toISOString(),
    approvedAt: iso(l.approvedAt),
    paidAt: iso(l.paidAt),
    cancelledAt: iso(l.cancelledAt),
  };
}

/** `GET /api/commissions`: a page of lines in the caller's reach, newest first. */
export async function list(ctx: AppContext, member: Member, q: Filters & { page: number }) {
  const { rows, total } = await repo.listLines(ctx.db, filterFor(member, q), {
    limit: COMMISSIONS_PAGE_SIZE,
    offset: (q.page - 1) * COMMISSIONS_PAGE_SIZE,
  });
  return {
    lines: rows.map(lineDto),
    total,
    page: q.page,
    pageSize: COMMISSIONS_PAGE_SIZE,
    allMembers: seesAll(member),
  };
}

/** `GET /api/commissions/summary`: counts and amounts by state for the same filters. */
export async function summary(ctx: AppContext, member: Member, q: Filters) {
  const rows = await repo.totalsByState(ctx.db, filterFor(member, q));
  const bucket = (pick: (r: (typeof rows)[number]) => boolean) => {
    let count = 0;
    let amount = 0n;
    for (const r of rows.filter(pick)) {
      count += r.count;
      amount += r.amount;
    }
    return { count, amount };
  };
  const byStatus = (status: CommissionStatus) => bucket((r) => r.entry === 'commission' && r.status === status);
  const pending = byStatus('pending');
  const approved = byStatus('approved');
  const paid = byStatus('paid');
  const cancelled = byStatus('cancelled');
  const clawbacks = bucket((r) => r.entry === 'clawback');
  const out = (b: { count: number; amount: bigint }) => ({ count: b.count, amount: Number(b.amount) });
  return {
    pending: out(pending),
    approved: out(approved),
    paid: out(paid),
    cancelled: out(cancelled),
    clawbacks: out(clawbacks),
    net: Number(pending.amount + approved.amount + paid.amount + clawbacks.amount),
  };
}

/** `GET /api/commissions/:id`: one line in reach (404 otherwise), with what it reverses or what reversed it. */
export async function detail(ctx: AppContext, member: Member, id: string) {
  const view = await repo.lineById(ctx.db, id);
  if (!view || (!seesAll(member) && view.line.beneficiaryId !== member.id)) throw new AppError('COMMISSION_NOT_FOUND');
  const [reverses, reversedBy] = await Promise.all([
    view.line.reversesId ? repo.lineById(ctx.db, view.line.reversesId) : Promise.resolve(undefined),
    repo.clawbacksOf(ctx.db, view.line.id),
  ]);
  return { ...lineDto(view), reverses: reverses ? lineDto(reverses) : null, reversedBy: reversedBy.map(lineDto) };
}

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let p = from; p <= to; p = nextPeriod(p)) out.push(p);
  return out;
}

/** The period `n` months before `period`. */
export function monthsBefore(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * `GET /api/earnings`: commission income by month. A month's commissions are those of the orders
 * paid in it, split by their state today; its clawbacks those of the returns made in it.
 */
export async function earnings(
  ctx: AppContext,
  member: Member,
  q: { from?: string; to?: string; beneficiary?: string },
  now: Date = new Date(),
) {
  const all = seesAll(member);
  const to = q.to ?? periodOf(now);
  const from = q.from ?? monthsBefore(to, 11);
  if (from > to) throw new AppError('VALIDATION_ERROR');
  const months = monthsBetween(from, to);
  if (months.length > EARNINGS_MAX_MONTHS) throw new AppError('VALIDATION_ERROR');
  let chosen: CommissionPerson | null = null;
  if (all && q.beneficiary) {
    const found = await repo.memberById(ctx.db, q.beneficiary);
    if (!found) throw new AppError('NOT_FOUND');
    chosen = person(found);
  }
  const rows = await repo.totalsByMonth(ctx.db, {
    beneficiaryId: all ? (chosen?.id ?? null) : member.id,
    from,
    to,
  });
  const zero = () => ({ pending: 0n, approved: 0n, paid: 0n, cancelled: 0n, clawedBack: 0n });
  const byMonth = new Map(months.map((p) => [p, zero()]));
  const totals = zero();
  for (const r of rows) {
    const m = byMonth.get(r.period);
    if (!m) continue;
    const key = r.entry === 'clawback' ? 'clawedBack' : (r.status as CommissionStatus);
    m[key] += r.amount;
    totals[key] += r.amount;
  }
  const shape = (s: ReturnType<typeof zero>): Omit<EarningsMonth, 'period'> => {
    const accrued = s.pending + s.approved + s.paid;
    return {
      pending: Number(s.pending),
      approved: Number(s.approved),
      paid: Number(s.paid),
      cancelled: Number(s.cancelled),
      accrued: Number(accrued),
      clawedBack: Number(s.clawedBack),
      net: Number(accrued + s.clawedBack),
    };
  };
  return {
    from,
    to,
    beneficiary: chosen,
    allMembers: all,
    months: months.map((period) => ({ period, ...shape(byMonth.get(period)!) })),
    totals: shape(totals),
  };
}

/** `GET /api/commissions/members`: members the beneficiary filter can pick (the caller alone without the all-lines reach). */
export async function members(ctx: AppContext, member: Member, q: { q: string }) {
  if (!seesAll(member)) {
    const self = await repo.memberById(ctx.db, member.id);
    return { members: self ? [person(self)] : [] };
  }
  return { members: (await repo.searchEarners(ctx.db, q.q)).map(person) };
}
