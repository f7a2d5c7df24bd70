import { CARGO_CARRIERS, ORDER_STATUSES, SHIPMENT_STATUSES } from '@portal/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import { recordShipmentEvent } from '../../workflows/shipment-event';
import * as service from './cargo.service';

const tags = ['cargo'];

export const cargoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/shipments',
    {
      config: { access: { permission: 'canAccessCargoManagement', roles: ['admin'] } },
      schema: {
        operationId: 'listShipments',
        tags,
        querystring: z.object({
          carrier: z.enum(CARGO_CARRIERS).optional(),
          status: z.enum(SHIPMENT_STATUSES).optional(),
          search: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            shipments: z.array(
              z.object({
                id: z.string(),
                orderId: z.string().nullable(),
                orderNumber: z.string(),
                orderStatus: z.enum(ORDER_STATUSES),
                buyerName: z.string(),
                city: z.string(),
                carrier: z.enum(CARGO_CARRIERS),
                trackingNumber: z.string(),
                desi: z.number(),
                status: z.enum(SHIPMENT_STATUSES),
                deliveredAt: z.string().nullable(),
                createdAt: z.string(),
                updatedAt: z.string(),
              }),
            ),
            counts: z.array(z.object({ status: z.enum(SHIPMENT_STATUSES), count: z.number() })),
            page: z.number(),
            pageSize: z.number(),
            total: z.number(),
            totalPages: z.number(),
          }),
        },
      },
    },
    async (request) => service.list(ctx, request.query),
  );

  app.post(
    '/api/shipments/:id/events',
    {
      config: {
        access: { permission: ['canAccessOrderManagement', 'canAccessOrdersList', 'canAccessCargoManagement'] },
      },
      schema: {
        operationId: 'addShipmentEvent',
        tags,
        summary: 'A step of the parcel (by the order’s supplier or the admin); delivered delivers the order',
        params: z.object({ id: z.uuid() }),
        body: z.strictObject({
          status: z.enum(SHIPMENT_STATUSES, { error: 'Geçersiz kargo durumu' }),
          location: z.string().trim().max(100).optional(),
          note: z.string().trim().max(300).optional(),
        }),
        response: { 200: z.object({ status: z.enum(SHIPMENT_STATUSES) }) },
      },
    },
    async (request) => recordShipmentEvent(ctx, requireMember(request), request.params.id, request.body),
  );
};
