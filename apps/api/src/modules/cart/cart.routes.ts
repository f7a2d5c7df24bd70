import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import * as service from './cart.service';

const tierAlert = z.object({ addQuantity: z.number(), savings: z.number(), tierUnitPrice: z.number() });
export const cartSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      quantity: z.number(),
      priceAtTime: z.number(),
      roleAtTime: z.string(),
      currentUnitPrice: z.number().nullable(),
      priceChanged: z.boolean(),
      baseUnitPrice: z.number().nullable(),
      tierSavings: z.number(),
      lineTotal: z.number(),
      vatAmount: z.number(),
      vatRateBp: z.number(),
      nextTier: tierAlert.nullable(),
      available: z.boolean(),
      product: z.object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        image: z.string().nullable(),
        is_active: z.boolean(),
        category_id: z.string().nullable(),
      }),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  summary: z.object({
    total_items: z.number(),
    total_amount: z.number(),
    item_count: z.number(),
    vat_amount: z.number(),
    tier_savings: z.number(),
  }),
  ruleViolations: z.array(z.string()),
});

const tags = ['cart'];

/**
 * Bodies are loosely typed on purpose: the cart answers each bad input with the specification's
 * own message ('Geçersiz miktar', 'Ürün bilgisi eksik' …), checked in its order by the service.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessCart', signedOutCode: 'CART_LOGIN_REQUIRED' } } as const;
  const productParam = z.object({ productId: z.string().max(64) });

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
        body: z.strictObject({ productId: z.unknown().optional(), quantity: z.unknown().optional() }),
        response: { 200: z.object({ productName: z.string(), cart: cartSchema }) },
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
        body: z.strictObject({ quantity: z.unknown() }),
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
