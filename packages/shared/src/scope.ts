import type { Role } from './roles';

/**
 * How far a member's view reaches over data that belongs to members:
 * - `own`: what is theirs (they bought it, they hold it, they supply it);
 * - `downline`: theirs and that of everyone below them in the network;
 * - `all`: everyone's.
 */
export const SCOPES = ['own', 'downline', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

/** The scope a permission key grants: one for every role, or per role with a default. */
export type ScopeGrant = Scope | ({ default: Scope } & Partial<Record<Role, Scope>>);

/** What scope is decided from: who the member is and where they stand in the network. */
export interface ScopeMember {
  id: string;
  role: Role;
  /** Materialized path: `/<root id>/…/<own id>/`. */
  path: string;
}

/**
 * Something that belongs to members: its owner (and other parties that own it as much, such as
 * an order's supplier), with the owner's materialized path when downline scope is to reach it.
 */
export interface ScopedResource {
  ownerId: string;
  ownerPath?: string | null;
  partyIds?: readonly (string | null | undefined)[];
}

/**
 * The member's scope. With a grant (from the permission registry), what the grant gives their
 * role; without one, what the network gives them: the admin sees all, a member others can sit
 * below sees their downline, a client their own.
 */
export function scopeOf(member: Pick<ScopeMember, 'role'>, grant?: ScopeGrant): Scope {
  if (grant !== undefined) return typeof grant === 'string' ? grant : (grant[member.role] ?? grant.default);
  if (member.role === 'admin') return 'all';
  return member.role === 'client' ? 'own' : 'downline';
}

/** Whether `path` lies strictly below `ancestorPath` in the network. */
export function isBelow(ancestorPath: string, path: string): boolean {
  return path.length > ancestorPath.length && path.startsWith(ancestorPath);
}

/** Whether a member with this scope may see the resource. */
export function canSee(member: ScopeMember, resource: ScopedResource, scope: Scope = scopeOf(member)): boolean {
  if (scope === 'all') return true;
  if (resource.ownerId === member.id || resource.partyIds?.includes(member.id)) return true;
  return scope === 'downline' && !!resource.ownerPath && isBelow(member.path, resource.ownerPath);
}
