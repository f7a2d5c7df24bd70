import type { DbOrTx } from '@portal/db/client';
import { auditLog } from '@portal/db/schema';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, values: AuditInsert) {
  await db.insert(auditLog).values(values);
}
