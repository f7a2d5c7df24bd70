import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopCountsSchema,
  shopListAddBodySchema,
  shopListProductParamsSchema,
  shopListSchema,
} from '@portal/shared/contracts/shop-lists';
import { requireMember } from '../../platform/access';
import type { ListKind } from './shop-lists.repository';
import * as service from './shop-lists.service';

const countsSchema = shopCountsSchema;
const tags = ['shop'];

export const shopListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessShop' } } as const;

  app.get(
    '/api/shop/counts',
    {
      // The shop header's badges: cart lines, favourites, comparisons.
      config: { access: { permission: ['canAccessShop', 'canAccessCart'] } },
      schema: { operationId: 'getShopCounts', tags, response: { 200: countsSchema } },
    },
    async (request) => service.counts(ctx, requireMember(request)),
  );

  const lists: [ListKind, string, string][] = [
    ['favorites', 'Favorites', '/api/favorites'],
    ['comparisons', 'Comparisons', '/api/comparisons'],
  ];
  for (const [kind, name, base] of lists) {
    app.get(
      base,
      {
        config: access,
        schema: {
          operationId: `list${name}`,
          tags,
          response: { 200: shopListSchema },
        },
      },
      async (request) => service.list(ctx, requireMember(request), kind),
    );
    app.post(
      base,
      {
        config: access,
        schema: {
          operationId: `add${name}`,
          tags,
          body: shopListAddBodySchema,
          response: { 201: countsSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.add(ctx, requireMember(request), kind, request.body.productId)),
    );
    app.delete(
      `${base}/:productId`,
      {
        config: access,
        schema: {
          operationId: `remove${name}`,
          tags,
          params: shopListProductParamsSchema,
          response: { 200: countsSchema },
        },
      },
      async (request) => service.remove(ctx, requireMember(request), kind, request.params.productId),
    );
    app.delete(
      base,
      { config: access, schema: { operationId: `clear${name}`, tags, response: { 200: countsSchema } } },
      async (request) => service.remove(ctx, requireMember(request), kind),
    );
  }
};
