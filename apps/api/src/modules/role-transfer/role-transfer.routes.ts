import {
  approveTransferRequestSchema,
  createTransferRequestSchema,
  moveHistoryPageSchema,
  moveHistoryQuerySchema,
  moveMemberInputSchema,
  movePreviewQuerySchema,
  movePreviewSchema,
  moveResultSchema,
  rejectTransferRequestSchema,
  transferCandidateListSchema,
  transferCandidateQuerySchema,
  transferRequestIdParamsSchema,
  transferRequestListSchema,
  transferRequestQuerySchema,
  transferRequestResultSchema,
} from '@portal/shared/contracts/role-transfer';
import { rolesBelow } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import {
  approveTransferRequest,
  cancelTransferRequest,
  createTransferRequest,
  rejectTransferRequest,
} from '../../workflows/decide-role-transfer';
import { moveMemberByAdmin } from '../../workflows/move-member';
import * as service from './role-transfer.service';

const tags = ['role-transfer'];

/**
 * /api/role-transfer: moving members is an admin-only operation (role-transfer and
 * role-transfer-management pages, with the admin role); asking for a move is open to every
 * member below the admin (the card on their profile page).
 */
export const roleTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const admin = {
    access: { permission: ['canAccessRoleTransfer', 'canAccessRoleTransferManagement'], roles: ['admin'] },
  } as const;
  const mover = { access: { permission: 'canAccessRoleTransfer', roles: ['admin'] } } as const;
  const manager = { access: { permission: 'canAccessRoleTransferManagement', roles: ['admin'] } } as const;
  const member = { access: { signedIn: true, roles: rolesBelow('admin') } } as const;

  app.get(
    '/api/role-transfer/candidates',
    {
      config: admin,
      schema: {
        operationId: 'listTransferCandidates',
        tags,
        querystring: transferCandidateQuerySchema,
        response: { 200: transferCandidateListSchema },
      },
    },
    async (request) => service.candidates(ctx, request.query),
  );

  app.get(
    '/api/role-transfer/preview',
    {
      config: mover,
      schema: {
        operationId: 'previewMove',
        tags,
        summary: 'What a move would do and why it would be refused, without making it',
        querystring: movePreviewQuerySchema,
        response: { 200: movePreviewSchema },
      },
    },
    async (request) => service.preview(ctx.db, request.query),
  );

  app.post(
    '/api/role-transfer/moves',
    {
      config: mover,
      schema: {
        operationId: 'moveMember',
        tags,
        body: moveMemberInputSchema,
        response: { 200: moveResultSchema },
      },
    },
    async (request) => moveMemberByAdmin(ctx, actorOf(request), request.body),
  );

  app.get(
    '/api/role-transfer/moves',
    {
      config: admin,
      schema: {
        operationId: 'listMoves',
        tags,
        querystring: moveHistoryQuerySchema,
        response: { 200: moveHistoryPageSchema },
      },
    },
    async (request) => service.moves(ctx, request.query),
  );

  app.get(
    '/api/role-transfer/requests',
    {
      config: manager,
      schema: {
        operationId: 'listTransferRequests',
        tags,
        querystring: transferRequestQuerySchema,
        response: { 200: transferRequestListSchema },
      },
    },
    async (request) => service.requests(ctx, request.query),
  );

  app.post(
    '/api/role-transfer/requests/:id/approve',
    {
      config: manager,
      schema: {
        operationId: 'approveTransferRequest',
        tags,
        params: transferRequestIdParamsSchema,
        body: approveTransferRequestSchema,
        response: { 200: transferRequestResultSchema },
      },
    },
    async (request) => approveTransferRequest(ctx, actorOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/role-transfer/requests/:id/reject',
    {
      config: manager,
      schema: {
        operationId: 'rejectTransferRequest',
        tags,
        params: transferRequestIdParamsSchema,
        body: rejectTransferRequestSchema,
        response: { 200: transferRequestResultSchema },
      },
    },
    async (request) => rejectTransferRequest(ctx, actorOf(request), request.params.id, request.body.note),
  );

  app.get(
    '/api/role-transfer/mine',
    {
      config: member,
      schema: { operationId: 'listMyTransferRequests', tags, response: { 200: transferRequestListSchema } },
    },
    async (request) => service.requests(ctx, { memberId: requireMember(request).id, page: 1 }),
  );

  app.post(
    '/api/role-transfer/mine',
    {
      config: member,
      schema: {
        operationId: 'createTransferRequest',
        tags,
        body: createTransferRequestSchema,
        response: { 200: transferRequestResultSchema },
      },
    },
    async (request) => createTransferRequest(ctx, actorOf(request), request.body),
  );

  app.post(
    '/api/role-transfer/mine/:id/cancel',
    {
      config: member,
      schema: {
        operationId: 'cancelTransferRequest',
        tags,
        params: transferRequestIdParamsSchema,
        response: { 200: transferRequestResultSchema },
      },
    },
    async (request) => cancelTransferRequest(ctx, actorOf(request), request.params.id),
  );
};
