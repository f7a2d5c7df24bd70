import { normalizePhone } from '@portal/shared/codes';
import type { RegisterBody, SignInBody } from '@portal/shared/contracts/auth';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { toMe } from '../profiles/profile-dto';
import { findProfileByEmail, findProfileById, findProfileByPhone } from '../profiles/profiles.repository';
import {
  deactivateAllForUser,
  deactivateByAuthSession,
  deactivateOrphanedSessions,
} from '../sessions/sessions.repository';
import { endAllSessions, endOtherSessions, forgetCachedSessions, recordSignIn } from '../sessions/sessions.service';
import { forwardAuthCookies } from '../../platform/auth-cookies';
import {
  accountFailures,
  failuresFromAddress,
  recordAttempt,
  resetTokenUserId,
  THROTTLED_REASON,
} from './sign-in-attempts.repository';
import { accountWaitMs, forgetDevice, isKnownDevice, rememberDevice } from './sign-in-throttle';

export async function loadMe(ctx: AppContext, userId: string) {
  const found = await findProfileById(ctx.db, userId);
  if (!found) throw new AppError('USER_NOT_RETURNED');
  return toMe(found.profile, found.sponsor);
}

function userAgentOf(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 500) : null;
}

/**
 * Email or phone plus password, throttled twice (decision 012). Per address: thirty failures in
 * fifteen minutes pause the address. Per account, from any address: after five failures since the
 * last success each further attempt waits for a delay that doubles up to fifteen minutes, so a
 * guesser with many addresses is slowed on one account as much as with one. The delay never shuts
 * the member out: a browser they have signed in from before is not held by it, a right password
 * after it signs in, and a password reset clears it.
 */
