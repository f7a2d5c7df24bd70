import {
  approveDoctorApplicationInputSchema,
  doctorApplicationIdParamsSchema,
  doctorApplicationInputSchema,
  doctorApplicationPageSchema,
  doctorApplicationQuerySchema,
  doctorApplicationReceiptSchema,
  doctorApplicationSchema,
  rejectDoctorApplicationInputSchema,
} from '@portal/shared/contracts/doctor-applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import { approveDoctorApplication } from '../../workflows/approve-doctor-application';
import { submitDoctorApplication } from '../../workflows/submit-doctor-application';
import * as service from './doctor-applications.service';

const tags = ['doctor-applications'];

export const doctorApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const admin = { access: { permission: 'canAccessDoctorApplications' } } as const;

  app.post(
    '/api/doctor-applications',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'submitDoctorApplication',
        tags,
        summary: 'The public application form (at most 5 an hour from one address)',
        body: doctorApplicationInputSchema,
        response: { 201: doctorApplicationReceiptSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await submitDoctorApplication(ctx, actorOf(request), request.body)),
  );

  app.get(
    '/api/admin/doctor-applications',
    {
      config: admin,
      schema: {
        operationId: 'listDoctorApplications',
        tags,
        querystring: doctorApplicationQuerySchema,
        response: { 200: doctorApplicationPageSchema },
      },
    },
    async (request) => service.list(ctx, request.query),
  );

  app.get(
    '/api/admin/doctor-applications/:id',
    {
      config: admin,
      schema: {
        operationId: 'getDoctorApplication',
        tags,
        params: doctorApplicationIdParamsSchema,
        response: { 200: doctorApplicationSchema },
      },
    },
    async (request) => service.get(ctx, request.params.id),
  );

  app.post(
    '/api/admin/doctor-applications/:id/approve',
    {
      config: admin,
      schema: {
        operationId: 'approveDoctorApplication',
        tags,
        summary: 'Approve: an invitation is made out to the applicant and mailed',
        params: doctorApplicationIdParamsSchema,
        body: approveDoctorApplicationInputSchema,
        response: { 200: doctorApplicationSchema },
      },
    },
    async (request) => {
      await approveDoctorApplication(ctx, actorOf(request), requireMember(request), request.params.id, request.body);
      return service.get(ctx, request.params.id);
    },
  );

  app.post(
    '/api/admin/doctor-applications/:id/reject',
    {
      config: admin,
      schema: {
        operationId: 'rejectDoctorApplication',
        tags,
        summary: 'Reject with a note, which the applicant receives by e-mail',
        params: doctorApplicationIdParamsSchema,
        body: rejectDoctorApplicationInputSchema,
        response: { 200: doctorApplicationSchema },
      },
    },
    async (request) =>
      service.reject(ctx, actorOf(request), requireMember(request), request.params.id, request.body.note),
  );
};
