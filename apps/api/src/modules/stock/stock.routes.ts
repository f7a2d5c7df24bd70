import { roleSchema } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './stock.service';

const tags = ['stock'];
const KINDS = [
  'purchase_in',
  'reserve',
  'release',
  'ship',
  'transfer_out',
  'transfer_in',
  'return_in',
  'adjustment',
] as const;
const levelChange = z.object({
  holderId: z.string(),
  productId: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  saleable: z.number(),
});
const reason = z.string().trim().min(3, { error: 'Bir açıklama yazın' }).max(300);

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessStockManagement' } } as const;

  app.get(
    '/api/stock/holders',
    {
      config: access,
      schema: {
        operationId: 'listStockHolders',
        tags,
        response: {
          200: z.object({
            holders: z.array(
              z.object({ id: z.string(), name: z.string(), role: roleSchema, city: z.string().nullable() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ holders: await service.holders(ctx, requireMember(request)) }),
  );

  app.get(
    '/api/stock/levels',
    {
      config: access,
      schema: {
        operationId: 'listStockLevels',
        tags,
        querystring: z.object({
          holderId: z.uuid().optional(),
          productId: z.uuid().optional(),
          lowOnly: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            levels: z.array(
              z.object({
                holderId: z.string(),
                holderName: z.string(),
                holderRole: roleSchema,
                holderCity: z.string().nullable(),
                productId: z.string(),
                productName: z.string(),
                sku: z.string().nullable(),
                onHand: z.number(),
                reserved: z.number(),
                saleable: z.number(),
                lowStockThreshold: z.number(),
                status: z.enum(['in_stock', 'low', 'out']),
                updatedAt: z.string(),
              }),
            ),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => service.levels(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/stock/movements',
    {
      config: access,
      schema: {
        operationId: 'listStockMovements',
        tags,
        querystring: z.object({
          holderId: z.uuid().optional(),
          productId: z.uuid().optional(),
          kind: z.enum(KINDS).optional(),
          /** Movements made at or after this instant. */
          from: z.iso.datetime({ offset: true }).optional(),
          /** Movements made before this instant (the start of the day after a date range's last day). */
          to: z.iso.datetime({ offset: true }).optional(),
          before: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: z.object({
            movements: z.array(
              z.object({
                id: z.number(),
                holderId: z.string(),
                holderName: z.string(),
                productId: z.string(),
                productName: z.string(),
                kind: z.enum(KINDS),
                onHandDelta: z.number(),
                reservedDelta: z.number(),
                reason: z.string().nullable(),
                actorId: z.string().nullable(),
                orderId: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
            nextBefore: z.number().nullable(),
          }),
        },
      },
    },
    async (request) => service.movements(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/stock/summary',
    {
      config: access,
      schema: {
        operationId: 'getStockSummary',
        tags,
        summary: 'The caller’s own stock at a glance',
        response: {
          200: z.object({
            productCount: z.number(),
            totalSaleable: z.number(),
            lowCount: z.number(),
            outCount: z.number(),
          }),
        },
      },
    },
    async (request) => service.summary(ctx, requireMember(request)),
  );

  app.post(
    '/api/stock/receive',
    {
      config: access,
      schema: {
        operationId: 'receiveStock',
        tags,
        summary: 'Goods received (purchase_in)',
        body: z.strictObject({
          holderId: z.uuid().optional(),
          productId: z.uuid(),
          quantity: z.number().int().min(1).max(1_000_000),
          reason,
        }),
        response: { 200: levelChange },
      },
    },
    async (request) => service.receive(ctx, actorOf(request), requireMember(request), request.body),
  );

  app.post(
    '/api/stock/adjust',
    {
      config: access,
      schema: {
        operationId: 'adjustStock',
        tags,
        summary: 'Count correction with a reason (adjustment)',
        body: z.strictObject({
          holderId: z.uuid().optional(),
          productId: z.uuid(),
          delta: z
            .number()
            .int()
            .min(-1_000_000)
            .max(1_000_000)
            .refine((v) => v !== 0, { error: 'Değişim sıfır olamaz' }),
          reason,
        }),
        response: { 200: levelChange },
      },
    },
    async (request) => service.adjust(ctx, actorOf(request), requireMember(request), request.body),
  );
};
