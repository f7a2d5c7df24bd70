import { type DbOrTx, queryRows } from '@portal/db/client';
import type { MemberFilters, MemberStatus } from '@portal/shared/contracts/network-admin';
import type { InconsistencyKind } from '@portal/shared/network-consistency';
import { ROLES } from '@portal/shared/roles';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The admin's view of the whole network: the member list (and its export), the members whose place
 * or points are inconsistent, and the repairs of such a member. Admin only: no scope filter.
 */

/** SQL rank of a role (admin 1 … client 5), for "the parent's role is strictly above". */
const ROLE_ARRAY = sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(',')}]::text[]`);

/** Members whose path starts with `prefix` (a path column or expression ending in '/'): an index range. */
export function underPath(column: SQL, prefix: SQL): SQL {
  // With text_pattern_ops, every string starting with '/a/b/' sorts between it and '/a/b0'
  // ('0' follows '/'): a range the index answers even when the prefix is not a constant.
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ (left(${prefix}, -1) || '0'))`;
}

function escapeLike(text: string) {
  return text.replace(/[%_\\]/g, (c) => `\\${c}`);
}

function statusCondition(status: MemberStatus): SQL {
  if (status === 'deleted') return sql`p.is_deleted`;
  if (status === 'inactive') return sql`(not p.is_deleted and not p.is_active)`;
  return sql`(not p.is_deleted and p.is_active)`;
}

function memberWhere(f: MemberFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    // A query that looks like a phone number (digits, spaces, +, -, parentheses) also matches phones.
    const digits = /^[\d\s()+-]+$/.test(f.q) ? f.q.replace(/\D/g, '') : '';
    conditions.push(
      sql`(p.name ilike ${like} or p.email ilike ${like} or p.seller_no ilike ${like}${
        digits.length >= 3 ? sql` or p.phone like ${`%${digits}%`}` : sql``
      })`,
    );
  }
  if (f.role) conditions.push(sql`p.role = ${f.role}`);
  if (f.city) conditions.push(sql`p.city = ${f.city}`);
  if (f.status) conditions.push(statusCondition(f.status));
  if (f.sponsorId) conditions.push(sql`p.parent_id = ${f.sponsorId}::uuid`);
  if (f.joinedFrom)
    conditions.push(sql`p.created_at >= (${f.joinedFrom}::date::timestamp at time zone 'Europe/Istanbul')`);
  if (f.joinedTo)
    conditions.push(sql`p.created_at < ((${f.joinedTo}::date + 1)::timestamp at time zone 'Europe/Istanbul')`);
  return sql.join(conditions, sql` and `);
}

const SORT_COLUMNS: Record<MemberFilters['sort'], SQL> = {
  name: sql`lower(p.name)`,
  sellerNo: sql`p.seller_no`,
  joined: sql`p.created_at`,
  directCount: sql`p.direct_count`,
  networkSize: sql`p.network_size`,
  points: sql`p.points`,
};

function memberOrder(f: MemberFilters): SQL {
  const dir = f.dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`${SORT_COLUMNS[f.sort]} ${dir}, p.id ${dir}`;
}

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  sellerNo: string;
  role: string;
  city: string | null;
  sponsorId: string | null;
  sponsorName: string | null;
  sponsorSellerNo: string | null;
  sponsorRole: string | null;
  createdAt: Date | string;
  isActive: boolean;
  isDeleted: boolean;
  directCount: number;
  networkSize: number;
  points: number | string;
}

const MEMBER_COLUMNS = sql`p.id, p.name, p.email, p.phone, p.seller_no as "sellerNo", p.role, p.city,
  s.id as "sponsorId", s.name as "sponsorName", s.seller_no as "sponsorSellerNo", s.role as "sponsorRole",
  p.created_at as "createdAt", p.is_active as "isActive", p.is_deleted as "isDeleted",
  p.direct_count as "directCount", p.network_size as "networkSize", p.points`;

