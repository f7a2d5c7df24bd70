import { PROVINCES, REGIONS } from '@portal/shared/cities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cities',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'listCities',
        tags: ['reference'],
        summary: "Turkey's 81 provinces with their regions",
        response: {
          200: z.object({
            cities: z.array(z.object({ name: z.string(), region: z.enum(REGIONS), districts: z.array(z.string()) })),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { cities: PROVINCES.map((p) => ({ name: p.name, region: p.region, districts: [] as string[] })) };
    },
  );
};
