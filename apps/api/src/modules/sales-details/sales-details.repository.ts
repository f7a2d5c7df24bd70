import { type DbOrTx, queryRows } from '@portal/db/client';
import type { CommissionStatus } from '@portal/shared/commissions';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Sales details: the orders that earned a commission, one row per order, from the commission
 * ledger (decision 029). `own` reads the member's lines through commission_lines_beneficiary_idx;
 * the network view reads every line.
 */

export interface SalesDetailRow {
  order_id: string;
  order_number: string;
  paid_at: Date | string;
  order_status: string;
  buyer_id: string;
  buyer_name: string;
  buyer_seller_no: string;
  city: string | null;
  products: string[] | null;
  base: number | string;
  commission: number | string;
  clawback: number | string;
  statuses: CommissionStatus[];
  total: number;
  total_base: number | string;
  total_commission: number | string;
  total_clawback: number | string;
}

export interface SalesDetailsFilter {
  /** Whose lines: one beneficiary, or null for the whole network. */
  beneficiaryId: string | null;
  from?: string;
  to?: string;
  status?: CommissionStatus;
  q?: string;
  limit: number;
  offset: number;
}

const contains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
const dayEnd = (day: string) => sql`(((${day}::date) + 1)::timestamp at time zone 'Europe/Istanbul')`;

export async function listSalesDetails(db: DbOrTx, f: SalesDetailsFilter) {
  const where: SQL[] = [sql`true`];
  if (f.from) where.push(sql`o.paid_at >= ${dayStart(f.from)}`);
  if (f.to) where.push(sql`o.paid_at < ${dayEnd(f.to)}`);
  if (f.q) {
    const like = contains(f.q);
    where.push(
      sql`(o.number ilike ${like} or b.name ilike ${like} or b.seller_no ilike ${like} or array_to_string(g.products, ' ') ilike ${like})`,
    );
  }
  return queryRows<SalesDetailRow>(
    db,
    sql`with g as (
          select c.order_id,
                 coalesce(sum(c.amount) filter (where c.entry = 'commission' and c.status <> 'cancelled'), 0)::bigint as commission,
                 coalesce(sum(c.amount) filter (where c.entry = 'clawback'), 0)::bigint as clawback,
                 array_agg(distinct c.status) as statuses,
                 array_agg(distinct c.product_name) filter (where c.product_name is not null) as products,
                 array_agg(distinct c.order_line_id) filter (where c.order_line_id is not null) as line_ids
          from commission_lines c
          where ${f.beneficiaryId ? sql`c.beneficiary_id = ${f.beneficiaryId}` : sql`true`}
          group by c.order_id
          ${f.status ? sql`having bool_or(c.status = ${f.status})` : sql``}
        ),
        rows as (
          select o.id as order_id, o.number as order_number, o.paid_at, o.status as order_status,
                 b.id as buyer_id, b.name as buyer_name, b.seller_no as buyer_seller_no, o.shipping_city as city,
                 g.products, g.commission, g.clawback, g.statuses,
                 coalesce((select sum(ol.net_amount) from order_lines ol where ol.id = any(g.line_ids)), 0)::bigint as base
          from g
          join orders o on o.id = g.order_id
          join profiles b on b.id = o.buyer_id
          where ${sql.join(where, sql` and `)}
        )
        select r.*, (count(*) over ())::int as total,
               (sum(r.base) over ())::bigint as total_base,
               (sum(r.commission) over ())::bigint as total_commission,
               (sum(r.clawback) over ())::bigint as total_clawback
        from rows r
        order by r.paid_at desc nulls last, r.order_id desc
        limit ${f.limit} offset ${f.offset}`,
  );
}
