import {
  addressCreateSchema,
  addressIdParamsSchema,
  addressListSchema,
  addressSchema,
  addressUpdateSchema,
} from '@portal/shared/contracts/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import * as service from './addresses.service';

const tags = ['addresses'];
const params = addressIdParamsSchema;

/** The member's own address book (/dashboard/addresses, and the address step of checkout). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { signedIn: true } } as const;

  app.get(
    '/api/addresses',
    {
      config: access,
      schema: {
        operationId: 'listAddresses',
        tags,
        summary: 'The caller’s addresses, the default first, then the newest',
        response: { 200: addressListSchema },
      },
    },
    async (request) => ({ addresses: await service.list(ctx, requireMember(request)) }),
  );

  app.get(
    '/api/addresses/:id',
    {
      config: access,
      schema: { operationId: 'getAddress', tags, params, response: { 200: addressSchema } },
    },
    async (request) => service.get(ctx, requireMember(request), request.params.id),
  );

  app.post(
    '/api/addresses',
    {
      config: access,
      schema: {
        operationId: 'createAddress',
        tags,
        summary: 'Adds an address; the first one (or one sent with isDefault) becomes the default',
        body: addressCreateSchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(ctx, requireMember(request), request.body, actorOf(request))),
  );

  app.patch(
    '/api/addresses/:id',
    {
      config: access,
      schema: {
        operationId: 'updateAddress',
        tags,
        params,
        body: addressUpdateSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => service.update(ctx, requireMember(request), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/addresses/:id',
    {
      config: access,
      schema: {
        operationId: 'deleteAddress',
        tags,
        summary: 'Deletes an address; deleting the default makes the newest remaining one the default',
        params,
        response: { 200: addressListSchema },
      },
    },
    async (request) => ({
      addresses: await service.remove(ctx, requireMember(request), request.params.id, actorOf(request)),
    }),
  );

  app.post(
    '/api/addresses/:id/default',
    {
      config: access,
      schema: {
        operationId: 'setDefaultAddress',
        tags,
        params,
        response: { 200: addressListSchema },
      },
    },
    async (request) => ({
      addresses: await service.setDefault(ctx, requireMember(request), request.params.id, actorOf(request)),
    }),
  );
};
