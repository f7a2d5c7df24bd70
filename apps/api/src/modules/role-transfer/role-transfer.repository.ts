import { type DbOrTx, queryRows } from '@portal/db/client';
import { type SQL, sql } from 'drizzle-orm';

/** Members as the role-transfer pickers see them, transfer requests, and the move history. */

export interface MemberFacts {
  id: string;
  name: string;
  role: string;
  sellerNo: string;
  city: string | null;
  isActive: boolean;
  isDeleted: boolean;
  parentId: string | null;
  parentName: string | null;
  path: string;
  depth: number;
  networkSize: number;
}

const MEMBER = sql`select p.id, p.name, p.role, p.seller_no as "sellerNo", p.city, p.is_active as "isActive",
    p.is_deleted as "isDeleted", p.parent_id as "parentId", parent.name as "parentName", p.path, p.depth,
    p.network_size as "networkSize"
  from profiles p left join profiles parent on parent.id = p.parent_id`;

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Up to 20 members matching a name, e-mail or seller number; parents only: active members above client. */
export async function candidates(db: DbOrTx, search: string | undefined, parentsOnly: boolean) {
  const parts: SQL[] = [sql`not p.is_deleted`];
  if (search) {
    const like = contains(search);
    parts.push(sql`(p.name ilike ${like} or p.email ilike ${like} or p.seller_no ilike ${like})`);
  }
  if (parentsOnly) parts.push(sql`p.is_active and p.role <> 'client'`);
  return queryRows<MemberFacts>(
    db,
    sql`${MEMBER} where ${sql.join(parts, sql` and `)} order by p.depth, p.name, p.id limit 20`,
  );
}

export async function memberFacts(db: DbOrTx, id: string): Promise<MemberFacts | null> {
  const [row] = await queryRows<MemberFacts>(db, sql`${MEMBER} where p.id = ${id}`);
  return row ?? null;
}

export async function memberBySellerNo(db: DbOrTx, sellerNo: string): Promise<MemberFacts | null> {
  const [row] = await queryRows<MemberFacts>(db, sql`${MEMBER} where upper(p.seller_no) = ${sellerNo.toUpperCase()}`);
  return row ?? null;
}

/** Locks the member's row: one request decision or creation per member at a time. */
export async function lockMember(db: DbOrTx, id: string) {
  await db.execute(sql`select id from profiles where id = ${id} for update`);
}

