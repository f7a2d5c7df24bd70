import {
  activeDealersQuerySchema,
  activeDealersSchema,
  networkGrowthQuerySchema,
  networkGrowthSchema,
  newMembersQuerySchema,
  newMembersSchema,
  turkeyPanelSchema,
} from '@portal/shared/contracts/network-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './network-reports.service';

const tags = ['network'];

/** The admin's network reports (active dealers, new members, growth) and the national distributor's panel. */
export const networkReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/network/reports/active-dealers',
    {
      config: { access: { permission: 'canAccessActiveDealers' } },
      schema: {
        operationId: 'listActiveDealers',
        tags,
        summary: 'Dealers with sales in the last 30 or 90 days, by volume',
        querystring: activeDealersQuerySchema,
        response: { 200: activeDealersSchema },
      },
    },
    async (request) => service.activeDealers(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/network/reports/new-members',
    {
      config: { access: { permission: 'canAccessNewMembers' } },
      schema: {
        operationId: 'listNewMembers',
        tags,
        summary: 'Members who joined in a period, with their first sale',
        querystring: newMembersQuerySchema,
        response: { 200: newMembersSchema },
      },
    },
    async (request) => service.newMembers(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/network/reports/growth',
    {
      config: { access: { permission: 'canAccessNetworkGrowth' } },
      schema: {
        operationId: 'networkGrowth',
        tags,
        summary: 'New and buying members by role for each of the last 12 months',
        querystring: networkGrowthQuerySchema,
        response: { 200: networkGrowthSchema },
      },
    },
    async (request) => service.growth(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/turkey-distributor/panel',
    {
      config: { access: { signedIn: true, roles: ['turkeyDistributor'] } },
      schema: {
        operationId: 'turkeyDistributorPanel',
        tags,
        summary: 'The national distributor’s panel',
        response: { 200: turkeyPanelSchema },
      },
    },
    async (request) => service.turkeyPanel(ctx, requireMember(request)),
  );
};
