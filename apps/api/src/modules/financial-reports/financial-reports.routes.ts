import {
  directSalesQuerySchema,
  directSalesReportSchema,
  financialReportQuerySchema,
  financialReportSchema,
} from '@portal/shared/contracts/financial-reports';
import { exportFormatField } from '@portal/shared/contracts/table-export';
import { financialReportColumns, financialReportCsv, financialReportRows } from '@portal/shared/financial-reports';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTableExport } from '../../platform/table-export';
import { financialReportPdf } from './financial-reports.pdf';
import * as service from './financial-reports.service';

const tags = ['financial-reports'];
/** The admin's page key; it grants every member's figures, so it stays the admin's alone. */
const access = { permission: 'canAccessFinancialReports' } as const;

/** The admin's financial report (JSON, CSV for Turkish Excel, PDF) and the Direct Sales Regulation report. */
export const financialReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const fileName = (report: { from: string; to: string }, ext: string) =>
    `attachment; filename="${MESSAGES.financialReports.fileName}-${report.from}-${report.to}.${ext}"`;

  app.get(
    '/api/admin/financial-reports',
    {
      config: { access },
      schema: {
        operationId: 'financialReport',
        tags,
        summary: 'Per Istanbul month: net sales, VAT by rate, cost of goods, margin, commissions, refunds, points',
        querystring: financialReportQuerySchema,
        response: { 200: financialReportSchema },
      },
    },
    async (request) => service.financialReport(ctx, request.query),
  );

  app.get(
    '/api/admin/financial-reports/export.csv',
    {
      config: { access },
      schema: {
        operationId: 'exportFinancialReportCsv',
        tags,
        summary: 'The financial report as CSV for Turkish Excel (UTF-8 BOM, `;`, 1.234,56)',
        querystring: financialReportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await service.financialReport(ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', fileName(report, 'csv'))
        .header('cache-control', 'no-store')
        .send(financialReportCsv(report));
    },
  );

  app.get(
    '/api/admin/financial-reports/export',
    {
      config: { access },
      schema: {
        operationId: 'exportFinancialReport',
        tags,
        summary: 'The financial report as CSV for Turkish Excel (the same file as export.csv) or XLSX',
        querystring: financialReportQuerySchema.extend({ format: exportFormatField }),
      },
    },
    async (request, reply) => {
      const report = await service.financialReport(ctx, request.query);
      if (request.query.format === 'xlsx') {
        return sendTableExport(reply, {
          format: 'xlsx',
          fileName: `${MESSAGES.financialReports.fileName}-${report.from}-${report.to}`,
          columns: financialReportColumns(report),
          rows: [financialReportRows(report)],
        });
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', fileName(report, 'csv'))
        .header('cache-control', 'no-store')
        .send(financialReportCsv(report));
    },
  );

  app.get(
    '/api/admin/financial-reports/export.pdf',
    {
      config: { access },
      schema: {
        operationId: 'exportFinancialReportPdf',
        tags,
        summary: 'The financial report as an A4 PDF (embedded DejaVu Sans)',
        querystring: financialReportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await service.financialReport(ctx, request.query);
      const pdf = await financialReportPdf(report);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', fileName(report, 'pdf'))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/direct-sales-report',
    {
      config: { access },
      schema: {
        operationId: 'directSalesReport',
        tags,
        summary:
          'Direct Sales Regulation: benefits ≤ 50 % of net sales, recruitment-linked ≤ 30 % of benefits, for a year',
        querystring: directSalesQuerySchema,
        response: { 200: directSalesReportSchema },
      },
    },
    async (request) => service.directSalesReport(ctx, request.query),
  );
};
