import type { DbOrTx } from '@portal/db/client';
import { filterPresetDefaults, filterPresets, profiles } from '@portal/db/schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';

export type FilterPresetRow = typeof filterPresets.$inferSelect;

/** The member's own presets, oldest first. */
export async function listFor(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(filterPresets)
    .where(eq(filterPresets.userId, userId))
    .orderBy(asc(filterPresets.createdAt), asc(filterPresets.id));
}

/** One of the member's own presets; another member's id finds nothing. */
export async function findOwn(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(filterPresets)
    .where(and(eq(filterPresets.id, id), eq(filterPresets.userId, userId)));
  return row ?? null;
}

export async function countFor(db: DbOrTx, userId: string) {
  const [row] = await db.select({ n: count() }).from(filterPresets).where(eq(filterPresets.userId, userId));
  return row?.n ?? 0;
}

/** Whether the member has another preset with this name (case-insensitive). */
export async function nameTaken(db: DbOrTx, userId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: filterPresets.id })
    .from(filterPresets)
    .where(
      and(
        eq(filterPresets.userId, userId),
        sql`lower(${filterPresets.name}) = lower(${name})`,
        exceptId ? sql`${filterPresets.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Serializes a member's preset writes (the limit and the unique name are checked, then written). */
export async function lockMember(db: DbOrTx, userId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}

export async function insert(
  db: DbOrTx,
  userId: string,
  values: { name: string; description: string; filters: Record<string, unknown> },
) {
  const [row] = await db
    .insert(filterPresets)
    .values({ userId, ...values })
    .returning();
  return row as FilterPresetRow;
}

export async function update(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<{ name: string; description: string; filters: Record<string, unknown> }>,
) {
  const [row] = await db
    .update(filterPresets)
    .set(values)
    .where(and(eq(filterPresets.id, id), eq(filterPresets.userId, userId)))
    .returning();
  return row ?? null;
}

export async function remove(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .delete(filterPresets)
    .where(and(eq(filterPresets.id, id), eq(filterPresets.userId, userId)))
    .returning({ id: filterPresets.id });
  return rows.length > 0;
}

/** The member's chosen default: a preset id or a built-in key; null is the built-in default. */
export async function defaultOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ presetId: filterPresetDefaults.presetId, systemKey: filterPresetDefaults.systemKey })
    .from(filterPresetDefaults)
    .where(eq(filterPresetDefaults.userId, userId));
  return row ?? null;
}

/** One row per member: choosing a default replaces the previous one. */
export async function setDefault(db: DbOrTx, userId: string, choice: { presetId: string } | { systemKey: string }) {
  const values =
    'presetId' in choice
      ? { presetId: choice.presetId, systemKey: null }
      : { presetId: null, systemKey: choice.systemKey };
  await db
    .insert(filterPresetDefaults)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: filterPresetDefaults.userId, set: values });
}

export async function clearDefault(db: DbOrTx, userId: string) {
  await db.delete(filterPresetDefaults).where(eq(filterPresetDefaults.userId, userId));
}
