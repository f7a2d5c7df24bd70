import { PERMISSION_CATEGORIES, permissionKeySchema } from '@portal/shared/permissions';
import { ROLES, roleSchema } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './permissions.service';

const rowSchema = z.object({
  role: roleSchema,
  permissionKey: z.string(),
  category: z.enum(PERMISSION_CATEGORIES),
  enabled: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
const tags = ['permissions'];

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/permissions/me',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getMyPermissions',
        tags,
        response: { 200: z.object({ role: roleSchema, keys: z.array(z.string()) }) },
      },
    },
    async (request) => service.myPermissions(ctx, requireMember(request)),
  );

  app.get(
    '/api/permissions/check',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'checkUserPermission',
        tags,
        summary: 'check_user_permission(role, key)',
        querystring: z.object({ role: roleSchema, key: permissionKeySchema }),
        response: { 200: z.object({ allowed: z.boolean() }) },
      },
    },
    async (request) => ({
      allowed: await service.check(ctx, requireMember(request), request.query.role, request.query.key),
    }),
  );

  app.get(
    '/api/permissions',
    {
      config: { access: { permission: 'canAccessSystemSettings', roles: ['admin'] } },
      schema: {
        operationId: 'listRolePermissions',
        tags,
        response: { 200: z.object({ roles: z.array(roleSchema), permissions: z.array(rowSchema) }) },
      },
    },
    async () => ({ roles: [...ROLES], permissions: await service.matrix(ctx) }),
  );

  app.put(
    '/api/permissions',
    {
      config: { access: { permission: 'canAccessSystemSettings', roles: ['admin'] } },
      schema: {
        operationId: 'setRolePermission',
        tags,
        body: z.strictObject({ role: roleSchema, permissionKey: z.string().min(1).max(100), enabled: z.boolean() }),
        response: { 200: rowSchema },
      },
    },
    async (request) => service.setPermission(ctx, actorOf(request), requireMember(request), request.body),
  );
};
