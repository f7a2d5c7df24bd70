import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@portal/shared/contracts/dashboard';
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
        response: { 200: dashboardSummarySchema },
      },
    },
    async (request) => service.summary(app.ctx, requireMember(request)),
  );
};
