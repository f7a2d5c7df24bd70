import { PERFORMANCE_WORDS } from '@portal/shared/analytics-performance';
import { filtersOf } from '@portal/shared/contracts/analytics-filters';
import {
  performanceExportQuerySchema,
  performanceMemberParamsSchema,
  performanceMemberSchema,
  performanceQuerySchema,
  performanceRankingSchema,
  performanceReportExportQuerySchema,
  performanceReportQuerySchema,
  performanceReportSchema,
} from '@portal/shared/contracts/analytics-performance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import * as service from './performance.service';

const tags = ['analytics'];
/** Dealers and up by default; the admin ranks the whole network, a member its own subtree. */
const access = { access: { permission: 'canAccessPerformanceReports' } } as const;

/** Performance rankings, a member's drill-down and the period comparison report (decision 053). */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/analytics/performance',
    {
      config: access,
      schema: {
        operationId: 'analyticsPerformance',
        tags,
        summary: 'Members of one level in the caller’s scope ranked by their teams’ figures over the period',
        querystring: performanceQuerySchema,
        response: { 200: performanceRankingSchema },
      },
    },
    async (request) => service.performanceRanking(ctx, requireMember(request), request.query, filtersOf(request.query)),
  );

  app.get(
    '/api/analytics/performance/export',
    {
      config: access,
      schema: {
        operationId: 'exportAnalyticsPerformance',
        tags,
        summary: 'The whole ranking as CSV (Turkish Excel) or XLSX',
        querystring: performanceExportQuerySchema,
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      service.assertLevel(member, request.query.level);
      return sendTableExport(reply, {
        format: request.query.format,
        fileName: PERFORMANCE_WORDS.rankingFileName,
        columns: service.RANKING_COLUMNS,
        rows: service.rankingExportRows(ctx, member, request.query, filtersOf(request.query)),
      });
    },
  );

  app.get(
    '/api/analytics/performance/members/:id',
    {
      config: access,
      schema: {
        operationId: 'analyticsPerformanceMember',
        tags,
        summary: 'One member of the scope: monthly series, direct children ranked, top products',
        params: performanceMemberParamsSchema,
        querystring: performanceQuerySchema,
        response: { 200: performanceMemberSchema },
      },
    },
    async (request) =>
      service.performanceMember(ctx, requireMember(request), request.params.id, filtersOf(request.query)),
  );

  app.get(
    '/api/analytics/performance/report',
    {
      config: access,
      schema: {
        operationId: 'analyticsPerformanceReport',
        tags,
        summary: 'The ranking’s members over the last N months or quarters, side by side',
        querystring: performanceReportQuerySchema,
        response: { 200: performanceReportSchema },
      },
    },
    async (request) => service.performanceReport(ctx, requireMember(request), request.query, filtersOf(request.query)),
  );

  app.get(
    '/api/analytics/performance/report/export',
    {
      config: access,
      schema: {
        operationId: 'exportAnalyticsPerformanceReport',
        tags,
        summary: 'The period comparison report as CSV (Turkish Excel) or XLSX',
        querystring: performanceReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { report, rows } = await service.reportExport(
        ctx,
        requireMember(request),
        request.query,
        filtersOf(request.query),
      );
      return sendTableExport(reply, {
        format: request.query.format,
        fileName: PERFORMANCE_WORDS.reportFileName,
        columns: service.reportColumns(report),
        rows,
      });
    },
  );
};
