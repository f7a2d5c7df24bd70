import { grantedScope, type PermissionKey } from '@portal/shared/permissions';
import type { ScopeMember } from '@portal/shared/scope';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Whose sales an analytics page adds up (decision 051), decided from the page's permission key:
 * `all` (the admin: every network root's rows) or the member's own subtree, itself included (its
 * own rows in the rollups). A member never reads a scope row that is not its own or a root's it
 * may see whole.
 */
export type AnalyticsScope = { kind: 'all' } | { kind: 'subtree'; memberId: string; path: string };

export function analyticsScope(member: ScopeMember, key: PermissionKey = 'canAccessSalesAnalysis'): AnalyticsScope {
  return grantedScope(key, member) === 'all'
    ? { kind: 'all' }
    : { kind: 'subtree', memberId: member.id, path: member.path };
}

/** The rollup rows of the scope: `<alias>.scope_id in (…)`. */
export function scopeRowsSql(scope: AnalyticsScope, column: SQL = sql.raw('scope_id')): SQL {
  return scope.kind === 'all'
    ? sql`${column} in (select id from profiles where parent_id is null)`
    : sql`${column} = ${scope.memberId}::uuid`;
}

/** The raw orders of the scope, for drill-downs and the naive baseline: the buyer's path. */
export function scopeBuyerPathSql(scope: AnalyticsScope, buyerPath: SQL): SQL {
  return scope.kind === 'all' ? sql`true` : sql`${buyerPath} like ${`${scope.path}%`}`;
}
