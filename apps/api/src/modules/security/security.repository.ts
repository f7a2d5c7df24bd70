import { type DbOrTx, queryRows } from '@portal/db/client';
import { DEFAULT_TIME_ZONE } from '@portal/shared/format';
import type { Scope, ScopeMember } from '@portal/shared/scope';
import { THROTTLED_ATTEMPT_REASON, type KeysetCursor } from '@portal/shared/security';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The security pages' reads and the one write (ending a session). Every read that names members
 * is filtered by the caller's scope on the member's row `p` (decision 017): `all` sees everyone
 * (and attempts on identifiers that belong to nobody), `downline` the member and everyone below,
 * `own` the member alone.
 */

export function membersIn(member: ScopeMember, scope: Scope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope === 'own') return sql`p.id = ${member.id}::uuid`;
  return sql`p.path like ${`${member.path}%`}`;
}

const throttled = sql`a.reason = ${THROTTLED_ATTEMPT_REASON}`;
const counts = sql`
  count(*) filter (where a.success)::int as success,
  count(*) filter (where not a.success and a.reason is distinct from ${THROTTLED_ATTEMPT_REASON})::int as failure,
  count(*) filter (where ${throttled})::int as throttled`;

export interface CountsRow {
  success: number;
  failure: number;
  throttled: number;
}

export async function signInTotals(db: DbOrTx, since: Date, scope: SQL): Promise<CountsRow> {
  const [row] = await queryRows<CountsRow>(
    db,
    sql`select ${counts} from sign_in_attempts a left join profiles p on p.id = a.user_id
        where a.created_at > ${since.toISOString()}::timestamptz and ${scope}`,
  );
  return row ?? { success: 0, failure: 0, throttled: 0 };
}

export interface AccountRow extends CountsRow {
  user_id: string | null;
  identifier: string;
  name: string | null;
  seller_no: string | null;
  role: string | null;
  last_at: Date | string;
}

/** Accounts with the most refused attempts in the window (a member however they typed it, or an identifier of nobody's). */
export async function signInsByAccount(db: DbOrTx, since: Date, scope: SQL, limit: number): Promise<AccountRow[]> {
  return queryRows<AccountRow>(
    db,
    sql`with g as (
          select a.user_id, case when a.user_id is null then a.identifier end as anon,
                 max(a.identifier) as identifier, ${counts}, max(a.created_at) as last_at
          from sign_in_attempts a left join profiles p on p.id = a.user_id
          where a.created_at > ${since.toISOString()}::timestamptz and ${scope}
          group by 1, 2
        )
        select g.user_id, g.identifier, g.success, g.failure, g.throttled, g.last_at,
               p.name, p.seller_no, p.role
        from g left join profiles p on p.id = g.user_id
        order by g.failure + g.throttled desc, g.last_at desc
        limit ${limit}`,
  );
}

export interface AddressRow extends CountsRow {
  ip_address: string;
  accounts: number;
  last_at: Date | string;
}

/** Addresses with the most refused attempts in the window, with how many accounts each tried. */
export async function signInsByAddress(db: DbOrTx, since: Date, scope: SQL, limit: number): Promise<AddressRow[]> {
  return queryRows<AddressRow>(
    db,
    sql`select * from (
          select a.ip_address, ${counts},
                 count(distinct coalesce(a.user_id::text, a.identifier))::int as accounts,
                 max(a.created_at) as last_at
          from sign_in_attempts a left join profiles p on p.id = a.user_id
          where a.created_at > ${since.toISOString()}::timestamptz and ${scope}
          group by a.ip_address
        ) g
        order by g.failure + g.throttled desc, g.last_at desc
        limit ${limit}`,
  );
}

export interface SessionRow {
  id: string;
  user_id: string;
  auth_session_id: string | null;
  device_info: { platform?: string } | null;
  user_agent: string | null;
  ip_address: string | null;
  last_activity: Date | string;
  cursor_at: string;
  created_at: Date | string;
  expires_at: Date | string;
  name: string;
  seller_no: string;
  role: string;
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

function liveSessions(scope: SQL, q: string | undefined): SQL {
  const search = q
    ? sql`and (lower(p.name) like ${`%${escapeLike(q.toLocaleLowerCase('tr-TR'))}%`}
           or lower(p.email) like ${`%${escapeLike(q.toLowerCase())}%`}
           or p.seller_no ilike ${`%${escapeLike(q)}%`})`
    : sql``;
  return sql`from user_sessions s
    join auth_sessions a on a.id = s.auth_session_id
    join profiles p on p.id = s.user_id
    where s.is_active and a.expires_at > now() and ${scope} ${search}`;
}

/** One page of live sessions, latest activity first, after the cursor. No token leaves this query. */
export async function sessionPage(
  db: DbOrTx,
  scope: SQL,
  q: string | undefined,
  after: KeysetCursor | null,
  limit: number,
): Promise<SessionRow[]> {
  const keyset = after ? sql`and (s.last_activity, s.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  return queryRows<SessionRow>(
    db,
    sql`select s.id, s.user_id, s.auth_session_id, s.device_info, s.user_agent, s.ip_address, s.last_activity,
               s.last_activity::text as cursor_at, s.created_at, a.expires_at, p.name, p.seller_no, p.role
        ${liveSessions(scope, q)} ${keyset}
        order by s.last_activity desc, s.id desc
        limit ${limit}`,
  );
}

export async function countSessions(db: DbOrTx, scope: SQL, q: string | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${liveSessions(scope, q)}`);
  return row?.n ?? 0;
}

