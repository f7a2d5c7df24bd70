import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/access';
import * as repo from './notifications.repository';
import * as service from './notifications.service';

export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  priority: z.string(),
  relatedEntityId: z.string().nullable(),
  relatedEntityType: z.string().nullable(),
  actionUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const tags = ['notifications'];
const idParams = z.object({ id: z.uuid() });

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
        querystring: z.object({
          cursor: z.string().max(200).optional(),
          unreadOnly: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          type: z.string().max(40).optional(),
        }),
        response: { 200: z.object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => service.list(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: signedIn,
      schema: { operationId: 'unreadNotificationCount', tags, response: { 200: z.object({ count: z.number() }) } },
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
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => service.markRead(ctx, requireMember(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: signedIn,
      schema: { operationId: 'markAllNotificationsRead', tags, response: { 200: z.object({ updated: z.number() }) } },
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
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => service.remove(ctx, requireMember(request), request.params.id),
  );

  app.delete(
    '/api/notifications',
    {
      config: signedIn,
      schema: { operationId: 'deleteAllNotifications', tags, response: { 200: z.object({ deleted: z.number() }) } },
    },
    async (request) => service.remove(ctx, requireMember(request)),
  );

  app.post(
    '/api/notifications/purge-expired',
    {
      config: signedIn,
      schema: { operationId: 'purgeExpiredNotifications', tags, response: { 200: z.object({ deleted: z.number() }) } },
    },
    async (request) => ({ deleted: (await repo.purgeExpired(ctx.db, requireMember(request).id)).length }),
  );
};
