import { filtersOf } from '@portal/shared/contracts/analytics-filters';
import { profitExportQuerySchema, profitQuerySchema, profitSchema } from '@portal/shared/contracts/analytics-profit';
import { rolesAtLeast } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import * as service from './profit.service';

const tags = ['analytics'];
/** Kâr Analizi: the city distributor and up (spec §6); each sees only its own basis. */
const access = { access: { signedIn: true, roles: rolesAtLeast('cityDistributor') } } as const;

export const profitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/analytics/profit',
    {
      config: access,
      schema: {
        operationId: 'analyticsProfit',
        tags,
        summary: 'The caller’s gross margin over the period, by month, product and category',
        querystring: profitQuerySchema,
        response: { 200: profitSchema },
      },
    },
    async (request) => service.profit(ctx, requireMember(request), filtersOf(request.query)),
  );

  app.get(
    '/api/analytics/profit/export',
    {
      config: access,
      schema: {
        operationId: 'exportAnalyticsProfit',
        tags,
        summary: 'A profit table (by product, category or month) as CSV (Turkish Excel) or XLSX',
        querystring: profitExportQuerySchema,
      },
    },
    async (request, reply) => {
      const out = await service.profitExport(ctx, requireMember(request), request.query.view, filtersOf(request.query));
      return sendTableExport(reply, {
        format: request.query.format,
        fileName: out.fileName,
        columns: out.columns,
        rows: out.rows,
      });
    },
  );
};
