import {
  acceptedSchema,
  contactInputSchema,
  idParamsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxResultSchema,
  replyInputSchema,
  supportInputSchema,
  supportListSchema,
  supportRequestSchema,
} from '@portal/shared/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import { submitContactMessage } from '../../workflows/submit-contact-message';
import * as service from './contact.service';

const tags = ['contact'];

/**
 * The contact form (anyone, rate-limited, with a honeypot), members' support requests, and the one
 * inbox that the admin and the national distributor answer from (admin/contact-messages).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const inbox = { access: { permission: 'canAccessContactMessages', roles: ['admin', 'turkeyDistributor'] } } as const;

  app.post(
    '/api/contact',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'sendContactMessage',
        tags,
        summary: 'A visitor’s message with the KVKK consent (three per address in ten minutes)',
        body: contactInputSchema,
        response: { 200: acceptedSchema },
      },
    },
    async (request) => submitContactMessage(ctx, actorOf(request), request.body),
  );

  app.get(
    '/api/support',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'listMySupport',
        tags,
        summary: 'The caller’s own requests with their answers, and its orders to pick from',
        response: { 200: supportListSchema },
      },
    },
    async (request) => service.mySupport(ctx, requireMember(request)),
  );

  app.post(
    '/api/support',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'sendSupportRequest',
        tags,
        summary: 'Write to the company, optionally about one of the caller’s own orders',
        body: supportInputSchema,
        response: { 200: supportRequestSchema },
      },
    },
    async (request) => service.submitSupport(ctx, requireMember(request), request.ip ?? null, request.body),
  );

  app.get(
    '/api/admin/contact-messages',
    {
      config: inbox,
      schema: {
        operationId: 'listContactMessages',
        tags,
        summary: 'Contact messages and support requests, newest first, filterable',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => service.inbox(ctx, request.query),
  );

  app.post(
    '/api/admin/contact-messages/:id/read',
    {
      config: inbox,
      schema: {
        operationId: 'markContactMessageRead',
        tags,
        params: idParamsSchema,
        response: { 200: inboxResultSchema },
      },
    },
    async (request) => service.markRead(ctx, request.params.id),
  );

  app.post(
    '/api/admin/contact-messages/:id/reply',
    {
      config: inbox,
      schema: {
        operationId: 'replyContactMessage',
        tags,
        summary: 'Answer by e-mail; the member also reads it under support',
        params: idParamsSchema,
        body: replyInputSchema,
        response: { 200: inboxResultSchema },
      },
    },
    async (request) => service.reply(ctx, actorOf(request), request.params.id, request.body.reply),
  );
};
