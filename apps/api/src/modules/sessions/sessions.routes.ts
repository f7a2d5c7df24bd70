import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import { clearAuthCookies } from '../../platform/auth-cookies';
import * as service from './sessions.service';

const sessionSchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  browser: z.string(),
  location: z.string().nullable(),
  lastActive: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const signedIn = { access: { signedIn: true } } as const;

  app.get(
    '/api/sessions',
    {
      config: signedIn,
      schema: {
        operationId: 'listSessions',
        tags: ['sessions'],
        response: { 200: z.object({ sessions: z.array(sessionSchema) }) },
      },
    },
    async (request) => ({ sessions: await service.listSessions(ctx, requireMember(request)) }),
  );

  app.delete(
    '/api/sessions/:id',
    {
      config: signedIn,
      schema: {
        operationId: 'endSession',
        tags: ['sessions'],
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { wasCurrent } = await service.endSession(ctx, requireMember(request), request.params.id);
      if (wasCurrent) clearAuthCookies(reply, ctx.config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/sessions/end-others',
    { config: signedIn, schema: { operationId: 'endOtherSessions', tags: ['sessions'], response: { 204: z.null() } } },
    async (request, reply) => {
      await service.endOtherSessions(ctx, requireMember(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/sessions/heartbeat',
    {
      config: signedIn,
      schema: {
        operationId: 'sessionHeartbeat',
        tags: ['sessions'],
        response: { 200: z.object({ lastActivity: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => service.heartbeat(ctx, request.headers, requireMember(request)),
  );
};
