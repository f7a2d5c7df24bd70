import { roleSchema } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveInvitation } from './invitations.service';

export const invitationLookupSchema = z.object({
  code: z.string(),
  role: roleSchema,
  inviter: z.object({ name: z.string(), role: roleSchema, sellerNo: z.string() }),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invitations/lookup/:code',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'lookupInvitation',
        tags: ['invitations'],
        summary: 'Who invites, for which role: shown before registering',
        params: z.object({ code: z.string().trim().min(1).max(32) }),
        response: { 200: invitationLookupSchema },
      },
    },
    async (request) => {
      const found = await resolveInvitation(app.ctx.db, request.params.code);
      return {
        code: found.code,
        role: found.role,
        inviter: { name: found.inviter.name, role: found.inviter.role, sellerNo: found.inviter.sellerNo },
        name: found.name,
        email: found.email,
        phone: found.phone,
        expiresAt: found.expiresAt,
      };
    },
  );
};
