import {
  shipmentEventInputSchema,
  shipmentEventResultSchema,
  shipmentIdParamsSchema,
  shipmentListQuerySchema,
  shipmentPageSchema,
} from '@portal/shared/contracts/cargo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        querystring: shipmentListQuerySchema,
        response: { 200: shipmentPageSchema },
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
        params: shipmentIdParamsSchema,
        body: shipmentEventInputSchema,
        response: { 200: shipmentEventResultSchema },
      },
    },
    async (request) => recordShipmentEvent(ctx, requireMember(request), request.params.id, request.body),
  );
};