export interface ScopedSessionRow {
  id: string;
  user_id: string;
  auth_session_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  name: string;
  seller_no: string;
}

/** An active session whose member is within the scope; null otherwise (answered as not found). */
export async function findSession(db: DbOrTx, id: string, scope: SQL): Promise<ScopedSessionRow | null> {
  const [row] = await queryRows<ScopedSessionRow>(
    db,
    sql`select s.id, s.user_id, s.auth_session_id, s.ip_address, s.user_agent, p.name, p.seller_no
        from user_sessions s join profiles p on p.id = s.user_id
        where s.id = ${id}::uuid and s.is_active and ${scope}
        for update of s`,
  );
  return row ?? null;
}

export interface AdoptionRow {
  role: string;
  members: number;
  enabled: number;
}

/** Members (not deleted) and those with two-factor sign-in on, by role, within the scope. */
export async function twoFactorByRole(db: DbOrTx, scope: SQL): Promise<AdoptionRow[]> {
  return queryRows<AdoptionRow>(
    db,
    sql`select p.role, count(*)::int as members, count(*) filter (where p.two_factor_enabled)::int as enabled
        from profiles p where not p.is_deleted and ${scope}
        group by p.role`,
  );
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  entityType?: string;
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: string;
  created_at: Date | string;
  cursor_at: string;
  actor_id: string | null;
  name: string | null;
  seller_no: string | null;
  role: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  ip_address: string | null;
}

/** Days are Türkiye's: `from` at its midnight, `to` up to the next midnight. Each filter has its index. */
function auditWhere(f: AuditFilter, after: KeysetCursor | null): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.actorId) parts.push(sql`l.actor_id = ${f.actorId}::uuid`);
  if (f.action) parts.push(sql`l.action = ${f.action}`);
  if (f.entityType) parts.push(sql`l.entity_type = ${f.entityType}`);
  if (f.from) parts.push(sql`l.created_at >= (${f.from}::date::timestamp at time zone ${DEFAULT_TIME_ZONE})`);
  if (f.to) parts.push(sql`l.created_at < ((${f.to}::date + 1)::timestamp at time zone ${DEFAULT_TIME_ZONE})`);
  if (after) parts.push(sql`(l.created_at, l.id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  return sql.join(parts, sql` and `);
}

/** One keyset page of the audit log, newest first: (created_at, id) read backwards on its index. */
export async function auditPage(
  db: DbOrTx,
  f: AuditFilter,
  after: KeysetCursor | null,
  limit: number,
): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    db,
    sql`select l.id::text as id, l.created_at, l.created_at::text as cursor_at, l.actor_id, p.name, p.seller_no,
               p.role, l.action, l.entity_type, l.entity_id, l.before, l.after, l.ip_address
        from audit_log l left join profiles p on p.id = l.actor_id
        where ${auditWhere(f, after)}
        order by l.created_at desc, l.id desc
        limit ${limit}`,
  );
}

/** The whole filtered log a batch at a time, each batch one keyset query: never all rows at once. */
export async function* eachAuditBatch(db: DbOrTx, f: AuditFilter, batchSize: number): AsyncGenerator<AuditRow[]> {
  let after: KeysetCursor | null = null;
  for (;;) {
    const rows = await auditPage(db, f, after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as AuditRow;
    after = { at: last.cursor_at, id: last.id };
  }
}

/**
 * The distinct values of an indexed column, read as a loose index scan (one index probe per value)
 * rather than a scan of millions of rows.
 */
function distinctValues(column: 'action' | 'entity_type' | 'actor_id', limit: number): SQL {
  const col = sql.raw(column);
  return sql`with recursive v as (
      (select ${col} as value from audit_log where ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from audit_log where ${col} > v.value order by ${col} limit 1) from v
      where v.value is not null
    )
    select value from v where value is not null limit ${limit}`;
}

export async function auditActions(db: DbOrTx, limit: number) {
  return (await queryRows<{ value: string }>(db, distinctValues('action', limit))).map((r) => r.value);
}

export async function auditEntityTypes(db: DbOrTx, limit: number) {
  return (await queryRows<{ value: string }>(db, distinctValues('entity_type', limit))).map((r) => r.value);
}

export async function auditActors(db: DbOrTx, limit: number) {
  return queryRows<{ id: string; name: string; seller_no: string; role: string }>(
    db,
    sql`with a as (${distinctValues('actor_id', limit)})
        select p.id, p.name, p.seller_no, p.role from a join profiles p on p.id = a.value
        order by p.name`,
  );
}
