import {
  AUTOMATION_RULES,
  CARGO_CARRIERS,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
} from '@portal/shared/orders';
import { roleSchema } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionKey } from '@portal/shared/permissions';
import { actorOf, requireMember } from '../../platform/access';
import { AppError } from '../../platform/errors';
import * as automation from './automation.service';
import * as checkout from './checkout.service';
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
const status = z.enum(ORDER_STATUSES);
const method = z.enum(['bank_transfer', 'card', 'points']);
const ACTIONS = [
  'mark_paid',
  'confirm',
  'prepare',
  'ship',
  'deliver',
  'complete',
  'cancel',
  'request_return',
  'accept_return',
  'reject_return',
] as const;
const note = z.string().trim().max(500).optional();

const summary = z.object({
  id: z.string(),
  number: z.string(),
  status,
  paymentMethod: method,
  buyerId: z.string(),
  buyerName: z.string(),
  buyerRole: roleSchema,
  supplierId: z.string(),
  supplierName: z.string(),
  total: z.number(),
  itemCount: z.number(),
  city: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const listQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((v, c) => {
      if (!v) return undefined;
      const parts = v.split(',');
      for (const p of parts) {
        if (!(ORDER_STATUSES as readonly string[]).includes(p)) {
          c.addIssue({ code: 'custom', message: 'Geçersiz sipariş durumu' });
          return z.NEVER;
        }
      }
      return parts as (typeof ORDER_STATUSES)[number][];
    }),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  city: z.string().trim().max(60).optional(),
  memberId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  paymentMethod: method.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const listResponse = z.object({
  orders: z.array(summary),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

const money = z.number();
const detail = z.object({
  id: z.string(),
  number: z.string(),
  status,
  paymentMethod: method,
  buyer: z.object({ id: z.string(), name: z.string(), role: roleSchema }),
  supplier: z.object({ id: z.string(), name: z.string() }),
  subtotal: money,
  vatTotal: money,
  total: money,
  discountTotal: money,
  itemCount: z.number(),
  note: z.string().nullable(),
  shippingAddress: z.object({
    title: z.string(),
    recipientName: z.string(),
    phone: z.string(),
    city: z.string(),
    district: z.string(),
    addressLine: z.string(),
    postalCode: z.string().nullable(),
  }),
  paymentReference: z.string().nullable(),
  refundAmount: z.number().nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productName: z.string(),
      sku: z.string().nullable(),
      quantity: z.number(),
      listUnitPrice: money,
      unitPrice: money,
      tierApplied: z.boolean(),
      vatRateBp: z.number(),
      vatIncluded: z.boolean(),
      netAmount: money,
      vatAmount: money,
      totalAmount: money,
    }),
  ),
  history: z.array(
    z.object({
      id: z.number(),
      fromStatus: status.nullable(),
      toStatus: status,
      actorName: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      provider: z.string(),
      amount: money,
      status: z.enum(PAYMENT_STATUSES),
      reference: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  shipments: z.array(
    z.object({
      id: z.string(),
      carrier: z.enum(CARGO_CARRIERS),
      trackingNumber: z.string(),
      desi: z.number(),
      status: z.enum(SHIPMENT_STATUSES),
      deliveredAt: z.string().nullable(),
      createdAt: z.string(),
      events: z.array(
        z.object({
          id: z.number(),
          status: z.enum(SHIPMENT_STATUSES),
          location: z.string().nullable(),
          note: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  viewer: z.object({
    roles: z.array(z.enum(['buyer', 'supplier', 'admin', 'system'])),
    actions: z.array(z.object({ action: z.enum(ACTIONS), label: z.string() })),
    canPay: z.boolean(),
  }),
});

const transitionBody = z.strictObject({
  action: z.enum(ACTIONS),
  note,
  reference: z.string().trim().max(100).optional(),
  shipment: z
    .strictObject({
      carrier: z.enum(CARGO_CARRIERS, { error: 'Kargo firması seçin' }),
      trackingNumber: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{6,40}$/, { error: 'Takip numarası 6–40 harf, rakam veya tireden oluşmalı' }),
      desi: z.number().min(0.01, { error: 'Desi sıfırdan büyük olmalı' }).max(10_000),
    })
    .optional(),
});

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
        response: {
          200: z.object({
            lines: z.array(
              z.object({
                productId: z.string(),
                productName: z.string(),
                image: z.string().nullable(),
                quantity: z.number(),
                priceAtTime: money,
                unitPrice: money,
                listUnitPrice: money,
                priceChanged: z.boolean(),
                tierApplied: z.boolean(),
                vatRateBp: z.number(),
                vatIncluded: z.boolean(),
                netAmount: money,
                vatAmount: money,
                totalAmount: money,
                available: z.boolean(),
              }),
            ),
            totals: z.object({
              subtotal: money,
              vatTotal: money,
              total: money,
              discountTotal: money,
              itemCount: z.number(),
            }),
            priceChanged: z.boolean(),
            ruleViolations: z.array(z.string()),
          }),
        },
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
        headers: z.object({
          'idempotency-key': z
            .string({ error: 'Sipariş isteği bir Idempotency-Key başlığı taşımalı' })
            .trim()
            .min(8, { error: 'Idempotency-Key en az 8 karakter olmalı' })
            .max(100),
        }),
        body: z.strictObject({
          addressId: z.uuid({ error: 'Lütfen bir teslimat adresi seçin' }),
          paymentMethod: z.enum(['bank_transfer', 'card'], { error: 'Lütfen bir ödeme yöntemi seçin' }),
          note: z.string().trim().max(500, { error: 'Sipariş notu en fazla 500 karakter olabilir' }).optional(),
          acceptedTotal: z.number().int().min(0),
        }),
        response: {
          200: z.object({
            order: z.object({ id: z.string(), number: z.string(), status, paymentMethod: method, total: money }),
            redirectUrl: z.string().nullable(),
            replayed: z.boolean(),
          }),
        },
      },
    },
    async (request) =>
      placeOrder(ctx, actorOf(request), requireMember(request), request.headers['idempotency-key'], request.body),
  );

  app.get(
    '/api/orders/mine',
    {
      config: { access: { permission: 'canAccessOrders' } },
      schema: { operationId: 'listMyOrders', tags, querystring: listQuery, response: { 200: listResponse } },
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
        querystring: listQuery,
        response: { 200: listResponse },
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
        querystring: z.object({
          from: z.iso.datetime({ offset: true }).optional(),
          to: z.iso.datetime({ offset: true }).optional(),
          period: z.enum(['day', 'week', 'month']).default('month'),
          city: z.string().trim().max(60).optional(),
        }),
        response: {
          200: z.object({
            totals: z.object({
              orders: z.number(),
              revenue: money,
              averageBasket: money,
              cancelled: z.number(),
              returned: z.number(),
            }),
            byStatus: z.array(z.object({ status, count: z.number(), amount: money })),
            series: z.array(z.object({ period: z.string(), count: z.number(), revenue: money, averageBasket: money })),
            byCity: z.array(z.object({ city: z.string(), count: z.number(), revenue: money })),
          }),
        },
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
        querystring: z.object({
          number: z
            .string()
            .trim()
            .toUpperCase()
            .regex(ORDER_NUMBER_PATTERN, { error: 'Sipariş numarası S-YYYYAAGG-#### biçiminde olmalı' }),
        }),
        response: { 200: detail },
      },
    },
    async (request) => service.detail(ctx, requireMember(request), { number: request.query.number }),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: { permission: ORDER_PAGES } },
      schema: { operationId: 'getOrder', tags, params: z.object({ id: z.string() }), response: { 200: detail } },
    },
    async (request) => {
      if (!z.uuid().safeParse(request.params.id).success) throw new AppError('ORDER_NOT_FOUND');
      return service.detail(ctx, requireMember(request), { id: request.params.id });
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
        params: z.object({ id: z.string() }),
        body: transitionBody,
        response: { 200: detail },
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
        body: z.strictObject({
          ids: z.array(z.uuid()).min(1).max(100),
          action: z.enum(['mark_paid', 'confirm', 'prepare', 'deliver', 'cancel']),
          note,
        }),
        response: {
          200: z.object({
            results: z.array(
              z.object({
                id: z.string(),
                ok: z.boolean(),
                status: status.optional(),
                code: z.string().optional(),
                message: z.string().optional(),
              }),
            ),
          }),
        },
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
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ redirectUrl: z.string() }) },
      },
    },
    async (request) => checkout.payAgain(ctx, requireMember(request), request.params.id),
  );

  const rule = z.object({
    kind: z.enum(AUTOMATION_RULES),
    label: z.string(),
    enabled: z.boolean(),
    afterHours: z.number(),
    lastRunAt: z.string().nullable(),
    lastRunCount: z.number(),
    updatedAt: z.string(),
  });

  app.get(
    '/api/orders/automation',
    {
      config: { access: { permission: 'canAccessOrderAutomation' } },
      schema: {
        operationId: 'listOrderAutomation',
        tags,
        response: { 200: z.object({ rules: z.array(rule), intervalMs: z.number() }) },
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
        params: z.object({ kind: z.enum(AUTOMATION_RULES) }),
        body: z.strictObject({
          enabled: z.boolean().optional(),
          afterHours: z
            .number()
            .int({ error: 'Süre tam saat olmalı' })
            .min(1, { error: 'Süre en az 1 saat olmalı' })
            .max(8760, { error: 'Süre en fazla 8760 saat (1 yıl) olabilir' })
            .optional(),
        }),
        response: { 200: rule },
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
        response: { 200: z.object({ cancelled: z.number(), completed: z.number() }) },
      },
    },
    async () => runRules(ctx),
  );
};
