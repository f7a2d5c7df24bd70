import {
  commissionProductParamsSchema,
  commissionSettingsInputSchema,
  commissionSettingsPageSchema,
  moneySettingsInputSchema,
  projectionRequestSchema,
  projectionSchema,
} from '@portal/shared/contracts/commission-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access';
import * as service from './commission-settings.service';

const tags = ['commission-settings'];

/** The admin's commission settings: defaults, payout rules, rewards, per-product overrides, the what-if. */
export const commissionSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const config = { access: { permission: 'canAccessCommissionSettings', roles: ['admin'] } } as const;

  app.get(
    '/api/admin/commission-settings',
    {
      config,
      schema: {
        operationId: 'getCommissionSettings',
        tags,
        summary: 'The money settings and every product’s effective commission',
        response: { 200: commissionSettingsPageSchema },
      },
    },
    async () => service.getPage(ctx),
  );

  app.put(
    '/api/admin/commission-settings',
    {
      config,
      schema: {
        operationId: 'saveCommissionSettings',
        tags,
        summary: 'Save the commission defaults, payout rules, purchase reward and new-member bonus',
        body: moneySettingsInputSchema,
        response: { 200: commissionSettingsPageSchema },
      },
    },
    async (request) => service.save(ctx, actorOf(request), request.body),
  );

  app.put(
    '/api/admin/commission-settings/products/:id',
    {
      config,
      schema: {
        operationId: 'overrideProductCommission',
        tags,
        summary: 'Give one product its own commission settings',
        params: commissionProductParamsSchema,
        body: commissionSettingsInputSchema,
        response: { 200: commissionSettingsPageSchema },
      },
    },
    async (request) => service.overrideProduct(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/commission-settings/products/:id/override',
    {
      config,
      schema: {
        operationId: 'resetProductCommission',
        tags,
        summary: 'Let one product follow the default commission settings again',
        params: commissionProductParamsSchema,
        response: { 200: commissionSettingsPageSchema },
      },
    },
    async (request) => service.resetProduct(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/commission-settings/projection',
    {
      config,
      schema: {
        operationId: 'projectCommissionSettings',
        tags,
        summary: 'Direct Sales Regulation ratios of the last 12 months with proposed settings',
        body: projectionRequestSchema,
        response: { 200: projectionSchema },
      },
    },
    async (request) => service.projection(ctx, request.body),
  );
};
