import {
  debugInfoSchema,
  monitoringQuerySchema,
  monitoringSchema,
  systemHealthSchema,
} from '@portal/shared/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './system.service';

const tags = ['system'];
const ADMIN_ONLY = { access: { signedIn: true, roles: ['admin'] } } as const;

/** The admin's system pages: health, monitoring and debug. Each server answers for itself. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/system/health',
    {
      config: { access: { permission: 'canAccessSystemHealth' } },
      schema: { operationId: 'getSystemHealth', tags, response: { 200: systemHealthSchema } },
    },
    async () => service.health(ctx),
  );

  app.get(
    '/api/system/monitoring',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'getSystemMonitoring',
        tags,
        querystring: monitoringQuerySchema,
        response: { 200: monitoringSchema },
      },
    },
    async (request) => service.monitoring(ctx, request.query.window),
  );

  app.get(
    '/api/system/debug',
    {
      config: ADMIN_ONLY,
      schema: { operationId: 'getSystemDebug', tags, response: { 200: debugInfoSchema } },
    },
    async () => service.debugInfo(ctx),
  );
};
