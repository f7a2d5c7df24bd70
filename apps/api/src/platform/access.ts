import type { Role } from '@portal/shared/roles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from './context';
import { AppError } from './errors';
import { sessionCookieValue } from './session-cache';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One hook enforces what each route declares in `config.access`: public, signed in (optionally
 * for some roles) or a permission key from `role_permissions`. A route that declares nothing is
 * refused, so a forgotten declaration fails closed (and a test lists every route).
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const access = request.routeOptions.config?.access;
    if (!request.routeOptions.url) return; // not-found handler answers
    if (!access) {
      // The built web app's static files answer `/*`: an unknown API path that falls into it is not found.
      if (request.routeOptions.url === '/*') throw new AppError('ROUTE_NOT_FOUND');
      request.log.error({ route: request.routeOptions.url }, 'route declares no access rule');
      throw new AppError('FORBIDDEN');
    }
    if (UNSAFE.has(request.method)) assertSameOrigin(request, app.ctx.config.appUrl);
    if ('public' in access) {
      // Public routes still learn who is calling when a session cookie is present.
      if (request.headers.cookie) request.member = await resolveMember(app, request);
      return;
    }
    const member = await resolveMember(app, request);
    // Some actions have their own words for "sign in first" (the cart's, for one).
    if (!member) throw new AppError(access.signedOutCode ?? 'UNAUTHORIZED');
    request.member = member;
    if (access.roles && !access.roles.includes(member.role)) throw new AppError('FORBIDDEN');
    if ('permission' in access && !(await app.ctx.permissions.check(member.role, access.permission))) {
      throw new AppError('FORBIDDEN');
    }
  });
}

export async function resolveMember(app: FastifyInstance, request: FastifyRequest): Promise<Member | null> {
  const cookie = sessionCookieValue(request.headers.cookie);
  if (!cookie) return null;
  const { sessions } = app.ctx;
  const cached = sessions.get(cookie);
  if (cached) return cached;
  const member = await lookUpMember(app, request);
  if (member) sessions.set(cookie, member);
  return member;
}

async function lookUpMember(app: FastifyInstance, request: FastifyRequest): Promise<Member | null> {
  const result = await app.ctx.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const user = result.user as typeof result.user & {
    role: Role;
    path: string;
    isActive?: boolean;
    isDeleted?: boolean;
  };
  if (user.isActive === false || user.isDeleted === true) return null;
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    path: user.path,
    authSessionId: result.session.id,
    sessionToken: result.session.token,
  };
}

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on every
 * cross-site POST; Sec-Fetch-Site covers the rest. Requests with neither (server-to-server,
 * tests) carry no ambient browser cookies to abuse.
 */
function assertSameOrigin(request: FastifyRequest, appUrl: string) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('CSRF_REJECTED');
  const origin = request.headers.origin;
  if (!origin) return;
  // Under `Referrer-Policy: no-referrer` a browser's plain form post says `Origin: null`; the
  // browser's own Sec-Fetch-Site tells whether it came from our pages.
  if (origin === 'null' && fetchSite === 'same-origin') return;
  // Fastify's host: X-Forwarded-Host only from a proxy that TRUST_PROXY trusts, else the Host header.
  const host = request.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('CSRF_REJECTED');
  }
  if (origin === new URL(appUrl).origin || originHost === host) return;
  throw new AppError('CSRF_REJECTED');
}

export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}
