import { type DbOrTx, queryRows } from '@portal/db/client';
import { type SQL, sql } from 'drizzle-orm';

/** Members as the admin's users page reads and changes them. */

export interface UserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  sellerNo: string;
  city: string | null;
  district: string | null;
  region: string | null;
  isActive: boolean;
  isDeleted: boolean;
  deletedAt: Date | null;
  parentId: string | null;
  parentName: string | null;
  path: string;
  depth: number;
  directCount: number;
  networkSize: number;
  createdAt: Date;
}

const SELECT = sql`select p.id, p.name, p.email, p.phone, p.role, p.seller_no as "sellerNo", p.city, p.district,
    p.region, p.is_active as "isActive", p.is_deleted as "isDeleted", p.deleted_at as "deletedAt",
    p.parent_id as "parentId", parent.name as "parentName", p.path, p.depth,
    p.direct_count as "directCount", p.network_size as "networkSize", p.created_at as "createdAt"
  from profiles p left join profiles parent on parent.id = p.parent_id`;

/** A LIKE pattern that matches `text` anywhere, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UserFilter {
  search?: string;
  role?: string;
  status?: 'active' | 'inactive' | 'deleted';
  city?: string;
}

function where(f: UserFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.search) {
    const like = containsPattern(f.search);
    const digits = f.search.replace(/\D/g, '');
    parts.push(
      sql`(p.name ilike ${like} or p.email ilike ${like} or p.seller_no ilike ${like}${
        digits.length >= 3 ? sql` or p.phone like ${containsPattern(digits)}` : sql``
      })`,
    );
  }
  if (f.role) parts.push(sql`p.role = ${f.role}`);
  if (f.city) parts.push(sql`p.city = ${f.city}`);
  if (f.status === 'active') parts.push(sql`p.is_active and not p.is_deleted`);
  if (f.status === 'inactive') parts.push(sql`not p.is_active and not p.is_deleted`);
  if (f.status === 'deleted') parts.push(sql`p.is_deleted`);
  return sql.join(parts, sql` and `);
}

export async function listUsers(db: DbOrTx, f: UserFilter, limit: number, offset: number) {
  const rows = await queryRows<UserRow>(
    db,
    sql`${SELECT} where ${where(f)} order by p.created_at desc, p.id limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from profiles p where ${where(f)}`);
  return { rows, total: count?.n ?? 0 };
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await queryRows<UserRow>(db, sql`${SELECT} where p.id = ${id}`);
  return row ?? null;
}

/** The member's row locked until the transaction ends. */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await queryRows<UserRow>(db, sql`${SELECT} where p.id = ${id} for update of p`);
  return row ?? null;
}

/** Names and roles of the given ids (a chain read from a path). */
export async function namesOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: string; name: string; role: string; sellerNo: string }>(
    db,
    sql`select id, name, role, seller_no as "sellerNo" from profiles where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export async function recentOrders(db: DbOrTx, buyerId: string, limit: number) {
  return queryRows<{ id: string; number: string; status: string; total: string; createdAt: Date }>(
    db,
    sql`select id, number, status, total::text as total, created_at as "createdAt" from orders
        where buyer_id = ${buyerId} order by created_at desc limit ${limit}`,
  );
}

export async function findOtherByEmail(db: DbOrTx, email: string, exceptId: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from profiles where lower(email) = lower(${email}) and id <> ${exceptId} limit 1`,
  );
  return row ?? null;
}

export async function findOtherByPhone(db: DbOrTx, phone: string, exceptId: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from profiles where phone = ${phone} and id <> ${exceptId} limit 1`,
  );
  return row ?? null;
}

export async function updateContact(
  db: DbOrTx,
  id: string,
  v: {
    name: string;
    email: string;
    phone: string | null;
    city: string | null;
    district: string | null;
    region: string | null;
  },
) {
  await db.execute(sql`update profiles set name = ${v.name}, email = ${v.email}, phone = ${v.phone}, city = ${v.city},
      district = ${v.district}, region = ${v.region}, updated_at = now() where id = ${id}`);
}

export async function setActive(db: DbOrTx, id: string, active: boolean) {
  await db.execute(sql`update profiles set is_active = ${active}, updated_at = now() where id = ${id}`);
}

export async function setDeleted(db: DbOrTx, id: string, deleted: boolean) {
  await db.execute(
    sql`update profiles set is_deleted = ${deleted}, deleted_at = ${deleted ? sql`now()` : null}, updated_at = now()
        where id = ${id}`,
  );
}

/**
 * Ends every session of a member: Better Auth's sessions are deleted (the next request with their
 * cookie finds nothing) and the device rows closed. Returns how many device sessions were open.
 */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update user_sessions set is_active = false, ended_at = now(), expires_at = now()
        where user_id = ${userId} and is_active returning id`,
  );
  await db.execute(sql`delete from auth_sessions where user_id = ${userId}`);
  return rows.length;
}
