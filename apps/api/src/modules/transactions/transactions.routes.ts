import {
  transactionDetailSchema,
  transactionFiltersSchema,
  transactionIdParamsSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionTotalsSchema,
} from '@portal/shared/contracts/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './transactions.service';

const tags = ['transactions'];
const access = { access: { permission: 'canAccessTransactions' } } as const;

/** İşlemler: every money and points movement of a member, its totals and one movement in full. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/transactions',
    {
      config: access,
      schema: {
        operationId: 'listTransactions',
        tags,
        summary: 'A member’s money and points movements, newest first (keyset pages)',
        querystring: transactionListQuerySchema,
        response: { 200: transactionPageSchema },
      },
    },
    async (request) => service.listTransactions(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/transactions/totals',
    {
      config: access,
      schema: {
        operationId: 'transactionTotals',
        tags,
        summary: 'In, out and net of the movements that match, per currency',
        querystring: transactionFiltersSchema,
        response: { 200: transactionTotalsSchema },
      },
    },
    async (request) => service.transactionTotals(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/transactions/:id',
    {
      config: access,
      schema: {
        operationId: 'getTransaction',
        tags,
        summary: 'One movement with its source (order, commission line, payout or points movement)',
        params: transactionIdParamsSchema,
        response: { 200: transactionDetailSchema },
      },
    },
    async (request) => service.transactionDetail(ctx, requireMember(request), request.params.id),
  );
};
