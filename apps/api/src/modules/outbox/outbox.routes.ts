import { outboxListSchema, outboxQuerySchema } from '@portal/shared/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRecent } from './outbox.repository';

/**
 * The email outbox. Without SMTP this is where the admin reads what the system "sent", in full;
 * with SMTP it is a record of what was delivered, with links and codes masked. The answer says
 * which, so the page can say it too.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: { permission: 'canAccessSystemSettings', roles: ['admin'] } },
      schema: {
        operationId: 'listOutbox',
        tags: ['system'],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      const rows = await listRecent(app.ctx.db, request.query);
      return {
        delivery: await app.ctx.mailer.currentDelivery(),
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          kind: r.kind,
          status: r.status,
          error: r.error,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
