import {
  myPermissionsSchema,
  permissionCheckQuerySchema,
  permissionCheckSchema,
  permissionMatrixSchema,
  rolePermissionRowSchema,
  setRolePermissionBodySchema,
} from '@portal/shared/contracts/permissions';
import { ROLES } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './permissions.service';

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
        response: { 200: myPermissionsSchema },
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
        querystring: permissionCheckQuerySchema,
        response: { 200: permissionCheckSchema },
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
        response: { 200: permissionMatrixSchema },
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
        body: setRolePermissionBodySchema,
        response: { 200: rolePermissionRowSchema },
      },
    },
    async (request) => service.setPermission(ctx, actorOf(request), requireMember(request), request.body),
  );
};
