import type { DbOrTx } from '@portal/db/client';
import { insertAuditEntry } from './audit.repository';
import type { Actor } from './context';

/** Appends one entry to the audit log: who changed what, with the values before and after. */
export async function audit(
  db: DbOrTx,
  actor: Actor | null,
  entry: {
    action: string;
    entityType: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
    actorId?: string | null;
  },
) {
  await insertAuditEntry(db, {
    actorId: entry.actorId ?? actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: actor?.ip ?? null,
    requestId: actor?.requestId ?? null,
  });
}
