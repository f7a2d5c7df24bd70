import type { DbOrTx } from '@portal/db/client';
import { authSessions, type DeviceInfo, userSessions } from '@portal/db/schema';

export type { DeviceInfo };
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';

export async function insertUserSession(
  db: DbOrTx,
  values: {
    userId: string;
    authSessionId: string;
    sessionToken: string;
    deviceInfo: DeviceInfo;
    userAgent: string | null;
    ipAddress: string | null;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(userSessions).values(values).returning();
  if (!row) throw new Error('user session insert returned nothing');
  return row;
}

/** Active rows of a member whose device looks like this one (same browser string and platform). */
export async function findActiveOnSameDevice(
  db: DbOrTx,
  userId: string,
  userAgent: string | null,
  platform: string | null,
) {
  return db
    .select({ id: userSessions.id, authSessionId: userSessions.authSessionId, token: authSessions.token })
    .from(userSessions)
    .leftJoin(authSessions, eq(authSessions.id, userSessions.authSessionId))
    .where(
      and(
        eq(userSessions.userId, userId),
        eq(userSessions.isActive, true),
        userAgent === null ? sql`${userSessions.userAgent} is null` : eq(userSessions.userAgent, userAgent),
        platform === null
          ? sql`${userSessions.deviceInfo}->>'platform' is null`
          : sql`${userSessions.deviceInfo}->>'platform' = ${platform}`,
      ),
    );
}

export async function deactivateUserSessions(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(userSessions)
    .set({ isActive: false, endedAt: now, expiresAt: now })
    .where(and(inArray(userSessions.id, ids), eq(userSessions.isActive, true)));
}

export async function deactivateByAuthSession(db: DbOrTx, authSessionId: string) {
  const now = new Date();
  await db
    .update(userSessions)
    .set({ isActive: false, endedAt: now, expiresAt: now })
    .where(and(eq(userSessions.authSessionId, authSessionId), eq(userSessions.isActive, true)));
}

export async function deactivateAllForUser(db: DbOrTx, userId: string, exceptAuthSessionId?: string) {
  const now = new Date();
  await db
    .update(userSessions)
    .set({ isActive: false, endedAt: now, expiresAt: now })
    .where(
      and(
        eq(userSessions.userId, userId),
        eq(userSessions.isActive, true),
        exceptAuthSessionId ? sql`${userSessions.authSessionId} is distinct from ${exceptAuthSessionId}` : undefined,
      ),
    );
}

/** A member's live sessions: active rows whose auth session still exists and has not expired. */
export async function listActiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: userSessions.id,
      authSessionId: userSessions.authSessionId,
      token: authSessions.token,
      deviceInfo: userSessions.deviceInfo,
      userAgent: userSessions.userAgent,
      ipAddress: userSessions.ipAddress,
      lastActivity: userSessions.lastActivity,
      createdAt: userSessions.createdAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(userSessions)
    .innerJoin(authSessions, eq(authSessions.id, userSessions.authSessionId))
    .where(
      and(eq(userSessions.userId, userId), eq(userSessions.isActive, true), gt(authSessions.expiresAt, new Date())),
    )
    .orderBy(desc(userSessions.lastActivity));
}

export async function findOwnedSession(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: userSessions.id, authSessionId: userSessions.authSessionId, token: authSessions.token })
    .from(userSessions)
    .leftJoin(authSessions, eq(authSessions.id, userSessions.authSessionId))
    .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId), eq(userSessions.isActive, true)));
  return row ?? null;
}

export async function touchByAuthSession(db: DbOrTx, authSessionId: string, expiresAt: Date) {
  const [row] = await db
    .update(userSessions)
    .set({ lastActivity: new Date(), expiresAt })
    .where(and(eq(userSessions.authSessionId, authSessionId), eq(userSessions.isActive, true)))
    .returning({ id: userSessions.id, lastActivity: userSessions.lastActivity, expiresAt: userSessions.expiresAt });
  return row ?? null;
}

export async function findAuthSessionByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.token, token));
  return row ?? null;
}

export async function deleteAuthSessions(db: DbOrTx, userId: string, exceptId?: string) {
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), exceptId ? ne(authSessions.id, exceptId) : undefined));
}

export async function deleteAuthSessionsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(authSessions).where(inArray(authSessions.id, ids));
}

export async function findActiveByAuthSession(db: DbOrTx, authSessionId: string) {
  const [row] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.authSessionId, authSessionId), eq(userSessions.isActive, true)));
  return row ?? null;
}

export async function rebindUserSession(
  db: DbOrTx,
  id: string,
  values: { authSessionId: string; sessionToken: string; expiresAt: Date },
) {
  await db.update(userSessions).set(values).where(eq(userSessions.id, id));
}

/** Device rows whose auth session was deleted (revoked by Better Auth) are ended too. */
export async function deactivateOrphanedSessions(db: DbOrTx) {
  const now = new Date();
  await db
    .update(userSessions)
    .set({ isActive: false, endedAt: now, expiresAt: now })
    .where(and(sql`${userSessions.authSessionId} is null`, eq(userSessions.isActive, true)));
}
