import { PROVINCES } from '@portal/shared/cities';
import { cityListSchema } from '@portal/shared/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cities',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'listCities',
        tags: ['reference'],
        summary: "Turkey's 81 provinces with their regions",
        response: { 200: cityListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { cities: PROVINCES.map((p) => ({ name: p.name, region: p.region, districts: [] as string[] })) };
    },
  );
};
