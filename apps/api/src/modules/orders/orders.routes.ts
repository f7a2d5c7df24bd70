import {
  checkoutPreviewSchema,
  placedOrderSchema,
  placeOrderBodySchema,
  placeOrderHeadersSchema,
} from '@portal/shared/contracts/checkout';
import {
  automationRuleParamsSchema,
  automationRulePatchSchema,
  automationRuleSchema,
  automationRunResultSchema,
  automationSettingsSchema,
  bulkTransitionInputSchema,
  bulkTransitionResponseSchema,
  orderAnalyticsQuerySchema,
  orderAnalyticsSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListPageSchema,
  orderListQuerySchema,
  orderTransitionInputSchema,
  payOrderParamsSchema,
  payOrderResponseSchema,
  trackOrderQuerySchema,
} from '@portal/shared/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionKey } from '@portal/shared/permissions';
import { actorOf, requireMember } from '../../platform/access';
import { AppError } from '../../platform/errors';
import * as automation from './automation.service';
import * as checkout from './checkout.service';
import { orderSummaryFileName, orderSummaryPdf } from './orders-pdf';
import * as service from './orders.service';
import { runRules } from '../../workflows/order-automation';
import { bulkTransition, transition } from '../../workflows/order-transition';
import { placeOrder } from '../../workflows/place-order';

const tags = ['orders'];
/** An order's own page is reached from every order list, so any of their keys opens its API. */
const ORDER_PAGES = [
  'canAccessOrders',
  'canAccessOrdersList',
  'canAccessOrderManagement',
  'canAccessOrderWorkflow',
] as const satisfies readonly PermissionKey[];
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/checkout/preview',
    {
      config: { access: { permission: 'canAccessCart' } },
      schema: {
        operationId: 'previewCheckout',
        tags,
        summary: 'The cart priced as it would be ordered now',
        response: { 200: checkoutPreviewSchema },
      },
    },
    async (request) => checkout.preview(ctx, requireMember(request)),
  );

  app.post(
    '/api/checkout',
    {
      config: { access: { permission: 'canAccessCart' } },
      schema: {
        operationId: 'placeOrder',
        tags,
        summary: 'Places the cart as an order (idempotent by the Idempotency-Key header)',
        headers: placeOrderHeadersSchema,
        body: placeOrderBodySchema,
        response: { 200: placedOrderSchema },
      },
    },
    async (request) =>
      placeOrder(ctx, actorOf(request), requireMember(request), request.headers['idempotency-key'], request.body),
  );

  app.get(
    '/api/orders/mine',
    {
      config: { access: { permission: 'canAccessOrders' } },
      schema: {
        operationId: 'listMyOrders',
        tags,
        querystring: orderListQuerySchema,
        response: { 200: orderListPageSchema },
      },
    },
    async (request) => service.list(ctx, requireMember(request), { ...request.query, scope: 'mine' }),
  );

  app.get(
    '/api/orders',
    {
      config: { access: { permission: 'canAccessOrdersList' } },
      schema: {
        operationId: 'listManagedOrders',
        tags,
        summary: 'Orders the caller supplies or that its downline placed (all for the admin)',
        querystring: orderListQuerySchema,
        response: { 200: orderListPageSchema },
      },
    },
    async (request) => service.list(ctx, requireMember(request), { ...request.query, scope: 'managed' }),
  );

  app.get(
    '/api/orders/analytics',
    {
      config: { access: { permission: 'canAccessOrdersList' } },
      schema: {
        operationId: 'orderAnalytics',
        tags,
        querystring: orderAnalyticsQuerySchema,
        response: { 200: orderAnalyticsSchema },
      },
    },
    async (request) => service.analytics(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/orders/track',
    {
      config: { access: { permission: 'canAccessOrders' } },
      schema: {
        operationId: 'trackOrder',
        tags,
        querystring: trackOrderQuerySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => service.detail(ctx, requireMember(request), { number: request.query.number }),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: { permission: ORDER_PAGES } },
      schema: { operationId: 'getOrder', tags, params: orderIdParamsSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => {
      if (!z.uuid().safeParse(request.params.id).success) throw new AppError('ORDER_NOT_FOUND');
      return service.detail(ctx, requireMember(request), { id: request.params.id });
    },
  );

  // Issue #13 (money summary): the printable order as a PDF, for whoever may see the order.
  app.get(
    '/api/orders/:id/summary.pdf',
    {
      config: { access: { permission: ORDER_PAGES } },
      schema: {
        operationId: 'getOrderSummaryPdf',
        tags,
        summary: 'The printable order summary as an A4 PDF with the embedded DejaVu Sans font',
        params: orderIdParamsSchema,
      },
    },
    async (request, reply) => {
      if (!z.uuid().safeParse(request.params.id).success) throw new AppError('ORDER_NOT_FOUND');
      const order = await service.detail(ctx, requireMember(request), { id: request.params.id });
      const pdf = await orderSummaryPdf(order);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${orderSummaryFileName(order.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/orders/:id/transitions',
    {
      config: { access: { permission: ORDER_PAGES } },
      schema: {
        operationId: 'transitionOrder',
        tags,
        summary: 'One change of state, if the caller may make it from the current state',
        params: orderIdParamsSchema,
        body: orderTransitionInputSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { action, ...input } = request.body;
      await transition(ctx, member, request.params.id, action, input);
      return service.detail(ctx, member, { id: request.params.id });
    },
  );

  app.post(
    '/api/orders/bulk-transitions',
    {
      config: { access: { permission: 'canAccessOrderManagement' } },
      schema: {
        operationId: 'bulkTransitionOrders',
        tags,
        body: bulkTransitionInputSchema,
        response: { 200: bulkTransitionResponseSchema },
      },
    },
    async (request) =>
      bulkTransition(ctx, requireMember(request), request.body.ids, request.body.action, request.body.note),
  );

  app.post(
    '/api/orders/:id/pay',
    {
      config: { access: { permission: 'canAccessOrders' } },
      schema: {
        operationId: 'payOrderAgain',
        tags,
        summary: 'A new card payment attempt for an unpaid card order',
        params: payOrderParamsSchema,
        response: { 200: payOrderResponseSchema },
      },
    },
    async (request) => checkout.payAgain(ctx, requireMember(request), request.params.id),
  );

  app.get(
    '/api/orders/automation',
    {
      config: { access: { permission: 'canAccessOrderAutomation' } },
      schema: {
        operationId: 'listOrderAutomation',
        tags,
        response: { 200: automationSettingsSchema },
      },
    },
    async () => ({ rules: await automation.listRules(ctx), intervalMs: ctx.config.orderAutomationIntervalMs }),
  );

  app.patch(
    '/api/orders/automation/:kind',
    {
      config: { access: { permission: 'canAccessOrderAutomation' } },
      schema: {
        operationId: 'updateOrderAutomation',
        tags,
        params: automationRuleParamsSchema,
        body: automationRulePatchSchema,
        response: { 200: automationRuleSchema },
      },
    },
    async (request) =>
      automation.updateRule(ctx, actorOf(request), requireMember(request), request.params.kind, request.body),
  );

  app.post(
    '/api/orders/automation/run',
    {
      config: { access: { permission: 'canAccessOrderAutomation' } },
      schema: {
        operationId: 'runOrderAutomation',
        tags,
        summary: 'Runs every enabled rule now',
        response: { 200: automationRunResultSchema },
      },
    },
    async () => runRules(ctx),
  );
};
