import { type GlobalFilters, type Period, periodOf } from '@portal/shared/analytics-filters';
import {
  activeRateBasisPoints,
  averageBasket,
  canRankLevel,
  defaultLevel,
  monthsOverlapping,
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_WORDS,
  type PerformanceSort,
  rankableLevels,
  type ReportGrain,
  reportPeriods,
} from '@portal/shared/analytics-performance';
import type {
  PerformanceMember,
  PerformanceRanking,
  PerformanceReport,
  PerformanceRow,
} from '@portal/shared/contracts/analytics-performance';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import type { ExportColumn } from '@portal/shared/table-export';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AnalyticsScope, analyticsScope } from './analytics-scope.repository';
import * as repo from './performance.repository';

/** The rankings' permission key: the admin ranks the whole network, a member its subtree. */
const KEY = 'canAccessPerformanceReports' as const;
/** Rows an export holds at most (a level of a whole network). */
export const PERFORMANCE_EXPORT_LIMIT = 100_000;

function levelOf(member: Member, asked: Role | undefined): Role {
  const level = asked ?? defaultLevel(member.role);
  if (!level || !canRankLevel(member.role, level)) throw new AppError('PERFORMANCE_LEVEL_NOT_ALLOWED');
  return level;
}

function rangeOf(period: Period): repo.Range & { months: string[] } {
  const months = monthsOverlapping(period.from, period.to);
  return {
    from: period.from,
    to: period.to,
    previousFrom: period.previousFrom,
    previousTo: period.previousTo,
    monthFrom: months[0]!,
    monthTo: months[months.length - 1]!,
    months,
  };
}

function selection(
  scope: AnalyticsScope,
  f: GlobalFilters,
  extra: Partial<repo.MemberSelection>,
): repo.MemberSelection {
  return { scope, cities: f.cities, statuses: f.statuses, search: f.search, ...extra };
}

function toRow(r: repo.RankingRow, months: number): PerformanceRow {
  const sales = Number(r.sales);
  const orders = Number(r.orders);
  const activeMonths = Number(r.active_months);
  return {
    rank: Number(r.rank),
    id: r.id,
    name: r.name,
    sellerNo: r.seller_no,
    role: r.role,
    city: r.city,
    isActive: r.is_active,
    sales,
    net: Number(r.net),
    orders,
    averageBasket: averageBasket(sales, orders),
    previousSales: Number(r.previous_sales),
    growthBp: r.growth_bp === null ? null : Number(r.growth_bp),
    activeBuyerMonths: activeMonths,
    teamSize: Number(r.team_size),
    activeRateBp: activeRateBasisPoints(activeMonths, months, Number(r.team_size)),
  };
}

export async function performanceRanking(
  ctx: AppContext,
  member: Member,
  q: { level?: Role; sort: PerformanceSort; page: number },
  filters: GlobalFilters,
): Promise<PerformanceRanking> {
  const level = levelOf(member, q.level);
  const period = periodOf(filters);
  const range = rangeOf(period);
  const rows = await repo.ranking(ctx.db, selection(analyticsScope(member, KEY), filters, { level }), range, {
    sort: q.sort,
    months: range.months.length,
    salesMin: filters.salesMin,
    salesMax: filters.salesMax,
    limit: PERFORMANCE_PAGE_SIZE,
    offset: (q.page - 1) * PERFORMANCE_PAGE_SIZE,
  });
  const first = rows[0];
  return {
    level,
    levels: rankableLevels(member.role),
    sort: q.sort,
    period,
    months: range.months,
    page: q.page,
    pageSize: PERFORMANCE_PAGE_SIZE,
    total: Number(first?.total ?? 0),
    totals: {
      sales: Number(first?.total_sales ?? 0),
      orders: Number(first?.total_orders ?? 0),
      previousSales: Number(first?.total_previous ?? 0),
    },
    rows: rows.map((r) => toRow(r, range.months.length)),
  };
}

const H = PERFORMANCE_WORDS.headers;

export const RANKING_COLUMNS: ExportColumn<PerformanceRow>[] = [
  { header: H.rank, kind: 'integer', value: (r) => r.rank },
  { header: H.name, kind: 'text', value: (r) => r.name, width: 28 },
  { header: H.sellerNo, kind: 'text', value: (r) => r.sellerNo },
  { header: H.role, kind: 'text', value: (r) => ROLE_LABELS[r.role] },
  { header: H.city, kind: 'text', value: (r) => r.city },
  { header: H.sales, kind: 'money', value: (r) => r.sales },
  { header: H.net, kind: 'money', value: (r) => r.net },
  { header: H.orders, kind: 'integer', value: (r) => r.orders },
  { header: H.averageBasket, kind: 'money', value: (r) => r.averageBasket },
  { header: H.previousSales, kind: 'money', value: (r) => r.previousSales },
  { header: H.growth, kind: 'percent', value: (r) => r.growthBp },
  { header: H.activeRate, kind: 'percent', value: (r) => r.activeRateBp },
  { header: H.teamSize, kind: 'integer', value: (r) => r.teamSize },
];

