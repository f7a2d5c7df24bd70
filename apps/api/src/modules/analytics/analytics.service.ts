import {
  ANALYTICS_EXPORT_LIMIT,
  ANALYTICS_EXPORT_WORDS,
  type AnalyticsSource,
  averageBasket,
  bucketLabel,
  bucketsOf,
  bucketWithin,
  DRILL_PAGE_SIZE,
  granularityOf,
  isBucketStart,
  isTimeDimension,
  NO_CATEGORY,
  OVERVIEW_TOP,
  rollupCovers,
  SALES_CHANGED_EVENT,
  type SalesDimension,
  shareBasisPoints,
} from '@portal/shared/analytics';
import { changeBasisPoints, type GlobalFilters, type Period, periodOf } from '@portal/shared/analytics-filters';
import { PROVINCES } from '@portal/shared/cities';
import type {
  AnalyticsFigure,
  AnalyticsOverview,
  SalesByDimension,
  SalesOrder,
  SalesOrders,
} from '@portal/shared/contracts/analytics';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import { ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import type { ExportColumn } from '@portal/shared/table-export';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AnalyticsScope, analyticsScope } from './analytics-scope.repository';
import * as repo from './analytics.repository';

/**
 * Sales analytics within the caller's scope (decision 052): the rollups answer whenever the
 * filters are ones they carry; otherwise the counted orders of the caller's subtree do. A member's
 * figures are its subtree's, never more.
 */

/** Which source a read takes; tests and the benchmark may ask for the orders to compare. */
export interface ReadOptions {
  forceOrders?: boolean;
  now?: Date;
}

function figure(value: number, previous: number): AnalyticsFigure {
  return { value, previous, changeBp: changeBasisPoints(value, previous) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));

function rangeOf(period: Period) {
  return {
    current: { from: period.from, to: period.to },
    previous: { from: period.previousFrom, to: period.previousTo },
  };
}

/** The overview: figures against the previous period, the series, top products and cities. */
export async function overview(
  ctx: AppContext,
  member: Member,
  filters: GlobalFilters,
  options: ReadOptions = {},
): Promise<AnalyticsOverview> {
  const scope = analyticsScope(member);
  return overviewOf(ctx, scope, filters, options);
}

export async function overviewOf(
  ctx: AppContext,
  scope: AnalyticsScope,
  filters: GlobalFilters,
  options: ReadOptions = {},
): Promise<AnalyticsOverview> {
  const period = periodOf(filters, options.now);
  const { current, previous } = rangeOf(period);
  const granularity = granularityOf(period.days);
  const segmentRollup = !options.forceOrders && rollupCovers(filters, 'segment');
  const productRollup = !options.forceOrders && rollupCovers(filters, 'product');
  const source: AnalyticsSource = segmentRollup && productRollup ? 'rollup' : 'orders';

  const [totals, active, joined, series, products, cities] = await Promise.all([
    segmentRollup
      ? repo.rollupTotals(ctx.db, scope, current, previous, filters)
      : repo.orderTotals(ctx.db, scope, current, previous, filters),
    repo.activeBuyers(ctx.db, scope, current, previous, filters),
    repo.newMembers(ctx.db, scope, current, previous, filters),
    segmentRollup
      ? repo.rollupBySegment(ctx.db, scope, current, filters, granularity)
      : repo.ordersBySegment(ctx.db, scope, current, filters, granularity),
    productRollup
      ? repo.rollupByProduct(ctx.db, scope, current, 'product', OVERVIEW_TOP)
      : repo.ordersByProduct(ctx.db, scope, current, filters, 'product', OVERVIEW_TOP),
    segmentRollup
      ? repo.rollupBySegment(ctx.db, scope, current, filters, 'city')
      : repo.ordersBySegment(ctx.db, scope, current, filters, 'city'),
  ]);

  const byBucket = new Map(series.map((r) => [r.key, r]));
  const c = totals.current;
  const p = totals.previous;
  return {
    source,
    period,
    granularity,
    figures: {
      revenue: figure(c.revenue, p.revenue),
      net: figure(c.net, p.net),
      orders: figure(c.orders, p.orders),
      averageBasket: figure(averageBasket(c.revenue, c.orders), averageBasket(p.revenue, p.orders)),
      items: figure(c.items, p.items),
      activeMembers: figure(active.current, active.previous),
      newMembers: figure(joined.current, joined.previous),
    },
    series: bucketsOf(period.from, period.to, granularity).map((bucket) => {
      const r = byBucket.get(bucket);
      return { bucket, revenue: r?.revenue ?? 0, net: r?.net ?? 0, orders: r?.orders ?? 0 };
    }),
    topProducts: products.map((r) => ({
      productId: r.key ?? '',
      name: r.label ?? '',
      revenue: r.revenue,
      quantity: r.quantity,
      orders: r.orders,
    })),
    topCities: cities
      .sort((a, b) => b.revenue - a.revenue || (a.key ?? '').localeCompare(b.key ?? '', 'tr'))
      .slice(0, OVERVIEW_TOP)
      .map((r) => ({ city: r.key ?? '', revenue: r.revenue, orders: r.orders })),
  };
}

