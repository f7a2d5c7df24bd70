import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit';
import { actorOf, requireMember } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { followReplacedSession } from '../sessions/sessions.service';
import { forwardAuthCookies } from '../../platform/auth-cookies';

const wrongPassword = (err: unknown) =>
  err instanceof APIError && ['INVALID_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD'].includes(String(err.body?.code));

/** Step 1 of enrolment: checks the password and returns the secret as an otpauth URI with backup codes. */
export async function enrol(ctx: AppContext, request: FastifyRequest, password: string) {
  try {
    const result = await ctx.auth.api.enableTwoFactor({
      body: { password },
      headers: fromNodeHeaders(request.headers),
    });
    if (!('totpURI' in result)) throw new AppError('INTERNAL');
    return { totpURI: result.totpURI, backupCodes: result.backupCodes };
  } catch (err) {
    if (wrongPassword(err)) throw new AppError('CURRENT_PASSWORD_WRONG');
    throw err;
  }
}

/** Step 2: a code from the authenticator app proves the secret was stored; only then is 2FA on. */
export async function confirm(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, code: string) {
  try {
    const result = await followReplacedSession(ctx, requireMember(request), () =>
      ctx.auth.api.verifyTOTP({ body: { code }, headers: fromNodeHeaders(request.headers), returnHeaders: true }),
    );
    forwardAuthCookies(reply, result.headers);
  } catch (err) {
    if (err instanceof APIError) throw new AppError('INVALID_TWO_FACTOR_CODE');
    throw err;
  }
  await audit(ctx.db, actorOf(request), {
    action: 'member.two_factor_enabled',
    entityType: 'profile',
    entityId: request.member?.id,
  });
}

export async function disable(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, password: string) {
  try {
    const result = await followReplacedSession(ctx, requireMember(request), () =>
      ctx.auth.api.disableTwoFactor({
        body: { password },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      }),
    );
    forwardAuthCookies(reply, result.headers);
  } catch (err) {
    if (wrongPassword(err)) throw new AppError('CURRENT_PASSWORD_WRONG');
    throw err;
  }
  await audit(ctx.db, actorOf(request), {
    action: 'member.two_factor_disabled',
    entityType: 'profile',
    entityId: request.member?.id,
  });
}
