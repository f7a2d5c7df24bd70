import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@portal/db/client';
import { notifications } from '@portal/db/schema';
import { MESSAGES } from '@portal/shared/messages';
import { and, count, desc, eq, isNotNull, lt, lte, or, sql } from 'drizzle-orm';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** Newest first, keyset-paginated on (created_at, id) so pages stay stable as new ones arrive. */
export async function listForUser(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; cursor?: { createdAt: Date; id: string }; unreadOnly?: boolean; type?: string },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        opts.unreadOnly ? eq(notifications.read, false) : undefined,
        opts.type ? eq(notifications.type, opts.type) : undefined,
        or(sql`${notifications.expiresAt} is null`, sql`${notifications.expiresAt} > now()`),
        opts.cursor
          ? or(
              lt(notifications.createdAt, opts.cursor.createdAt),
              and(eq(notifications.createdAt, opts.cursor.createdAt), lt(notifications.id, opts.cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
}

export async function unreadCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        or(sql`${notifications.expiresAt} is null`, sql`${notifications.expiresAt} > now()`),
      ),
    );
  return row?.n ?? 0;
}

export async function markRead(db: DbOrTx, userId: string, id?: string) {
  return db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), id ? eq(notifications.id, id) : eq(notifications.read, false)))
    .returning({ id: notifications.id });
}

export async function remove(db: DbOrTx, userId: string, id?: string) {
  return db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
}

export async function purgeExpired(db: DbOrTx, userId: string) {
  return db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNotNull(notifications.expiresAt),
        lte(notifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: notifications.id });
}

/**
 * A whole notification row made here rather than by the database's defaults, for a statement that
 * writes it without reading it back (the checkout's order statement).
 */
export function newRow(
  values: Pick<typeof notifications.$inferInsert, 'userId' | 'message'> & Partial<typeof notifications.$inferInsert>,
  now = new Date(),
): NotificationRow {
  return {
    id: randomUUID(),
    type: 'info',
    title: MESSAGES.notifications.defaultTitle,
    read: false,
    priority: 'normal',
    relatedEntityId: null,
    relatedEntityType: null,
    actionUrl: null,
    expiresAt: null,
    metadata: {},
    campaignId: null,
    createdAt: now,
    updatedAt: now,
    ...values,
  };
}

export async function insertMany(db: DbOrTx, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}
