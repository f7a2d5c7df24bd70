import {
  cargoSettingsInputSchema,
  integrationsSchema,
  paymentSettingsInputSchema,
  smtpSettingsInputSchema,
  smtpTestResultSchema,
} from '@portal/shared/contracts/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access';
import * as service from './integrations.service';

const tags = ['integrations'];

/**
 * admin/integrations and integration-settings: the admin and the turkeyDistributor (PRODUCT.md §3)
 * read and change SMTP, payment and cargo settings; only the admin re-seals the secrets after a
 * key rotation.
 */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const config = {
    access: {
      permission: ['canAccessIntegrations', 'canAccessIntegrationSettings'],
      roles: ['admin', 'turkeyDistributor'],
    },
  } as const;

  app.get(
    '/api/admin/integrations',
    {
      config,
      schema: {
        operationId: 'getIntegrations',
        tags,
        summary: 'SMTP, payment and cargo settings (secrets only as set / last four)',
        response: { 200: integrationsSchema },
      },
    },
    async () => service.list(ctx),
  );

  app.put(
    '/api/admin/integrations/smtp',
    {
      config,
      schema: {
        operationId: 'saveSmtpSettings',
        tags,
        summary: 'Save the SMTP settings (an empty password keeps the stored one)',
        body: smtpSettingsInputSchema,
        response: { 200: integrationsSchema },
      },
    },
    async (request) => service.saveSmtp(ctx, actorOf(request), request.body),
  );

  app.put(
    '/api/admin/integrations/payment',
    {
      config,
      schema: {
        operationId: 'savePaymentSettings',
        tags,
        summary: 'Save the payment provider settings (an empty secret keeps the stored one)',
        body: paymentSettingsInputSchema,
        response: { 200: integrationsSchema },
      },
    },
    async (request) => service.savePayment(ctx, actorOf(request), request.body),
  );

  app.put(
    '/api/admin/integrations/cargo',
    {
      config,
      schema: {
        operationId: 'saveCargoSettings',
        tags,
        summary: 'Save the cargo carrier settings (an empty key keeps the stored one)',
        body: cargoSettingsInputSchema,
        response: { 200: integrationsSchema },
      },
    },
    async (request) => service.saveCargo(ctx, actorOf(request), request.body),
  );

  app.delete(
    '/api/admin/integrations/smtp',
    {
      config,
      schema: {
        operationId: 'removeSmtpSettings',
        tags,
        summary: 'Remove the stored SMTP settings (mail falls back to SMTP_URL or the outbox)',
        response: { 200: integrationsSchema },
      },
    },
    async (request) => service.removeSmtp(ctx, actorOf(request)),
  );

  app.post(
    '/api/admin/integrations/smtp/test',
    {
      config,
      schema: {
        operationId: 'testSmtpConnection',
        tags,
        summary: 'Connect to the stored SMTP server and sign in (5 seconds at most)',
        response: { 200: smtpTestResultSchema },
      },
    },
    async (request) => service.testSmtp(ctx, actorOf(request)),
  );

  app.post(
    '/api/admin/integrations/rotate-key',
    {
      config: { access: { permission: 'canAccessIntegrations', roles: ['admin'] } },
      schema: {
        operationId: 'rotateIntegrationSecrets',
        tags,
        summary: 'Re-seal every stored secret with the current SECRETS_KEY',
        response: { 200: z.object({ resealed: z.number() }) },
      },
    },
    async (request) => service.rotate(ctx, actorOf(request)),
  );
};
