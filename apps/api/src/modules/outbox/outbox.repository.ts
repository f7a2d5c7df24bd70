import type { DbOrTx } from '@portal/db/client';
import { emailOutbox } from '@portal/db/schema';
import { desc, eq } from 'drizzle-orm';

export async function listRecent(db: DbOrTx, opts: { to?: string; limit: number }) {
  return db
    .select()
    .from(emailOutbox)
    .where(opts.to ? eq(emailOutbox.to, opts.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(opts.limit);
}
