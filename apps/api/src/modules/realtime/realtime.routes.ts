import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { resolveMember } from '../../platform/access';
import type { Member } from '../../platform/context';
import type { BusEvent } from '../../platform/realtime-bus';

const HEARTBEAT_MS = 25_000;

interface Connection {
  socket: WebSocket;
  member: Member;
  alive: boolean;
}

function matches(event: BusEvent, member: Member) {
  const t = event.target;
  if ('all' in t) return true;
  if ('userIds' in t) return t.userIds.includes(member.id);
  return t.roles.includes(member.role);
}

/**
 * One WebSocket per browser tab. Events arrive from the bus (so from every server) and go to the
 * sockets whose member they target. Presence: who is connected anywhere, kept from join and leave
 * events on the bus and shown to the admin.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const connections = new Set<Connection>();
  const online = new Map<string, Map<string, number>>(); // userId → serverId → open sockets

  const presenceList = () =>
    [...online.entries()].filter(([, byServer]) => [...byServer.values()].some((n) => n > 0)).map(([id]) => id);

  const unsubscribe = app.ctx.bus.subscribe((event) => {
    if (event.type === 'presence') {
      const { userId, delta } = event.payload as { userId: string; delta: number };
      const byServer = online.get(userId) ?? new Map<string, number>();
      byServer.set(event.origin, Math.max(0, (byServer.get(event.origin) ?? 0) + delta));
      online.set(userId, byServer);
    }
    const message = JSON.stringify({ type: event.type, payload: event.payload });
    for (const conn of connections) {
      if (event.type === 'presence' && conn.member.role !== 'admin') continue;
      if (matches(event, conn.member) && conn.socket.readyState === conn.socket.OPEN) conn.socket.send(message);
    }
  });

  const heartbeat = setInterval(() => {
    for (const conn of connections) {
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
    for (const conn of connections) conn.socket.close(1001, 'server shutting down');
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      config: { access: { signedIn: true } },
      schema: { hide: true },
      // Cross-site WebSocket hijacking: only our own pages may open the socket with their cookie.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (
          origin &&
          new URL(origin).host !== request.headers.host &&
          origin !== new URL(app.ctx.config.appUrl).origin
        ) {
          return reply.status(403).send({ code: 'CSRF_REJECTED', message: 'İstek reddedildi', requestId: request.id });
        }
        request.member = await resolveMember(app, request);
        if (!request.member) {
          return reply.status(401).send({
            code: 'UNAUTHORIZED',
            message: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
            requestId: request.id,
          });
        }
      },
    },
    (socket, request) => {
      const member = request.member as Member;
      const conn: Connection = { socket, member, alive: true };
      connections.add(conn);
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
        void app.ctx.bus.publish('presence', { userId: member.id, delta: -1 }, { roles: ['admin'] }).catch(() => {});
      });
      socket.send(
        JSON.stringify({
          type: 'hello',
          payload: {
            userId: member.id,
            role: member.role,
            online: member.role === 'admin' ? presenceList() : undefined,
          },
        }),
      );
      void app.ctx.bus.publish('presence', { userId: member.id, delta: 1 }, { roles: ['admin'] }).catch(() => {});
    },
  );
};
