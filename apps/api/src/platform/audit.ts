import type { DbOrTx } from '@portal/db/client';
import { auditLog } from '@portal/db/schema';
import type { FastifyRequest } from 'fastify';

/** Appends one entry to the audit log: who changed what, with the values before and after. */
export async function audit(
  db: DbOrTx,
  request: FastifyRequest | null,
  entry: {
    action: string;
    entityType: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
    actorId?: string | null;
  },
) {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? request?.member?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: request?.ip ?? null,
    requestId: request?.id ?? null,
  });
}
