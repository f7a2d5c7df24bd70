import type { DbOrTx } from '@portal/db/client';
import {
  buildPayout,
  nextPeriod,
  PAYOUT_STATUS_LABELS,
  type PayoutStatus,
  payoutDate,
  periodOf,
} from '@portal/shared/commissions';
import type {
  CommissionPeriod,
  MyPayouts,
  Payout,
  PayoutFilters,
  PayoutPage,
  PayoutTotals,
  PaymentSchedule,
  PeriodPreview,
} from '@portal/shared/contracts/payouts';
import { PAYOUT_PAGE_SIZE } from '@portal/shared/contracts/payouts';
import { CSV_BOM, csvField, CSV_LINE_END, CSV_SEPARATOR } from '@portal/shared/csv';
import type { ExportColumn } from '@portal/shared/table-export';
import { DEFAULT_TIME_ZONE, formatMoney } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import type { AppContext, Member } from '../../platform/context';
import { moneySettings } from '../system-settings/system-settings.repository';
import * as repo from './payouts.repository';

/** Commission periods, payouts and the payment schedule as the pages read them. */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Only the admin pays, so only the admin reads whole IBANs; others see the last four digits. */
export function maskIban(iban: string | null, whole: boolean): string | null {
  if (!iban || whole) return iban;
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}

export function toPayout(r: repo.PayoutWithMember, wholeIban: boolean): Payout {
  const p = r.payout;
  return {
    id: p.id,
    period: p.period,
    beneficiary: { id: p.beneficiaryId, name: r.name, sellerNo: r.sellerNo, role: r.role as Role },
    lineCount: p.lineCount,
    gross: p.gross,
    withholding: p.withholding,
    net: p.net,
    method: p.method as Payout['method'],
    status: p.status as PayoutStatus,
    scheduledFor: p.scheduledFor,
    iban: maskIban(p.iban, wholeIban),
    bankReference: p.bankReference,
    paidAt: iso(p.paidAt),
    createdAt: iso(p.createdAt) as string,
  };
}

export async function listPayouts(ctx: AppContext, member: Member, q: PayoutFilters & { page: number }) {
  const offset = (q.page - 1) * PAYOUT_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    repo.listPayouts(ctx.db, q, PAYOUT_PAGE_SIZE, offset),
    repo.payoutTotals(ctx.db, q),
  ]);
  const page: PayoutPage = {
    payouts: rows.map((r) => toPayout(r, member.role === 'admin')),
    total: totals.count,
    page: q.page,
    pageSize: PAYOUT_PAGE_SIZE,
    totals,
  };
  return page;
}

export async function myPayouts(ctx: AppContext, member: Member): Promise<MyPayouts> {
  const rows = await repo.payoutsOf(ctx.db, member.id);
  const payouts = rows.map((r) => toPayout(r, true));
  let paidNet = 0;
  let scheduledNet = 0;
  let withholding = 0;
  for (const p of payouts) {
    if (p.status === 'paid') paidNet += p.net;
    if (p.status === 'scheduled') scheduledNet += p.net;
    if (p.status !== 'carried_over') withholding += p.withholding;
  }
  return { payouts, totals: { paidNet, scheduledNet, withholding } };
}

// ---- CSV -----------------------------------------------------------------------------------------

/** '1.234,56' (Turkish Excel reads it as a number); never starts with a formula character but '-'. */
export function csvAmount(kurus: number): string {
  return formatMoney(kurus).replace('₺', '');
}

