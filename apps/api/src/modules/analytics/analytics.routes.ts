import { ANALYTICS_EXPORT_WORDS, SALES_CHANGED_EVENT, SALES_DIMENSION_LABELS } from '@portal/shared/analytics';
import { filtersOf } from '@portal/shared/contracts/analytics-filters';
import {
  analyticsOverviewSchema,
  overviewQuerySchema,
  salesByDimensionSchema,
  salesExportQuerySchema,
  salesOrdersExportQuerySchema,
  salesOrdersQuerySchema,
  salesOrdersSchema,
  salesQuerySchema,
} from '@portal/shared/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import * as service from './analytics.service';

const tags = ['analytics'];
const access = { access: { permission: 'canAccessSalesAnalysis' } } as const;

/** Sales analytics: the overview, sales by a dimension, the orders behind a bar, and their exports. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // A counted order changed: its buyer's connected ancestors (and itself) refresh their figures.
  ctx.bus.registerLookup(SALES_CHANGED_EVENT, (payload, userIds) =>
    service.salesChangedAudience(ctx, payload, userIds),
  );

  app.get(
    '/api/analytics/overview',
    {
      config: access,
      schema: {
        operationId: 'getAnalyticsOverview',
        tags,
        summary: 'Sales, orders, average basket, active and new members against the previous period',
        querystring: overviewQuerySchema,
        response: { 200: analyticsOverviewSchema },
      },
    },
    async (request) => service.overview(ctx, requireMember(request), filtersOf(request.query)),
  );

  app.get(
    '/api/analytics/sales',
    {
      config: access,
      schema: {
        operationId: 'getSalesByDimension',
        tags,
        summary: 'Sales by product, category, city, role or time',
        querystring: salesQuerySchema,
        response: { 200: salesByDimensionSchema },
      },
    },
    async (request) => service.salesBy(ctx, requireMember(request), filtersOf(request.query), request.query.dimension),
  );

  app.get(
    '/api/analytics/sales/export',
    {
      config: access,
      schema: {
        operationId: 'exportSalesByDimension',
        tags,
        summary: 'Sales by a dimension as CSV (Turkish Excel) or XLSX',
        querystring: salesExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { dimension, format } = request.query;
      const result = await service.salesBy(ctx, requireMember(request), filtersOf(request.query), dimension);
      return sendTableExport(reply, {
        format,
        fileName: ANALYTICS_EXPORT_WORDS.salesFileName,
        sheetName: ANALYTICS_EXPORT_WORDS.salesSheet,
        columns: service.salesExportColumns(dimension, SALES_DIMENSION_LABELS[dimension]),
        rows: [result.rows],
      });
    },
  );

  app.get(
    '/api/analytics/sales/orders',
    {
      config: access,
      schema: {
        operationId: 'listSalesOrders',
        tags,
        summary: 'The orders behind one bar of a sales report, newest first',
        querystring: salesOrdersQuerySchema,
        response: { 200: salesOrdersSchema },
      },
    },
    async (request) => service.salesOrders(ctx, requireMember(request), filtersOf(request.query), request.query),
  );

  app.get(
    '/api/analytics/sales/orders/export',
    {
      config: access,
      schema: {
        operationId: 'exportSalesOrders',
        tags,
        summary: 'The orders behind one bar as CSV (Turkish Excel) or XLSX, streamed',
        querystring: salesOrdersExportQuerySchema,
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const filters = filtersOf(request.query);
      const { dimension, value, format } = request.query;
      await service.checkBar(ctx, filters, dimension, value);
      return sendTableExport(reply, {
        format,
        fileName: ANALYTICS_EXPORT_WORDS.ordersFileName,
        sheetName: ANALYTICS_EXPORT_WORDS.ordersSheet,
        columns: service.SALES_ORDER_COLUMNS,
        rows: service.salesOrdersBatches(ctx, member, filters, { dimension, value }),
      });
    },
  );
};
