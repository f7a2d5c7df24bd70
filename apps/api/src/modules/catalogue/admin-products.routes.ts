import {
  bulkRulesInputSchema,
  COMMISSION_TYPES,
  PURCHASE_MODES,
  productInputSchema,
  salesRulesInputSchema,
} from '@portal/shared/catalogue';
import { roleSchema } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './admin-products.service';

const nullableKurus = z.number().nullable();
const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  isActive: z.boolean(),
  isClientProduct: z.boolean(),
  purchaseMode: z.enum(PURCHASE_MODES),
  minOrderQuantity: z.number().nullable(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  activeIngredients: z.array(z.string()),
  prices: z.object({
    adminCostPrice: nullableKurus,
    turkeyDistributorPrice: nullableKurus,
    cityDistributorPrice: nullableKurus,
    dealerPrice: nullableKurus,
    clientPrice: nullableKurus,
    retailPrice: nullableKurus,
    vatIncluded: z.boolean(),
    vatRateBp: z.number(),
  }),
  commission: z.object({
    commissionType: z.enum(COMMISSION_TYPES),
    cityDistributorRateBp: z.number(),
    dealerRateBp: z.number(),
    sponsorDistributorRateBp: z.number(),
    vatIncluded: z.boolean(),
    fixedAmounts: z.record(z.string(), z.number()),
  }),
  inventory: z.object({
    inStock: z.boolean(),
    displayStock: z.number(),
    lowStockThreshold: z.number(),
    sku: z.string().nullable(),
    minOrderQuantity: z.number().nullable(),
  }),
  bulkRules: z.array(
    z.object({
      id: z.string(),
      userRole: roleSchema,
      minQuantity: z.number(),
      maxQuantity: z.number(),
      discountedPrice: z.number(),
      isActive: z.boolean(),
    }),
  ),
  salesRules: z.array(
    z.object({
      id: z.string(),
      ruleType: z.string(),
      minValue: z.number().nullable(),
      applyToCategory: z.string().nullable(),
      targetCategory: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const tags = ['admin-products'];
const idParams = z.object({ id: z.uuid() });

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
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          includeDeleted: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            products: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                categoryName: z.string().nullable(),
                isActive: z.boolean(),
                isDeleted: z.boolean(),
                isClientProduct: z.boolean(),
                purchaseMode: z.string(),
                retailPrice: nullableKurus,
                dealerPrice: nullableKurus,
                clientPrice: nullableKurus,
                adminCostPrice: nullableKurus,
                displayStock: z.number(),
                sku: z.string().nullable(),
              }),
            ),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
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
