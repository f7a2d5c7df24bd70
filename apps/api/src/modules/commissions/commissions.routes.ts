import {
  commissionDetailSchema,
  commissionIdParamsSchema,
  commissionListQuerySchema,
  commissionMemberListSchema,
  commissionMemberQuerySchema,
  commissionPageSchema,
  commissionSummaryQuerySchema,
  commissionSummarySchema,
  earningsQuerySchema,
  earningsSchema,
} from '@portal/shared/contracts/commissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './commissions.service';

const tags = ['commissions'];

/** The member's commission lines (Komisyonlar) and income over time (Kazançlar). */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const commissions = { access: { permission: 'canAccessCommissions' } } as const;
  // The spec's menu gives Kazançlar to the admin and the two distributors only.
  const earnings = {
    access: { permission: 'canAccessEarnings', roles: ['admin', 'turkeyDistributor', 'cityDistributor'] },
  } as const;

  app.get(
    '/api/commissions',
    {
      config: commissions,
      schema: {
        operationId: 'listCommissions',
        tags,
        summary: 'Commission lines in the caller’s reach, newest first, each with how it was computed',
        querystring: commissionListQuerySchema,
        response: { 200: commissionPageSchema },
      },
    },
    async (request) => service.list(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/commissions/summary',
    {
      config: commissions,
      schema: {
        operationId: 'commissionSummary',
        tags,
        summary: 'Counts and amounts by state (and clawbacks) for the same filters as the list',
        querystring: commissionSummaryQuerySchema,
        response: { 200: commissionSummarySchema },
      },
    },
    async (request) => service.summary(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/commissions/members',
    {
      config: commissions,
      schema: {
        operationId: 'commissionMembers',
        tags,
        summary: 'Members the beneficiary filter can pick (admin and national distributor)',
        querystring: commissionMemberQuerySchema,
        response: { 200: commissionMemberListSchema },
      },
    },
    async (request) => service.members(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/commissions/:id',
    {
      config: commissions,
      schema: {
        operationId: 'getCommission',
        tags,
        summary: 'One commission line with its chain and, for a clawback, the line it reverses',
        params: commissionIdParamsSchema,
        response: { 200: commissionDetailSchema },
      },
    },
    async (request) => service.detail(ctx, requireMember(request), request.params.id),
  );

  app.get(
    '/api/earnings',
    {
      config: earnings,
      schema: {
        operationId: 'getEarnings',
        tags,
        summary: 'Commission income by month: accrued by state, clawed back, net',
        querystring: earningsQuerySchema,
        response: { 200: earningsSchema },
      },
    },
    async (request) => service.earnings(ctx, requireMember(request), request.query),
  );
};
