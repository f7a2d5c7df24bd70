import { type DbOrTx, queryRows } from '@portal/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { type AnalyticsScope, scopeBuyerPathSql, scopeRowsSql } from '../analytics/analytics-scope.repository';

/**
 * What the insights read (decision 054): the sales rollups of the scope (migration 0018) for the
 * forecast and the anomalies, and the raw orders of the scope's buyers (through their path) for the
 * churn rhythm, the stock holders' demand and the products bought together. Days are Istanbul days.
 */

const inList = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`true`
    : sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
const dayEnd = (day: string) => sql`(((${day}::date) + 1)::timestamp at time zone 'Europe/Istanbul')`;

export interface DayRow {
  day: string;
  revenue: number | string;
  orders: number | string;
}

/** The scope's revenue and orders per day from `from` to `to` (days without sales are absent). */
export async function dailySales(db: DbOrTx, scope: AnalyticsScope, from: string, to: string, cities: string[]) {
  const query =
    cities.length === 0
      ? sql`select to_char(day, 'YYYY-MM-DD') as day, sum(revenue)::bigint as revenue, sum(orders)::int as orders
            from analytics_scope_daily
            where ${scopeRowsSql(scope)} and day between ${from}::date and ${to}::date
            group by day order by day`
      : sql`select to_char(day, 'YYYY-MM-DD') as day, sum(revenue)::bigint as revenue, sum(orders)::int as orders
            from analytics_scope_segment_daily
            where ${scopeRowsSql(scope)} and day between ${from}::date and ${to}::date and ${inList(sql.raw('city'), cities)}
            group by day order by day`;
  return queryRows<DayRow>(db, query);
}

/** Each city's revenue and orders per day (the delivery city). */
export async function citySales(db: DbOrTx, scope: AnalyticsScope, from: string, to: string, cities: string[]) {
  return queryRows<DayRow & { city: string }>(
    db,
    sql`select city, to_char(day, 'YYYY-MM-DD') as day, sum(revenue)::bigint as revenue, sum(orders)::int as orders
        from analytics_scope_segment_daily
        where ${scopeRowsSql(scope)} and day between ${from}::date and ${to}::date and ${inList(sql.raw('city'), cities)}
        group by city, day order by city, day`,
  );
}

/** Each product's revenue and orders per day. */
export async function productSales(db: DbOrTx, scope: AnalyticsScope, from: string, to: string) {
  return queryRows<DayRow & { product_id: string; product_name: string }>(
    db,
    sql`select d.product_id, p.name as product_name, to_char(d.day, 'YYYY-MM-DD') as day,
               sum(d.revenue)::bigint as revenue, sum(d.orders)::int as orders
        from analytics_scope_product_daily d
        join products p on p.id = d.product_id
        where ${scopeRowsSql(scope, sql.raw('d.scope_id'))} and d.day between ${from}::date and ${to}::date
        group by d.product_id, p.name, d.day order by d.product_id, d.day`,
  );
}

export interface BuyerRhythmRow {
  buyer_id: string;
  name: string;
  role: string;
  days: string[];
  revenue: number | string;
}

/**
 * The clients and dealers of the scope (the caller left out) with at least `minDays` days of
 * counted orders between `from` and `to`: their order days and what they spent.
 */
export async function buyerRhythms(
  db: DbOrTx,
  scope: AnalyticsScope,
  from: string,
  to: string,
  cities: string[],
  excludeId: string,
  minDays: number,
) {
  return queryRows<BuyerRhythmRow>(
    db,
    sql`select o.buyer_id, b.name, b.role,
               array_agg(distinct to_char((o.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD')) as days,
               sum(o.total)::bigint as revenue
        from orders o
        join profiles b on b.id = o.buyer_id
        where analytics_counted(o.status)
          and o.created_at >= ${dayStart(from)} and o.created_at < ${dayEnd(to)}
          and ${scopeBuyerPathSql(scope, sql.raw('b.path'))}
          and b.role in ('client', 'dealer') and not b.is_deleted and b.id <> ${excludeId}::uuid
          and ${inList(sql.raw('b.city'), cities)}
        group by o.buyer_id, b.name, b.role
        having count(distinct (o.created_at at time zone 'Europe/Istanbul')::date) >= ${minDays}`,
  );
}

