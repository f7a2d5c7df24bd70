import { type DbOrTx, queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';

/**
 * The client's own figures, read from its own rows only (orders by buyer_id, the points ledger by
 * user_id, sign-in attempts by user_id): a client's pages never read another member's data.
 * Days and months are Istanbul's; an order counts unless it awaits payment, was cancelled or
 * returned (as in the analytics rollups).
 */
const COUNTED = sql`o.status not in ('pending_payment', 'cancelled', 'returned')`;
const inPeriod = (column: ReturnType<typeof sql>, from: string, to: string) =>
  sql`${column} >= (${from}::date)::timestamp at time zone 'Europe/Istanbul'
    and ${column} < ((${to}::date + 1))::timestamp at time zone 'Europe/Istanbul'`;

export interface MonthSpendRow {
  month: string;
  orders: number;
  spent: string | number;
  items: string | number;
}

export async function spendingByMonth(db: DbOrTx, memberId: string, from: string, to: string) {
  return queryRows<MonthSpendRow>(
    db,
    sql`select to_char(o.created_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month,
          count(*)::int as orders, coalesce(sum(o.total), 0) as spent, coalesce(sum(o.item_count), 0) as items
        from orders o
        where o.buyer_id = ${memberId} and ${COUNTED} and ${inPeriod(sql`o.created_at`, from, to)}
        group by 1 order by 1`,
  );
}

export interface CategorySpendRow {
  category_id: string | null;
  name: string | null;
  quantity: string | number;
  spent: string | number;
}

export async function spendingByCategory(db: DbOrTx, memberId: string, from: string, to: string) {
  return queryRows<CategorySpendRow>(
    db,
    sql`select c.id as category_id, c.name, coalesce(sum(l.quantity), 0) as quantity,
          coalesce(sum(l.total_amount), 0) as spent
        from orders o
        join order_lines l on l.order_id = o.id
        left join products p on p.id = l.product_id
        left join categories c on c.id = p.category_id
        where o.buyer_id = ${memberId} and ${COUNTED} and ${inPeriod(sql`o.created_at`, from, to)}
        group by c.id, c.name
        order by spent desc, c.name nulls last`,
  );
}

export interface PointsMonthRow {
  month: string;
  earned: string | number;
  spent: string | number;
}

/** Points earned (orders, bonuses, transfers in) and spent per month, from the member's ledger. */
export async function pointsByMonth(db: DbOrTx, memberId: string, from: string, to: string) {
  return queryRows<PointsMonthRow>(
    db,
    sql`select to_char(t.created_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month,
          coalesce(sum(abs(t.amount)) filter (where t.transaction_type in ('earned', 'bonus', 'transfer_in')), 0) as earned,
          coalesce(sum(abs(t.amount)) filter (where t.transaction_type in ('spent', 'transfer_out')), 0) as spent
        from points_transactions t
        where t.user_id = ${memberId} and t.status <> 'cancelled' and ${inPeriod(sql`t.created_at`, from, to)}
        group by 1 order by 1`,
  );
}

export interface StatusRow {
  name: string;
  seller_no: string;
  is_active: boolean;
  created_at: Date | string;
  points: string | number;
  total_earned_points: string | number;
  sponsor_name: string | null;
  sponsor_seller_no: string | null;
  sponsor_email: string | null;
  sponsor_phone: string | null;
}

export async function statusOf(db: DbOrTx, memberId: string) {
  const [row] = await queryRows<StatusRow>(
    db,
    sql`select m.name, m.seller_no, m.is_active, m.created_at, m.points, m.total_earned_points,
          s.name as sponsor_name, s.seller_no as sponsor_seller_no, s.email as sponsor_email, s.phone as sponsor_phone
        from profiles m
        left join profiles s on s.id = m.parent_id and not s.is_deleted
        where m.id = ${memberId}`,
  );
  return row ?? null;
}

export const OPEN_ORDER_STATUSES = ['pending_payment', 'paid', 'confirmed', 'preparing', 'shipped', 'return_requested'];

export interface OpenOrderRow {
  id: string;
  number: string;
  status: string;
  total: string | number;
  created_at: Date | string;
  open_count: number;
}

export async function openOrders(db: DbOrTx, memberId: string, limit: number) {
  return queryRows<OpenOrderRow>(
    db,
    sql`select o.id, o.number, o.status, o.total, o.created_at, count(*) over ()::int as open_count
        from orders o
        where o.buyer_id = ${memberId}
          and o.status in (${sql.join(
            OPEN_ORDER_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
        order by o.created_at desc
        limit ${limit}`,
  );
}

export interface SignInRow {
  created_at: Date | string;
  ip_address: string;
  success: boolean;
  reason: string | null;
}

export async function recentSignIns(db: DbOrTx, memberId: string, limit: number) {
  return queryRows<SignInRow>(
    db,
    sql`select created_at, ip_address, success, reason from sign_in_attempts
        where user_id = ${memberId} order by created_at desc limit ${limit}`,
  );
}
