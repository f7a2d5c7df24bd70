import { systemSettingsInputSchema, systemSettingsSchema } from '@portal/shared/contracts/system-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access';
import * as service from './system-settings.service';

const tags = ['system-settings'];

/** The admin's system settings (VAT default, payout rules, rewards, session lifetime, low-stock threshold). */
export const systemSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const config = { access: { permission: 'canAccessSystemSettings', roles: ['admin'] } } as const;

  app.get(
    '/api/admin/system-settings',
    {
      config,
      schema: {
        operationId: 'getSystemSettings',
        tags,
        summary: 'The system settings, each with its default when unset',
        response: { 200: systemSettingsSchema },
      },
    },
    async () => service.get(ctx),
  );

  app.put(
    '/api/admin/system-settings',
    {
      config,
      schema: {
        operationId: 'saveSystemSettings',
        tags,
        summary: 'Save the system settings (audited, applied on every server at once)',
        body: systemSettingsInputSchema,
        response: { 200: systemSettingsSchema },
      },
    },
    async (request) => service.save(ctx, actorOf(request), request.body),
  );
};
