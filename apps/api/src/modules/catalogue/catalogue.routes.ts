import {
  bulkPriceQuerySchema,
  bulkPriceSchema,
  categoryListSchema,
  memberProductPageSchema,
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  publicProductListQuerySchema,
  publicProductPageSchema,
} from '@portal/shared/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import type { Access } from '../../platform/context';
import * as service from './catalogue.service';

const tags = ['catalogue'];
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The same list behind two pages, each guarded by its own page's permission key.
  const lists: [string, Access, string][] = [
    ['/api/products', { permission: 'canAccessProducts' }, 'listProducts'],
    ['/api/shop/products', { permission: 'canAccessShop' }, 'listShopProducts'],
  ];
  for (const [url, access, operationId] of lists) {
    const config = { access };
    app.get(
      url,
      {
        config,
        schema: {
          operationId,
          tags,
          summary: 'Products priced for the caller’s role',
          querystring: productListQuerySchema,
          response: { 200: memberProductPageSchema },
        },
      },
      async (request) => service.listForMember(ctx, requireMember(request), request.query),
    );
  }

  app.get(
    '/api/products/:id',
    {
      // The product page, and the product pickers of the shop and the stock pages.
      config: { access: { permission: ['canAccessProducts', 'canAccessShop', 'canAccessStockManagement'] } },
      schema: {
        operationId: 'getProduct',
        tags,
        params: productIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => service.getForMember(ctx, requireMember(request), request.params.id),
  );

  app.get(
    '/api/products/:id/bulk-price',
    {
      config: { access: { permission: ['canAccessProducts', 'canAccessShop', 'canAccessCart'] } },
      schema: {
        operationId: 'getBulkDiscountPrice',
        tags,
        summary: 'get_bulk_discount_price(product, role, quantity)',
        params: productIdParamsSchema,
        querystring: bulkPriceQuerySchema,
        response: { 200: bulkPriceSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return service.bulkPrice(
        ctx,
        member,
        request.params.id,
        request.query.role ?? member.role,
        request.query.quantity,
      );
    },
  );

  app.get(
    '/api/categories',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'listCategories',
        tags,
        response: { 200: categoryListSchema },
      },
    },
    async (request) => ({ categories: await service.categories(ctx, request.member) }),
  );

  app.get(
    '/api/public/products',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'listPublicProducts',
        tags,
        summary: 'The visitors’ catalogue, without member prices',
        querystring: publicProductListQuerySchema,
        response: { 200: publicProductPageSchema },
      },
    },
    async (request) => service.listPublic(ctx, request.query),
  );
};
