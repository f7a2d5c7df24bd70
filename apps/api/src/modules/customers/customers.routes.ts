import { customersQuerySchema, customersSchema } from '@portal/shared/contracts/network-reports';
import { rolesAtLeast } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './customers.service';

/** The member's clients (spec §6: the customers page is for dealers and up). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers',
    {
      config: { access: { signedIn: true, roles: rolesAtLeast('dealer') } },
      schema: {
        operationId: 'listCustomers',
        tags: ['customers'],
        summary: 'Clients in the caller’s reach with their sales',
        querystring: customersQuerySchema,
        response: { 200: customersSchema },
      },
    },
    async (request) => service.customers(app.ctx, requireMember(request), request.query),
  );
};
