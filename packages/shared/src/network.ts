import { isRoleAbove, MAX_TREE_DEPTH, type Role } from './roles';

/** What a move needs to know about the member, its subtree and the new parent. */
export interface MoveFacts {
  member: { id: string; role: Role; path: string; depth: number; parentId: string | null };
  /** The role the member will have after the move (its own when unchanged). */
  newRole: Role;
  newParent: { id: string; role: Role; path: string; depth: number; isActive: boolean; isDeleted: boolean };
  /** Deepest depth inside the member's subtree (the member's own when it has none below). */
  subtreeMaxDepth: number;
  /** Roles of the member's direct children (each must stay strictly below the new role). */
  childRoles: readonly Role[];
}

export type MoveRefusal =
  | 'MOVE_ROOT'
  | 'MOVE_CYCLE'
  | 'MOVE_PARENT_ROLE'
  | 'MOVE_CHILD_ROLE'
  | 'MOVE_TOO_DEEP'
  | 'MOVE_PARENT_UNAVAILABLE'
  | 'MOVE_NOTHING';

/**
 * Whether a member (and its whole subtree) may hang under `newParent` with `newRole`: the parent
 * is strictly above, nothing below outranks the new role, the deepest member stays within
 * MAX_TREE_DEPTH, and the new parent is not the member or inside its subtree. Null when allowed.
 */
export function moveRefusal(f: MoveFacts): MoveRefusal | null {
  if (f.member.parentId === null) return 'MOVE_ROOT';
  if (f.newParent.path.startsWith(f.member.path)) return 'MOVE_CYCLE';
  if (f.newParent.isDeleted || !f.newParent.isActive) return 'MOVE_PARENT_UNAVAILABLE';
  if (f.newParent.id === f.member.parentId && f.newRole === f.member.role) return 'MOVE_NOTHING';
  if (!isRoleAbove(f.newParent.role, f.newRole)) return 'MOVE_PARENT_ROLE';
  if (f.childRoles.some((child) => !isRoleAbove(f.newRole, child))) return 'MOVE_CHILD_ROLE';
  const shift = f.newParent.depth + 1 - f.member.depth;
  if (f.subtreeMaxDepth + shift > MAX_TREE_DEPTH) return 'MOVE_TOO_DEEP';
  return null;
}

/** The ids above a member, root first, read from its materialized path `/root/…/parent/self/`. */
export function uplineIds(path: string): string[] {
  const ids = path.split('/').filter(Boolean);
  return ids.slice(0, -1);
}

// The network tree's search (issue 11, tree).

/**
 * The lower-case spellings a typed name is searched under, for PostgreSQL's lower(), which turns
 * both I and İ into i and keeps ı: the query in Turkish lower case, then with its ı as i at the
 * first letter (a name written with a capital I: 'ışık' finds "Işık") and everywhere.
 */
export function nameSearchSpellings(text: string): string[] {
  const lower = text.trim().toLocaleLowerCase('tr-TR');
  return [...new Set([lower, lower.replace(/^ı/, 'i'), lower.replaceAll('ı', 'i')])];
}
