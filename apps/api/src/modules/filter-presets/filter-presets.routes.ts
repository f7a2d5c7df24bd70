import {
  filterPresetCreateSchema,
  filterPresetIdParamsSchema,
  filterPresetListSchema,
  filterPresetSchema,
  filterPresetUpdateSchema,
} from '@portal/shared/contracts/filter-presets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/access';
import * as service from './filter-presets.service';

const tags = ['analytics'];
const params = filterPresetIdParamsSchema;

/**
 * The filter presets of the global filter bar (decision 055): every signed-in member has the
 * built-in ones and keeps its own (clients too, for the date range of their reports).
 */
export const filterPresetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const access = { access: { signedIn: true } } as const;

  app.get(
    '/api/filter-presets',
    {
      config: access,
      schema: {
        operationId: 'listFilterPresets',
        tags,
        summary: 'The built-in presets, then the caller’s own, with the one default',
        response: { 200: filterPresetListSchema },
      },
    },
    async (request) => service.list(ctx, requireMember(request)),
  );

  app.post(
    '/api/filter-presets',
    {
      config: access,
      schema: {
        operationId: 'createFilterPreset',
        tags,
        summary: 'Saves the current filters as a preset (name unique per member, at most 20)',
        body: filterPresetCreateSchema,
        response: { 201: filterPresetSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(ctx, requireMember(request), request.body)),
  );

  app.patch(
    '/api/filter-presets/:id',
    {
      config: access,
      schema: {
        operationId: 'updateFilterPreset',
        tags,
        params,
        body: filterPresetUpdateSchema,
        response: { 200: filterPresetSchema },
      },
    },
    async (request) => service.update(ctx, requireMember(request), request.params.id, request.body),
  );

  app.delete(
    '/api/filter-presets/:id',
    {
      config: access,
      schema: {
        operationId: 'deleteFilterPreset',
        tags,
        summary: 'Deletes one of the caller’s presets; built-in presets cannot be deleted',
        params,
      },
    },
    async (request, reply) => {
      await service.remove(ctx, requireMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/filter-presets/:id/default',
    {
      config: access,
      schema: {
        operationId: 'setDefaultFilterPreset',
        tags,
        summary: 'Makes a preset (own or built-in) the caller’s default',
        params,
        response: { 200: filterPresetListSchema },
      },
    },
    async (request) => service.setDefault(ctx, requireMember(request), request.params.id),
  );
};
