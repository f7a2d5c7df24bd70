import {
  endSessionsResultSchema,
  updateUserInputSchema,
  userActionResultSchema,
  userDetailSchema,
  userIdParamsSchema,
  userListPageSchema,
  userListQuerySchema,
} from '@portal/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access';
import {
  editMember,
  endMemberSessions,
  sendPasswordReset,
  setMemberActive,
  setMemberDeleted,
} from '../../workflows/member-admin';
import * as service from './users.service';

const tags = ['users'];

/**
 * /api/users: the admin's users page. Managing members is an admin-only operation (PRODUCT §1:
 * the turkeyDistributor sees the network but does no admin-only operations), so the page key is
 * required together with the admin role.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessUsers', roles: ['admin'] } } as const;

  app.get(
    '/api/users',
    {
      config: access,
      schema: {
        operationId: 'listUsers',
        tags,
        querystring: userListQuerySchema,
        response: { 200: userListPageSchema },
      },
    },
    async (request) => service.list(ctx, request.query),
  );

  app.get(
    '/api/users/:id',
    {
      config: access,
      schema: { operationId: 'getUser', tags, params: userIdParamsSchema, response: { 200: userDetailSchema } },
    },
    async (request) => service.detail(ctx, request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      config: access,
      schema: {
        operationId: 'updateUser',
        tags,
        params: userIdParamsSchema,
        body: updateUserInputSchema,
        response: { 200: userActionResultSchema },
      },
    },
    async (request) => editMember(ctx, actorOf(request), request.params.id, request.body),
  );

  const action = (
    path: string,
    operationId: string,
    summary: string,
    run: (id: string, actor: ReturnType<typeof actorOf>) => Promise<{ user: unknown }>,
  ) =>
    app.post(
      `/api/users/:id/${path}`,
      {
        config: access,
        schema: { operationId, tags, summary, params: userIdParamsSchema, response: { 200: userActionResultSchema } },
      },
      async (request) => run(request.params.id, actorOf(request)) as never,
    );

  action('activate', 'activateUser', 'Activate a member', (id, actor) => setMemberActive(ctx, actor, id, true));
  action('deactivate', 'deactivateUser', 'Deactivate a member and sign them out everywhere', (id, actor) =>
    setMemberActive(ctx, actor, id, false),
  );
  action('delete', 'deleteUser', 'Soft-delete a member', (id, actor) => setMemberDeleted(ctx, actor, id, true));
  action('restore', 'restoreUser', 'Restore a deleted member', (id, actor) => setMemberDeleted(ctx, actor, id, false));
  action('password-reset', 'sendUserPasswordReset', 'Send a password-reset link', (id, actor) =>
    sendPasswordReset(ctx, actor, id),
  );

  app.post(
    '/api/users/:id/end-sessions',
    {
      config: access,
      schema: {
        operationId: 'endUserSessions',
        tags,
        params: userIdParamsSchema,
        response: { 200: endSessionsResultSchema },
      },
    },
    async (request) => endMemberSessions(ctx, actorOf(request), request.params.id),
  );
};
