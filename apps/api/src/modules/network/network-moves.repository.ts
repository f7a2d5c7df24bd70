import { type DbOrTx, queryRows } from '@portal/db/client';
import { networkMoves } from '@portal/db/schema';
import { sql } from 'drizzle-orm';

/**
 * Moves of members in the network. Every move takes one transaction-wide advisory lock, so two
 * moves never interleave: a pair that would make a cycle together (A under B's subtree while B
 * goes under A's) is decided in turn, and the second one sees the first one's paths.
 */
const MOVE_LOCK_KEY = 73_102_011;

export interface NodeForMove {
  id: string;
  role: string;
  path: string;
  depth: number;
  parentId: string | null;
  isActive: boolean;
  isDeleted: boolean;
  networkSize: number;
}

export async function takeMoveLock(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK_KEY})`);
}

/** The member and the new parent, locked for the rest of the transaction, in a fixed order. */
export async function lockNodes(tx: DbOrTx, ids: string[]): Promise<Map<string, NodeForMove>> {
  const rows = await queryRows<NodeForMove>(
    tx,
    sql`select id, role, path, depth, parent_id as "parentId", is_active as "isActive",
               is_deleted as "isDeleted", network_size as "networkSize"
        from profiles where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by id for update`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The deepest depth in a subtree and the roles of the subtree root's direct children. */
export async function subtreeShape(tx: DbOrTx, node: { id: string; path: string; depth: number }) {
  const [deepest] = await queryRows<{ maxDepth: number | null }>(
    tx,
    sql`select max(depth)::int as "maxDepth" from profiles where path like ${`${node.path}%`}`,
  );
  const roles = await queryRows<{ role: string }>(
    tx,
    sql`select distinct role from profiles where parent_id = ${node.id}`,
  );
  return { maxDepth: deepest?.maxDepth ?? node.depth, childRoles: roles.map((r) => r.role) };
}

/**
 * Rewrites the subtree in one statement: the member gets its new parent and role, every member
 * of the subtree the new path prefix and depth. Counters follow by trigger (migration 0009).
 * Returns the number of members moved (the member included).
 */
export async function rewriteSubtree(
  tx: DbOrTx,
  move: { id: string; oldPath: string; newPath: string; depthShift: number; newParentId: string; newRole: string },
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with moved as (
          update profiles set
            parent_id = case when id = ${move.id}::uuid then ${move.newParentId}::uuid else parent_id end,
            role = case when id = ${move.id}::uuid then ${move.newRole} else role end,
            path = ${move.newPath} || substr(path, ${move.oldPath.length + 1}),
            depth = depth + ${move.depthShift},
            updated_at = case when id = ${move.id}::uuid then now() else updated_at end
          where path like ${`${move.oldPath}%`}
          returning 1)
        select count(*)::int as n from moved`,
  );
  return rows[0]?.n ?? 0;
}

export async function setRole(tx: DbOrTx, id: string, role: string) {
  await tx.execute(sql`update profiles set role = ${role}, updated_at = now() where id = ${id}`);
}

export async function insertMove(tx: DbOrTx, values: typeof networkMoves.$inferInsert) {
  const [row] = await tx.insert(networkMoves).values(values).returning();
  if (!row) throw new Error('network move insert returned nothing');
  return row;
}

/**
 * The parent a new member will hang under, locked until the registration commits: a move of the
 * parent's subtree waits for it, or it waits for the move and reads the new path. The lock is
 * exclusive because the counters' trigger updates this row anyway: two registrations under one
 * parent holding a share lock each and both upgrading it would deadlock.
 */
export async function lockParentForNewChild(tx: DbOrTx, parentId: string) {
  const [row] = await queryRows<NodeForMove>(
    tx,
    sql`select id, role, path, depth, parent_id as "parentId", is_active as "isActive",
               is_deleted as "isDeleted", network_size as "networkSize"
        from profiles where id = ${parentId} for update`,
  );
  return row ?? null;
}
