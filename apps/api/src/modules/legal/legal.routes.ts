import {
  checkoutTermsQuerySchema,
  checkoutTermsSchema,
  deletionDecisionSchema,
  deletionRequestInputSchema,
  deletionRequestListSchema,
  deletionRequestParamsSchema,
  marketingConsentInputSchema,
  myDeletionRequestSchema,
  myPrivacySchema,
  orderDocumentParamsSchema,
  orderDocumentSchema,
  policyDocumentSchema,
  policyDraftSchema,
  policyPageCreateSchema,
  policyPageDetailSchema,
  policyPageIdParamsSchema,
  policyPageListSchema,
  policyPreviewInputSchema,
  policyPreviewSchema,
  policyQuerySchema,
  policySlugParamsSchema,
  policyVersionParamsSchema,
} from '@portal/shared/contracts/legal';
import { LEGAL_MESSAGES } from '@portal/shared/legal';
import type { PermissionKey } from '@portal/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireMember } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import { decideDeletionRequest } from '../../workflows/decide-deletion-request';
import * as checkout from '../orders/checkout.service';
import { visibleOrder } from '../orders/orders.service';
import * as consents from './consents.service';
import * as dataRights from './data-rights.service';
import * as policies from './policies.service';

const tags = ['legal'];
/** An order's accepted documents open wherever the order itself opens. */
const ORDER_PAGES = [
  'canAccessOrders',
  'canAccessOrdersList',
  'canAccessOrderManagement',
  'canAccessOrderWorkflow',
] as const satisfies readonly PermissionKey[];

