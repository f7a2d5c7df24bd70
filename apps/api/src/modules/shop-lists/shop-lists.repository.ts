import type { DbOrTx } from '@portal/db/client';
import { profiles, userComparisons, userFavorites } from '@portal/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';

/** Wishlist and comparison are the same shape: a member's set of products. */
export const LIST_TABLES = { favorites: userFavorites, comparisons: userComparisons } as const;
export type ListKind = keyof typeof LIST_TABLES;

export async function productIds(db: DbOrTx, kind: ListKind, userId: string) {
  const table = LIST_TABLES[kind];
  const rows = await db
    .select({ productId: table.productId })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt));
  return rows.map((r) => r.productId);
}

export async function countFor(db: DbOrTx, kind: ListKind, userId: string) {
  const table = LIST_TABLES[kind];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** Inserts; answers false when the product was already in the list (unique key). */
export async function insert(db: DbOrTx, kind: ListKind, userId: string, productId: string) {
  const table = LIST_TABLES[kind];
  const rows = await db
    .insert(table)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: table.productId });
  return rows.length > 0;
}

export async function remove(db: DbOrTx, kind: ListKind, userId: string, productId?: string) {
  const table = LIST_TABLES[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(table.userId, userId), productId ? eq(table.productId, productId) : undefined))
    .returning({ productId: table.productId });
  return rows.length;
}

/** Serializes a member's own list changes (row lock on the member), so a limit holds under concurrency. */
export async function lockMember(db: DbOrTx, userId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}
