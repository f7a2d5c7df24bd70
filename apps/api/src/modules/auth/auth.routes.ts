import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  signOutBodySchema,
  twoFactorConfirmBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorPasswordBodySchema,
  userResponseSchema,
  verifyTwoFactorBodySchema,
} from '@portal/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireMember } from '../../platform/access';
import { registerByInvitation } from '../../workflows/register-by-invitation';
import { AppError } from '../../platform/errors';
import * as service from './auth.service';
import * as twoFactor from './two-factor.service';

const userResponse = userResponseSchema;
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const pub = { access: { public: true } } as const;
  const signedIn = { access: { signedIn: true } } as const;

  app.post(
    '/api/auth/sign-in',
    {
      config: pub,
      schema: {
        operationId: 'signIn',
        tags,
        summary: 'Sign in with email or phone and password',
        body: signInBodySchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => service.signIn(ctx, request, reply, request.body),
  );

  app.post(
    '/api/auth/two-factor/verify',
    {
      config: pub,
      schema: {
        operationId: 'verifyTwoFactorSignIn',
        tags,
        summary: 'Second step of a sign-in with TOTP',
        body: verifyTwoFactorBodySchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => service.verifyTwoFactor(ctx, request, reply, request.body),
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: pub,
      schema: {
        operationId: 'signOut',
        tags,
        body: z.unknown().optional(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const parsed = signOutBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('INVALID_SIGN_OUT_SCOPE');
      await service.signOut(ctx, request, reply, request.member, parsed.data.scope);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    { config: signedIn, schema: { operationId: 'getMe', tags, response: { 200: userResponse } } },
    async (request) => ({ user: await service.loadMe(ctx, requireMember(request).id) }),
  );

  app.post(
    '/api/auth/register',
    {
      config: pub,
      schema: {
        operationId: 'register',
        tags,
        summary: 'Register with an invitation code',
        body: registerBodySchema,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const created = await registerByInvitation(ctx, actorOf(request), request.body);
      return reply.status(201).send(await service.signInRegistered(ctx, request, reply, request.body, created));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { ...pub, rateLimit: { max: ctx.config.limits.passwordResetPerWindow, timeWindow: 15 * 60_000 } },
      schema: {
        operationId: 'forgotPassword',
        tags,
        body: forgotPasswordBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(ctx, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: pub,
      schema: {
        operationId: 'resetPassword',
        tags,
        body: resetPasswordBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.resetPassword(ctx, request, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: signedIn,
      schema: {
        operationId: 'changePassword',
        tags,
        body: changePasswordBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.changePassword(ctx, request, reply, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/two-factor/enrol',
    {
      config: signedIn,
      schema: {
        operationId: 'enrolTwoFactor',
        tags,
        body: twoFactorPasswordBodySchema,
        response: { 200: twoFactorEnrolmentSchema },
      },
    },
    async (request) => twoFactor.enrol(ctx, request, request.body.password),
  );

  app.post(
    '/api/auth/two-factor/confirm',
    {
      config: signedIn,
      schema: {
        operationId: 'confirmTwoFactor',
        tags,
        body: twoFactorConfirmBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await twoFactor.confirm(ctx, request, reply, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      config: signedIn,
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        body: twoFactorPasswordBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(ctx, request, reply, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
