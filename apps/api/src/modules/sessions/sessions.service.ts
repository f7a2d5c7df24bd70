import { createHash } from 'node:crypto';
import { describeUserAgent } from '@portal/shared/user-agent';
import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext, Member } from '../../platform/context';
import { AUTH_COOKIE_PREFIX } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import * as repo from './sessions.repository';
import type { DeviceInfo } from './sessions.repository';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records a sign-in as a device session. An earlier active session of the same member on the same
 * device (same browser and platform) is ended: signing in again there replaces it, while sessions
 * on other devices stay, so the member can see and end them in settings.
 */
export async function recordSignIn(
  ctx: AppContext,
  input: {
    userId: string;
    token: string;
    deviceInfo: DeviceInfo | undefined;
    userAgent: string | null;
    ipAddress: string | null;
  },
) {
  const authSession = await repo.findAuthSessionByToken(ctx.db, input.token);
  if (!authSession) throw new AppError('SIGN_IN_FAILED');
  const platform = input.deviceInfo?.platform ?? null;
  const earlier = await repo.findActiveOnSameDevice(ctx.db, input.userId, input.userAgent, platform);
  // Deleted directly: Better Auth's revokeSession endpoint needs the caller's own session headers.
  await repo.deleteAuthSessionsByIds(
    ctx.db,
    earlier.flatMap((row) => (row.authSessionId && row.authSessionId !== authSession.id ? [row.authSessionId] : [])),
  );
  await repo.deactivateUserSessions(
    ctx.db,
    earlier.map((r) => r.id),
  );
  return repo.insertUserSession(ctx.db, {
    userId: input.userId,
    authSessionId: authSession.id,
    sessionToken: hashToken(input.token),
    deviceInfo: { ...input.deviceInfo, ...(input.userAgent ? { userAgent: input.userAgent } : {}) },
    userAgent: input.userAgent,
    ipAddress: input.ipAddress,
    expiresAt: authSession.expiresAt,
  });
}

export async function listSessions(ctx: AppContext, member: Member) {
  const rows = await repo.listActiveSessions(ctx.db, member.id);
  return rows.map((row) => {
    const { browser, device } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      deviceName: row.deviceInfo.platform ? `${device} (${row.deviceInfo.platform})` : device,
      browser,
      location: row.ipAddress ?? null,
      lastActive: row.lastActivity.toISOString(),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isCurrent: row.authSessionId === member.authSessionId,
    };
  });
}

export async function endSession(ctx: AppContext, member: Member, id: string) {
  const row = await repo.findOwnedSession(ctx.db, member.id, id);
  if (!row) throw new AppError('SESSION_NOT_FOUND');
  if (row.authSessionId) await repo.deleteAuthSessionsByIds(ctx.db, [row.authSessionId]);
  await repo.deactivateUserSessions(ctx.db, [row.id]);
  forgetCachedSessions(ctx, member);
  return { wasCurrent: row.authSessionId === member.authSessionId };
}

export async function endOtherSessions(ctx: AppContext, member: Member) {
  await repo.deleteAuthSessions(ctx.db, member.id, member.authSessionId);
  await repo.deactivateAllForUser(ctx.db, member.id, member.authSessionId);
  forgetCachedSessions(ctx, member);
}

export async function endAllSessions(ctx: AppContext, member: Member) {
  await repo.deleteAuthSessions(ctx.db, member.id);
  await repo.deactivateAllForUser(ctx.db, member.id);
  forgetCachedSessions(ctx, member);
}

/**
 * This server forgets the member's cached sessions at once; the database trigger's notice does the
 * same on every server, but it arrives a moment after the commit, and the browser's next request
 * to this server may come sooner.
 */
export function forgetCachedSessions(ctx: AppContext, member: Member) {
  ctx.sessions.dropMember(member.id);
}

/** The 5-minute heartbeat: Better Auth extends the session, and the device row follows. */
export async function heartbeat(ctx: AppContext, headers: IncomingHttpHeaders, member: Member) {
  const result = await ctx.auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!result) throw new AppError('UNAUTHORIZED');
  const expiresAt = new Date(result.session.expiresAt);
  const row = await repo.touchByAuthSession(ctx.db, member.authSessionId, expiresAt);
  return { lastActivity: (row?.lastActivity ?? new Date()).toISOString(), expiresAt: expiresAt.toISOString() };
}

/** The session token in Better Auth's Set-Cookie headers (the cookie is `token.signature`). */
function sessionTokenFromSetCookie(headers: Headers | null | undefined): string | null {
  const name = new RegExp(`^(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=([^;]+)`);
  for (const cookie of headers?.getSetCookie() ?? []) {
    const value = decodeURIComponent(cookie.match(name)?.[1] ?? '');
    const dot = value.lastIndexOf('.');
    if (dot > 0) return value.slice(0, dot);
  }
  return null;
}

/**
 * Better Auth replaces the browser's session when two-factor authentication is switched on or off.
 * `replace` runs that call; the device row of the old session then follows the new one, so the
 * session stays listed as current and the heartbeat keeps extending it.
 */
export async function followReplacedSession<T extends { headers: Headers }>(
  ctx: AppContext,
  member: Member,
  replace: () => Promise<T>,
): Promise<T> {
  const device = await repo.findActiveByAuthSession(ctx.db, member.authSessionId);
  const result = await replace();
  const token = sessionTokenFromSetCookie(result.headers);
  if (device && token && token !== member.sessionToken) {
    const authSession = await repo.findAuthSessionByToken(ctx.db, token);
    if (authSession) {
      await repo.rebindUserSession(ctx.db, device.id, {
        authSessionId: authSession.id,
        sessionToken: hashToken(token),
        expiresAt: authSession.expiresAt,
      });
    }
  }
  return result;
}
