import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE_PREFIX } from './auth';
import type { Config } from './config';

/** Passes Better Auth's Set-Cookie headers (session, two-factor challenge) on to our reply. */
export function forwardAuthCookies(reply: FastifyReply, headers: Headers | null | undefined) {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Expires the session cookies in the browser after its session was ended server-side. */
export function clearAuthCookies(reply: FastifyReply, config: Config) {
  const secure = config.env === 'production';
  const prefix = secure ? `__Secure-${AUTH_COOKIE_PREFIX}` : AUTH_COOKIE_PREFIX;
  const attrs = `Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  reply.header('set-cookie', [`${prefix}.session_token=; ${attrs}`, `${prefix}.session_data=; ${attrs}`]);
}
