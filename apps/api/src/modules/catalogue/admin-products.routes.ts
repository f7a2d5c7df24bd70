import {
  adminProductIdParamsSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  bulkRulesInputSchema,
  productInputSchema,
  salesRulesInputSchema,
} from '@portal/shared/contracts/admin-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './admin-products.service';

const tags = ['admin-products'];
const idParams = adminProductIdParamsSchema;

/** Product administration: admin only, every change audited and announced to open shops. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessProducts', roles: ['admin'] } } as const;

  app.get(
    '/api/admin/products',
    {
      config: access,
      schema: {
        operationId: 'adminListProducts',
        tags,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema },
      },
    },
    async (request) => service.listAdmin(ctx, request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: access,
      schema: { operationId: 'adminGetProduct', tags, params: idParams, response: { 200: adminProductSchema } },
    },
    async (request) => service.getAdminProduct(ctx, request.params.id),
  );

  app.post(
    '/api/admin/products',
    {
      config: access,
      schema: {
        operationId: 'adminCreateProduct',
        tags,
        body: productInputSchema,
        response: { 201: adminProductSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(ctx, actorOf(request), requireMember(request), request.body)),
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: access,
      schema: {
        operationId: 'adminUpdateProduct',
        tags,
        params: idParams,
        body: productInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => service.update(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      config: access,
      schema: { operationId: 'adminDeleteProduct', tags, params: idParams, response: { 200: adminProductSchema } },
    },
    async (request) => service.setDeleted(ctx, actorOf(request), request.params.id, true),
  );

  app.post(
    '/api/admin/products/:id/restore',
    {
      config: access,
      schema: { operationId: 'adminRestoreProduct', tags, params: idParams, response: { 200: adminProductSchema } },
    },
    async (request) => service.setDeleted(ctx, actorOf(request), request.params.id, false),
  );

  app.put(
    '/api/admin/products/:id/bulk-rules',
    {
      config: access,
      schema: {
        operationId: 'adminReplaceBulkRules',
        tags,
        summary: 'Replace all bulk discount rules of a product',
        params: idParams,
        body: bulkRulesInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) =>
      service.replaceBulkRules(ctx, actorOf(request), requireMember(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/products/:id/sales-rules',
    {
      config: access,
      schema: {
        operationId: 'adminReplaceSalesRules',
        tags,
        summary: 'Replace all sales rules of a product',
        params: idParams,
        body: salesRulesInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => service.replaceSalesRules(ctx, actorOf(request), request.params.id, request.body),
  );
};
