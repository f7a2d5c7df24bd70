import { Readable } from 'node:stream';
import {
  auditFacetsSchema,
  auditFiltersSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  securitySessionPageSchema,
  securitySessionParamsSchema,
  securitySessionsQuerySchema,
  signInReportQuerySchema,
  signInReportSchema,
  twoFactorAdoptionSchema,
} from '@portal/shared/contracts/security';
import { exportFormatField } from '@portal/shared/contracts/table-export';
import { MESSAGES } from '@portal/shared/messages';
import { rolesAtLeast } from '@portal/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireMember } from '../../platform/access';
import { clearAuthCookies } from '../../platform/auth-cookies';
import { sendTableExport } from '../../platform/table-export';
import { endMemberSession } from '../../workflows/end-member-session';
import * as service from './security.service';

const tags = ['security'];

/**
 * admin/security-management (admin) and security/report (admin and national distributor, spec §6):
 * sign-in attempts, live sessions and two-factor adoption within the caller's scope; ending a
 * session and the audit log (with its CSV) are the admin's.
 */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const report = { access: { signedIn: true, roles: rolesAtLeast('turkeyDistributor') } } as const;
  const admin = { access: { signedIn: true, roles: ['admin'] } } as const;

  app.get(
    '/api/security/sign-ins',
    {
      config: report,
      schema: {
        operationId: 'getSignInReport',
        tags,
        summary: 'Sign-in attempts (success, failure, throttled) by account and address over the last days',
        querystring: signInReportQuerySchema,
        response: { 200: signInReportSchema },
      },
    },
    async (request) => service.signInReport(ctx, requireMember(request), request.query.days),
  );

  app.get(
    '/api/security/sessions',
    {
      config: report,
      schema: {
        operationId: 'listSecuritySessions',
        tags,
        summary: 'Live sessions across the network, latest activity first, keyset pages',
        querystring: securitySessionsQuerySchema,
        response: { 200: securitySessionPageSchema },
      },
    },
    async (request) => service.listSessions(ctx, requireMember(request), request.query),
  );

  app.delete(
    '/api/security/sessions/:id',
    {
      config: admin,
      schema: {
        operationId: 'endMemberSession',
        tags,
        summary: "Ends a member's session; their sockets close on every server",
        params: securitySessionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { wasCurrent } = await endMemberSession(
        ctx,
        member,
        actorOf(request),
        service.securityScope(member),
        request.params.id,
      );
      if (wasCurrent) clearAuthCookies(reply, ctx.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/security/two-factor',
    {
      config: report,
      schema: { operationId: 'getTwoFactorAdoption', tags, response: { 200: twoFactorAdoptionSchema } },
    },
    async (request) => service.twoFactorAdoption(ctx, requireMember(request)),
  );

  app.get(
    '/api/security/audit-log',
    {
      config: admin,
      schema: {
        operationId: 'listAuditLog',
        tags,
        summary: 'The audit log, newest first, keyset pages (created_at desc, id desc)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => service.auditLog(ctx, request.query),
  );

  app.get(
    '/api/security/audit-log/facets',
    {
      config: admin,
      schema: { operationId: 'getAuditLogFacets', tags, response: { 200: auditFacetsSchema } },
    },
    async () => service.auditFacets(ctx),
  );

  app.get(
    '/api/security/audit-log/export',
    {
      config: admin,
      schema: {
        operationId: 'exportAuditLog',
        tags,
        summary: 'The filtered audit log as CSV (UTF-8 with BOM, `;`-separated, Turkish dates) or XLSX, streamed',
        querystring: auditFiltersSchema.extend({ format: exportFormatField }),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'xlsx') {
        return sendTableExport(reply, {
          format: 'xlsx',
          fileName: MESSAGES.security.auditCsvFileName,
          columns: service.AUDIT_COLUMNS,
          rows: service.auditBatches(ctx, request.query),
        });
      }
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MESSAGES.security.auditCsvFileName}-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(service.exportAuditLog(ctx, request.query)));
    },
  );
};
