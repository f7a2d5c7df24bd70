import type { DbOrTx } from '@portal/db/client';
import { authAccounts, profiles, userSettings } from '@portal/db/schema';
import { and, eq } from 'drizzle-orm';

export async function findSettings(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ?? null;
}

export async function upsertSection(
  db: DbOrTx,
  userId: string,
  section: 'app' | 'account',
  value: Record<string, unknown>,
) {
  await db
    .insert(userSettings)
    .values({ userId, [section]: value })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [section]: value, updatedAt: new Date() } });
}

export async function passwordChangedAt(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ updatedAt: authAccounts.updatedAt })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return row?.updatedAt ?? null;
}

export async function updateProfileFields(db: DbOrTx, userId: string, values: { name: string; phone: string | null }) {
  await db.update(profiles).set(values).where(eq(profiles.id, userId));
}

/** The member's password hash, to confirm a sensitive change. */
export async function credentialHash(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return row?.password ?? null;
}
