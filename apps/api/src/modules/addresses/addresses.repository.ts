import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { addresses, profiles } from '@portal/db/schema';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The member's addresses: the default first, then the newest. */
export async function listFor(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of the member's own addresses; another member's id finds nothing. */
export async function findOwn(db: DbOrTx, userId: string, id: string) {
  // Prepared: checkout reads the address on every order.
  const [row] = await prepared(db, 'addresses_find_own', (d, name) =>
    d
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))))
      .prepare(name),
  ).execute({ id, userId });
  return row ?? null;
}

export async function countFor(db: DbOrTx, userId: string) {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function hasDefault(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: DbOrTx, userId: string, values: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row as AddressRow;
}

export async function update(db: DbOrTx, userId: string, id: string, values: Partial<AddressValues>) {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function remove(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Clears the member's default (all but `keepId`): run before setting a new one, for the one-default index. */
export async function clearDefault(db: DbOrTx, userId: string, keepId?: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), keepId ? ne(addresses.id, keepId) : undefined),
    );
}

export async function markDefault(db: DbOrTx, userId: string, id: string) {
  await db
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** The member's newest address, the one that inherits the default when the default is deleted. */
export async function newest(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id ?? null;
}

/** Serializes a member's address changes (row lock on the member): the limit and the one default hold. */
export async function lockMember(db: DbOrTx, userId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}