function labelOf(dimension: SalesDimension, key: string, name: string | null): string {
  if (dimension === 'product') return name ?? key;
  if (dimension === 'category') return key === NO_CATEGORY ? ANALYTICS_EXPORT_WORDS.noCategory : (name ?? key);
  if (dimension === 'role') return ROLE_LABELS[key as Role] ?? key;
  if (isTimeDimension(dimension)) return bucketLabel(key, dimension);
  return key;
}

/** Sales by one dimension: time in order, everything else by revenue. */
export async function salesBy(
  ctx: AppContext,
  member: Member,
  filters: GlobalFilters,
  dimension: SalesDimension,
  options: ReadOptions = {},
): Promise<SalesByDimension> {
  const scope = analyticsScope(member);
  const period = periodOf(filters, options.now);
  const range = { from: period.from, to: period.to };
  const byProduct = dimension === 'product' || dimension === 'category';
  const rollup = !options.forceOrders && rollupCovers(filters, byProduct ? 'product' : 'segment');
  const rows = byProduct
    ? rollup
      ? await repo.rollupByProduct(ctx.db, scope, range, dimension)
      : await repo.ordersByProduct(ctx.db, scope, range, filters, dimension)
    : rollup
      ? await repo.rollupBySegment(ctx.db, scope, range, filters, dimension)
      : await repo.ordersBySegment(ctx.db, scope, range, filters, dimension);

  const whole = rows.reduce((s, r) => s + r.revenue, 0);
  const out = rows.map((r) => {
    const key = r.key ?? '';
    return {
      key,
      label: labelOf(dimension, key, r.label),
      revenue: r.revenue,
      net: r.net,
      orders: r.orders,
      quantity: r.quantity,
      shareBp: shareBasisPoints(r.revenue, whole),
    };
  });
  if (isTimeDimension(dimension)) out.sort((a, b) => a.key.localeCompare(b.key));
  else out.sort((a, b) => b.revenue - a.revenue || a.label.localeCompare(b.label, 'tr'));
  return {
    source: rollup ? 'rollup' : 'orders',
    period,
    dimension,
    rows: out,
    totals: {
      revenue: whole,
      net: out.reduce((s, r) => s + r.net, 0),
      orders: out.reduce((s, r) => s + r.orders, 0),
      quantity: out.reduce((s, r) => s + r.quantity, 0),
    },
  };
}

/** A bar's value checked against its dimension; the days it covers within the period. */
async function barOf(ctx: AppContext, dimension: SalesDimension, value: string, period: Period) {
  let range = { from: period.from, to: period.to };
  let name: string | null = null;
  if (dimension === 'product' || (dimension === 'category' && value !== NO_CATEGORY)) {
    if (!UUID.test(value)) throw new AppError('VALIDATION_ERROR');
    name = await repo.nameOf(ctx.db, dimension, value);
    if (name === null) throw new AppError('VALIDATION_ERROR');
  } else if (dimension === 'city') {
    if (!CITY_NAMES.has(value)) throw new AppError('VALIDATION_ERROR');
  } else if (dimension === 'role') {
    if (!(ROLES as readonly string[]).includes(value)) throw new AppError('VALIDATION_ERROR');
  } else if (isTimeDimension(dimension)) {
    if (!isBucketStart(value, dimension)) throw new AppError('VALIDATION_ERROR');
    range = bucketWithin(value, dimension, period);
  }
  return { range, label: labelOf(dimension, value, name), sql: repo.drillSql(dimension, value, range) };
}

function toOrder(r: repo.DrillRow): SalesOrder {
  return {
    id: r.id,
    number: r.number,
    createdAt: new Date(r.created_at).toISOString(),
    buyerName: r.buyer_name,
    city: r.city,
    status: r.status as OrderStatus,
    total: Number(r.total),
  };
}

/** The orders behind one bar, within scope and filters, a page at a time. */
export async function salesOrders(
  ctx: AppContext,
  member: Member,
  filters: GlobalFilters,
  q: { dimension: SalesDimension; value: string; page: number },
  options: ReadOptions = {},
): Promise<SalesOrders> {
  const scope = analyticsScope(member);
  const period = periodOf(filters, options.now);
  const bar = await barOf(ctx, q.dimension, q.value, period);
  const rows =
    bar.range.from > bar.range.to
      ? []
      : await repo.drillOrders(
          ctx.db,
          scope,
          bar.range,
          filters,
          bar.sql,
          DRILL_PAGE_SIZE,
          (q.page - 1) * DRILL_PAGE_SIZE,
        );
  return {
    dimension: q.dimension,
    value: q.value,
    label: bar.label,
    period,
    rows: rows.map(toOrder),
    total: rows[0]?.count ?? 0,
    totalRevenue: Number(rows[0]?.revenue ?? 0),
    page: q.page,
    pageSize: DRILL_PAGE_SIZE,
  };
}

