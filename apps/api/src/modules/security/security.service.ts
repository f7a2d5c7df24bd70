import type {
  AuditEntry,
  AuditFacets,
  AuditFilters,
  AuditLogPage,
  AuditLogQuery,
  SecuritySessionPage,
  SecuritySessionsQuery,
  SignInReport,
  TwoFactorAdoption,
} from '@portal/shared/contracts/security';
import { CSV_BOM, csvLine } from '@portal/shared/csv';
import type { ExportColumn } from '@portal/shared/table-export';
import { MESSAGES } from '@portal/shared/messages';
import { ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import { type Scope, scopeOf } from '@portal/shared/scope';
import {
  AUDIT_EXPORT_BATCH,
  AUDIT_PAGE_SIZE,
  adoptionPercent,
  csvDateTime,
  decodeCursor,
  encodeCursor,
  redactSecrets,
  SECURITY_SESSIONS_PAGE_SIZE,
  SIGN_IN_TOP_ROWS,
} from '@portal/shared/security';
import { describeUserAgent } from '@portal/shared/user-agent';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './security.repository';

/**
 * The security pages. Whose sign-ins, sessions and two-factor figures a caller sees is their
 * scope over members (decision 017): the admin all, the national distributor the network below
 * them (never the admin, never another distributor's people), anyone else their own. The audit log
 * is the admin's alone (its routes say so).
 */

const iso = (value: Date | string) => new Date(value).toISOString();
const DAY_MS = 86_400_000;
const FACET_LIMIT = 200;

/** The scope of the security pages: the network's, as the member's role gives it. */
export function securityScope(member: Member): Scope {
  return scopeOf(member);
}

export async function signInReport(ctx: AppContext, member: Member, days: number): Promise<SignInReport> {
  const since = new Date(Date.now() - days * DAY_MS);
  const scope = repo.membersIn(member, securityScope(member));
  const [totals, accounts, addresses] = await Promise.all([
    repo.signInTotals(ctx.db, since, scope),
    repo.signInsByAccount(ctx.db, since, scope, SIGN_IN_TOP_ROWS),
    repo.signInsByAddress(ctx.db, since, scope, SIGN_IN_TOP_ROWS),
  ]);
  return {
    days,
    totals,
    byAccount: accounts.map((r) => ({
      identifier: r.identifier,
      member:
        r.user_id && r.name && r.seller_no && r.role
          ? { id: r.user_id, name: r.name, sellerNo: r.seller_no, role: r.role as Role }
          : null,
      success: r.success,
      failure: r.failure,
      throttled: r.throttled,
      lastAt: iso(r.last_at),
    })),
    byAddress: addresses.map((r) => ({
      ipAddress: r.ip_address,
      accounts: r.accounts,
      success: r.success,
      failure: r.failure,
      throttled: r.throttled,
      lastAt: iso(r.last_at),
    })),
  };
}

export async function listSessions(
  ctx: AppContext,
  member: Member,
  q: SecuritySessionsQuery,
): Promise<SecuritySessionPage> {
  const after = q.cursor ? decodeCursor(q.cursor, 'uuid') : null;
  if (q.cursor && !after) throw new AppError('INVALID_CURSOR');
  const scope = repo.membersIn(member, securityScope(member));
  const [rows, total] = await Promise.all([
    repo.sessionPage(ctx.db, scope, q.q || undefined, after, SECURITY_SESSIONS_PAGE_SIZE + 1),
    repo.countSessions(ctx.db, scope, q.q || undefined),
  ]);
  const page = rows.slice(0, SECURITY_SESSIONS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    sessions: page.map((r) => {
      const { browser, device } = describeUserAgent(r.user_agent);
      const platform = r.device_info?.platform;
      return {
        id: r.id,
        member: { id: r.user_id, name: r.name, sellerNo: r.seller_no, role: r.role as Role },
        deviceName: platform ? `${device} (${platform})` : device,
        browser,
        ipAddress: r.ip_address,
        lastActive: iso(r.last_activity),
        createdAt: iso(r.created_at),
        expiresAt: iso(r.expires_at),
        isCurrent: r.auth_session_id === member.authSessionId,
      };
    }),
    total,
    nextCursor:
      rows.length > SECURITY_SESSIONS_PAGE_SIZE && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export async function twoFactorAdoption(ctx: AppContext, member: Member): Promise<TwoFactorAdoption> {
  const rows = await repo.twoFactorByRole(ctx.db, repo.membersIn(member, securityScope(member)));
  const byRole = new Map(rows.map((r) => [r.role, r]));
  const roles = ROLES.flatMap((role) => {
    const row = byRole.get(role);
    return row
      ? [{ role, members: row.members, enabled: row.enabled, percent: adoptionPercent(row.enabled, row.members) }]
      : [];
  });
  const members = roles.reduce((n, r) => n + r.members, 0);
  const enabled = roles.reduce((n, r) => n + r.enabled, 0);
  return { roles, total: { members, enabled, percent: adoptionPercent(enabled, members) } };
}

function toEntry(r: repo.AuditRow): AuditEntry {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    actor:
      r.actor_id && r.name && r.seller_no && r.role
        ? { id: r.actor_id, name: r.name, sellerNo: r.seller_no, role: r.role as Role }
        : null,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    before: redactSecrets(r.before) ?? null,
    after: redactSecrets(r.after) ?? null,
    ipAddress: r.ip_address,
  };
}

export async function auditLog(ctx: AppContext, q: AuditLogQuery): Promise<AuditLogPage> {
  const after = q.cursor ? decodeCursor(q.cursor, 'serial') : null;
  if (q.cursor && !after) throw new AppError('INVALID_CURSOR');
  const rows = await repo.auditPage(ctx.db, q, after, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export async function auditFacets(ctx: AppContext): Promise<AuditFacets> {
  const [actors, actions, entityTypes] = await Promise.all([
    repo.auditActors(ctx.db, FACET_LIMIT),
    repo.auditActions(ctx.db, FACET_LIMIT),
    repo.auditEntityTypes(ctx.db, FACET_LIMIT),
  ]);
  return {
    actors: actors.map((a) => ({ id: a.id, name: a.name, sellerNo: a.seller_no, role: a.role as Role })),
    actions,
    entityTypes,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

function csvRow(e: AuditEntry): string {
  return csvLine([
    csvDateTime(e.createdAt),
    e.id,
    e.actor?.name ?? MESSAGES.security.systemActor,
    e.actor?.sellerNo,
    e.actor ? ROLE_LABELS[e.actor.role] : '',
    e.action,
    e.entityType,
    e.entityId,
    json(e.before),
    json(e.after),
    e.ipAddress,
  ]);
}

const H = MESSAGES.security.auditCsvHeader;
/** The columns of the XLSX export: the CSV's, with real dates. */
export const AUDIT_COLUMNS: ExportColumn<AuditEntry>[] = [
  { header: H[0], kind: 'dateTime', value: (e) => e.createdAt, width: 18 },
  { header: H[1], kind: 'text', value: (e) => String(e.id) },
  { header: H[2], kind: 'text', value: (e) => e.actor?.name ?? MESSAGES.security.systemActor, width: 24 },
  { header: H[3], kind: 'text', value: (e) => e.actor?.sellerNo },
  { header: H[4], kind: 'text', value: (e) => (e.actor ? ROLE_LABELS[e.actor.role] : '') },
  { header: H[5], kind: 'text', value: (e) => e.action, width: 24 },
  { header: H[6], kind: 'text', value: (e) => e.entityType },
  { header: H[7], kind: 'text', value: (e) => e.entityId, width: 38 },
  { header: H[8], kind: 'text', value: (e) => json(e.before), width: 40 },
  { header: H[9], kind: 'text', value: (e) => json(e.after), width: 40 },
  { header: H[10], kind: 'text', value: (e) => e.ipAddress },
];

/** The filtered log a keyset batch at a time (streamed into the XLSX). */
export async function* auditBatches(ctx: AppContext, filters: AuditFilters): AsyncGenerator<AuditEntry[]> {
  for await (const rows of repo.eachAuditBatch(ctx.db, filters, AUDIT_EXPORT_BATCH)) yield rows.map(toEntry);
}

/** The filtered log as CSV for Turkish Excel, streamed a keyset batch at a time: BOM and header, then rows. */
export async function* exportAuditLog(ctx: AppContext, filters: AuditFilters): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(MESSAGES.security.auditCsvHeader);
  for await (const rows of repo.eachAuditBatch(ctx.db, filters, AUDIT_EXPORT_BATCH)) {
    yield rows.map((r) => csvRow(toEntry(r))).join('');
  }
}
