import { Readable } from 'node:stream';
import {
  inconsistencyReportSchema,
  jobIdParamsSchema,
  maintenanceJobListSchema,
  maintenanceJobSchema,
  memberIdParamsSchema,
  memberFiltersSchema,
  memberListQuerySchema,
  memberOptionListSchema,
  memberOptionQuerySchema,
  networkMemberPageSchema,
  repairResultSchema,
  reparentInputSchema,
  startMaintenanceJobSchema,
} from '@portal/shared/contracts/network-admin';
import { exportFormatField } from '@portal/shared/contracts/table-export';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access';
import { sendTableExport } from '../../platform/table-export';
import { reparentMember, syncMemberPoints } from '../../workflows/repair-member';
import * as service from './network-admin.service';
import * as maintenance from './network-maintenance.service';

const tags = ['network-admin'];

/**
 * The admin's network pages: network/members (list, CSV, member options), network/maintenance
 * (jobs) and network/inconsistent-profiles (report and fixes).
 */
export const networkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const members = { access: { permission: 'canAccessNetworkMembers' } } as const;
  const jobs = { access: { permission: 'canAccessNetworkMaintenance' } } as const;
  const repairs = { access: { permission: 'canAccessInconsistentProfiles' } } as const;

  await maintenance.failInterruptedJobs(ctx);
  app.addHook('onClose', async () => maintenance.stopJobs(ctx));

  app.get(
    '/api/network/admin/members',
    {
      config: members,
      schema: {
        operationId: 'listNetworkMembers',
        tags,
        querystring: memberListQuerySchema,
        response: { 200: networkMemberPageSchema },
      },
    },
    async (request) => service.listMembers(ctx, request.query),
  );

  app.get(
    '/api/network/admin/members/export',
    {
      config: members,
      schema: {
        operationId: 'exportNetworkMembers',
        tags,
        summary: 'The filtered member list as CSV (UTF-8 with BOM, `;`-separated) or XLSX, streamed',
        querystring: memberFiltersSchema.extend({ format: exportFormatField }),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'xlsx') {
        return sendTableExport(reply, {
          format: 'xlsx',
          fileName: MESSAGES.networkAdmin.csvFileName,
          columns: service.MEMBER_COLUMNS,
          rows: service.memberBatches(ctx, request.query),
        });
      }
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MESSAGES.networkAdmin.csvFileName}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(service.exportMembers(ctx, request.query)));
    },
  );

  app.get(
    '/api/network/admin/member-options',
    {
      config: { access: { permission: ['canAccessNetworkMembers', 'canAccessInconsistentProfiles'] } },
      schema: {
        operationId: 'searchNetworkMemberOptions',
        tags,
        querystring: memberOptionQuerySchema,
        response: { 200: memberOptionListSchema },
      },
    },
    async (request) => service.memberOptions(ctx, request.query),
  );

  app.get(
    '/api/network/admin/maintenance/jobs',
    {
      config: jobs,
      schema: { operationId: 'listMaintenanceJobs', tags, response: { 200: maintenanceJobListSchema } },
    },
    async () => maintenance.listJobs(ctx),
  );

  app.get(
    '/api/network/admin/maintenance/jobs/:jobId',
    {
      config: jobs,
      schema: {
        operationId: 'getMaintenanceJob',
        tags,
        params: jobIdParamsSchema,
        response: { 200: maintenanceJobSchema },
      },
    },
    async (request) => maintenance.getJob(ctx, request.params.jobId),
  );

  app.post(
    '/api/network/admin/maintenance/jobs',
    {
      config: jobs,
      schema: {
        operationId: 'startMaintenanceJob',
        tags,
        summary: 'Starts a job in the background; one at a time',
        body: startMaintenanceJobSchema,
        response: { 202: maintenanceJobSchema },
      },
    },
    async (request, reply) => {
      const job = await maintenance.startJob(ctx, actorOf(request), request.body);
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/api/network/admin/inconsistencies',
    {
      config: repairs,
      schema: { operationId: 'listInconsistentProfiles', tags, response: { 200: inconsistencyReportSchema } },
    },
    async () => service.inconsistencies(ctx),
  );

  app.post(
    '/api/network/admin/inconsistencies/:memberId/reparent',
    {
      config: repairs,
      schema: {
        operationId: 'reparentInconsistentProfile',
        tags,
        summary: 'Hangs the member under a new (or its own) parent and rebuilds its subtree',
        params: memberIdParamsSchema,
        body: reparentInputSchema,
        response: { 200: repairResultSchema },
      },
    },
    async (request) => reparentMember(ctx, actorOf(request), request.params.memberId, request.body.parentId),
  );

  app.post(
    '/api/network/admin/inconsistencies/:memberId/sync-points',
    {
      config: repairs,
      schema: {
        operationId: 'syncInconsistentProfilePoints',
        tags,
        params: memberIdParamsSchema,
        response: { 200: repairResultSchema },
      },
    },
    async (request) => syncMemberPoints(ctx, actorOf(request), request.params.memberId),
  );
};
