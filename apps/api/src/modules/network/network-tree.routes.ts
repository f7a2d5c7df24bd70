import {
  networkChildrenPageSchema,
  networkChildrenQuerySchema,
  networkNodeDetailSchema,
  networkNodeParamsSchema,
  networkSearchQuerySchema,
  networkSearchResultSchema,
  networkTreeSchema,
} from '@portal/shared/contracts/network';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './network-tree.service';

const tags = ['network'];

/** The member's network tree (/dashboard/network): reads only, within the viewer's subtree. */
export const networkTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { permission: 'canAccessNetwork' } } as const;

  app.get(
    '/api/network/tree',
    {
      config: access,
      schema: {
        operationId: 'getNetworkTree',
        tags,
        summary: 'Where the caller’s tree starts (the root admin’s for the admin and the national distributor)',
        response: { 200: networkTreeSchema },
      },
    },
    async (request) => service.tree(ctx, requireMember(request)),
  );

  app.get(
    '/api/network/nodes/:id',
    {
      config: access,
      schema: {
        operationId: 'getNetworkNode',
        tags,
        summary: 'A member of the caller’s tree with the members above it',
        params: networkNodeParamsSchema,
        response: { 200: networkNodeDetailSchema },
      },
    },
    async (request) => service.node(ctx, requireMember(request), request.params.id),
  );

  app.get(
    '/api/network/nodes/:id/children',
    {
      config: access,
      schema: {
        operationId: 'listNetworkChildren',
        tags,
        summary: 'A page of a member’s direct children, by name, with a cursor',
        params: networkNodeParamsSchema,
        querystring: networkChildrenQuerySchema,
        response: { 200: networkChildrenPageSchema },
      },
    },
    async (request) => service.children(ctx, requireMember(request), request.params.id, request.query),
  );

  app.get(
    '/api/network/search',
    {
      config: access,
      schema: {
        operationId: 'searchNetwork',
        tags,
        summary: 'Members of the caller’s tree by name or e-mail prefix, phone or seller number',
        querystring: networkSearchQuerySchema,
        response: { 200: networkSearchResultSchema },
      },
    },
    async (request) => service.search(ctx, requireMember(request), request.query.q),
  );
};
