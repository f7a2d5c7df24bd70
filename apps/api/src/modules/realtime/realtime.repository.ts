import type { DbOrTx } from '@portal/db/client';
import { authSessions, profiles } from '@portal/db/schema';
import { eq, inArray } from 'drizzle-orm';

/** The sessions behind open sockets, with their member as they are now (one query for a batch). */
export async function findSocketSessions(db: DbOrTx, tokens: string[]) {
  if (tokens.length === 0) return [];
  return db
    .select({
      token: authSessions.token,
      expiresAt: authSessions.expiresAt,
      userId: profiles.id,
      role: profiles.role,
      path: profiles.path,
      name: profiles.name,
      email: profiles.email,
      isActive: profiles.isActive,
      isDeleted: profiles.isDeleted,
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(inArray(authSessions.token, tokens));
}

export type SocketSessionRow = Awaited<ReturnType<typeof findSocketSessions>>[number];
