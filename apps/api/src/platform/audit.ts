import type { DbOrTx } from '@portal/db/client';
import { type AuditInsert, insertAuditEntry } from './audit.repository';
import type { Actor } from './context';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  actorId?: string | null;
}

/** The audit log's row for an entry: who changed what, with the values before and after. */
export function auditEntryOf(actor: Actor | null, entry: AuditEntry): AuditInsert {
  return {
    actorId: entry.actorId ?? actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: actor?.ip ?? null,
    requestId: actor?.requestId ?? null,
  };
}

/** Appends one entry to the audit log. */
export async function audit(db: DbOrTx, actor: Actor | null, entry: AuditEntry) {
  await insertAuditEntry(db, auditEntryOf(actor, entry));
}