const csvDay = new Intl.DateTimeFormat('sv-SE', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short' });

function csvRow(p: Payout): string {
  // Amounts are written as they are (digits, '.', ',' and a leading '-' only): a negative amount
  // is a number to Excel, not a formula, so it does not get the text fields' apostrophe.
  const cells = [
    csvField(p.period),
    csvField(p.beneficiary.name),
    csvField(p.beneficiary.sellerNo),
    csvField(ROLE_LABELS[p.beneficiary.role]),
    csvField(MESSAGES.payouts.methods[p.method]),
    csvField(PAYOUT_STATUS_LABELS[p.status]),
    csvField(p.lineCount),
    csvAmount(p.gross),
    csvAmount(p.withholding),
    csvAmount(p.net),
    csvField(p.scheduledFor),
    csvField(p.iban),
    csvField(p.bankReference),
    csvField(p.paidAt ? csvDay.format(new Date(p.paidAt)) : null),
  ];
  return cells.join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** Every payout the filters match, as CSV for Turkish Excel, a page of rows at a time. */
export async function* exportPayouts(ctx: AppContext, member: Member, f: PayoutFilters): AsyncGenerator<string> {
  yield CSV_BOM + MESSAGES.payouts.csvHeader.map((h) => csvField(h)).join(CSV_SEPARATOR) + CSV_LINE_END;
  const batch = 1_000;
  for (let offset = 0; ; offset += batch) {
    const rows = await repo.listPayouts(ctx.db, f, batch, offset);
    if (rows.length > 0) yield rows.map((r) => csvRow(toPayout(r, member.role === 'admin'))).join('');
    if (rows.length < batch) return;
  }
}

const H = MESSAGES.payouts.csvHeader;
/** The columns of the XLSX export: the CSV's, with numbers and dates Excel can sum and sort. */
export const PAYOUT_COLUMNS: ExportColumn<Payout>[] = [
  { header: H[0], kind: 'text', value: (p) => p.period },
  { header: H[1], kind: 'text', value: (p) => p.beneficiary.name, width: 24 },
  { header: H[2], kind: 'text', value: (p) => p.beneficiary.sellerNo },
  { header: H[3], kind: 'text', value: (p) => ROLE_LABELS[p.beneficiary.role] },
  { header: H[4], kind: 'text', value: (p) => MESSAGES.payouts.methods[p.method] },
  { header: H[5], kind: 'text', value: (p) => PAYOUT_STATUS_LABELS[p.status] },
  { header: H[6], kind: 'integer', value: (p) => p.lineCount },
  { header: H[7], kind: 'money', value: (p) => p.gross },
  { header: H[8], kind: 'money', value: (p) => p.withholding },
  { header: H[9], kind: 'money', value: (p) => p.net },
  { header: H[10], kind: 'day', value: (p) => p.scheduledFor },
  { header: H[11], kind: 'text', value: (p) => p.iban, width: 30 },
  { header: H[12], kind: 'text', value: (p) => p.bankReference },
  { header: H[13], kind: 'day', value: (p) => (p.paidAt ? csvDay.format(new Date(p.paidAt)) : null) },
];

/** Every payout the filters match, a page of rows at a time (streamed into the XLSX). */
export async function* payoutBatches(ctx: AppContext, member: Member, f: PayoutFilters): AsyncGenerator<Payout[]> {
  const batch = 1_000;
  for (let offset = 0; ; offset += batch) {
    const rows = await repo.listPayouts(ctx.db, f, batch, offset);
    if (rows.length > 0) yield rows.map((r) => toPayout(r, member.role === 'admin'));
    if (rows.length < batch) return;
  }
}

// ---- Periods -------------------------------------------------------------------------------------

function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const emptyTotals = (): PayoutTotals => ({ count: 0, gross: 0, withholding: 0, net: 0 });

function add(t: PayoutTotals, p: { gross: number; withholding: number; net: number }) {
  t.count += 1;
  t.gross += p.gross;
  t.withholding += p.withholding;
  t.net += p.net;
}

type Rules = { minimumPayout: number; withholdingBp: number; paymentDay: number };

async function currentRules(db: DbOrTx): Promise<Rules> {
  const s = await moneySettings(db);
  return {
    minimumPayout: s['commission.minimumPayout'],
    withholdingBp: s['commission.withholdingBp'],
    paymentDay: s['commission.paymentDay'],
  };
}

/**
 * Every month from the first commission line (or the previous month) to the current one, newest
 * first: closed ones with what they paid, open past ones with what closing would pay now (every
 * payable line up to the month, per beneficiary, through the same `buildPayout` the close uses).
 */
export async function listPeriods(ctx: AppContext, now: Date = new Date()) {
  const current = periodOf(now);
  const [rows, unpaid, earliest, rules] = await Promise.all([
    repo.allPeriods(ctx.db),
    repo.unpaidByPeriod(ctx.db),
    repo.earliestLinePeriod(ctx.db),
    currentRules(ctx.db),
  ]);
  const stored = new Map(rows.map((r) => [r.period.period, r]));
  let first = previousPeriod(current);
  for (const p of [earliest, ...stored.keys()]) if (p && p < first) first = p;

  // Walk the months oldest first, keeping each beneficiary's running payable sum.
  const approvedBy = new Map<string, Map<string, number>>();
  const pendingBy = new Map<string, { n: number; amount: number }>();
  const linesBy = new Map<string, number>();
  for (const u of unpaid) {
    if (u.status === 'approved') {
      const m = approvedBy.get(u.period) ?? new Map<string, number>();
      m.set(u.beneficiaryId, (m.get(u.beneficiaryId) ?? 0) + u.amount);
      approvedBy.set(u.period, m);
      linesBy.set(u.period, (linesBy.get(u.period) ?? 0) + u.n);
    } else {
      const p = pendingBy.get(u.period) ?? { n: 0, amount: 0 };
      p.n += u.n;
      p.amount += u.amount;
      pendingBy.set(u.period, p);
    }
  }
  const running = new Map<string, number>();
  let runningLines = 0;
  const runningPending = { n: 0, amount: 0 };
  const out: CommissionPeriod[] = [];
  for (let p = first; p <= current; p = nextPeriod(p)) {
    for (const [id, amount] of approvedBy.get(p) ?? []) running.set(id, (running.get(id) ?? 0) + amount);
    runningLines += linesBy.get(p) ?? 0;
    runningPending.n += pendingBy.get(p)?.n ?? 0;
    runningPending.amount += pendingBy.get(p)?.amount ?? 0;
    const row = stored.get(p);
    const closed = row?.period.status === 'closed';
    let preview: PeriodPreview | null = null;
    if (!closed && p < current) {
      const scheduled = emptyTotals();
      const carriedOver = emptyTotals();
      for (const gross of running.values()) {
        const b = buildPayout([gross], rules);
        add(b.status === 'scheduled' ? scheduled : carriedOver, b);
      }
      preview = {
        beneficiaries: running.size,
        scheduled,
        carriedOver,
        lineCount: runningLines,
        pendingLineCount: runningPending.n,
        pendingAmount: runningPending.amount,
      };
    }
    const r = row?.period;
    out.push({
      period: p,
      status: closed ? 'closed' : 'open',
      payoutDate: closed && r?.payoutDate ? r.payoutDate : payoutDate(p, rules.paymentDay),
      closable: !closed && p < current,
      closedAt: iso(r?.closedAt ?? null),
      closedBy: row?.closedByName ?? null,
      rules: closed && r?.rules ? r.rules : rules,
      payoutCount: r?.payoutCount ?? 0,
      grossTotal: r?.grossTotal ?? 0,
      withholdingTotal: r?.withholdingTotal ?? 0,
      netTotal: r?.netTotal ?? 0,
      preview,
    });
  }
  return { currentPeriod: current, periods: out.reverse() };
}

/** One period as the list shows it (after a close). */
export async function onePeriod(ctx: AppContext, period: string, now: Date = new Date()) {
  const list = await listPeriods(ctx, now);
  const found = list.periods.find((p) => p.period === period);
  if (!found) throw new Error(`period ${period} not in the list`);
  return found;
}

// ---- Payment schedule ----------------------------------------------------------------------------

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The payment days, newest period first (the last 12 months and the current one): each period's
 * payment day, the caller's own payout of it and, for the admin, every payout's totals by state.
 */
export async function paymentSchedule(
  ctx: AppContext,
  member: Member,
  now: Date = new Date(),
): Promise<PaymentSchedule> {
  const current = periodOf(now);
  const today = istanbulDay.format(now);
  const [rules, rows, mine, totals] = await Promise.all([
    currentRules(ctx.db),
    repo.allPeriods(ctx.db),
    repo.payoutsOf(ctx.db, member.id),
    member.role === 'admin' ? repo.totalsByPeriod(ctx.db) : Promise.resolve([]),
  ]);
  const stored = new Map(rows.map((r) => [r.period.period, r.period]));
  const mineBy = new Map(mine.map((r) => [r.payout.period, r.payout]));
  const totalsBy = new Map<string, { scheduled: PayoutTotals; paid: PayoutTotals; carriedOver: PayoutTotals }>();
  for (const t of totals) {
    const entry = totalsBy.get(t.period) ?? {
      scheduled: emptyTotals(),
      paid: emptyTotals(),
      carriedOver: emptyTotals(),
    };
    const key = t.status === 'carried_over' ? 'carriedOver' : t.status;
    entry[key] = { count: t.count, gross: t.gross, withholding: t.withholding, net: t.net };
    totalsBy.set(t.period, entry);
  }
  const entries: PaymentSchedule['entries'] = [];
  let p = current;
  for (let i = 0; i < 13; i++, p = previousPeriod(p)) {
    const row = stored.get(p);
    const closed = row?.status === 'closed';
    const own = mineBy.get(p);
    entries.push({
      period: p,
      payoutDate: closed && row?.payoutDate ? row.payoutDate : payoutDate(p, rules.paymentDay),
      periodStatus: closed ? 'closed' : 'open',
      mine: own
        ? { id: own.id, net: own.net, status: own.status as PayoutStatus, method: own.method as Payout['method'] }
        : null,
      totals:
        member.role === 'admin'
          ? (totalsBy.get(p) ?? { scheduled: emptyTotals(), paid: emptyTotals(), carriedOver: emptyTotals() })
          : null,
    });
  }
  // The next payment day from today: last month's, unless it has passed.
  const last = previousPeriod(current);
  const lastDate = payoutDate(last, rules.paymentDay);
  const next =
    today <= lastDate
      ? { period: last, payoutDate: lastDate }
      : { period: current, payoutDate: payoutDate(current, rules.paymentDay) };
  return { paymentDay: rules.paymentDay, next, entries };
}
