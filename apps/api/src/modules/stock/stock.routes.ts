import {
  adjustStockInputSchema,
  receiveStockInputSchema,
  stockHolderListSchema,
  stockLevelChangeSchema,
  stockLevelPageSchema,
  stockLevelQuerySchema,
  stockMovementPageSchema,
  stockMovementQuerySchema,
  stockSummarySchema,
} from '@portal/shared/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './stock.service';

const tags = ['stock'];

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessStockManagement' } } as const;

  app.get(
    '/api/stock/holders',
    {
      config: access,
      schema: {
        operationId: 'listStockHolders',
        tags,
        response: { 200: stockHolderListSchema },
      },
    },
    async (request) => ({ holders: await service.holders(ctx, requireMember(request)) }),
  );

  app.get(
    '/api/stock/levels',
    {
      config: access,
      schema: {
        operationId: 'listStockLevels',
        tags,
        querystring: stockLevelQuerySchema,
        response: { 200: stockLevelPageSchema },
      },
    },
    async (request) => service.levels(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/stock/movements',
    {
      config: access,
      schema: {
        operationId: 'listStockMovements',
        tags,
        querystring: stockMovementQuerySchema,
        response: { 200: stockMovementPageSchema },
      },
    },
    async (request) => service.movements(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/stock/summary',
    {
      config: access,
      schema: {
        operationId: 'getStockSummary',
        tags,
        summary: 'The caller’s own stock at a glance',
        response: { 200: stockSummarySchema },
      },
    },
    async (request) => service.summary(ctx, requireMember(request)),
  );

  app.post(
    '/api/stock/receive',
    {
      config: access,
      schema: {
        operationId: 'receiveStock',
        tags,
        summary: 'Goods received (purchase_in)',
        body: receiveStockInputSchema,
        response: { 200: stockLevelChangeSchema },
      },
    },
    async (request) => service.receive(ctx, actorOf(request), requireMember(request), request.body),
  );

  app.post(
    '/api/stock/adjust',
    {
      config: access,
      schema: {
        operationId: 'adjustStock',
        tags,
        summary: 'Count correction with a reason (adjustment)',
        body: adjustStockInputSchema,
        response: { 200: stockLevelChangeSchema },
      },
    },
    async (request) => service.adjust(ctx, actorOf(request), requireMember(request), request.body),
  );
};
