import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationsDeletedSchema,
  notificationsUpdatedSchema,
  unreadCountSchema,
} from '@portal/shared/contracts/notifications';
import { requireMember } from '../../platform/access';
import * as repo from './notifications.repository';
import * as service from './notifications.service';

const tags = ['notifications'];
const idParams = notificationIdParamsSchema;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const signedIn = { access: { signedIn: true } } as const;

  app.get(
    '/api/notifications',
    {
      config: signedIn,
      schema: {
        operationId: 'listNotifications',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => service.list(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: signedIn,
      schema: { operationId: 'unreadNotificationCount', tags, response: { 200: unreadCountSchema } },
    },
    async (request) => ({ count: await repo.unreadCount(ctx.db, requireMember(request).id) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        operationId: 'markNotificationRead',
        tags,
        params: idParams,
        response: { 200: notificationsUpdatedSchema },
      },
    },
    async (request) => service.markRead(ctx, requireMember(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: signedIn,
      schema: { operationId: 'markAllNotificationsRead', tags, response: { 200: notificationsUpdatedSchema } },
    },
    async (request) => service.markRead(ctx, requireMember(request)),
  );

  app.delete(
    '/api/notifications/:id',
    {
      config: signedIn,
      schema: {
        operationId: 'deleteNotification',
        tags,
        params: idParams,
        response: { 200: notificationsDeletedSchema },
      },
    },
    async (request) => service.remove(ctx, requireMember(request), request.params.id),
  );

  app.delete(
    '/api/notifications',
    {
      config: signedIn,
      schema: { operationId: 'deleteAllNotifications', tags, response: { 200: notificationsDeletedSchema } },
    },
    async (request) => service.remove(ctx, requireMember(request)),
  );

  app.post(
    '/api/notifications/purge-expired',
    {
      config: signedIn,
      schema: { operationId: 'purgeExpiredNotifications', tags, response: { 200: notificationsDeletedSchema } },
    },
    async (request) => ({ deleted: (await repo.purgeExpired(ctx.db, requireMember(request).id)).length }),
  );
};
