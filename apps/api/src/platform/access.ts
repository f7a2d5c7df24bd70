import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { PermissionKey } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Access, Actor, Member } from './context';
import { AppError } from './errors';
import { sessionCookieValue } from './session-cache';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Gives every route a plugin registers inside `scope` the same rule (Swagger UI's pages, the
 * static file servers), so plugin routes are declared like ours rather than let through by path.
 */
export function declareAccess(scope: FastifyInstance, access: Access) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** The access rule of the route that matched this request; undefined when none matched. */
export function routeAccess(request: FastifyRequest): Access | undefined {
  return request.routeOptions.url === undefined ? undefined : request.routeOptions.config?.access;
}

/** Whether the rate limit leaves this request alone: only the web app's and uploaded files. */
export function isAssetRequest(request: FastifyRequest): boolean {
  const access = routeAccess(request);
  return !!access && 'asset' in access;
}

/**
 * One hook enforces what each route declares in `config.access`. The decision is taken from the
 * route the router matched (`request.routeOptions`), never from how the URL is spelled: `/%61pi/x`,
 * `//api/x`, `/API/x` and `/api/./x` reach the same handler as `/api/x` and meet the same rule.
 * A matched route that declares nothing is refused whatever its path, so a forgotten declaration
 * fails closed (and the authorization matrix test lists every route).
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    // Nothing matched: the not-found handler answers, and no handler of ours runs.
    if (request.routeOptions.url === undefined) return;
    const access = request.routeOptions.config?.access;
    if (!access) {
      request.log.error({ route: request.routeOptions.url }, 'route declares no access rule');
      throw new AppError('FORBIDDEN');
    }
    if ('asset' in access) return;
    if ('operations' in access) return assertOperator(request, app.ctx.config);
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
    if ('permission' in access && !(await hasAnyPermission(app, member.role, access.permission))) {
      throw new AppError('FORBIDDEN');
    }
  });
}

async function hasAnyPermission(app: FastifyInstance, role: Role, keys: PermissionKey | readonly PermissionKey[]) {
  for (const key of typeof keys === 'string' ? [keys] : keys) {
    if (await app.ctx.permissions.check(role, key)) return true;
  }
  return false;
}

/**
 * /metrics and /api/docs describe the server to whoever reads them. Outside production they are
 * open; in production only addresses in OPERATIONS_ALLOW_FROM or a request with
 * `Authorization: Bearer <OPERATIONS_TOKEN>` may read them. The address is the one Fastify derived
 * (it honours TRUST_PROXY), so a client cannot name its own.
 */
function assertOperator(request: FastifyRequest, config: Config) {
  if (config.env !== 'production') return;
  const { allowFrom, token } = config.operations;
  if (allowFrom.length > 0 && addressAllowed(request.ip, allowFrom)) return;
  const header = request.headers.authorization;
  if (token && typeof header === 'string' && header.startsWith('Bearer ') && sameSecret(header.slice(7), token)) return;
  throw new AppError('FORBIDDEN');
}

function sameSecret(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** An address against a list of addresses and CIDR blocks (IPv4 and IPv6). */
export function addressAllowed(ip: string, allowFrom: readonly string[]): boolean {
  const list = new BlockList();
  for (const entry of allowFrom) {
    const [address, bits] = entry.split('/');
    if (!address) continue;
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return isIP(plain) !== 0 && list.check(plain, type);
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

/** The caller as services see them: the member (if any) and where the request came from. */
export function actorOf(request: FastifyRequest): Actor {
  const member = request.member;
  const ua = request.headers['user-agent'];
  return {
    id: member?.id ?? null,
    role: member?.role ?? null,
    path: member?.path ?? null,
    ip: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null,
    requestId: request.id ?? null,
  };
}
