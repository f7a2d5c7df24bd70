import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import * as service from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/summary',
    {
      config: { access: { permission: 'canAccessHome' } },
      schema: {
        operationId: 'getDashboardSummary',
        tags: ['dashboard'],
        response: {
          200: z.object({
            networkSize: z.number(),
            directMembers: z.number(),
            points: z.number(),
            totalEarnedPoints: z.number(),
            unreadNotifications: z.number(),
          }),
        },
      },
    },
    async (request) => service.summary(app.ctx, requireMember(request)),
  );
};