/**
 * Policy pages and their versions (public reading, admin editing), the checkout's contracts and
 * what an order keeps of them, KVKK consents and the member's data rights (decision 042).
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const admin = { access: { permission: 'canAccessPolicyPages', roles: ['admin'] } } as const;
  const own = { access: { permission: 'canAccessSettings' } } as const;

  app.get(
    '/api/policies/:slug',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getPolicy',
        tags,
        summary: 'The published policy page (the newest version, or ?version=N)',
        params: policySlugParamsSchema,
        querystring: policyQuerySchema,
        response: { 200: policyDocumentSchema },
      },
    },
    async (request) => policies.publicDocument(ctx, request.params.slug, request.query.version),
  );

  app.get(
    '/api/policies/:slug/versions/:version',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getPolicyVersion',
        tags,
        summary: 'One published version of a policy page by its number',
        params: policyVersionParamsSchema,
        response: { 200: policyDocumentSchema },
      },
    },
    async (request) => policies.publicDocument(ctx, request.params.slug, request.params.version),
  );

  app.get(
    '/api/admin/policy-pages',
    { config: admin, schema: { operationId: 'listPolicyPages', tags, response: { 200: policyPageListSchema } } },
    async () => policies.listPages(ctx),
  );

  app.post(
    '/api/admin/policy-pages',
    {
      config: admin,
      schema: {
        operationId: 'createPolicyPage',
        tags,
        body: policyPageCreateSchema,
        response: { 200: policyPageDetailSchema },
      },
    },
    async (request) => policies.createPage(ctx, actorOf(request), request.body),
  );

  app.post(
    '/api/admin/policy-pages/preview',
    {
      config: admin,
      schema: {
        operationId: 'previewPolicyPage',
        tags,
        summary: 'Markdown source as the public page would show it (sanitized)',
        body: policyPreviewInputSchema,
        response: { 200: policyPreviewSchema },
      },
    },
    async (request) => policies.preview(request.body.source),
  );

  app.get(
    '/api/admin/policy-pages/:id',
    {
      config: admin,
      schema: {
        operationId: 'getPolicyPage',
        tags,
        params: policyPageIdParamsSchema,
        response: { 200: policyPageDetailSchema },
      },
    },
    async (request) => policies.pageDetail(ctx, request.params.id),
  );

  app.put(
    '/api/admin/policy-pages/:id',
    {
      config: admin,
      schema: {
        operationId: 'savePolicyDraft',
        tags,
        summary: 'Saves the draft (the public keeps reading the published version)',
        params: policyPageIdParamsSchema,
        body: policyDraftSchema,
        response: { 200: policyPageDetailSchema },
      },
    },
    async (request) => policies.saveDraft(ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/policy-pages/:id/publish',
    {
      config: admin,
      schema: {
        operationId: 'publishPolicyPage',
        tags,
        summary: 'Publishes the draft as the next version (number, SHA-256, time, publisher)',
        params: policyPageIdParamsSchema,
        response: { 200: policyPageDetailSchema },
      },
    },
    async (request) => policies.publish(ctx, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/admin/policy-pages/:id',
    {
      config: admin,
      schema: {
        operationId: 'deletePolicyPage',
        tags,
        summary: 'Moves the page to the deleted items (restorable)',
        params: policyPageIdParamsSchema,
      },
    },
    async (request, reply) => {
      await policies.softDelete(ctx, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/checkout/terms',
    {
      config: { access: { permission: 'canAccessCart' } },
      schema: {
        operationId: 'getCheckoutTerms',
        tags,
        summary: 'The pre-information form and the distance sales contract filled with this cart, with their hashes',
        querystring: checkoutTermsQuerySchema,
        response: { 200: checkoutTermsSchema },
      },
    },
    async (request) => checkout.terms(ctx, requireMember(request), request.query),
  );

  app.get(
    '/api/orders/:id/documents/:slug',
    {
      config: { access: { permission: ORDER_PAGES } },
      schema: {
        operationId: 'getOrderDocument',
        tags,
        summary: 'A document the buyer accepted for this order, exactly as it was shown',
        params: orderDocumentParamsSchema,
        response: { 200: orderDocumentSchema },
      },
    },
    async (request) => {
      if (!z.uuid().safeParse(request.params.id).success) throw new AppError('ORDER_NOT_FOUND');
      const row = await visibleOrder(ctx, requireMember(request), { id: request.params.id });
      const doc = row.order.acceptedDocuments?.find((d) => d.slug === request.params.slug);
      if (!doc) throw new AppError('POLICY_NOT_FOUND');
      return {
        slug: doc.slug,
        title: doc.title,
        version: doc.version,
        hash: doc.hash,
        acceptedAt: doc.acceptedAt,
        ip: doc.ip,
        html: renderMarkdown(doc.text),
      };
    },
  );

  app.get(
    '/api/me/privacy',
    { config: own, schema: { operationId: 'getMyPrivacy', tags, response: { 200: myPrivacySchema } } },
    async (request) => consents.myPrivacy(ctx, requireMember(request)),
  );

  app.put(
    '/api/me/marketing-consent',
    {
      config: own,
      schema: {
        operationId: 'setMarketingConsent',
        tags,
        summary: 'Gives or withdraws the consent to marketing messages',
        body: marketingConsentInputSchema,
        response: { 200: myPrivacySchema },
      },
    },
    async (request) => consents.setMarketing(ctx, actorOf(request), requireMember(request), request.body.given),
  );

  app.get(
    '/api/me/data-export',
    {
      config: own,
      schema: {
        operationId: 'exportMyData',
        tags,
        summary: 'Every record of the caller as a ZIP of JSON and CSV files',
      },
    },
    async (request, reply) => {
      const zip = await dataRights.exportArchive(ctx, requireMember(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${LEGAL_MESSAGES.exportFileName}-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/api/me/deletion-request',
    {
      config: own,
      schema: {
        operationId: 'requestDataDeletion',
        tags,
        body: deletionRequestInputSchema,
        response: { 200: myDeletionRequestSchema },
      },
    },
    async (request) => {
      const r = await dataRights.requestDeletion(ctx, requireMember(request), request.body.reason);
      return {
        id: r.id,
        status: 'pending' as const,
        reason: r.reason,
        decisionNote: null,
        createdAt: r.createdAt.toISOString(),
        decidedAt: null,
      };
    },
  );

  app.get(
    '/api/admin/deletion-requests',
    {
      config: admin,
      schema: { operationId: 'listDeletionRequests', tags, response: { 200: deletionRequestListSchema } },
    },
    async () => dataRights.listDeletionRequests(ctx),
  );

  app.post(
    '/api/admin/deletion-requests/:id/decide',
    {
      config: admin,
      schema: {
        operationId: 'decideDeletionRequest',
        tags,
        summary: 'Approve (the member’s data is anonymised) or reject a deletion request',
        params: deletionRequestParamsSchema,
        body: deletionDecisionSchema,
        response: { 200: z.object({ id: z.string(), status: z.enum(['approved', 'rejected']) }) },
      },
    },
    async (request) => decideDeletionRequest(ctx, actorOf(request), request.params.id, request.body),
  );
};
