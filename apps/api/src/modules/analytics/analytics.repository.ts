import { type DbOrTx, queryRows } from '@portal/db/client';
import { effectiveCities, type GlobalFilters } from '@portal/shared/analytics-filters';
import type { Granularity, SalesDimension } from '@portal/shared/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { type AnalyticsScope, scopeBuyerPathSql, scopeRowsSql } from './analytics-scope.repository';

/**
 * Sales analytics reads. Two sources give the same answers (the API tests compare them):
 * - the rollups (migration 0018), a few rows per scope and day, for dates, delivery cities and
 *   buyer roles;
 * - the counted orders themselves, within the caller's subtree by the buyer's path, for the
 *   filters the rollups do not carry (districts, search, member status, sales and commission
 *   ranges) and for the orders behind a bar.
 */

export interface DayRange {
  from: string;
  to: string;
}

const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
const dayEnd = (day: string) => sql`(((${day}::date) + 1)::timestamp at time zone 'Europe/Istanbul')`;
const contains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const list = (values: readonly (string | boolean)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const num = (v: unknown) => Number(v ?? 0);

/** The filters the segment rollup carries: delivery cities (regions as cities) and buyer roles. */
function segmentFilterSql(filters: GlobalFilters, alias: 'r' | 'o'): SQL[] {
  const where: SQL[] = [];
  const cities = effectiveCities(filters);
  const city = alias === 'r' ? sql.raw('r.city') : sql.raw('o.shipping_city');
  if (cities.length > 0) where.push(sql`${city} in (${list(cities)})`);
  if (filters.roles.length > 0) where.push(sql`${sql.raw(`${alias}.buyer_role`)} in (${list(filters.roles)})`);
  return where;
}

/**
 * The counted orders of the scope in a range under every filter, as `o` (orders) and `b` (buyer):
 * the WHERE clause of every raw read.
 */
export function ordersWhereSql(scope: AnalyticsScope, range: DayRange, filters: GlobalFilters): SQL {
  const where: SQL[] = [
    sql`analytics_counted(o.status)`,
    sql`o.created_at >= ${dayStart(range.from)}`,
    sql`o.created_at < ${dayEnd(range.to)}`,
    scopeBuyerPathSql(scope, sql`b.path`),
    ...segmentFilterSql(filters, 'o'),
  ];
  if (filters.districts.length > 0) where.push(sql`o.shipping_address->>'district' in (${list(filters.districts)})`);
  if (filters.statuses.length > 0) {
    where.push(sql`b.is_active in (${list(filters.statuses.map((s) => s === 'active'))})`);
  }
  if (filters.search) {
    const like = contains(filters.search);
    where.push(sql`(o.number ilike ${like} or b.name ilike ${like} or b.seller_no ilike ${like})`);
  }
  if (filters.salesMin !== undefined) where.push(sql`o.total >= ${filters.salesMin}`);
  if (filters.salesMax !== undefined) where.push(sql`o.total <= ${filters.salesMax}`);
  if (filters.commissionMin !== undefined || filters.commissionMax !== undefined) {
    const commission = sql`(select coalesce(sum(c.amount), 0) from commission_lines c
      where c.order_id = o.id and c.entry = 'commission' and c.status <> 'cancelled')`;
    if (filters.commissionMin !== undefined) where.push(sql`${commission} >= ${filters.commissionMin}`);
    if (filters.commissionMax !== undefined) where.push(sql`${commission} <= ${filters.commissionMax}`);
  }
  return sql.join(where, sql` and `);
}

const ORDER_ITEMS = sql`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id)`;
const ORDER_DAY = sql`((o.created_at at time zone 'Europe/Istanbul')::date)`;

export interface Totals {
  orders: number;
  items: number;
  revenue: number;
  net: number;
}
export interface TotalsPair {
  current: Totals;
  previous: Totals;
}

function pairOf(row: Record<string, unknown> | undefined): TotalsPair {
  const t = (p: string): Totals => ({
    orders: num(row?.[`${p}_orders`]),
    items: num(row?.[`${p}_items`]),
    revenue: num(row?.[`${p}_revenue`]),
    net: num(row?.[`${p}_net`]),
  });
  return { current: t('c'), previous: t('p') };
}

const pairColumns = (dayCol: SQL, current: DayRange, items: SQL, revenue: SQL, net: SQL, orders: SQL) => {
  const inCur = sql`${dayCol} between ${current.from}::date and ${current.to}::date`;
  const inPrev = sql`not (${inCur})`;
  return sql`coalesce(sum(${orders}) filter (where ${inCur}), 0)::bigint as c_orders,
    coalesce(sum(${items}) filter (where ${inCur}), 0)::bigint as c_items,
    coalesce(sum(${revenue}) filter (where ${inCur}), 0)::bigint as c_revenue,
    coalesce(sum(${net}) filter (where ${inCur}), 0)::bigint as c_net,
    coalesce(sum(${orders}) filter (where ${inPrev}), 0)::bigint as p_orders,
    coalesce(sum(${items}) filter (where ${inPrev}), 0)::bigint as p_items,
    coalesce(sum(${revenue}) filter (where ${inPrev}), 0)::bigint as p_revenue,
    coalesce(sum(${net}) filter (where ${inPrev}), 0)::bigint as p_net`;
};

/** Totals of the period and the one before, from the rollups (the segment rollup when cities or roles are chosen). */
export async function rollupTotals(
  db: DbOrTx,
  scope: AnalyticsScope,
  current: DayRange,
  previous: DayRange,
  filters: GlobalFilters,
): Promise<TotalsPair> {
  const segment = segmentFilterSql(filters, 'r');
  const table = segment.length > 0 ? sql.raw('analytics_scope_segment_daily') : sql.raw('analytics_scope_daily');
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${pairColumns(sql`r.day`, current, sql`r.items`, sql`r.revenue`, sql`r.net`, sql`r.orders`)}
        from ${table} r
        where ${scopeRowsSql(scope, sql`r.scope_id`)} and r.day between ${previous.from}::date and ${current.to}::date
        ${segment.length > 0 ? sql`and ${sql.join(segment, sql` and `)}` : sql``}`,
  );
  return pairOf(row);
}

/** The same totals counted from the orders. */
export async function orderTotals(
  db: DbOrTx,
  scope: AnalyticsScope,
  current: DayRange,
  previous: DayRange,
  filters: GlobalFilters,
): Promise<TotalsPair> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${pairColumns(sql`o.day`, current, sql`o.items`, sql`o.total`, sql`o.subtotal`, sql`1`)}
        from (select o.total, o.subtotal, ${ORDER_DAY} as day, ${ORDER_ITEMS} as items
              from orders o join profiles b on b.id = o.buyer_id
              where ${ordersWhereSql(scope, { from: previous.from, to: current.to }, filters)}) o`,
  );
  return pairOf(row);
}