export async function signIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, body: SignInBody) {
  const email = body.email?.trim().toLowerCase() || undefined;
  const phone = body.phone?.trim() || undefined;
  if ((!email && !phone) || !body.password) throw new AppError('AUTH_IDENTIFIER_REQUIRED');
  const identifier = email ?? normalizePhone(phone ?? '') ?? (phone as string);
  const ip = request.ip;
  const { config } = ctx;
  const { limits } = config;
  const now = Date.now();
  const fromAddress = await failuresFromAddress(ctx.db, ip, new Date(now - limits.signInWindowMs));
  if (fromAddress >= limits.signInPerIp) throw new AppError('RATE_LIMITED');

  const profile = email ? await findProfileByEmail(ctx.db, email) : await findProfileByPhone(ctx.db, identifier);
  const knownDevice = profile ? isKnownDevice(request, config, profile.id, now) : false;
  if (!knownDevice) {
    const failures = await accountFailures(
      ctx.db,
      profile ? { userId: profile.id } : { identifier },
      new Date(now - limits.signInAccountWindowMs),
    );
    const waitMs = accountWaitMs(failures, now, limits);
    if (waitMs > 0) {
      await recordAttempt(ctx.db, {
        identifier,
        userId: profile?.id ?? null,
        ipAddress: ip,
        success: false,
        reason: THROTTLED_REASON,
      });
      throw new AppError('ACCOUNT_LOCKED', { details: { retryAfterSeconds: Math.ceil(waitMs / 1000) } });
    }
  }
  const fail = async (reason: string, code: 'INVALID_CREDENTIALS' | 'ACCOUNT_INACTIVE') => {
    await recordAttempt(ctx.db, { identifier, userId: profile?.id ?? null, ipAddress: ip, success: false, reason });
    // A remembered browser that gets the password wrong is remembered no longer.
    if (knownDevice && reason === 'wrong_password') forgetDevice(reply, config);
    throw new AppError(code);
  };
  if (!profile) {
    // Same work as a real check, so response time does not tell which accounts exist.
    await hashPassword(body.password);
    return fail('unknown_account', 'INVALID_CREDENTIALS');
  }

  let result: { headers: Headers; response: unknown };
  try {
    result = await ctx.auth.api.signInEmail({
      body: { email: profile.email, password: body.password, rememberMe: true },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
  } catch (err) {
    if (err instanceof APIError && err.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
      return fail('wrong_password', 'INVALID_CREDENTIALS');
    }
    // The password was right but no session may be made: the member is inactive or deleted.
    if (!profile.isActive || profile.isDeleted) return fail('inactive', 'ACCOUNT_INACTIVE');
    request.log.error({ err }, 'sign-in failed');
    throw new AppError('SIGN_IN_FAILED');
  }
  forwardAuthCookies(reply, result.headers);
  rememberDevice(reply, config, profile.id, now);
  const response = result.response as { token?: string; twoFactorRedirect?: boolean };
  if (response.twoFactorRedirect) {
    await recordAttempt(ctx.db, {
      identifier,
      userId: profile.id,
      ipAddress: ip,
      success: true,
      reason: 'two_factor_pending',
    });
    return { twoFactorRequired: true as const };
  }
  if (!response.token) throw new AppError('USER_NOT_RETURNED');
  await recordAttempt(ctx.db, { identifier, userId: profile.id, ipAddress: ip, success: true });
  await recordSignIn(ctx, {
    userId: profile.id,
    token: response.token,
    deviceInfo: body.deviceInfo,
    userAgent: userAgentOf(request),
    ipAddress: ip,
  });
  return { user: await loadMe(ctx, profile.id) };
}

export async function verifyTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string; deviceInfo?: SignInBody['deviceInfo'] },
) {
  let result: { headers: Headers; response: unknown };
  try {
    result = await ctx.auth.api.verifyTOTP({
      body: { code: body.code },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
  } catch (err) {
    if (
      err instanceof APIError &&
      err.status === 'UNAUTHORIZED' &&
      /two factor|2fa|cookie/i.test(String(err.body?.message ?? ''))
    ) {
      throw new AppError('TWO_FACTOR_REQUIRED');
    }
    throw new AppError('INVALID_TWO_FACTOR_CODE');
  }
  forwardAuthCookies(reply, result.headers);
  const response = result.response as { token: string; user: { id: string } };
  await recordSignIn(ctx, {
    userId: response.user.id,
    token: response.token,
    deviceInfo: body.deviceInfo,
    userAgent: userAgentOf(request),
    ipAddress: request.ip,
  });
  return { user: await loadMe(ctx, response.user.id) };
}

/**
 * The member just registered is signed in on this browser, as after a sign-in: Better Auth's
 * cookies are forwarded and the device session recorded.
 */
export async function signInRegistered(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: RegisterBody,
  created: { profile: { id: string } },
) {
  const email = body.email.trim().toLowerCase();
  const result = await ctx.auth.api.signInEmail({
    body: { email, password: body.password, rememberMe: true },
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  forwardAuthCookies(reply, result.headers);
  const token = (result.response as { token?: string }).token;
  if (token) {
    await recordSignIn(ctx, {
      userId: created.profile.id,
      token,
      deviceInfo: body.deviceInfo,
      userAgent: userAgentOf(request),
      ipAddress: request.ip,
    });
  }
  return { user: await loadMe(ctx, created.profile.id) };
}

export async function signOut(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  member: Member | null,
  scope: 'local' | 'others' | 'global',
) {
  if (!member) return;
  const headers = fromNodeHeaders(request.headers);
  if (scope === 'others') {
    await endOtherSessions(ctx, member);
    return;
  }
  if (scope === 'global') await endAllSessions(ctx, member);
  else await deactivateByAuthSession(ctx.db, member.authSessionId);
  const result = await ctx.auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
  forgetCachedSessions(ctx, member);
  forwardAuthCookies(reply, result?.headers);
}

export async function requestPasswordReset(ctx: AppContext, email: string) {
  const profile = await findProfileByEmail(ctx.db, email);
  // The answer is the same whether or not the address belongs to a member.
  if (!profile?.isActive || profile.isDeleted) return;
  await ctx.auth.api.requestPasswordReset({
    body: { email: profile.email, redirectTo: `${ctx.config.appUrl}/reset-password` },
  });
}

export async function resetPassword(ctx: AppContext, request: FastifyRequest, token: string, newPassword: string) {
  const userId = await resetTokenUserId(ctx.db, token);
  try {
    await ctx.auth.api.resetPassword({ body: { token, newPassword } });
  } catch (err) {
    if (err instanceof APIError) throw new AppError('RESET_TOKEN_INVALID');
    throw err;
  }
  // The reset revoked the member's sessions; their device rows now point at nothing.
  await deactivateOrphanedSessions(ctx.db);
  const profile = userId ? await findProfileById(ctx.db, userId) : null;
  if (profile) {
    // Proof of the mailbox ends any sign-in delay on the account: the member is never kept out.
    await recordAttempt(ctx.db, {
      identifier: profile.profile.email,
      userId: profile.profile.id,
      ipAddress: request.ip,
      success: true,
      reason: 'password_reset',
    });
  }
}

export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
) {
  const member = request.member as Member;
  let newToken: string | null | undefined;
  try {
    const result = await ctx.auth.api.changePassword({
      body,
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardAuthCookies(reply, result.headers);
    newToken = (result.response as { token?: string | null }).token;
  } catch (err) {
    if (err instanceof APIError && err.body?.code === 'INVALID_PASSWORD') throw new AppError('CURRENT_PASSWORD_WRONG');
    throw err;
  }
  await audit(ctx.db, actorOf(request), {
    action: 'member.password_changed',
    entityType: 'profile',
    entityId: member.id,
  });
  if (body.revokeOtherSessions) {
    // Better Auth replaced every session with a new one for this browser: the device list follows.
    await deactivateAllForUser(ctx.db, member.id);
    if (newToken) {
      await recordSignIn(ctx, {
        userId: member.id,
        token: newToken,
        deviceInfo: undefined,
        userAgent: userAgentOf(request),
        ipAddress: request.ip,
      });
    }
  }
}
