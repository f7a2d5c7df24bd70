import {
  accountSettingsUpdateSchema,
  appSettingsSchema,
  profileUpdateSchema,
  settingsSchema,
} from '@portal/shared/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './settings.service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessSettings' } } as const;

  app.get(
    '/api/settings',
    { config: access, schema: { operationId: 'getSettings', tags, response: { 200: settingsSchema } } },
    async (request) => service.getSettings(ctx, requireMember(request)),
  );

  app.put(
    '/api/settings/app',
    {
      config: access,
      schema: { operationId: 'saveAppSettings', tags, body: appSettingsSchema, response: { 200: settingsSchema } },
    },
    async (request) => service.saveApp(ctx, requireMember(request), request.body),
  );

  app.put(
    '/api/settings/profile',
    {
      config: access,
      schema: {
        operationId: 'saveProfileSettings',
        tags,
        body: profileUpdateSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => service.saveProfile(ctx, actorOf(request), requireMember(request), request.body),
  );

  app.put(
    '/api/settings/account',
    {
      config: {
        access: { permission: 'canAccessSettings', roles: ['admin', 'turkeyDistributor', 'cityDistributor', 'dealer'] },
      },
      schema: {
        operationId: 'saveAccountSettings',
        tags,
        body: accountSettingsUpdateSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => service.saveAccount(ctx, actorOf(request), requireMember(request), request.body),
  );
};
