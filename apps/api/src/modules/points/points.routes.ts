import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import * as service from './points.service';

export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/points/balance',
    {
      config: { access: { permission: 'canAccessPoints' } },
      schema: {
        operationId: 'getPointsBalance',
        tags: ['points'],
        response: {
          200: z.object({
            balance: z.number(),
            storedBalance: z.number(),
            totalEarned: z.number(),
            used: z.number(),
            mismatch: z.boolean(),
          }),
        },
      },
    },
    async (request) => service.balance(app.ctx, requireMember(request)),
  );
};
