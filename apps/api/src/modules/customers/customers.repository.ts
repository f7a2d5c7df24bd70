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
  spend: sql`s.total_spend desc, p.name, p.id`,
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
    sql`select p.id, p.name, p.seller_no, p.email, p.phone, p.city, p.is_active, p.points,
               sp.id as sponsor_id, sp.name as sponsor_name, sp.seller_no as sponsor_seller_no,
               s.order_count, s.total_spend, s.last_order_at, (count(*) over ())::int as total
        from profiles p
        left join profiles sp on sp.id = p.parent_id
        cross join lateral (
          select count(*)::int as order_count, coalesce(sum(o.total), 0)::bigint as total_spend,
                 max(o.created_at) as last_order_at
          from orders o where o.buyer_id = p.id and ${isSaleSql('o')}
        ) s
        where p.role = 'client' and not p.is_deleted and ${f.reach}
          ${
            like
              ? sql`and (p.name ilike ${like} or p.email ilike ${like} or p.seller_no ilike ${like} or coalesce(p.phone, '') ilike ${like} or coalesce(p.city, '') ilike ${like})`
              : sql``
          }
        order by ${ORDER[f.sort]}
        limit ${f.limit} offset ${f.offset}`,
  );
}
