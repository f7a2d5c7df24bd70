import type { Db, DatabaseHandle } from '@portal/db/client';
import type { ErrorCode } from '@portal/shared/errors';
import type { PermissionKey } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth';
import type { Config } from './config';
import type { IntegrationStore } from './integrations';
import type { Mailer } from './mail';
import type { Member } from './member';
import type { PermissionService } from './permissions';
import type { RealtimeBus } from './realtime-bus';
import type { SessionCache } from './session-cache';
import type { SettingsService } from './settings';
import type { SystemMonitor } from './system-monitor';

/** What every service receives: the server's shared parts, built once in `buildApp`. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  auth: Auth;
  bus: RealtimeBus;
  mailer: Mailer;
  permissions: PermissionService;
  /** The system settings, cached per server and dropped on every server when they change. */
  settings: SettingsService;
  /** SMTP, payment and cargo settings; their secrets sealed with the server's secrets key. */
  integrations: IntegrationStore;
  sessions: SessionCache;
  /** This server's own figures (requests, errors, jobs, sockets) and its scheduled jobs. */
  monitor: SystemMonitor;
  /** The server's logger, for what happens outside a request (after a commit, on a schedule). */
  log: FastifyBaseLogger;
}

export type { Member };

/**
 * Who does something, as services need to know it: the member (null when nobody is signed in,
 * or the server acts on its own) and where the request came from, for the audit log. Services
 * take this plain value, never the framework's request.
 */
export interface Actor {
  id: string | null;
  role: Role | null;
  /** Materialized hierarchy path of the member, for scope decisions. */
  path: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * How a route is reached: declared on every route (the plugins' routes too) and enforced in one
 * hook on the route that matched.
 * - `public`: anyone; a session cookie, when present, still tells who is calling.
 * - `asset`: the web app's and the uploaded files; anyone, and not counted by the rate limit.
 * - `operations`: /metrics and /api/docs; open in development, in production only from the
 *   configured addresses or with the operations token.
 * - `signedIn`: any signed-in member (optionally only some roles).
 * - `permission`: a signed-in member whose role has the page key enabled; a list means any one of
 *   them (an API behind several pages, such as an order's detail).
 */
export type Access =
  | { public: true }
  | { asset: true }
  | { operations: true }
  | { signedIn: true; roles?: readonly Role[]; signedOutCode?: ErrorCode }
  | {
      permission: PermissionKey | readonly PermissionKey[];
      roles?: readonly Role[];
      signedOutCode?: ErrorCode;
    };

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** Whether the route validates a request body (the authorization matrix needs to know). */
  hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    member: Member | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: RouteEntry[];
  }
}
