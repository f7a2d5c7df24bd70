import {
  adminInvitationQuerySchema,
  createInvitationInputSchema,
  invitationIdParamsSchema,
  invitationLookupParamsSchema,
  invitationLookupSchema,
  invitationPageSchema,
  invitationSchema,
  memberOptionListSchema,
  memberOptionQuerySchema,
  myInvitationQuerySchema,
  permanentInviteCodeSchema,
} from '@portal/shared/contracts/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './invitations.service';
import { resolveInvitation } from './invitations.service';

const tags = ['invitations'];

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const mine = { access: { permission: 'canAccessInvitations' } } as const;
  const admin = { access: { permission: 'canAccessAdminInvitations' } } as const;
  /** Routes behind both pages: a member acts on their own invitations, the admin on anyone's. */
  const either = { access: { permission: ['canAccessInvitations', 'canAccessAdminInvitations'] } } as const;

  app.get(
    '/api/invitations/lookup/:code',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'lookupInvitation',
        tags,
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

  app.get(
    '/api/invitations',
    {
      config: mine,
      schema: {
        operationId: 'listMyInvitations',
        tags,
        summary: 'The caller’s own invitations, newest first, with counts per state',
        querystring: myInvitationQuerySchema,
        response: { 200: invitationPageSchema },
      },
    },
    async (request) => service.listMine(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/invitations/permanent-code',
    {
      config: mine,
      schema: {
        operationId: 'getPermanentInviteCode',
        tags,
        summary: 'The caller’s permanent code for inviting clients',
        response: { 200: permanentInviteCodeSchema },
      },
    },
    async (request) => service.permanentCode(ctx, requireMember(request)),
  );

  app.post(
    '/api/invitations',
    {
      config: either,
      schema: {
        operationId: 'createInvitation',
        tags,
        summary: 'A new invitation (mailed when it has an address)',
        body: createInvitationInputSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(ctx, actorOf(request), requireMember(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/invitations/:id/revoke',
    {
      config: either,
      schema: {
        operationId: 'revokeInvitation',
        tags,
        params: invitationIdParamsSchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) => service.revoke(ctx, actorOf(request), requireMember(request), request.params.id),
  );

  app.post(
    '/api/invitations/:id/resend',
    {
      config: either,
      schema: {
        operationId: 'resendInvitation',
        tags,
        summary: 'Mail an active invitation again',
        params: invitationIdParamsSchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) => service.resend(ctx, actorOf(request), requireMember(request), request.params.id),
  );

  app.get(
    '/api/admin/invitations',
    {
      config: admin,
      schema: {
        operationId: 'listAllInvitations',
        tags,
        querystring: adminInvitationQuerySchema,
        response: { 200: invitationPageSchema },
      },
    },
    async (request) => service.listAll(ctx, request.query),
  );

  app.get(
    '/api/admin/member-options',
    {
      config: { access: { permission: ['canAccessAdminInvitations', 'canAccessDoctorApplications'] } },
      schema: {
        operationId: 'listMemberOptions',
        tags,
        summary: 'Members to choose as an inviter filter or as a parent',
        querystring: memberOptionQuerySchema,
        response: { 200: memberOptionListSchema },
      },
    },
    async (request) => service.memberOptions(ctx, request.query),
  );
};