/** Distinct buyers of the period and the one before (a member active in both counts in both). */
export async function activeBuyers(
  db: DbOrTx,
  scope: AnalyticsScope,
  current: DayRange,
  previous: DayRange,
  filters: GlobalFilters,
) {
  // The buyer's profile is read only when something asks about it (the subtree, a status, a name):
  // the admin's count over the whole network reads the orders alone.
  const buyer =
    scope.kind !== 'all' || filters.statuses.length > 0 || filters.search
      ? sql`join profiles b on b.id = o.buyer_id`
      : sql``;
  const [row] = await queryRows<{ c: number; p: number }>(
    db,
    sql`select count(distinct o.buyer_id) filter (where o.created_at >= ${dayStart(current.from)})::int as c,
               count(distinct o.buyer_id) filter (where o.created_at < ${dayStart(current.from)})::int as p
        from orders o ${buyer}
        where ${ordersWhereSql(scope, { from: previous.from, to: current.to }, filters)}`,
  );
  return { current: num(row?.c), previous: num(row?.p) };
}

/** Members who joined the scope's subtree (itself left out) in the period and the one before. */
export async function newMembers(
  db: DbOrTx,
  scope: AnalyticsScope,
  current: DayRange,
  previous: DayRange,
  filters: GlobalFilters,
) {
  const where: SQL[] = [
    sql`not m.is_deleted`,
    sql`m.created_at >= ${dayStart(previous.from)}`,
    sql`m.created_at < ${dayEnd(current.to)}`,
  ];
  if (scope.kind === 'subtree') where.push(sql`m.path like ${`${scope.path}%`}`, sql`m.id <> ${scope.memberId}::uuid`);
  const cities = effectiveCities(filters);
  if (cities.length > 0) where.push(sql`m.city in (${list(cities)})`);
  if (filters.districts.length > 0) where.push(sql`m.district in (${list(filters.districts)})`);
  if (filters.roles.length > 0) where.push(sql`m.role in (${list(filters.roles)})`);
  if (filters.statuses.length > 0)
    where.push(sql`m.is_active in (${list(filters.statuses.map((s) => s === 'active'))})`);
  if (filters.search) where.push(sql`(m.name ilike ${contains(filters.search)})`);
  const [row] = await queryRows<{ c: number; p: number }>(
    db,
    sql`select count(*) filter (where m.created_at >= ${dayStart(current.from)})::int as c,
               count(*) filter (where m.created_at < ${dayStart(current.from)})::int as p
        from profiles m where ${sql.join(where, sql` and `)}`,
  );
  return { current: num(row?.c), previous: num(row?.p) };
}

