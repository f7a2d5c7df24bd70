import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pointsBalanceSchema } from '@portal/shared/contracts/points';
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
        response: { 200: pointsBalanceSchema },
      },
    },
    async (request) => service.balance(app.ctx, requireMember(request)),
  );
};
