import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBodySchema,
  addToCartResultSchema,
  cartProductParamsSchema,
  cartSchema,
  updateCartQuantityBodySchema,
} from '@portal/shared/contracts/cart';
import { requireMember } from '../../platform/access';
import * as service from './cart.service';

const tags = ['cart'];

/**
 * Bodies are loosely typed on purpose: the cart answers each bad input with the specification's
 * own message ('Geçersiz miktar', 'Ürün bilgisi eksik' …), checked in its order by the service.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessCart', signedOutCode: 'CART_LOGIN_REQUIRED' } } as const;
  const productParam = cartProductParamsSchema;

  app.get(
    '/api/cart',
    { config: access, schema: { operationId: 'getCart', tags, response: { 200: cartSchema } } },
    async (request) => service.getCart(ctx, requireMember(request)),
  );

  app.post(
    '/api/cart/items',
    {
      config: access,
      schema: {
        operationId: 'addToCart',
        tags,
        body: addToCartBodySchema,
        response: { 200: addToCartResultSchema },
      },
    },
    async (request) => service.add(ctx, requireMember(request), request.body.productId, request.body.quantity ?? 1),
  );

  app.patch(
    '/api/cart/items/:productId',
    {
      config: { access: { permission: 'canAccessCart' } },
      schema: {
        operationId: 'updateCartQuantity',
        tags,
        params: productParam,
        body: updateCartQuantityBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => service.update(ctx, requireMember(request), request.params.productId, request.body.quantity),
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      config: access,
      schema: { operationId: 'removeFromCart', tags, params: productParam, response: { 200: cartSchema } },
    },
    async (request) => service.remove(ctx, requireMember(request), request.params.productId),
  );

  app.delete(
    '/api/cart',
    { config: access, schema: { operationId: 'clearCart', tags, response: { 200: cartSchema } } },
    async (request) => service.clear(ctx, requireMember(request)),
  );
};
