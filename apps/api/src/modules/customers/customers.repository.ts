import { type DbOrTx, queryRows } from '@portal/db/client';
import type { CustomerSort } from '@portal/shared/contracts/network-reports';
import { type SQL, sql } from 'drizzle-orm';
import { isSaleSql } from '../network/network-reports.repository';

export interface CustomerRow {
  id: string;
  name: string;
  seller_no: string;
  email: string;
  phone: string | null;
  city: string | null;
  is_active: boolean;
  points: number | string;
  sponsor_id: string | null;
  sponsor_name: string | null;
  sponsor_seller_no: string | null;
  order_count: number;
  total_spend: number | string;
  last_order_at: Date | string | null;
  total: number;
}

const ORDER: Record<CustomerSort, SQL> = {
  lastOrder: sql`s.last_order_at desc nulls last, p.name, p.id`,
  spend: sql`coalesce(s.total_spend, 0) desc, p.name, p.id`,
  name: sql`p.name, p.id`,
};

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
const contains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Clients (not deleted) in reach, with their sales: count, spend, last one. */
export async function listCustomers(
  db: DbOrTx,
  f: { reach: SQL; search?: string; sort: CustomerSort; limit: number; offset: number },
) {
  const like = f.search ? contains(f.search) : null;
  return queryRows<CustomerRow>(
    db,
    sql`with clients as (
          select p.* from profiles p
          where p.role = 'client' and not p.is_deleted and ${f.reach}
            ${
              like
                ? sql`and (p.name ilike ${like} or p.email ilike ${like} or p.seller_no ilike ${like} or coalesce(p.phone, '') ilike ${like} or coalesce(p.city, '') ilike ${like})`
                : sql``
            }
        ),
        sales as (
          select o.buyer_id, count(*)::int as order_count, sum(o.total)::bigint as total_spend,
                 max(o.created_at) as last_order_at
          from orders o join clients c on c.id = o.buyer_id
          where ${isSaleSql('o')}
          group by o.buyer_id
        )
        select p.id, p.name, p.seller_no, p.email, p.phone, p.city, p.is_active, p.points,
               sp.id as sponsor_id, sp.name as sponsor_name, sp.seller_no as sponsor_seller_no,
               coalesce(s.order_count, 0)::int as order_count, coalesce(s.total_spend, 0)::bigint as total_spend,
               s.last_order_at, (count(*) over ())::int as total
        from clients p
        left join sales s on s.buyer_id = p.id
        left join profiles sp on sp.id = p.parent_id
        order by ${ORDER[f.sort]}
        limit ${f.limit} offset ${f.offset}`,
  );
}
