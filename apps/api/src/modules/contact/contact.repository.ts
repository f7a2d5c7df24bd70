import { type DbOrTx, queryRows } from '@portal/db/client';
import { contactMessages } from '@portal/db/schema';
import { type SQL, sql } from 'drizzle-orm';

/** One inbox: the contact form's messages and the members' support requests. */

export type ContactInsert = typeof contactMessages.$inferInsert;

export interface InboxRow {
  id: string;
  kind: 'contact' | 'support';
  memberId: string | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: 'new' | 'read' | 'answered';
  orderId: string | null;
  orderNumber: string | null;
  reply: string | null;
  repliedAt: Date | null;
  repliedByName: string | null;
  consentSlug: string | null;
  consentAt: Date | null;
  createdAt: Date;
}

const SELECT = sql`select m.id, m.kind, m.member_id as "memberId", m.name, m.email, m.phone, m.subject, m.message,
    m.status, m.order_id as "orderId", o.number as "orderNumber", m.reply, m.replied_at as "repliedAt",
    r.name as "repliedByName", m.consent_slug as "consentSlug", m.consent_at as "consentAt", m.created_at as "createdAt"
  from contact_messages m
  left join orders o on o.id = m.order_id
  left join profiles r on r.id = m.replied_by`;

export async function insertMessage(db: DbOrTx, values: ContactInsert): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return (row as { id: string }).id;
}

export async function findMessage(db: DbOrTx, id: string): Promise<InboxRow | undefined> {
  const [row] = await queryRows<InboxRow>(db, sql`${SELECT} where m.id = ${id}`);
  return row;
}

export async function listInbox(
  db: DbOrTx,
  filter: { kind?: string; status?: string; limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const parts: SQL[] = [sql`true`];
  if (filter.kind) parts.push(sql`m.kind = ${filter.kind}`);
  if (filter.status) parts.push(sql`m.status = ${filter.status}`);
  const where = sql.join(parts, sql` and `);
  const rows = await queryRows<InboxRow>(
    db,
    sql`${SELECT} where ${where} order by m.created_at desc, m.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [counts] = await queryRows<{ total: number; unread: number }>(
    db,
    sql`select (select count(*)::int from contact_messages m where ${where}) as total,
               (select count(*)::int from contact_messages where status = 'new') as unread`,
  );
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

export async function listOwn(db: DbOrTx, memberId: string): Promise<InboxRow[]> {
  return queryRows<InboxRow>(
    db,
    sql`${SELECT} where m.member_id = ${memberId} and m.kind = 'support' order by m.created_at desc limit 200`,
  );
}

export async function markRead(db: DbOrTx, id: string) {
  await db.execute(
    sql`update contact_messages set status = 'read', read_at = now() where id = ${id} and status = 'new'`,
  );
}

export async function saveReply(db: DbOrTx, id: string, reply: string, by: string | null) {
  await db.execute(
    sql`update contact_messages set status = 'answered', reply = ${reply}, replied_at = now(), replied_by = ${by},
          read_at = coalesce(read_at, now())
        where id = ${id}`,
  );
}

/** One of the member's own orders (as buyer), or nothing. */
export async function ownOrder(db: DbOrTx, memberId: string, orderId: string) {
  const [row] = await queryRows<{ id: string; number: string }>(
    db,
    sql`select id, number from orders where id = ${orderId} and buyer_id = ${memberId}`,
  );
  return row;
}

export async function recentOrders(db: DbOrTx, memberId: string) {
  return queryRows<{ id: string; number: string }>(
    db,
    sql`select id, number from orders where buyer_id = ${memberId} order by created_at desc limit 30`,
  );
}

export async function memberContact(db: DbOrTx, memberId: string) {
  const [row] = await queryRows<{ name: string; email: string; phone: string | null }>(
    db,
    sql`select name, email, phone from profiles where id = ${memberId}`,
  );
  return row;
}

/** Messages kept from one address since `since` (the contact form's limit). */
export async function countFromAddress(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from contact_messages where ip_address = ${ip} and created_at > ${since}`,
  );
  return row?.n ?? 0;
}