const H = ANALYTICS_EXPORT_WORDS.headers;

export function salesExportColumns(
  dimension: SalesDimension,
  dimensionLabel: string,
): ExportColumn<SalesByDimension['rows'][number]>[] {
  return [
    { header: dimensionLabel, kind: 'text', value: (r) => r.label, width: 32 },
    { header: H.revenue, kind: 'money', value: (r) => r.revenue, width: 18 },
    { header: H.net, kind: 'money', value: (r) => r.net, width: 18 },
    { header: H.orders, kind: 'integer', value: (r) => r.orders },
    { header: H.quantity, kind: 'integer', value: (r) => r.quantity },
    { header: H.share, kind: 'percent', value: (r) => r.shareBp },
    ...(isTimeDimension(dimension)
      ? [{ header: H.date, kind: 'day' as const, value: (r: { key: string }) => r.key }]
      : []),
  ];
}

export const SALES_ORDER_COLUMNS: ExportColumn<SalesOrder>[] = [
  { header: H.number, kind: 'text', value: (r) => r.number, width: 20 },
  { header: H.date, kind: 'dateTime', value: (r) => r.createdAt, width: 18 },
  { header: H.buyer, kind: 'text', value: (r) => r.buyerName, width: 28 },
  { header: H.city, kind: 'text', value: (r) => r.city, width: 16 },
  { header: H.status, kind: 'text', value: (r) => ORDER_STATUS_LABELS[r.status] ?? r.status, width: 18 },
  { header: H.total, kind: 'money', value: (r) => r.total, width: 16 },
];

/** Every order behind a bar, in batches by keyset (an export streams them). */
export async function* salesOrdersBatches(
  ctx: AppContext,
  member: Member,
  filters: GlobalFilters,
  q: { dimension: SalesDimension; value: string },
): AsyncGenerator<SalesOrder[]> {
  const scope = analyticsScope(member);
  const period = periodOf(filters);
  const bar = await barOf(ctx, q.dimension, q.value, period);
  if (bar.range.from > bar.range.to) return;
  let after: { createdAt: string; id: string } | null = null;
  let sent = 0;
  const batch = 1_000;
  while (sent < ANALYTICS_EXPORT_LIMIT) {
    const rows = await repo.drillOrdersAfter(ctx.db, scope, bar.range, filters, bar.sql, after, batch);
    if (rows.length === 0) return;
    const out = rows.map(toOrder);
    yield out;
    sent += out.length;
    const last = rows[rows.length - 1] as repo.DrillRow;
    after = { createdAt: new Date(last.created_at).toISOString(), id: last.id };
    if (rows.length < batch) return;
  }
}

/** The drill-down's bar checked before an export starts (a bad value is a 400, not a broken file). */
export async function checkBar(ctx: AppContext, filters: GlobalFilters, dimension: SalesDimension, value: string) {
  await barOf(ctx, dimension, value, periodOf(filters));
}

/** The seller's business figures of the last 30 days for the home page (rollups only, no filters). */
export async function homeFigures(ctx: AppContext, member: Member, now = new Date()) {
  const scope = analyticsScope(member);
  const filters: GlobalFilters = { cities: [], districts: [], regions: [], roles: [], statuses: [] };
  const period = periodOf(filters, now);
  const { current, previous } = rangeOf(period);
  const [totals, active] = await Promise.all([
    repo.rollupTotals(ctx.db, scope, current, previous, filters),
    repo.activeBuyers(ctx.db, scope, current, previous, filters),
  ]);
  const c = totals.current;
  const p = totals.previous;
  return {
    period,
    revenue: figure(c.revenue, p.revenue),
    orders: figure(c.orders, p.orders),
    averageBasket: figure(averageBasket(c.revenue, c.orders), averageBasket(p.revenue, p.orders)),
    activeMembers: figure(active.current, active.previous),
  };
}

/** Of the connected members, those on the path of the order's buyer (its ancestors and itself). */
export async function salesChangedAudience(ctx: AppContext, payload: unknown, userIds: string[]) {
  const buyerId = (payload as { buyerId?: unknown } | null)?.buyerId;
  if (typeof buyerId !== 'string' || !UUID.test(buyerId) || userIds.length === 0) return [];
  const path = await repo.pathOf(ctx.db, buyerId);
  if (!path) return [];
  const onPath = new Set(path.split('/').filter(Boolean));
  return userIds
    .filter((id) => onPath.has(id))
    .map((userId) => ({ userId, type: SALES_CHANGED_EVENT, payload: { buyerId } }));
}