/** Every row of the ranking, in pages, for an export. */
export async function* rankingExportRows(
  ctx: AppContext,
  member: Member,
  q: { level?: Role; sort: PerformanceSort },
  filters: GlobalFilters,
): AsyncGenerator<PerformanceRow[]> {
  const level = levelOf(member, q.level);
  const range = rangeOf(periodOf(filters));
  const sel = selection(analyticsScope(member, KEY), filters, { level });
  const batch = 5_000;
  for (let offset = 0; offset < PERFORMANCE_EXPORT_LIMIT; offset += batch) {
    const rows = await repo.ranking(ctx.db, sel, range, {
      sort: q.sort,
      months: range.months.length,
      salesMin: filters.salesMin,
      salesMax: filters.salesMax,
      limit: batch,
      offset,
    });
    yield rows.map((r) => toRow(r, range.months.length));
    if (rows.length < batch) return;
  }
}

/** The level is checked before a file starts streaming, so a refusal is an ordinary error. */
export function assertLevel(member: Member, level: Role | undefined) {
  levelOf(member, level);
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
}

export async function performanceMember(
  ctx: AppContext,
  member: Member,
  id: string,
  filters: GlobalFilters,
): Promise<PerformanceMember> {
  const scope = analyticsScope(member, KEY);
  if (!(await repo.memberInScope(ctx.db, id, scope))) throw new AppError('NOT_FOUND');
  const period = periodOf(filters);
  const range = rangeOf(period);
  const opts = { sort: 'sales' as const, months: range.months.length, limit: 1, offset: 0 };
  const noFilters = { cities: [], statuses: [], search: undefined };
  const [own] = await repo.ranking(ctx.db, { scope, ...noFilters, id }, range, opts);
  if (!own) throw new AppError('NOT_FOUND');
  const monthFrom = addMonths(`${period.to.slice(0, 7)}-01`, -11);
  const [series, children, products] = await Promise.all([
    repo.monthlySeries(ctx.db, id, monthFrom, period.to),
    repo.ranking(ctx.db, { scope, ...noFilters, parentId: id }, range, { ...opts, limit: 100 }),
    repo.topProducts(ctx.db, id, period.from, period.to, 10),
  ]);
  const { rank: _rank, ...ownRow } = toRow(own, range.months.length);
  return {
    member: ownRow,
    period,
    series: series.map((s) => ({
      month: s.month,
      sales: Number(s.sales),
      orders: Number(s.orders),
      activeBuyers: Number(s.active_buyers),
    })),
    children: children.map((r) => toRow(r, range.months.length)),
    topProducts: products.map((p) => ({
      productId: p.product_id,
      name: p.name,
      quantity: Number(p.quantity),
      orders: Number(p.orders),
      sales: Number(p.sales),
    })),
  };
}

type Cell = { sales: number; orders: number };
const cellsOf = (cells: { s: number | string; o: number | string }[]): Cell[] =>
  cells.map((c) => ({ sales: Number(c.s), orders: Number(c.o) }));

export async function performanceReport(
  ctx: AppContext,
  member: Member,
  q: { level?: Role; grain: ReportGrain; periods: number; page: number },
  filters: GlobalFilters,
  limit = PERFORMANCE_PAGE_SIZE,
): Promise<PerformanceReport> {
  const level = levelOf(member, q.level);
  const periods = reportPeriods(q.grain, q.periods);
  const rows = await repo.periodReport(ctx.db, selection(analyticsScope(member, KEY), filters, { level }), periods, {
    limit,
    offset: (q.page - 1) * limit,
  });
  const first = rows[0];
  const empty = periods.map(() => ({ sales: 0, orders: 0 }));
  return {
    level,
    levels: rankableLevels(member.role),
    grain: q.grain,
    periods,
    page: q.page,
    pageSize: limit,
    total: Number(first?.total ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sellerNo: r.seller_no,
      city: r.city,
      cells: cellsOf(r.cells),
      total: { sales: Number(r.sales), orders: Number(r.orders) },
    })),
    totals: first
      ? {
          cells: cellsOf(first.all_cells),
          total: { sales: Number(first.all_sales), orders: Number(first.all_orders) },
        }
      : { cells: empty, total: { sales: 0, orders: 0 } },
  };
}

type ReportLine = PerformanceReport['rows'][number];

export function reportColumns(report: Pick<PerformanceReport, 'periods'>): ExportColumn<ReportLine>[] {
  return [
    { header: H.name, kind: 'text', value: (r) => r.name, width: 28 },
    { header: H.sellerNo, kind: 'text', value: (r) => r.sellerNo },
    { header: H.city, kind: 'text', value: (r) => r.city },
    ...report.periods.map(
      (p, i): ExportColumn<ReportLine> => ({ header: p.label, kind: 'money', value: (r) => r.cells[i]?.sales ?? 0 }),
    ),
    { header: H.total, kind: 'money', value: (r) => r.total.sales },
    { header: H.orders, kind: 'integer', value: (r) => r.total.orders },
  ];
}

/** The whole report (every member of the level, then a totals line) for an export. */
export async function reportExport(
  ctx: AppContext,
  member: Member,
  q: { level?: Role; grain: ReportGrain; periods: number },
  filters: GlobalFilters,
) {
  const report = await performanceReport(ctx, member, { ...q, page: 1 }, filters, PERFORMANCE_EXPORT_LIMIT);
  const totalLine: ReportLine = {
    id: '00000000-0000-0000-0000-000000000000',
    name: H.total,
    sellerNo: '',
    city: null,
    cells: report.totals.cells,
    total: report.totals.total,
  };
  return { report, rows: [[...report.rows, totalLine]] };
}
