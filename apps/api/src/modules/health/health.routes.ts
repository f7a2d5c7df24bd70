import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@portal/shared/contracts/health';
import { VERSION } from '../../platform/version';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Liveness and database round trip',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await app.ctx.database.ping();
      } catch {
        ok = false;
      }
      const memory = process.memoryUsage();
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { ok, kind: app.ctx.database.kind, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      });
    },
  );
};