export async function listMembers(db: DbOrTx, f: MemberFilters, limit: number, offset: number) {
  return queryRows<MemberRow>(
    db,
    sql`select ${MEMBER_COLUMNS} from profiles p left join profiles s on s.id = p.parent_id
        where ${memberWhere(f)} order by ${memberOrder(f)} limit ${limit} offset ${offset}`,
  );
}

export async function countMembers(db: DbOrTx, f: MemberFilters) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from profiles p where ${memberWhere(f)}`,
  );
  return row?.n ?? 0;
}

/**
 * Every matching member, `batchSize` at a time, in the list's order (for the streamed CSV): the
 * ids in order first (one sorted read), then the rows of each batch of ids by primary key.
 * Offset or keyset pages would sort the whole match again for every page (100,000 members:
 * 23 s with offsets, 32 s with keyset pages without an index for every sort).
 */
export async function* eachMember(db: DbOrTx, f: MemberFilters, batchSize: number): AsyncGenerator<MemberRow[]> {
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select p.id from profiles p where ${memberWhere(f)} order by ${memberOrder(f)}`,
  );
  for (let i = 0; i < ids.length; i += batchSize) {
    const batch = ids.slice(i, i + batchSize).map((r) => r.id);
    const rows = await queryRows<MemberRow>(
      db,
      sql`select ${MEMBER_COLUMNS} from profiles p left join profiles s on s.id = p.parent_id
          where p.id in (${sql.join(
            batch.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = batch.map((id) => byId.get(id)).filter((r): r is MemberRow => r !== undefined);
    if (ordered.length > 0) yield ordered;
  }
}

export interface OptionRow {
  id: string;
  name: string;
  sellerNo: string;
  role: string;
  city: string | null;
  isActive: boolean;
  isDeleted: boolean;
}

export async function searchOptions(db: DbOrTx, q: string, parentsOnly: boolean, limit = 20) {
  const like = `%${escapeLike(q)}%`;
  return queryRows<OptionRow>(
    db,
    sql`select id, name, seller_no as "sellerNo", role, city, is_active as "isActive", is_deleted as "isDeleted"
        from profiles p
        where (${q === ''} or p.name ilike ${like} or p.seller_no ilike ${like} or p.email ilike ${like})
          ${parentsOnly ? sql`and p.is_active and not p.is_deleted and p.role <> 'client'` : sql``}
        order by array_position(${ROLE_ARRAY}, p.role), lower(p.name), p.id limit ${limit}`,
  );
}

// Inconsistent profiles

/**
 * Where each member belongs by its parent_id chain: walked down from every member without a parent
 * (the root admin, and orphans, which are listed as such). A member the walk never reaches has a
 * chain that loops: it is in a cycle or below one (a tree walked from its roots cannot enter one).
 */
const WALK = sql`walk(id, depth) as (
    select id, 0 from profiles where parent_id is null
    union all
    select c.id, w.depth + 1 from profiles c join walk w on c.parent_id = w.id where w.depth < 10000
  )`;

/** Every (member, kind) pair of the non-deleted members, as one SQL relation. */
const FLAGS = sql`with recursive ${WALK},
  ledger as (
    select user_id, sum(amount) as total from points_transactions where status = 'completed' group by user_id
  ),
  facts as (
    select p.id, p.role, p.parent_id, p.path, p.depth, p.points, par.id as par_id, par.is_deleted as par_deleted,
           par.role as par_role, par.path as par_path, par.depth as par_depth, w.depth as walk_depth,
           greatest(0, coalesce(l.total, 0)) as balance
    from profiles p
    left join profiles par on par.id = p.parent_id
    left join walk w on w.id = p.id
    left join ledger l on l.user_id = p.id
    where not p.is_deleted
  ),
  flags as (
    select id, 'missing_parent' as kind from facts
      where (parent_id is null and role <> 'admin') or (parent_id is not null and par_id is null)
    union all select id, 'deleted_parent' from facts where par_deleted
    union all select id, 'parent_role' from facts
      where par_id is not null and array_position(${ROLE_ARRAY}, par_role) >= array_position(${ROLE_ARRAY}, role)
    union all select id, 'too_deep' from facts where walk_depth > 20
    union all select id, 'path_mismatch' from facts
      where walk_depth is not null and walk_depth <= 20 and (
        (par_id is null and (path <> '/' || id::text || '/' or depth <> 0))
        or (par_id is not null and (path <> par_path || id::text || '/' or depth <> par_depth + 1)))
    union all select id, 'cycle' from facts where walk_depth is null and parent_id is not null and par_id is not null
    union all select id, 'points_mismatch' from facts where points <> balance
  )`;

export async function inconsistencyCounts(db: DbOrTx) {
  return queryRows<{ kind: InconsistencyKind; n: number }>(
    db,
    sql`${FLAGS} select kind, count(*)::int as n from flags group by kind`,
  );
}

export interface InconsistentRow {
  kind: InconsistencyKind;
  id: string;
  name: string;
  sellerNo: string;
  role: string;
  city: string | null;
  isActive: boolean;
  isDeleted: boolean;
  path: string;
  depth: number;
  expectedDepth: number | null;
  points: number | string;
  balance: number | string;
  parentId: string | null;
  parentName: string | null;
  parentRole: string | null;
  parentDeleted: boolean | null;
  parentActive: boolean | null;
}

export async function inconsistentMembers(db: DbOrTx, perKind: number) {
  return queryRows<InconsistentRow>(
    db,
    sql`${FLAGS},
    ranked as (
      select f.kind, f.id, row_number() over (partition by f.kind order by p.name, p.id) as rn
      from flags f join profiles p on p.id = f.id
    )
    select r.kind, p.id, p.name, p.seller_no as "sellerNo", p.role, p.city, p.is_active as "isActive",
           p.is_deleted as "isDeleted", p.path, p.depth, fa.walk_depth as "expectedDepth", p.points,
           fa.balance, par.id as "parentId", par.name as "parentName", par.role as "parentRole",
           par.is_deleted as "parentDeleted", par.is_active as "parentActive"
    from ranked r
    join profiles p on p.id = r.id
    join facts fa on fa.id = r.id
    left join profiles par on par.id = p.parent_id
    where r.rn <= ${perKind}
    order by r.kind, r.rn`,
  );
}

// Repairs

export interface RepairNode {
  id: string;
  name: string;
  role: string;
  parentId: string | null;
  path: string;
  depth: number;
  isActive: boolean;
  isDeleted: boolean;
  points: number | string;
}

export async function lockMember(tx: DbOrTx, id: string) {
  const [row] = await queryRows<RepairNode>(
    tx,
    sql`select id, name, role, parent_id as "parentId", path, depth, is_active as "isActive",
               is_deleted as "isDeleted", points
        from profiles where id = ${id}::uuid for update`,
  );
  return row ?? null;
}

/** The member's subtree by parent_id (itself included) and how many levels it has below it. */
export async function subtreeByParent(tx: DbOrTx, memberId: string) {
  const rows = await queryRows<{ id: string; height: number }>(
    tx,
    sql`with recursive down(id, height, seen) as (
          select ${memberId}::uuid, 0, array[${memberId}::uuid]
          union all
          select c.id, d.height + 1, d.seen || c.id from profiles c join down d on c.parent_id = d.id
          where not c.id = any(d.seen)
        )
        select id, height from down`,
  );
  return {
    ids: new Set(rows.map((r) => r.id)),
    height: rows.reduce((max, r) => Math.max(max, r.height), 0),
  };
}

/**
 * The chain above a member by parent_id, the member first and its root last; `rooted` when the
 * walk ends at the root admin (no parent) rather than at an orphan or back inside itself.
 */
export async function chainUp(tx: DbOrTx, memberId: string) {
  const rows = await queryRows<{ id: string; parentId: string | null; role: string; step: number; looped: boolean }>(
    tx,
    sql`with recursive up(id, parent_id, role, step, seen, looped) as (
          select id, parent_id, role, 0, array[id], false from profiles where id = ${memberId}::uuid
          union all
          select p.id, p.parent_id, p.role, u.step + 1, u.seen || p.id, p.id = any(u.seen)
          from up u join profiles p on p.id = u.parent_id
          where not u.looped and u.step < 10000
        )
        select id, parent_id as "parentId", role, step, looped from up order by step`,
  );
  const top = rows[rows.length - 1];
  const rooted = !!top && !top.looped && top.parentId === null && top.role === 'admin';
  return { ids: rows.map((r) => r.id), rooted };
}

export async function setParent(tx: DbOrTx, memberId: string, parentId: string) {
  await tx.execute(
    sql`update profiles set parent_id = ${parentId}::uuid, updated_at = now()
        where id = ${memberId}::uuid and parent_id is distinct from ${parentId}::uuid`,
  );
}

/** The ids above each of these members by their stored paths (duplicates removed). */
export async function uplineIdsOf(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct unnest(profiles_upline_ids(path))::text as id from profiles where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}

/**
 * Rewrites the path and depth of a member's whole subtree from parent_id, top-down in one
 * statement, starting from the path the member must have. Returns the members whose row changed.
 */
export async function rebuildSubtree(tx: DbOrTx, memberId: string, memberPath: string, memberDepth: number) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with recursive down(id, path, depth, seen) as (
          select ${memberId}::uuid, ${memberPath}::text, ${memberDepth}::int, array[${memberId}::uuid]
          union all
          select c.id, d.path || c.id::text || '/', d.depth + 1, d.seen || c.id
          from profiles c join down d on c.parent_id = d.id
          where not c.id = any(d.seen)
        )
        update profiles p set path = d.path, depth = d.depth
        from down d where p.id = d.id and (p.path <> d.path or p.depth <> d.depth)
        returning p.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Sets direct_count and network_size of these members from the paths (the rule the triggers keep),
 * changing only rows that differ. `dryRun` counts them instead. Returns how many differ.
 */
export async function recountMembers(tx: DbOrTx, ids: readonly string[], dryRun = false) {
  if (ids.length === 0) return 0;
  const counted = sql`select b.id,
      (select count(*)::int from profiles x where x.parent_id = b.id and not x.is_deleted) as d,
      (select count(*)::int from profiles x
        where ${underPath(sql`x.path`, sql`b.path`)} and x.id <> b.id and not x.is_deleted) as n
    from profiles b where b.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  // Read first, then write only the rows that differ (usually none): the counts are computed once,
  // and a dry run is the same read.
  const differ = await queryRows<{ id: string; d: number; n: number }>(
    tx,
    sql`select c.id, c.d, c.n from (${counted}) c join profiles p on p.id = c.id
        where p.direct_count <> c.d or p.network_size <> c.n`,
  );
  if (!dryRun && differ.length > 0) {
    await tx.execute(
      sql`update profiles p set direct_count = v.d, network_size = v.n
          from (values ${sql.join(
            differ.map((r) => sql`(${r.id}::uuid, ${r.d}::int, ${r.n}::int)`),
            sql`, `,
          )}) as v(id, d, n)
          where p.id = v.id`,
    );
  }
  return differ.length;
}

/**
 * Sets the stored points of these members to their ledger balance (completed rows, floored at 0,
 * the rule of packages/shared/src/points.ts), changing only rows that differ; `dryRun` counts them.
 * Returns the members that differ with their points before and after.
 */
export async function syncPoints(tx: DbOrTx, ids: readonly string[], dryRun = false) {
  if (ids.length === 0) return [];
  const balances = sql`select b.id, b.points as before,
      greatest(0, coalesce((select sum(t.amount) from points_transactions t
        where t.user_id = b.id and t.status = 'completed'), 0))::bigint as after
    from profiles b where b.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  const differ = await queryRows<{ id: string; before: number | string; after: number | string }>(
    tx,
    sql`select id, before, after from (${balances}) c where c.before <> c.after`,
  );
  if (!dryRun && differ.length > 0) {
    await tx.execute(
      sql`update profiles p set points = v.after, updated_at = now()
          from (values ${sql.join(
            differ.map((r) => sql`(${r.id}::uuid, ${String(r.after)}::bigint)`),
            sql`, `,
          )}) as v(id, after)
          where p.id = v.id`,
    );
  }
  return differ;
}