export interface GroupRow {
  key: string | null;
  label: string | null;
  orders: number;
  quantity: number;
  revenue: number;
  net: number;
}

function groupRows(rows: Record<string, unknown>[]): GroupRow[] {
  return rows.map((r) => ({
    key: r.key === null || r.key === undefined ? null : String(r.key),
    label: r.label === null || r.label === undefined ? null : String(r.label),
    orders: num(r.orders),
    quantity: num(r.quantity),
    revenue: num(r.revenue),
    net: num(r.net),
  }));
}

/** Group keys of the segment dimensions, on a rollup row (`r`) or an order (`o`). */
function segmentKey(dimension: 'city' | 'role' | Granularity, alias: 'r' | 'o'): SQL {
  if (dimension === 'city') return alias === 'r' ? sql`r.city` : sql`o.shipping_city`;
  if (dimension === 'role') return sql.raw(`${alias}.buyer_role`);
  const day = alias === 'r' ? sql`r.day` : ORDER_DAY;
  return dimension === 'day'
    ? sql`to_char(${day}, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc(${dimension}, ${day}), 'YYYY-MM-DD')`;
}

/** Sales by city, role or time bucket from the rollups. */
export async function rollupBySegment(
  db: DbOrTx,
  scope: AnalyticsScope,
  range: DayRange,
  filters: GlobalFilters,
  dimension: 'city' | 'role' | Granularity,
): Promise<GroupRow[]> {
  const segment = segmentFilterSql(filters, 'r');
  const needsSegment = segment.length > 0 || dimension === 'city' || dimension === 'role';
  const table = needsSegment ? sql.raw('analytics_scope_segment_daily') : sql.raw('analytics_scope_daily');
  const key = segmentKey(dimension, 'r');
  return groupRows(
    await queryRows(
      db,
      sql`select ${key} as key, null as label, sum(r.orders)::bigint as orders, sum(r.items)::bigint as quantity,
                 sum(r.revenue)::bigint as revenue, sum(r.net)::bigint as net
          from ${table} r
          where ${scopeRowsSql(scope, sql`r.scope_id`)} and r.day between ${range.from}::date and ${range.to}::date
          ${segment.length > 0 ? sql`and ${sql.join(segment, sql` and `)}` : sql``}
          group by 1 having sum(r.orders) <> 0`,
    ),
  );
}

/** The same from the orders. */
export async function ordersBySegment(
  db: DbOrTx,
  scope: AnalyticsScope,
  range: DayRange,
  filters: GlobalFilters,
  dimension: 'city' | 'role' | Granularity,
): Promise<GroupRow[]> {
  return groupRows(
    await queryRows(
      db,
      sql`select ${segmentKey(dimension, 'o')} as key, null as label, count(*)::bigint as orders,
                 sum(${ORDER_ITEMS})::bigint as quantity, sum(o.total)::bigint as revenue, sum(o.subtotal)::bigint as net
          from orders o join profiles b on b.id = o.buyer_id
          where ${ordersWhereSql(scope, range, filters)}
          group by 1`,
    ),
  );
}

/** Sales by product or category from the product rollup (dates only). */
export async function rollupByProduct(
  db: DbOrTx,
  scope: AnalyticsScope,
  range: DayRange,
  dimension: 'product' | 'category',
  limit?: number,
): Promise<GroupRow[]> {
  const byProduct = dimension === 'product';
  return groupRows(
    await queryRows(
      db,
      sql`select ${byProduct ? sql`p.id::text` : sql`coalesce(p.category_id::text, 'none')`} as key,
                 ${byProduct ? sql`min(p.name)` : sql`min(c.name)`} as label,
                 sum(r.orders)::bigint as orders, sum(r.quantity)::bigint as quantity,
                 sum(r.revenue)::bigint as revenue, sum(r.net)::bigint as net
          from analytics_scope_product_daily r
          join products p on p.id = r.product_id
          left join categories c on c.id = p.category_id
          where ${scopeRowsSql(scope, sql`r.scope_id`)} and r.day between ${range.from}::date and ${range.to}::date
          group by 1 having sum(r.orders) <> 0
          order by revenue desc, key
          ${limit ? sql`limit ${limit}` : sql``}`,
    ),
  );
}

