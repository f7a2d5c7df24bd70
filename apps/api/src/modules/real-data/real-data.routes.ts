import multipart from '@fastify/multipart';
import {
  demoPlanSchema,
  demoRemovalInputSchema,
  demoRemovalResultSchema,
  importQuerySchema,
  importResultSchema,
} from '@portal/shared/contracts/real-data';
import { IMPORT_MAX_BYTES } from '@portal/shared/real-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { importRealData } from '../../workflows/import-real-data';
import * as service from './real-data.service';

const tags = ['real-data'];
const ADMIN_ONLY = { access: { signedIn: true, roles: ['admin'] } } as const;

/** Gerçek Veri Yönetimi (admin only): the demo data's dry run and removal, CSV/XLSX imports. */
export const realDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The size limit is checked at the edge: a larger upload is cut off while it streams.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/api/admin/real-data/demo',
    {
      config: ADMIN_ONLY,
      schema: { operationId: 'demoDataDryRun', tags, response: { 200: demoPlanSchema } },
    },
    async (request) => service.demoDryRun(ctx, requireMember(request)),
  );

  app.post(
    '/api/admin/real-data/demo/remove',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'removeDemoData',
        tags,
        body: demoRemovalInputSchema,
        response: { 200: demoRemovalResultSchema },
      },
    },
    async (request) => service.removeDemo(ctx, actorOf(request), requireMember(request), request.body.expectedTotal),
  );

  for (const [mode, commit] of [
    ['preview', false],
    ['commit', true],
  ] as const) {
    app.post(
      `/api/admin/real-data/import/${mode}`,
      {
        config: ADMIN_ONLY,
        schema: {
          operationId: commit ? 'commitRealDataImport' : 'previewRealDataImport',
          tags,
          querystring: importQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: importResultSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('IMPORT_FILE_MISSING');
        const file = await request.file().catch(() => undefined);
        if (!file) throw new AppError('IMPORT_FILE_MISSING');
        const data = await file.toBuffer().catch(() => {
          throw new AppError('IMPORT_FILE_TOO_LARGE');
        });
        const table = await service.readTable(file.filename, file.mimetype, data);
        return importRealData(ctx, actorOf(request), requireMember(request), request.query.kind, table, commit);
      },
    );
  }
};
