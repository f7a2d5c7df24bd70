import {
  adminPaymentPageSchema,
  paymentFiltersSchema,
  paymentListQuerySchema,
} from '@portal/shared/contracts/payments-admin';
import { exportFormatField } from '@portal/shared/contracts/table-export';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTableExport } from '../../platform/table-export';
import * as service from './payments-admin.service';

const tags = ['payments'];
/** route-access: payments is a TURKEY_UP page without a key of its own. */
const access = { access: { signedIn: true, roles: ['admin', 'turkeyDistributor'] } } as const;

/** Ödemeler: the money received for orders, every attempt, with what is owed back. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/payments',
    {
      config: access,
      schema: {
        operationId: 'listPayments',
        tags,
        summary: 'Every payment attempt with totals by status',
        querystring: paymentListQuerySchema,
        response: { 200: adminPaymentPageSchema },
      },
    },
    async (request) => service.listPayments(ctx, request.query),
  );

  app.get(
    '/api/admin/payments/export',
    {
      config: access,
      schema: {
        operationId: 'exportPayments',
        tags,
        summary: 'The filtered payments as CSV (UTF-8 with BOM, `;`-separated) or XLSX',
        querystring: paymentFiltersSchema.extend({ format: exportFormatField }),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'xlsx') {
        return sendTableExport(reply, {
          format: 'xlsx',
          fileName: MESSAGES.transactions.paymentsCsvFileName,
          columns: service.PAYMENTS_COLUMNS,
          rows: await service.paymentsExportRows(ctx, request.query),
        });
      }
      const body = await service.paymentsCsv(ctx, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MESSAGES.transactions.paymentsCsvFileName}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