/** The same from the orders' lines (an order counts once per product, as in the rollup). */
export async function ordersByProduct(
  db: DbOrTx,
  scope: AnalyticsScope,
  range: DayRange,
  filters: GlobalFilters,
  dimension: 'product' | 'category',
  limit?: number,
): Promise<GroupRow[]> {
  const byProduct = dimension === 'product';
  return groupRows(
    await queryRows(
      db,
      sql`select ${byProduct ? sql`l.product_id::text` : sql`coalesce(p.category_id::text, 'none')`} as key,
                 ${byProduct ? sql`min(p.name)` : sql`min(c.name)`} as label,
                 count(distinct (o.id, l.product_id))::bigint as orders, sum(l.quantity)::bigint as quantity,
                 sum(l.total_amount)::bigint as revenue, sum(l.net_amount)::bigint as net
          from orders o join profiles b on b.id = o.buyer_id
          join order_lines l on l.order_id = o.id
          join products p on p.id = l.product_id
          left join categories c on c.id = p.category_id
          where ${ordersWhereSql(scope, range, filters)}
          group by 1
          order by revenue desc, key
          ${limit ? sql`limit ${limit}` : sql``}`,
    ),
  );
}

/** What one bar means on an order. */
export function drillSql(dimension: SalesDimension, value: string, range: DayRange): SQL {
  switch (dimension) {
    case 'product':
      return sql`exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${value}::uuid)`;
    case 'category':
      return value === 'none'
        ? sql`exists (select 1 from order_lines l join products p on p.id = l.product_id where l.order_id = o.id and p.category_id is null)`
        : sql`exists (select 1 from order_lines l join products p on p.id = l.product_id where l.order_id = o.id and p.category_id = ${value}::uuid)`;
    case 'city':
      return sql`o.shipping_city = ${value}`;
    case 'role':
      return sql`o.buyer_role = ${value}`;
    default:
      return sql`o.created_at >= ${dayStart(range.from)} and o.created_at < ${dayEnd(range.to)}`;
  }
}

export interface DrillRow {
  id: string;
  number: string;
  created_at: Date | string;
  buyer_name: string;
  city: string;
  status: string;
  total: number | string;
  count: number;
  revenue: number | string;
}

/** One page of the orders behind a bar, newest first, with their count and sum. */
export async function drillOrders(
  db: DbOrTx,
  scope: AnalyticsScope,
  range: DayRange,
  filters: GlobalFilters,
  bar: SQL,
  limit: number,
  offset: number,
): Promise<DrillRow[]> {
  return queryRows<DrillRow>(
    db,
    sql`select o.id, o.number, o.created_at, b.name as buyer_name, o.shipping_city as city, o.status, o.total,
               (count(*) over ())::int as count, (sum(o.total) over ())::bigint as revenue
        from orders o join profiles b on b.id = o.buyer_id
        where ${ordersWhereSql(scope, range, filters)} and ${bar}
        order by o.created_at desc, o.id desc
        limit ${limit} offset ${offset}`,
  );
}

/** The orders behind a bar after a (created_at, id) cursor: an export's batches. */
export async function drillOrdersAfter(
  db: DbOrTx,
  scope: AnalyticsScope,
  range: DayRange,
  filters: GlobalFilters,
  bar: SQL,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<DrillRow[]> {
  return queryRows<DrillRow>(
    db,
    sql`select o.id, o.number, o.created_at, b.name as buyer_name, o.shipping_city as city, o.status, o.total,
               0 as count, 0 as revenue
        from orders o join profiles b on b.id = o.buyer_id
        where ${ordersWhereSql(scope, range, filters)} and ${bar}
        ${after ? sql`and (o.created_at, o.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
        order by o.created_at desc, o.id desc
        limit ${limit}`,
  );
}

/** Names of the ids a bar may carry: a product's or a category's. */
export async function nameOf(db: DbOrTx, dimension: 'product' | 'category', id: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(
    db,
    dimension === 'product'
      ? sql`select name from products where id = ${id}::uuid`
      : sql`select name from categories where id = ${id}::uuid`,
  );
  return row?.name ?? null;
}

/** A client's own: spending of this month (counted orders) and orders still open. */
export async function clientFigures(db: DbOrTx, memberId: string, month: string) {
  const [row] = await queryRows<{ spent: string | number; open: number }>(
    db,
    sql`select coalesce((select revenue from analytics_member_monthly where member_id = ${memberId}::uuid and month = ${month}::date), 0)::bigint as spent,
               (select count(*) from orders where buyer_id = ${memberId}::uuid
                  and status in ('pending_payment', 'paid', 'confirmed', 'preparing', 'shipped', 'return_requested'))::int as open`,
  );
  return { spentThisMonth: num(row?.spent), openOrders: num(row?.open) };
}

export async function pathOf(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await queryRows<{ path: string }>(db, sql`select path from profiles where id = ${memberId}::uuid`);
  return row?.path ?? null;
}
