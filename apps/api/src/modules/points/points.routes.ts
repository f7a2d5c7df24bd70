import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeOrderHeadersSchema } from '@portal/shared/contracts/checkout';
import {
  adminPointsBodySchema,
  adminPointsResultSchema,
  placedPointsOrderSchema,
  pointsBalanceSchema,
  pointsLiabilityQuerySchema,
  pointsLiabilitySchema,
  pointsOrderBodySchema,
  pointsQuoteQuerySchema,
  pointsQuoteSchema,
  pointsSyncResultSchema,
  pointsTransactionsPageSchema,
  pointsTransactionsQuerySchema,
  pointsTransferBodySchema,
  pointsTransferResultSchema,
} from '@portal/shared/contracts/points';
import { actorOf, requireMember } from '../../platform/access';
import { placePointsOrder } from '../../workflows/place-points-order';
import * as service from './points.service';

const tags = ['points'];

/** The points ledger (/dashboard/points), the admin's movements and points orders. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessPoints' } } as const;
  const adminOnly = { access: { permission: 'canAccessPoints', roles: ['admin'] } } as const;

  app.get(
    '/api/points/balance',
    {
      config: access,
      schema: {
        operationId: 'getPointsBalance',
        tags,
        summary: 'The caller’s balance from the ledger; a difference of 100 points or more is synced on read',
        response: { 200: pointsBalanceSchema },
      },
    },
    async (request) => service.balance(ctx, requireMember(request)),
  );

  app.post(
    '/api/points/sync',
    {
      config: access,
      schema: {
        operationId: 'syncPointsBalance',
        tags,
        summary: 'Sets the caller’s stored balance to the ledger’s',
        response: { 200: pointsSyncResultSchema },
      },
    },
    async (request) => service.sync(ctx, actorOf(request), requireMember(request)),
  );

  app.get(
    '/api/points/transactions',
    {
      config: access,
      schema: {
        operationId: 'listPointsTransactions',
        tags,
        summary: 'The caller’s points movements, 50 a page, newest first',
        querystring: pointsTransactionsQuerySchema,
        response: { 200: pointsTransactionsPageSchema },
      },
    },
    async (request) => service.transactions(ctx, requireMember(request), request.query.page),
  );

  app.get(
    '/api/points/liability',
    {
      config: adminOnly,
      schema: {
        operationId: 'getPointsLiability',
        tags,
        summary: 'get_user_points_liability: points owed to all members (or one), in kurus (hundredths of a lira)',
        querystring: pointsLiabilityQuerySchema,
        response: { 200: pointsLiabilitySchema },
      },
    },
    async (request) => service.liability(ctx, request.query.userId),
  );

  app.post(
    '/api/points/transfers',
    {
      config: access,
      schema: {
        operationId: 'transferPoints',
        tags,
        summary: 'Points to a member of the caller’s own downline',
        body: pointsTransferBodySchema,
        response: { 200: pointsTransferResultSchema },
      },
    },
    async (request) => service.transfer(ctx, actorOf(request), requireMember(request), request.body),
  );

  app.post(
    '/api/admin/points',
    {
      config: adminOnly,
      schema: {
        operationId: 'writeAdminPoints',
        tags,
        summary: 'A bonus or an adjustment to a member’s points (never below zero)',
        body: adminPointsBodySchema,
        response: { 200: adminPointsResultSchema },
      },
    },
    async (request) => service.adminMovement(ctx, actorOf(request), requireMember(request), request.body),
  );

  app.get(
    '/api/points-orders/quote',
    {
      config: access,
      schema: {
        operationId: 'quotePointsOrder',
        tags,
        summary: 'What one unit of a product costs in points, and whether it can be bought now',
        querystring: pointsQuoteQuerySchema,
        response: { 200: pointsQuoteSchema },
      },
    },
    async (request) => service.quote(ctx, requireMember(request), request.query.productId),
  );

  app.post(
    '/api/points-orders',
    {
      config: access,
      schema: {
        operationId: 'placePointsOrder',
        tags,
        summary: 'One unit of a product paid with points (idempotent by the Idempotency-Key header)',
        headers: placeOrderHeadersSchema,
        body: pointsOrderBodySchema,
        response: { 200: placedPointsOrderSchema },
      },
    },
    async (request) =>
      placePointsOrder(ctx, actorOf(request), requireMember(request), request.headers['idempotency-key'], request.body),
  );
};
