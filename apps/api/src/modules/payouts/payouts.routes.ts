import { Readable } from 'node:stream';
import {
  closePeriodInputSchema,
  closePeriodResultSchema,
  commissionPeriodListSchema,
  markPaidInputSchema,
  myPayoutsSchema,
  payoutFiltersSchema,
  payoutListQuerySchema,
  payoutPageSchema,
  payoutParamsSchema,
  payoutResultSchema,
  paymentScheduleSchema,
} from '@portal/shared/contracts/payouts';
import { exportFormatField } from '@portal/shared/contracts/table-export';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import { closeCommissionPeriod } from '../../workflows/close-commission-period';
import { markPayoutPaid, payPayoutAsPoints } from '../../workflows/pay-commission-payout';
import * as service from './payouts.service';

const tags = ['payouts'];

/**
 * Commission periods and payouts: the admin's periods (payment-schedule page) and closing them,
 * every payout for the admin and the national distributor (payment-tracking, payments) with CSV,
 * paying a payout, and each member's own payouts and payment days.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const periods = { access: { permission: 'canAccessPaymentSchedule', roles: ['admin'] } } as const;
  const paying = { access: { permission: 'canAccessPaymentTracking', roles: ['admin'] } } as const;
  // payment-tracking (admin) and payments (admin and the national distributor, no page key).
  const everyPayout = { access: { signedIn: true, roles: ['admin', 'turkeyDistributor'] } } as const;

  app.get(
    '/api/commission-periods',
    {
      config: periods,
      schema: {
        operationId: 'listCommissionPeriods',
        tags,
        summary: 'Every month with its state and totals; open past months with what closing would pay',
        response: { 200: commissionPeriodListSchema },
      },
    },
    async () => service.listPeriods(ctx),
  );

  app.post(
    '/api/commission-periods/close',
    {
      config: periods,
      schema: {
        operationId: 'closeCommissionPeriod',
        tags,
        summary: 'Close a past month: one payout per beneficiary (closing twice does nothing)',
        body: closePeriodInputSchema,
        response: { 200: closePeriodResultSchema },
      },
    },
    async (request) => {
      const outcome = await closeCommissionPeriod(ctx, actorOf(request), request.body.period);
      return { period: await service.onePeriod(ctx, request.body.period), alreadyClosed: outcome.alreadyClosed };
    },
  );

  app.get(
    '/api/payouts',
    {
      config: everyPayout,
      schema: {
        operationId: 'listPayouts',
        tags,
        summary: 'Every payout, filtered by period, state, method and member, 50 a page',
        querystring: payoutListQuerySchema,
        response: { 200: payoutPageSchema },
      },
    },
    async (request) => service.listPayouts(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/payouts/export.csv',
    {
      config: everyPayout,
      schema: {
        operationId: 'exportPayouts',
        tags,
        summary: 'The filtered payouts as CSV for Turkish Excel (UTF-8 BOM, `;`, 1.234,56)',
        querystring: payoutFiltersSchema,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MESSAGES.payouts.csvFileName}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(service.exportPayouts(ctx, requireMember(request), request.query)));
    },
  );

  app.get(
    '/api/payouts/export',
    {
      config: everyPayout,
      schema: {
        operationId: 'exportPayoutsAs',
        tags,
        summary: 'The filtered payouts as CSV (the same file as export.csv) or XLSX, streamed',
        querystring: payoutFiltersSchema.extend({ format: exportFormatField }),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      if (request.query.format === 'xlsx') {
        return sendTableExport(reply, {
          format: 'xlsx',
          fileName: MESSAGES.payouts.csvFileName,
          columns: service.PAYOUT_COLUMNS,
          rows: service.payoutBatches(ctx, member, request.query),
        });
      }
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MESSAGES.payouts.csvFileName}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(service.exportPayouts(ctx, member, request.query)));
    },
  );

  app.get(
    '/api/payouts/mine',
    {
      config: { access: { permission: 'canAccessCommissions' } },
      schema: {
        operationId: 'listMyPayouts',
        tags,
        summary: 'The caller’s own payouts, carried-over records included',
        response: { 200: myPayoutsSchema },
      },
    },
    async (request) => service.myPayouts(ctx, requireMember(request)),
  );

  app.get(
    '/api/payment-schedule',
    {
      config: { access: { permission: ['canAccessCommissions', 'canAccessPaymentSchedule'] } },
      schema: {
        operationId: 'paymentSchedule',
        tags,
        summary: 'Payment days per period, the caller’s own amounts and, for the admin, the totals',
        response: { 200: paymentScheduleSchema },
      },
    },
    async (request) => service.paymentSchedule(ctx, requireMember(request)),
  );

  app.post(
    '/api/payouts/:id/mark-paid',
    {
      config: paying,
      schema: {
        operationId: 'markPayoutPaid',
        tags,
        summary: 'Mark a scheduled payout paid by bank transfer, with the bank reference',
        params: payoutParamsSchema,
        body: markPaidInputSchema,
        response: { 200: payoutResultSchema },
      },
    },
    async (request) => {
      const row = await markPayoutPaid(ctx, actorOf(request), request.params.id, request.body.bankReference);
      return { payout: service.toPayout(row, true) };
    },
  );

  app.post(
    '/api/payouts/:id/pay-points',
    {
      config: paying,
      schema: {
        operationId: 'payPayoutAsPoints',
        tags,
        summary: 'Pay a scheduled payout of a member who chose points, into the points ledger',
        params: payoutParamsSchema,
        response: { 200: payoutResultSchema },
      },
    },
    async (request) => {
      const row = await payPayoutAsPoints(ctx, actorOf(request), request.params.id);
      return { payout: service.toPayout(row, true) };
    },
  );
};
