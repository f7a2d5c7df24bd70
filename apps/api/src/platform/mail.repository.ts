import type { DbOrTx } from '@portal/db/client';
import { emailOutbox } from '@portal/db/schema';
import { eq } from 'drizzle-orm';

export async function insertOutboxMessage(db: DbOrTx, values: typeof emailOutbox.$inferInsert) {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row ?? null;
}

export async function markOutboxSent(db: DbOrTx, id: string, sentAt: Date) {
  await db.update(emailOutbox).set({ status: 'sent', sentAt }).where(eq(emailOutbox.id, id));
}

export async function markOutboxFailed(db: DbOrTx, id: string, error: string) {
  await db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id));
}
