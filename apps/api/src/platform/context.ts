import type { Db, DatabaseHandle } from '@portal/db/client';
import type { ErrorCode } from '@portal/shared/errors';
import type { PermissionKey } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import type { Auth } from './auth';
import type { Config } from './config';
import type { Mailer } from './mail';
import type { PermissionService } from './permissions';
import type { RealtimeBus } from './realtime-bus';
import type { SessionCache } from './session-cache';

/** What every service receives: the server's shared parts, built once in `buildApp`. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  auth: Auth;
  bus: RealtimeBus;
  mailer: Mailer;
  permissions: PermissionService;
  sessions: SessionCache;
}

/** The signed-in member as the server sees them on a request. */
export interface Member {
  id: string;
  role: Role;
  name: string;
  email: string;
  /** Materialized hierarchy path, for scope checks. */
  path: string;
  authSessionId: string;
  sessionToken: string;
}

/** How a route is reached: declared on every route and enforced in one hook. */
export type Access =
  | { public: true }
  | { signedIn: true; roles?: readonly Role[]; signedOutCode?: ErrorCode }
  | { permission: PermissionKey; roles?: readonly Role[]; signedOutCode?: ErrorCode };

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
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
