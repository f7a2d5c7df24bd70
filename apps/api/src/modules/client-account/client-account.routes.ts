import {
  clientReportExportQuerySchema,
  clientReportQuerySchema,
  clientReportSchema,
  clientSignInsSchema,
  clientStatusSchema,
} from '@portal/shared/contracts/client-account';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import * as service from './client-account.service';

const tags = ['client'];

/**
 * The client's own pages: client/reports, client/status, client/security (with the sessions of
 * /api/sessions and the two-factor state of /api/settings). Clients only: a seller has its own
 * reports, and none of these reads anyone but the caller.
 */
export const clientAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { signedIn: true, roles: ['client'] } } as const;

  app.get(
    '/api/client/reports',
    {
      config: access,
      schema: {
        operationId: 'getClientReport',
        tags,
        summary: 'My spending by month and category and my points by month over a period (default the last 30 days)',
        querystring: clientReportQuerySchema,
        response: { 200: clientReportSchema },
      },
    },
    async (request) => service.report(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/client/reports/export',
    {
      config: access,
      schema: {
        operationId: 'exportClientReport',
        tags,
        summary: 'One table of my report (months or categories) as CSV or XLSX',
        querystring: clientReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { table, format, ...period } = request.query;
      const data = await service.report(ctx, requireMember(request), period);
      const suffix = `${data.period.from}-${data.period.to}`;
      if (table === 'categories') {
        return sendTableExport(reply, {
          format,
          fileName: `${MESSAGES.clientReports.categoriesFileName}-${suffix}`,
          columns: service.CATEGORY_COLUMNS,
          rows: [data.categories],
        });
      }
      return sendTableExport(reply, {
        format,
        fileName: `${MESSAGES.clientReports.monthsFileName}-${suffix}`,
        columns: service.MONTH_COLUMNS,
        rows: [data.months],
      });
    },
  );

  app.get(
    '/api/client/status',
    {
      config: access,
      schema: {
        operationId: 'getClientStatus',
        tags,
        summary: 'My account: state, member since, sponsor, open orders, points',
        response: { 200: clientStatusSchema },
      },
    },
    async (request) => service.status(ctx, requireMember(request)),
  );

  app.get(
    '/api/client/sign-ins',
    {
      config: access,
      schema: {
        operationId: 'listClientSignIns',
        tags,
        summary: 'My 20 latest sign-in attempts (time, address, result)',
        response: { 200: clientSignInsSchema },
      },
    },
    async (request) => service.signIns(ctx, requireMember(request)),
  );
};