export interface HolderStockRow {
  holder_id: string;
  holder_name: string;
  holder_role: string;
  product_id: string;
  product_name: string;
  saleable: number | string;
  demand: number | string;
}

/**
 * Every stock holder of the scope (itself included) and product it holds: saleable units
 * (on hand − reserved) and the units it supplied in counted orders between `from` and `to`.
 */
export async function holderStock(db: DbOrTx, scope: AnalyticsScope, from: string, to: string) {
  return queryRows<HolderStockRow>(
    db,
    sql`with holders as (
          select h.id from profiles h
          where h.role in ('admin', 'turkeyDistributor', 'cityDistributor') and not h.is_deleted
            and ${scopeBuyerPathSql(scope, sql.raw('h.path'))}
        ),
        demand as (
          select o.supplier_id, l.product_id, sum(l.quantity)::int as units
          from holders
          join orders o on o.supplier_id = holders.id
          join order_lines l on l.order_id = o.id
          where analytics_counted(o.status)
            and o.created_at >= ${dayStart(from)} and o.created_at < ${dayEnd(to)}
          group by o.supplier_id, l.product_id
        )
        select h.id as holder_id, h.name as holder_name, h.role as holder_role,
               s.product_id, p.name as product_name, (s.on_hand - s.reserved) as saleable,
               coalesce(d.units, 0) as demand
        from stock_levels s
        join profiles h on h.id = s.holder_id
        join products p on p.id = s.product_id
        left join demand d on d.supplier_id = s.holder_id and d.product_id = s.product_id
        where h.role in ('admin', 'turkeyDistributor', 'cityDistributor') and not h.is_deleted
          and ${scopeBuyerPathSql(scope, sql.raw('h.path'))}
        order by h.id, s.product_id`,
  );
}

/** How many stock holders the scope has (itself included). */
export async function holderCount(db: DbOrTx, scope: AnalyticsScope) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from profiles h
        where h.role in ('admin', 'turkeyDistributor', 'cityDistributor') and not h.is_deleted
          and ${scopeBuyerPathSql(scope, sql.raw('h.path'))}`,
  );
  return row?.n ?? 0;
}

export interface BasketCounts {
  orders: number;
  products: { product_id: string; name: string; orders: number }[];
  pairs: { a: string; b: string; together: number }[];
}

/** The counted orders of the scope between `from` and `to`: how many, per product, and per pair of products. */
export async function basketCounts(
  db: DbOrTx,
  scope: AnalyticsScope,
  from: string,
  to: string,
  cities: string[],
  minTogether: number,
): Promise<BasketCounts> {
  const baskets = sql`select distinct l.order_id, l.product_id
        from orders o
        join profiles b on b.id = o.buyer_id
        join order_lines l on l.order_id = o.id
        where analytics_counted(o.status)
          and o.created_at >= ${dayStart(from)} and o.created_at < ${dayEnd(to)}
          and ${scopeBuyerPathSql(scope, sql.raw('b.path'))}
          and ${inList(sql.raw('o.shipping_city'), cities)}`;
  const [products, pairs] = await Promise.all([
    queryRows<{ product_id: string | null; name: string | null; orders: number }>(
      db,
      sql`with baskets as (${baskets})
          select x.product_id, p.name, x.orders from (
            select product_id, count(*)::int as orders from baskets group by product_id
          ) x join products p on p.id = x.product_id
          union all
          select null, null, count(distinct order_id)::int from baskets`,
    ),
    queryRows<{ a: string; b: string; together: number }>(
      db,
      sql`with baskets as (${baskets})
          select x.product_id as a, y.product_id as b, count(*)::int as together
          from baskets x join baskets y on y.order_id = x.order_id and x.product_id < y.product_id
          group by x.product_id, y.product_id
          having count(*) >= ${minTogether}`,
    ),
  ]);
  const total = products.find((p) => p.product_id === null);
  return {
    orders: total?.orders ?? 0,
    products: products
      .filter((p): p is { product_id: string; name: string; orders: number } => p.product_id !== null)
      .map((p) => ({ product_id: p.product_id, name: p.name, orders: p.orders })),
    pairs,
  };
}
