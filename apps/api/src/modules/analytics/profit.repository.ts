import { type DbOrTx, queryRows } from '@portal/db/client';
import type { Role } from '@portal/shared/roles';
import { sql } from 'drizzle-orm';
import { rolePriceSql } from '../catalogue/catalogue.repository';

/**
 * Profit (decision 053). The admin's: the network's counted sales per product and day from
 * analytics_scope_product_daily (the roots' rows), against today's admin_cost_price. A
 * distributor's: the counted orders it supplied (orders_supplier_id_idx), their lines' net
 * against its own role's price today, VAT taken out when the price includes it. Only the cost
 * column of the caller's own basis is ever read.
 */
export interface ProfitLineRow {
  product_id: string;
  name: string;
  category: string | null;
  month: string;
  orders: string | number;
  quantity: string | number;
  revenue: string | number;
  net: string | number;
  cost: string | number;
  cost_known: boolean;
}

export async function adminProfitLines(db: DbOrTx, from: string, to: string): Promise<ProfitLineRow[]> {
  return queryRows<ProfitLineRow>(
    db,
    sql`
    with s as (
      select d.product_id, to_char(date_trunc('month', d.day), 'YYYY-MM-DD') as month, sum(d.orders)::bigint as orders,
             sum(d.quantity)::bigint as quantity, sum(d.revenue)::bigint as revenue, sum(d.net)::bigint as net
      from analytics_scope_product_daily d
      where d.scope_id in (select id from profiles where parent_id is null)
        and d.day between ${from}::date and ${to}::date
      group by 1, 2)
    select s.*, pr.name, c.name as category,
           s.quantity * coalesce(pp.admin_cost_price, 0) as cost, pp.admin_cost_price is not null as cost_known
    from s join products pr on pr.id = s.product_id
    left join categories c on c.id = pr.category_id
    left join product_prices pp on pp.product_id = s.product_id
    where s.quantity <> 0 or s.net <> 0`,
  );
}

export async function suppliedProfitLines(
  db: DbOrTx,
  supplierId: string,
  role: Role,
  from: string,
  to: string,
): Promise<ProfitLineRow[]> {
  const price = rolePriceSql(role);
  return queryRows<ProfitLineRow>(
    db,
    sql`
    with o as (
      select o.id, to_char(date_trunc('month', o.created_at at time zone 'Europe/Istanbul'), 'YYYY-MM-DD') as month
      from orders o
      where o.supplier_id = ${supplierId}::uuid and analytics_counted(o.status)
        and o.created_at >= (${from}::date::timestamp at time zone 'Europe/Istanbul')
        and o.created_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Istanbul')),
    s as (
      select l.product_id, o.month, count(distinct o.id)::bigint as orders, sum(l.quantity)::bigint as quantity,
             sum(l.total_amount)::bigint as revenue, sum(l.net_amount)::bigint as net
      from o join order_lines l on l.order_id = o.id
      group by 1, 2),
    own as (
      select product_prices.product_id, ${price} as price, product_prices.vat_rate_bp, product_prices.vat_included
      from product_prices where product_prices.product_id in (select product_id from s))
    select s.*, pr.name, c.name as category,
           s.quantity * coalesce(case when own.vat_included
             then round(own.price * 10000.0 / (10000 + own.vat_rate_bp)) else own.price end, 0)::bigint as cost,
           own.price is not null as cost_known
    from s join products pr on pr.id = s.product_id
    left join categories c on c.id = pr.category_id
    left join own on own.product_id = s.product_id`,
  );
}

/** The member's commission lines in the period per month (clawbacks included, cancelled lines not). */
export async function commissionsByMonth(db: DbOrTx, memberId: string, from: string, to: string) {
  return queryRows<{ month: string; amount: string | number }>(
    db,
    sql`
    select to_char(date_trunc('month', l.created_at at time zone 'Europe/Istanbul'), 'YYYY-MM-DD') as month,
           sum(l.amount)::bigint as amount
    from commission_lines l
    where l.beneficiary_id = ${memberId}::uuid and l.status <> 'cancelled'
      and l.created_at >= (${from}::date::timestamp at time zone 'Europe/Istanbul')
      and l.created_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Istanbul')
    group by 1`,
  );
}

/** Counted orders of the period: the network's (admin) or the supplier's. */
export async function orderCount(db: DbOrTx, supplierId: string | null, from: string, to: string) {
  const rows = await queryRows<{ n: string | number }>(
    db,
    supplierId
      ? sql`select count(*) as n from orders o where o.supplier_id = ${supplierId}::uuid and analytics_counted(o.status)
          and o.created_at >= (${from}::date::timestamp at time zone 'Europe/Istanbul')
          and o.created_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Istanbul')`
      : sql`select coalesce(sum(d.orders), 0) as n from analytics_scope_daily d
          where d.scope_id in (select id from profiles where parent_id is null) and d.day between ${from}::date and ${to}::date`,
  );
  return Number(rows[0]?.n ?? 0);
}
