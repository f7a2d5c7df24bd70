import type { Db } from '@portal/db/client';
import { authAccounts, authSessions, authVerifications, profiles, twoFactors } from '@portal/db/schema';
import { RESET_TOKEN_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from '@portal/shared/auth';
import { MESSAGES } from '@portal/shared/messages';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { hashPassword, verifyPassword } from './passwords';

export const AUTH_COOKIE_PREFIX = 'portal';

export interface AuthMailer {
  sendPasswordReset(to: { email: string; name: string }, url: string): Promise<void>;
  /** The session lifetime of the system settings (seconds); without it, the built-in 24 hours. */
  sessionLifetimeSeconds?: () => Promise<number>;
}

/**
 * Better Auth owns credentials, sessions, password reset tokens and TOTP. Its HTTP handler is not
 * exposed: our own routes call `auth.api.*`, so every answer has our error shape and Turkish text.
 */
export function createAuth(config: Config, db: Db, mailer: AuthMailer) {
  const production = config.env === 'production';
  return betterAuth({
    appName: MESSAGES.app.name,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    // LOG_LEVEL=silent (the tests) silences Better Auth's own console logger too.
    logger: { disabled: config.logLevel === 'silent' },
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: profiles,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        isActive: { type: 'boolean', required: false, input: false },
        isDeleted: { type: 'boolean', required: false, input: false },
        path: { type: 'string', required: true, input: false },
        // Written by our registration, never by Better Auth (sign-up is off); declared so its
        // schema check knows these required columns.
        sellerNo: { type: 'string', required: true, input: false },
        permanentInviteCode: { type: 'string', required: true, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.sendPasswordReset({ email: user.email, name: user.name }, url);
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // Activity (or the 5-minute heartbeat) pushes expiry 24 h ahead: sessions end after 24 h idle.
      updateAge: 5 * 60,
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        create: {
          // Defence in depth: no session is ever created for an inactive or deleted member.
          before: async (session) => {
            const [member] = await db
              .select({ isActive: profiles.isActive, isDeleted: profiles.isDeleted })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (!member?.isActive || member.isDeleted) return false;
            // The lifetime of the system settings; extensions follow it through sessionConfig
            // (applySessionLifetime).
            const lifetime = mailer.sessionLifetimeSeconds
              ? await mailer.sessionLifetimeSeconds()
              : SESSION_LIFETIME_SECONDS;
            return { data: { ...session, expiresAt: new Date(Date.now() + lifetime * 1000) } };
          },
        },
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      database: { generateId: 'uuid' },
      // Better Auth would read X-Forwarded-For itself, taking whatever a client wrote there. Client
      // addresses come from Fastify (`request.ip`, under TRUST_PROXY) and are kept by our own
      // tables (device sessions, sign-in attempts, audit).
      ipAddress: { disableIpTracking: true },
    },
    plugins: [twoFactor({ issuer: MESSAGES.app.name, skipVerificationOnEnable: false })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Points the running auth at a new session lifetime: how far each extension pushes expiry and
 * how long the cookie lives. Called at start and whenever the system settings change.
 */
export async function applySessionLifetime(auth: Auth, seconds: number) {
  const context = await auth.$context;
  context.sessionConfig.expiresIn = seconds;
}
