import { type DbOrTx, queryRows } from '@portal/db/client';
import type { PerformanceSort } from '@portal/shared/analytics-performance';
import type { Role } from '@portal/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { AnalyticsScope } from './analytics-scope.repository';

/**
 * Performance rankings (decision 053): one statement per page. The members of a level under the
 * caller's path come from profiles_role_path_idx; their teams' figures are their own rows in the
 * rollups, read per member through the primary keys (scope_id, day …) by lateral subqueries, which
 * keep the planner's row estimates at the number of members (joined aggregates made them explode
 * and switched JIT on, seconds of it); the active rate from analytics_scope_active_monthly. One
 * statement per page, no raw order read.
 */

export interface MemberSelection {
  /** Members of one role in the scope (the caller itself left out), or one member's children. */
  level?: Role;
  parentId?: string;
  /** One member (the drill-down's own figures). */
  id?: string;
  scope: AnalyticsScope;
  cities: string[];
  statuses: ('active' | 'inactive')[];
  search?: string;
}

export interface Range {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  monthFrom: string;
  monthTo: string;
}

export interface RankingRow {
  id: string;
  name: string;
  seller_no: string;
  role: Role;
  city: string | null;
  is_active: boolean;
  team_size: number;
  orders: string | number;
  sales: string | number;
  net: string | number;
  previous_sales: string | number;
  active_months: string | number;
  growth_bp: string | number | null;
  rank: string | number;
  total: string | number;
  total_sales: string | number;
  total_orders: string | number;
  total_previous: string | number;
}

