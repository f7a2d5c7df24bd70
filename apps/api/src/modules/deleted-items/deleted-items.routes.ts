import { deletedListSchema, deletedParamsSchema } from '@portal/shared/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access';
import { listDeletedItems, purgeDeletedItem, restoreDeletedItem } from '../../workflows/deleted-items';

const tags = ['deleted-items'];
const okSchema = z.object({ ok: z.literal(true) });

/** admin/deleted-items: every soft-deleted row of every source, restore, and permanent delete for content. */
export const deletedItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessDeletedItems', roles: ['admin'] } } as const;

  app.get(
    '/api/admin/deleted-items',
    {
      config: access,
      schema: {
        operationId: 'listDeletedItems',
        tags,
        summary: 'Every soft-deleted item with who deleted it and when',
        response: { 200: deletedListSchema },
      },
    },
    async () => ({ items: await listDeletedItems(ctx) }),
  );
  app.post(
    '/api/admin/deleted-items/:type/:id/restore',
    {
      config: access,
      schema: { operationId: 'restoreDeletedItem', tags, params: deletedParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await restoreDeletedItem(ctx, actorOf(request), request.params.type, request.params.id);
      return { ok: true as const };
    },
  );
  app.delete(
    '/api/admin/deleted-items/:type/:id',
    {
      config: access,
      schema: {
        operationId: 'purgeDeletedItem',
        tags,
        summary: 'Remove a deleted content item for good (members and products only restore)',
        params: deletedParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await purgeDeletedItem(ctx, actorOf(request), request.params.type, request.params.id);
      return { ok: true as const };
    },
  );
};