export interface RequestRow {
  id: string;
  memberId: string;
  requestedBy: string;
  fromRole: string;
  toRole: string;
  fromParentId: string | null;
  fromParentName: string | null;
  toParentId: string | null;
  toParentName: string | null;
  toParentSellerNo: string | null;
  reason: string;
  status: string;
  decisionNote: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

const REQUEST = sql`select r.id, r.member_id as "memberId", r.requested_by as "requestedBy", r.from_role as "fromRole",
    r.to_role as "toRole", r.from_parent_id as "fromParentId", fp.name as "fromParentName",
    r.to_parent_id as "toParentId", tp.name as "toParentName", tp.seller_no as "toParentSellerNo", r.reason, r.status,
    r.decision_note as "decisionNote", d.name as "decidedByName", r.decided_at as "decidedAt", r.created_at as "createdAt"
  from role_transfer_requests r
  left join profiles fp on fp.id = r.from_parent_id
  left join profiles tp on tp.id = r.to_parent_id
  left join profiles d on d.id = r.decided_by`;

export async function insertRequest(
  db: DbOrTx,
  v: {
    memberId: string;
    requestedBy: string;
    fromRole: string;
    toRole: string;
    fromParentId: string | null;
    toParentId: string | null;
    reason: string;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into role_transfer_requests (member_id, requested_by, from_role, to_role, from_parent_id, to_parent_id, reason)
        values (${v.memberId}, ${v.requestedBy}, ${v.fromRole}, ${v.toRole}, ${v.fromParentId}, ${v.toParentId}, ${v.reason})
        returning id`,
  );
  if (!row) throw new Error('role transfer request insert returned nothing');
  return row.id;
}

export async function findRequest(db: DbOrTx, id: string): Promise<RequestRow | null> {
  const [row] = await queryRows<RequestRow>(db, sql`${REQUEST} where r.id = ${id}`);
  return row ?? null;
}

export async function lockRequest(db: DbOrTx, id: string): Promise<RequestRow | null> {
  const [row] = await queryRows<RequestRow>(db, sql`${REQUEST} where r.id = ${id} for update of r`);
  return row ?? null;
}

export async function pendingOf(db: DbOrTx, memberId: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from role_transfer_requests where member_id = ${memberId} and status = 'pending' limit 1`,
  );
  return row ?? null;
}

export async function listRequests(
  db: DbOrTx,
  f: { status?: string; memberId?: string },
  limit: number,
  offset: number,
) {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.memberId) parts.push(sql`r.member_id = ${f.memberId}`);
  const filter = sql.join(parts, sql` and `);
  const rows = await queryRows<RequestRow>(
    db,
    sql`${REQUEST} where ${filter} order by (r.status = 'pending') desc, r.created_at desc, r.id limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from role_transfer_requests r where ${filter}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function decideRequest(
  db: DbOrTx,
  id: string,
  v: { status: 'approved' | 'rejected' | 'cancelled'; note: string | null; decidedBy: string | null },
) {
  await db.execute(sql`update role_transfer_requests set status = ${v.status}, decision_note = ${v.note},
      decided_by = ${v.decidedBy}, decided_at = now(), updated_at = now() where id = ${id}`);
}

/** Members by id (the members of a page of requests). */
export async function membersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return queryRows<MemberFacts>(
    db,
    sql`${MEMBER} where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export interface MoveRow {
  id: number;
  memberId: string;
  memberName: string;
  fromParentId: string | null;
  fromParentName: string | null;
  toParentId: string | null;
  toParentName: string | null;
  fromRole: string;
  toRole: string;
  subtreeSize: number;
  reason: string | null;
  requestId: string | null;
  movedById: string | null;
  movedByName: string | null;
  createdAt: Date;
}

const MOVE = sql`select m.id::int as id, m.member_id as "memberId", mem.name as "memberName",
    m.from_parent_id as "fromParentId", fp.name as "fromParentName", m.to_parent_id as "toParentId",
    tp.name as "toParentName", m.from_role as "fromRole", m.to_role as "toRole", m.subtree_size as "subtreeSize",
    m.reason, m.request_id as "requestId", m.moved_by as "movedById", mb.name as "movedByName", m.created_at as "createdAt"
  from network_moves m
  join profiles mem on mem.id = m.member_id
  left join profiles fp on fp.id = m.from_parent_id
  left join profiles tp on tp.id = m.to_parent_id
  left join profiles mb on mb.id = m.moved_by`;

export async function findMove(db: DbOrTx, id: number): Promise<MoveRow | null> {
  const [row] = await queryRows<MoveRow>(db, sql`${MOVE} where m.id = ${id}`);
  return row ?? null;
}

export async function listMoves(
  db: DbOrTx,
  f: { memberId?: string; from?: string; to?: string },
  limit: number,
  offset: number,
) {
  const parts: SQL[] = [sql`true`];
  if (f.memberId) parts.push(sql`m.member_id = ${f.memberId}`);
  if (f.from) parts.push(sql`m.created_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`m.created_at < ${f.to}::timestamptz`);
  const filter = sql.join(parts, sql` and `);
  const rows = await queryRows<MoveRow>(
    db,
    sql`${MOVE} where ${filter} order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from network_moves m where ${filter}`,
  );
  return { rows, total: count?.n ?? 0 };
}

/** The admins (who decide requests). */
export async function adminIds(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from profiles where role = 'admin' and is_active and not is_deleted`,
  );
  return rows.map((r) => r.id);
}
