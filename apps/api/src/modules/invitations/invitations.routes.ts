import { invitationLookupParamsSchema, invitationLookupSchema } from '@portal/shared/contracts/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveInvitation } from './invitations.service';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invitations/lookup/:code',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'lookupInvitation',
        tags: ['invitations'],
        summary: 'Who invites, for which role: shown before registering',
        params: invitationLookupParamsSchema,
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
