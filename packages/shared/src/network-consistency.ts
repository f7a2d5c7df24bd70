import { isRoleAbove, MAX_TREE_DEPTH, type Role } from './roles';
import type { MoveRefusal } from './network';

/**
 * What can be wrong with a member's place in the network, in the order the inconsistent-profiles
 * page shows them. A member may have several; each kind has its own fix.
 */
export const INCONSISTENCY_KINDS = [
  'missing_parent',
  'deleted_parent',
  'parent_role',
  'too_deep',
  'path_mismatch',
  'cycle',
  'points_mismatch',
] as const;
export type InconsistencyKind = (typeof INCONSISTENCY_KINDS)[number];

/** The fix a kind takes: a new (or the same) parent and a rebuilt subtree, or a points sync. */
export function fixOf(kind: InconsistencyKind): 'reparent' | 'sync_points' {
  return kind === 'points_mismatch' ? 'sync_points' : 'reparent';
}

/** The path and depth a member must have under its parent (a root: `/id/` and 0). */
export function expectedPlace(id: string, parent: { path: string; depth: number } | null) {
  return parent ? { path: `${parent.path}${id}/`, depth: parent.depth + 1 } : { path: `/${id}/`, depth: 0 };
}

/** What a repair needs to know: the member, its subtree by parent_id, and the chosen parent. */
export interface RepairFacts {
  member: { id: string; role: Role; parentId: string | null; isDeleted: boolean };
  /** Ids of the member's subtree, walking parent_id down (the member included). */
  subtreeIds: ReadonlySet<string>;
  /** Levels below the member in its subtree (0 when it has no children). */
  subtreeHeight: number;
  newParent: {
    id: string;
    role: Role;
    isActive: boolean;
    isDeleted: boolean;
    /** The parent's depth found by walking parent_id up to a root; null when no root is reached. */
    rootedDepth: number | null;
  };
}

/**
 * Whether a broken member may be hung under `newParent` (its current parent too: that only rebuilds
 * the subtree's paths): the parent is active, not deleted and reaches a root, its role is strictly
 * above, it is not inside the member's subtree, and the deepest member stays within MAX_TREE_DEPTH.
 * The root admin is never re-parented. Null when allowed.
 */
export function repairRefusal(f: RepairFacts): MoveRefusal | null {
  if (f.member.role === 'admin' && f.member.parentId === null) return 'MOVE_ROOT';
  if (f.subtreeIds.has(f.newParent.id)) return 'MOVE_CYCLE';
  if (f.newParent.isDeleted || !f.newParent.isActive || f.newParent.rootedDepth === null)
    return 'MOVE_PARENT_UNAVAILABLE';
  if (!isRoleAbove(f.newParent.role, f.member.role)) return 'MOVE_PARENT_ROLE';
  if (f.newParent.rootedDepth + 1 + f.subtreeHeight > MAX_TREE_DEPTH) return 'MOVE_TOO_DEEP';
  return null;
}

/** Turns a list of rows into batches of `size` (the maintenance jobs' unit of work). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A fraction 0..100 of a job's progress; a job with nothing to do is complete. */
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((processed / total) * 100));
}
