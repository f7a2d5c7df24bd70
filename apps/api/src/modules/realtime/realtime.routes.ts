import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { resolveMember } from '../../platform/access';
import type { Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { BusEvent } from '../../platform/realtime-bus';
import { SESSION_CHANGED_CHANNEL } from '../../platform/session-cache';
import { findSocketSessions } from './realtime.repository';
import { judgeSocket } from './socket-session';

const HEARTBEAT_MS = 25_000;
/** After a failed session check (database unreachable), try again this much later. */
const RECHECK_RETRY_MS = 1000;
/** Connected members asked about in one query of a `lookup` event. */
const LOOKUP_BATCH = 5000;

interface Connection {
  socket: WebSocket;
  /** The member as they were at the last check of their session, never older than the last change. */
  member: Member;
  alive: boolean;
  /** When the session expires unless it is extended; the heartbeat re-checks it then. */
  expiresAt: number;
  /** Bumped on every change announced for the member: a check answers only for its own generation. */
  generation: number;
  /** While a check is pending, events wait here and are matched against the member it finds. */
  held: BusEvent[] | null;
  greeted: boolean;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function matches(event: BusEvent, member: Member) {
  const t = event.target;
  if ('all' in t) return true;
  if ('userIds' in t) return t.userIds.includes(member.id);
  if ('lookup' in t) return false;
  return t.roles.includes(member.role);
}

/**
 * One WebSocket per browser tab. Events arrive from the bus (so from every server) and go to the
 * sockets whose member they target. Presence: who is connected anywhere, kept from join and leave
 * events on the bus and shown to the admin.
 *
 * A socket lives no longer than its session. The database announces every change to a session or
 * to a member's identity on SESSION_CHANGED_CHANNEL, which every server listens to; each server then
 * looks up the sessions of that member's open sockets again and closes those that ended (signed
 * out, revoked, expired, member deactivated or deleted) or whose member now has another role or
 * place. Until that check answers, the member's events are held and then matched against the
 * member as the check found them, so no event is ever matched against a role that has changed.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const connections = new Set<Connection>();
  const online = new Map<string, Map<string, number>>(); // userId → serverId → open sockets

  // For the system pages: this server's sockets, and everyone's by server as presence tells it.
  app.ctx.monitor.sockets = () => {
    let admins = 0;
    for (const conn of connections) if (conn.member.role === 'admin') admins++;
    const byServer: Record<string, number> = {};
    for (const perServer of online.values()) {
      for (const [server, n] of perServer) byServer[server] = (byServer[server] ?? 0) + n;
    }
    byServer[app.ctx.bus.serverId] = connections.size;
    return { local: connections.size, admins, byServer };
  };

  const presenceList = () =>
    [...online.entries()].filter(([, byServer]) => [...byServer.values()].some((n) => n > 0)).map(([id]) => id);

  const unsubscribe = app.ctx.bus.subscribe((event) => {
    if (event.type === 'presence') {
      const { userId, delta } = event.payload as { userId: string; delta: number };
      const byServer = online.get(userId) ?? new Map<string, number>();
      byServer.set(event.origin, Math.max(0, (byServer.get(event.origin) ?? 0) + delta));
      online.set(userId, byServer);
    }
    if ('lookup' in event.target) {
      void deliverLookedUp(event);
      return;
    }
    const message = JSON.stringify({ type: event.type, payload: event.payload });
    for (const conn of connections) {
      if (conn.held) conn.held.push(event);
      else deliver(conn, event, message);
    }
  });

  /**
   * An event whose audience is too large to name (a campaign to 100 000 members): one query asks
   * which of this server's connected members it has a message for, and those sockets get theirs.
   */
  async function deliverLookedUp(event: BusEvent) {
    const lookup = app.ctx.bus.lookupFor(event.type);
    if (!lookup || connections.size === 0) return;
    const userIds = [...new Set([...connections].map((conn) => conn.member.id))];
    const byUser = new Map<string, BusEvent[]>();
    try {
      for (let i = 0; i < userIds.length; i += LOOKUP_BATCH) {
        for (const found of await lookup(event.payload, userIds.slice(i, i + LOOKUP_BATCH))) {
          const list = byUser.get(found.userId) ?? [];
          list.push({
            type: found.type,
            payload: found.payload,
            target: { userIds: [found.userId] },
            origin: event.origin,
          });
          byUser.set(found.userId, list);
        }
      }
    } catch (err) {
      app.log.error({ err, type: event.type }, 'realtime lookup failed');
      return;
    }
    for (const conn of connections) {
      for (const found of byUser.get(conn.member.id) ?? []) {
        if (conn.held) conn.held.push(found);
        else deliver(conn, found, JSON.stringify({ type: found.type, payload: found.payload }));
      }
    }
  }

  function deliver(conn: Connection, event: BusEvent, message: string) {
    if (event.type === 'presence' && conn.member.role !== 'admin') return;
    if (matches(event, conn.member) && conn.socket.readyState === conn.socket.OPEN) conn.socket.send(message);
  }

  function end(conn: Connection, code: number, reason: string) {
    connections.delete(conn);
    conn.held = null;
    conn.socket.close(code, reason);
  }

  /** The check found the session valid: greet a new socket, then hand over what was held. */
  function release(conn: Connection) {
    const held = conn.held ?? [];
    conn.held = null;
    if (!conn.greeted) {
      conn.greeted = true;
      const { member } = conn;
      conn.socket.send(
        JSON.stringify({
          type: 'hello',
          payload: {
            userId: member.id,
            role: member.role,
            online: member.role === 'admin' ? presenceList() : undefined,
          },
        }),
      );
    }
    for (const event of held) deliver(conn, event, JSON.stringify({ type: event.type, payload: event.payload }));
  }

  const dirty = new Set<Connection>();
  let checkScheduled = false;

  function markForCheck(conn: Connection) {
    conn.generation++;
    conn.held ??= [];
    dirty.add(conn);
    if (checkScheduled) return;
    checkScheduled = true;
    // Changes announced together (one transaction touching many rows) are checked in one query.
    setImmediate(() => {
      checkScheduled = false;
      void checkSessions();
    });
  }

  async function checkSessions() {
    const batch = [...dirty].map((conn) => ({ conn, generation: conn.generation }));
    dirty.clear();
    if (batch.length === 0) return;
    let rows: Awaited<ReturnType<typeof findSocketSessions>>;
    try {
      rows = await findSocketSessions(app.ctx.db, [...new Set(batch.map(({ conn }) => conn.member.sessionToken))]);
    } catch (err) {
      app.log.warn({ err }, 'realtime: session check failed, retrying');
      const retry = setTimeout(() => {
        for (const { conn } of batch) if (connections.has(conn)) markForCheck(conn);
      }, RECHECK_RETRY_MS);
      retry.unref();
      return;
    }
    const byToken = new Map(rows.map((row) => [row.token, row]));
    const now = Date.now();
    for (const { conn, generation } of batch) {
      // Closed meanwhile, or changed again: a newer check decides.
      if (!connections.has(conn) || conn.generation !== generation) continue;
      const verdict = judgeSocket(conn.member, byToken.get(conn.member.sessionToken), now);
      if (!verdict.keep) {
        end(conn, verdict.code, verdict.reason);
        continue;
      }
      conn.member = verdict.member;
      conn.expiresAt = verdict.expiresAt;
      release(conn);
    }
  }

  const unlisten = await app.ctx.database.listen(
    SESSION_CHANGED_CHANNEL,
    (memberId) => {
      for (const conn of connections) {
        if (!memberId || conn.member.id === memberId) markForCheck(conn);
      }
    },
    // Session changes announced while the connection was lost never arrived: check every socket.
    { onResume: () => connections.forEach(markForCheck) },
  );

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      // Expiry changes nothing in the database, so nothing announces it: look again when it is due.
      if (conn.expiresAt <= now && !conn.held) markForCheck(conn);
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    await unlisten();
    for (const conn of connections) conn.socket.close(1001, 'server shutting down');
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      config: { access: { signedIn: true } },
      schema: { hide: true },
      // Cross-site WebSocket hijacking: only our own pages may open the socket with their cookie.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        // `request.host` is the Host header, or X-Forwarded-Host only when TRUST_PROXY trusts the peer.
        if (origin && origin !== new URL(app.ctx.config.appUrl).origin && originHost(origin) !== request.host) {
          throw new AppError('CSRF_REJECTED');
        }
        request.member = await resolveMember(app, request);
        if (!request.member) throw new AppError('UNAUTHORIZED');
      },
    },
    (socket, request) => {
      const member = request.member as Member;
      const conn: Connection = {
        socket,
        member,
        alive: true,
        expiresAt: Number.POSITIVE_INFINITY,
        generation: 0,
        held: [],
        greeted: false,
      };
      connections.add(conn);
      // The session is checked once more now that the socket is registered: a change announced
      // between resolving the cookie and this moment would otherwise go unnoticed. `hello` follows it.
      markForCheck(conn);
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('message', (raw) => {
        conn.alive = true;
        // Clients only ping; anything else is ignored.
        if (raw.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong', payload: null }));
      });
      socket.on('close', () => {
        connections.delete(conn);
        dirty.delete(conn);
        void app.ctx.bus.publish('presence', { userId: member.id, delta: -1 }, { roles: ['admin'] }).catch(() => {});
      });
      void app.ctx.bus.publish('presence', { userId: member.id, delta: 1 }, { roles: ['admin'] }).catch(() => {});
    },
  );
};
