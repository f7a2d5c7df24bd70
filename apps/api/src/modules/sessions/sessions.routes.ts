import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heartbeatResponseSchema, sessionIdParamsSchema, sessionListSchema } from '@portal/shared/contracts/sessions';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import { clearAuthCookies } from '../../platform/auth-cookies';
import * as service from './sessions.service';

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
        response: { 200: sessionListSchema },
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
        params: sessionIdParamsSchema,
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
        response: { 200: heartbeatResponseSchema },
      },
    },
    async (request) => service.heartbeat(ctx, request.headers, requireMember(request)),
  );
};
