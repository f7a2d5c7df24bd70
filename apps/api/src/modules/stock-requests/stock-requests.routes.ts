import {
  approveStockRequestInputSchema,
  createStockRequestInputSchema,
  receiveStockTransferInputSchema,
  shipStockTransferInputSchema,
  stockReasonInputSchema,
  stockRequestDetailSchema,
  stockRequestIdParamsSchema,
  stockRequestListQuerySchema,
  stockRequestPageSchema,
  stockRequestSuggestionsSchema,
  stockTransferEventInputSchema,
  stockTransferIdParamsSchema,
  stockTransferListQuerySchema,
  stockTransferPageSchema,
} from '@portal/shared/contracts/stock-requests';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import { createStockRequest } from '../../workflows/create-stock-request';
import { approveStockRequest, cancelStockRequest, rejectStockRequest } from '../../workflows/decide-stock-request';
import {
  cancelStockTransfer,
  receiveStockTransfer,
  recordStockTransferEvent,
  shipStockTransfer,
} from '../../workflows/stock-transfer';
import * as service from './stock-requests.service';

const tags = ['stock'];
const done = z.object({ id: z.string() });

export const stockRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const config = { access: { permission: 'canAccessStockManagement' } } as const;

  app.get(
    '/api/stock/requests',
    {
      config,
      schema: {
        operationId: 'listStockRequests',
        tags,
        querystring: stockRequestListQuerySchema,
        response: { 200: stockRequestPageSchema },
      },
    },
    async (request) => service.listRequests(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/stock/requests/:id',
    {
      config,
      schema: {
        operationId: 'getStockRequest',
        tags,
        params: stockRequestIdParamsSchema,
        response: { 200: stockRequestDetailSchema },
      },
    },
    async (request) => service.detail(ctx, requireMember(request), request.params.id),
  );

  app.post(
    '/api/stock/requests',
    {
      config,
      schema: {
        operationId: 'createStockRequest',
        tags,
        summary: 'Ask the parent holder for stock',
        body: createStockRequestInputSchema,
        response: { 200: done },
      },
    },
    async (request) => createStockRequest(ctx, actorOf(request), requireMember(request), request.body),
  );

  app.post(
    '/api/stock/requests/:id/approve',
    {
      config,
      schema: {
        operationId: 'approveStockRequest',
        tags,
        summary: 'The parent approves (in full or in part): reserves and opens a transfer',
        params: stockRequestIdParamsSchema,
        body: approveStockRequestInputSchema,
        response: { 200: done },
      },
    },
    async (request) =>
      approveStockRequest(ctx, actorOf(request), requireMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/stock/requests/:id/reject',
    {
      config,
      schema: {
        operationId: 'rejectStockRequest',
        tags,
        params: stockRequestIdParamsSchema,
        body: stockReasonInputSchema,
        response: { 200: done },
      },
    },
    async (request) =>
      rejectStockRequest(ctx, actorOf(request), requireMember(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/stock/requests/:id/cancel',
    {
      config,
      schema: { operationId: 'cancelStockRequest', tags, params: stockRequestIdParamsSchema, response: { 200: done } },
    },
    async (request) => cancelStockRequest(ctx, actorOf(request), requireMember(request), request.params.id),
  );

  app.get(
    '/api/stock/request-suggestions',
    {
      config,
      schema: { operationId: 'getStockRequestSuggestions', tags, response: { 200: stockRequestSuggestionsSchema } },
    },
    async (request) => service.suggestions(ctx, requireMember(request)),
  );

  app.get(
    '/api/stock/transfers',
    {
      config,
      schema: {
        operationId: 'listStockTransfers',
        tags,
        querystring: stockTransferListQuerySchema,
        response: { 200: stockTransferPageSchema },
      },
    },
    async (request) => service.listTransfers(ctx, requireMember(request), request.query),
  );

  app.post(
    '/api/stock/transfers/:id/ship',
    {
      config,
      schema: {
        operationId: 'shipStockTransfer',
        tags,
        summary: 'Hand the transfer to a carrier: transfer_out at the parent',
        params: stockTransferIdParamsSchema,
        body: shipStockTransferInputSchema,
        response: { 200: done },
      },
    },
    async (request) =>
      shipStockTransfer(ctx, actorOf(request), requireMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/stock/transfers/:id/events',
    {
      config,
      schema: {
        operationId: 'addStockTransferEvent',
        tags,
        summary: 'A step of the transfer’s parcel',
        params: stockTransferIdParamsSchema,
        body: stockTransferEventInputSchema,
        response: { 200: done },
      },
    },
    async (request) =>
      recordStockTransferEvent(ctx, actorOf(request), requireMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/stock/transfers/:id/receive',
    {
      config,
      schema: {
        operationId: 'receiveStockTransfer',
        tags,
        summary: 'The requester takes the goods in: transfer_in, shortage recorded',
        params: stockTransferIdParamsSchema,
        body: receiveStockTransferInputSchema,
        response: { 200: done },
      },
    },
    async (request) =>
      receiveStockTransfer(ctx, actorOf(request), requireMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/stock/transfers/:id/cancel',
    {
      config,
      schema: {
        operationId: 'cancelStockTransfer',
        tags,
        params: stockTransferIdParamsSchema,
        body: stockReasonInputSchema,
        response: { 200: done },
      },
    },
    async (request) =>
      cancelStockTransfer(ctx, actorOf(request), requireMember(request), request.params.id, request.body.reason),
  );
};
