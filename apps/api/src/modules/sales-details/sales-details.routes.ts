import {
  salesDetailsFiltersSchema,
  salesDetailsQuerySchema,
  salesDetailsSchema,
} from '@portal/shared/contracts/transactions';
import { exportFormatField } from '@portal/shared/contracts/table-export';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import * as service from './sales-details.service';

const tags = ['transactions'];
const access = { access: { permission: 'canAccessSalesDetails' } } as const;

/** Satış Detayları: the sales that earned the member (or, for the admin, the network) a commission. */
export const salesDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/sales/details',
    {
      config: access,
      schema: {
        operationId: 'listSalesDetails',
        tags,
        summary: 'Commissioned sales, one row per order, with totals',
        querystring: salesDetailsQuerySchema,
        response: { 200: salesDetailsSchema },
      },
    },
    async (request) => service.salesDetails(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/sales/details/export',
    {
      config: access,
      schema: {
        operationId: 'exportSalesDetails',
        tags,
        summary: 'The filtered commissioned sales as CSV (UTF-8 with BOM, `;`-separated) or XLSX',
        querystring: salesDetailsFiltersSchema.extend({ format: exportFormatField }),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'xlsx') {
        return sendTableExport(reply, {
          format: 'xlsx',
          fileName: MESSAGES.transactions.salesCsvFileName,
          columns: service.SALES_DETAILS_COLUMNS,
          rows: await service.salesDetailsExportRows(ctx, requireMember(request), request.query),
        });
      }
      const body = await service.salesDetailsCsv(ctx, requireMember(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MESSAGES.transactions.salesCsvFileName}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