function membersSql(s: MemberSelection): SQL {
  const where: SQL[] = [sql`p.is_deleted = false`];
  if (s.level) where.push(sql`p.role = ${s.level}`);
  if (s.parentId) where.push(sql`p.parent_id = ${s.parentId}::uuid`);
  if (s.id) where.push(sql`p.id = ${s.id}::uuid`);
  if (s.scope.kind === 'subtree') {
    where.push(sql`p.path like ${`${s.scope.path}%`}`);
    if (!s.id) where.push(sql`p.id <> ${s.scope.memberId}::uuid`);
  }
  if (s.cities.length > 0)
    where.push(
      sql`p.city in (${sql.join(
        s.cities.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (s.statuses.length === 1) where.push(sql`p.is_active = ${s.statuses[0] === 'active'}`);
  if (s.search) {
    const q = `%${s.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(p.name) like ${q} or lower(p.seller_no) like ${q})`);
  }
  return sql`select p.id, p.name, p.seller_no, p.role, p.city, p.is_active, p.network_size + 1 as team_size
    from profiles p where ${sql.join(where, sql` and `)}`;
}

const METRIC: Record<PerformanceSort, string> = {
  sales: 'sales',
  growth: 'growth_bp',
  activeRate: 'active_rate',
  averageBasket: 'average_basket',
  orders: 'orders',
};

export async function ranking(
  db: DbOrTx,
  s: MemberSelection,
  range: Range,
  o: { sort: PerformanceSort; months: number; salesMin?: number; salesMax?: number; limit: number; offset: number },
): Promise<RankingRow[]> {
  const metric = sql.raw(METRIC[o.sort]);
  const bounds: SQL[] = [sql`true`];
  if (o.salesMin !== undefined) bounds.push(sql`sales >= ${o.salesMin}`);
  if (o.salesMax !== undefined) bounds.push(sql`sales <= ${o.salesMax}`);
  return queryRows<RankingRow>(
    db,
    sql`
    with m as materialized (${membersSql(s)}),
    r as (
      select m.*, c.orders, c.sales, c.net, p.previous_sales, a.active_months
      from m
      cross join lateral (
        select coalesce(sum(d.orders), 0)::bigint as orders, coalesce(sum(d.revenue), 0)::bigint as sales,
               coalesce(sum(d.net), 0)::bigint as net
        from analytics_scope_daily d
        where d.scope_id = m.id and d.day between ${range.from}::date and ${range.to}::date) c
      cross join lateral (
        select coalesce(sum(d.revenue), 0)::bigint as previous_sales
        from analytics_scope_daily d
        where d.scope_id = m.id and d.day between ${range.previousFrom}::date and ${range.previousTo}::date) p
      cross join lateral (
        select coalesce(sum(x.active_buyers), 0)::bigint as active_months
        from analytics_scope_active_monthly x
        where x.scope_id = m.id and x.month between ${range.monthFrom}::date and ${range.monthTo}::date) a),
    k as (
      select r.*,
        case when previous_sales = 0 then case when sales = 0 then 0 end
             else round((sales - previous_sales) * 10000.0 / previous_sales) end as growth_bp,
        case when orders > 0 then round(sales::numeric / orders) else 0 end as average_basket,
        least(10000, round(active_months * 10000.0 / ${o.months} / greatest(team_size, 1))) as active_rate
      from r where ${sql.join(bounds, sql` and `)})
    select k.*, rank() over (order by ${metric} desc nulls last) as rank, count(*) over () as total,
      sum(sales) over () as total_sales, sum(orders) over () as total_orders, sum(previous_sales) over () as total_previous
    from k
    order by ${metric} desc nulls last, sales desc, name, id
    limit ${o.limit} offset ${o.offset}`,
  );
}

/** One member in the scope (or none): the drill-down's gate. */
export async function memberInScope(db: DbOrTx, id: string, scope: AnalyticsScope) {
  const rows = await queryRows<{ id: string }>(
    db,
    scope.kind === 'all'
      ? sql`select id from profiles where id = ${id}::uuid and is_deleted = false`
      : sql`select id from profiles where id = ${id}::uuid and is_deleted = false and path like ${`${scope.path}%`}`,
  );
  return rows[0] ?? null;
}

export interface SeriesRow {
  month: string;
  sales: string | number;
  orders: string | number;
  active_buyers: string | number;
}

/** A member's team per month: sales and orders from the daily rows, active buyers per month. */
export async function monthlySeries(db: DbOrTx, id: string, monthFrom: string, to: string) {
  return queryRows<SeriesRow>(
    db,
    sql`
    with months as (select generate_series(${monthFrom}::date, date_trunc('month', ${to}::date), interval '1 month')::date as month),
    s as (
      select date_trunc('month', d.day)::date as month, sum(d.revenue)::bigint as sales, sum(d.orders)::bigint as orders
      from analytics_scope_daily d
      where d.scope_id = ${id}::uuid and d.day between ${monthFrom}::date and ${to}::date
      group by 1)
    select to_char(months.month, 'YYYY-MM-DD') as month, coalesce(s.sales, 0) as sales, coalesce(s.orders, 0) as orders,
           coalesce(a.active_buyers, 0) as active_buyers
    from months left join s on s.month = months.month
    left join analytics_scope_active_monthly a on a.scope_id = ${id}::uuid and a.month = months.month
    order by months.month`,
  );
}

export interface TopProductRow {
  product_id: string;
  name: string;
  quantity: string | number;
  orders: string | number;
  sales: string | number;
}

export async function topProducts(db: DbOrTx, id: string, from: string, to: string, limit: number) {
  return queryRows<TopProductRow>(
    db,
    sql`
    select d.product_id, pr.name, sum(d.quantity)::bigint as quantity, sum(d.orders)::bigint as orders,
           sum(d.revenue)::bigint as sales
    from analytics_scope_product_daily d join products pr on pr.id = d.product_id
    where d.scope_id = ${id}::uuid and d.day between ${from}::date and ${to}::date
    group by d.product_id, pr.name
    having sum(d.revenue) <> 0 or sum(d.quantity) <> 0
    order by sales desc, pr.name, d.product_id
    limit ${limit}`,
  );
}

export interface ReportRow {
  id: string;
  name: string;
  seller_no: string;
  city: string | null;
  cells: { s: number | string; o: number | string }[];
  sales: string | number;
  orders: string | number;
  total: string | number;
  /** Per period totals over every member of the level, as JSON. */
  all_cells: { s: number | string; o: number | string }[];
  all_sales: string | number;
  all_orders: string | number;
}

/** The same members over several periods: one row per member with a cell per period. */
export async function periodReport(
  db: DbOrTx,
  s: MemberSelection,
  periods: { from: string; to: string }[],
  o: { limit: number; offset: number },
): Promise<ReportRow[]> {
  const first = periods[0]!.from;
  const last = periods[periods.length - 1]!.to;
  const values = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.from}::date, ${p.to}::date)`),
    sql`, `,
  );
  return queryRows<ReportRow>(
    db,
    sql`
    with m as materialized (${membersSql(s)}),
    per(i, f, t) as (values ${values}),
    agg as (
      select d.scope_id, per.i, sum(d.revenue)::bigint as s, sum(d.orders)::bigint as o
      from analytics_scope_daily d join per on d.day between per.f and per.t
      where d.scope_id in (select id from m) and d.day between ${first}::date and ${last}::date
      group by d.scope_id, per.i),
    grid as (
      select m.id, per.i, coalesce(agg.s, 0) as s, coalesce(agg.o, 0) as o
      from m cross join per left join agg on agg.scope_id = m.id and agg.i = per.i),
    rowsum as (
      select grid.id, json_agg(json_build_object('s', grid.s, 'o', grid.o) order by grid.i) as cells,
             sum(grid.s) as sales, sum(grid.o) as orders
      from grid group by grid.id),
    colsum as (
      select json_agg(json_build_object('s', c.s, 'o', c.o) order by c.i) as all_cells,
             sum(c.s) as all_sales, sum(c.o) as all_orders
      from (select i, sum(s) as s, sum(o) as o from grid group by i) c)
    select m.id, m.name, m.seller_no, m.city, rowsum.cells, rowsum.sales, rowsum.orders, count(*) over () as total,
           colsum.all_cells, colsum.all_sales, colsum.all_orders
    from m join rowsum on rowsum.id = m.id cross join colsum
    order by rowsum.sales desc, m.name, m.id
    limit ${o.limit} offset ${o.offset}`,
  );
}
