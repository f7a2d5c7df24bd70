import {
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignMemberListSchema,
  campaignMemberSearchQuerySchema,
  campaignPageSchema,
  campaignPreviewResultSchema,
  campaignPreviewSchema,
  campaignSentSchema,
  campaignWithdrawnSchema,
} from '@portal/shared/contracts/notification-campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './notification-campaigns.service';

const tags = ['notification-campaigns'];

export const notificationCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const send = { access: { permission: 'canAccessNotificationSend' } } as const;
  const manage = { access: { permission: 'canAccessAdminNotifications' } } as const;

  ctx.bus.registerLookup(service.CAMPAIGN_EVENT, (payload, userIds) =>
    service.campaignDeliveries(ctx, payload, userIds),
  );

  app.post(
    '/api/notification-campaigns/preview',
    {
      config: send,
      schema: {
        operationId: 'previewNotificationCampaign',
        tags,
        summary: 'How many members the send would reach',
        body: campaignPreviewSchema,
        response: { 200: campaignPreviewResultSchema },
      },
    },
    async (request) => service.preview(ctx, requireMember(request), request.body.audience),
  );

  app.get(
    '/api/notification-campaigns/members',
    {
      config: send,
      schema: {
        operationId: 'searchNotificationCampaignMembers',
        tags,
        querystring: campaignMemberSearchQuerySchema,
        response: { 200: campaignMemberListSchema },
      },
    },
    async (request) => service.searchMembers(ctx, requireMember(request), request.query.q),
  );

  app.post(
    '/api/notification-campaigns',
    {
      config: send,
      schema: {
        operationId: 'sendNotificationCampaign',
        tags,
        body: campaignInputSchema,
        response: { 201: campaignSentSchema },
      },
    },
    async (request, reply) => {
      const sent = await service.send(ctx, actorOf(request), requireMember(request), request.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/notification-campaigns',
    {
      config: manage,
      schema: {
        operationId: 'listNotificationCampaigns',
        tags,
        querystring: campaignListQuerySchema,
        response: { 200: campaignPageSchema },
      },
    },
    async (request) => service.list(ctx, request.query),
  );

  app.post(
    '/api/notification-campaigns/:campaignId/withdraw',
    {
      config: manage,
      schema: {
        operationId: 'withdrawNotificationCampaign',
        tags,
        params: campaignIdParamsSchema,
        response: { 200: campaignWithdrawnSchema },
      },
    },
    async (request) => service.withdraw(ctx, actorOf(request), requireMember(request), request.params.campaignId),
  );
};
