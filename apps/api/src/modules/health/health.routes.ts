import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERSION } from '../../platform/version';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
});

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
