import { filtersOf } from '@portal/shared/contracts/analytics-filters';
import { insightsQuerySchema, insightsSchema } from '@portal/shared/contracts/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './insights.service';

const tags = ['analytics'];

/** AI Öngörüleri: forecast, anomalies, churn risk, restock advice and bundles of the member's scope. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/insights',
    {
      config: { access: { permission: 'canAccessAIInsights' } },
      schema: {
        operationId: 'getInsights',
        tags,
        summary: 'Insights of the caller’s scope as of the filters’ end day, within their cities',
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema },
      },
    },
    async (request) => service.insights(ctx, requireMember(request), filtersOf(request.query)),
  );
};
