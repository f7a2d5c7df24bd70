import { type DbOrTx, queryRows } from '@portal/db/client';
import type { PaymentFilters } from '@portal/shared/contracts/payments-admin';
import { type SQL, sql } from 'drizzle-orm';

/** The payments page's reads (decision 029); the payment callback and its writes live in payments.repository.ts. */

export interface AdminPaymentRow {
  id: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  method: string;
  provider: string;
  amount: number | string;
  status: string;
  provider_ref: string | null;
  failure_reason: string | null;
  callback_count: number;
  order_id: string;
  order_number: string;
  order_status: string;
  buyer_id: string;
  buyer_name: string;
  buyer_seller_no: string;
  total: number;
}

const contains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
const dayEnd = (day: string) => sql`(((${day}::date) + 1)::timestamp at time zone 'Europe/Istanbul')`;

/** Every filter but the status (the totals by status are over these). */
function whereOf(f: Omit<PaymentFilters, 'status'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.method) parts.push(sql`p.method = ${f.method}`);
  if (f.from) parts.push(sql`p.created_at >= ${dayStart(f.from)}`);
  if (f.to) parts.push(sql`p.created_at < ${dayEnd(f.to)}`);
  if (f.q) {
    const like = contains(f.q);
    parts.push(sql`(o.number ilike ${like} or coalesce(p.provider_ref, '') ilike ${like} or b.name ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listPayments(db: DbOrTx, f: PaymentFilters & { limit: number; offset: number }) {
  return queryRows<AdminPaymentRow>(
    db,
    sql`select p.id, p.created_at, p.completed_at, p.method, p.provider, p.amount, p.status, p.provider_ref,
               p.failure_reason, p.callback_count, o.id as order_id, o.number as order_number,
               o.status as order_status, b.id as buyer_id, b.name as buyer_name, b.seller_no as buyer_seller_no,
               (count(*) over ())::int as total
        from payments p
        join orders o on o.id = p.order_id
        join profiles b on b.id = o.buyer_id
        where ${whereOf(f)} ${f.status ? sql`and p.status = ${f.status}` : sql``}
        order by p.created_at desc, p.id desc
        limit ${f.limit} offset ${f.offset}`,
  );
}

export async function paymentTotalsByStatus(db: DbOrTx, f: Omit<PaymentFilters, 'status'>) {
  return queryRows<{ status: string; n: number; amount: number | string }>(
    db,
    sql`select p.status, count(*)::int as n, coalesce(sum(p.amount), 0)::bigint as amount
        from payments p
        join orders o on o.id = p.order_id
        join profiles b on b.id = o.buyer_id
        where ${whereOf(f)}
        group by p.status`,
  );
}
