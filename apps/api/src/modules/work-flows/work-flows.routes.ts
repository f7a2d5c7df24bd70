import {
  commentInputSchema,
  completeTaskInputSchema,
  instanceIdParamsSchema,
  instanceListSchema,
  instanceQuerySchema,
  instanceSchema,
  startInstanceInputSchema,
  stepIdParamsSchema,
  taskCountSchema,
  taskListSchema,
  taskQuerySchema,
  templateIdParamsSchema,
  templateInputSchema,
  templateListSchema,
  templateSchema,
  triggersInputSchema,
} from '@portal/shared/contracts/work-flows';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireMember } from '../../platform/access';
import { cancelInstance, completeTask, startByHand } from '../../workflows/work-flow-tasks';
import * as service from './work-flows.service';

const tags = ['work-flows'];

/** Workflows of people and the members' tasks (issue 16, decision 044). */
export const workFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const editTemplates = { access: { permission: 'canAccessWorkflowTemplates', roles: ['admin'] } } as const;
  const management = { access: { permission: 'canAccessWorkflowManagement' } } as const;
  const editTriggers = { access: { permission: 'canAccessWorkflowManagement', roles: ['admin'] } } as const;
  const workflows = {
    access: { permission: ['canAccessWorkflows', 'canAccessWorkflowManagement', 'canAccessTasks'] },
  } as const;
  const tasks = { access: { permission: 'canAccessTasks' } } as const;

  app.get(
    '/api/work-flows/templates',
    {
      config: { access: { permission: ['canAccessWorkflowTemplates', 'canAccessWorkflowManagement'] } },
      schema: { operationId: 'listWorkflowTemplates', tags, response: { 200: templateListSchema } },
    },
    async () => service.listTemplates(ctx),
  );

  app.post(
    '/api/work-flows/templates',
    {
      config: editTemplates,
      schema: {
        operationId: 'createWorkflowTemplate',
        tags,
        body: templateInputSchema,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createTemplate(ctx, actorOf(request), requireMember(request), request.body)),
  );

  app.put(
    '/api/work-flows/templates/:templateId',
    {
      config: editTemplates,
      schema: {
        operationId: 'updateWorkflowTemplate',
        tags,
        params: templateIdParamsSchema,
        body: templateInputSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => service.updateTemplate(ctx, actorOf(request), request.params.templateId, request.body),
  );

  app.put(
    '/api/work-flows/templates/:templateId/triggers',
    {
      config: editTriggers,
      schema: {
        operationId: 'setWorkflowTriggers',
        tags,
        summary: 'The events that start the template (new order over an amount, stock request, …)',
        params: templateIdParamsSchema,
        body: triggersInputSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => service.setTriggers(ctx, actorOf(request), request.params.templateId, request.body),
  );

  app.get(
    '/api/work-flows/instances',
    {
      config: workflows,
      schema: {
        operationId: 'listWorkflowInstances',
        tags,
        querystring: instanceQuerySchema,
        response: { 200: instanceListSchema },
      },
    },
    async (request) => service.listInstances(ctx, requireMember(request), request.query),
  );

  app.post(
    '/api/work-flows/instances',
    {
      config: management,
      schema: {
        operationId: 'startWorkflowInstance',
        tags,
        summary: 'Start a template by hand',
        body: startInstanceInputSchema,
        response: { 201: instanceSchema },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { id } = await startByHand(ctx, actorOf(request), member, request.body);
      return reply.code(201).send(await service.getInstance(ctx, member, id));
    },
  );

  app.get(
    '/api/work-flows/instances/:instanceId',
    {
      config: workflows,
      schema: {
        operationId: 'getWorkflowInstance',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: instanceSchema },
      },
    },
    async (request) => service.getInstance(ctx, requireMember(request), request.params.instanceId),
  );

  app.post(
    '/api/work-flows/instances/:instanceId/comments',
    {
      config: workflows,
      schema: {
        operationId: 'commentWorkflowInstance',
        tags,
        params: instanceIdParamsSchema,
        body: commentInputSchema,
        response: { 200: instanceSchema },
      },
    },
    async (request) => service.addComment(ctx, requireMember(request), request.params.instanceId, request.body),
  );

  app.post(
    '/api/work-flows/instances/:instanceId/cancel',
    {
      config: management,
      schema: {
        operationId: 'cancelWorkflowInstance',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: instanceSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await service.assertManages(ctx, member, request.params.instanceId);
      await cancelInstance(ctx, actorOf(request), request.params.instanceId);
      return service.getInstance(ctx, member, request.params.instanceId);
    },
  );

  app.get(
    '/api/tasks',
    {
      config: tasks,
      schema: { operationId: 'listTasks', tags, querystring: taskQuerySchema, response: { 200: taskListSchema } },
    },
    async (request) => service.listTasks(ctx, requireMember(request), request.query.filter),
  );

  app.get(
    '/api/tasks/count',
    {
      config: tasks,
      schema: {
        operationId: 'countTasks',
        tags,
        summary: 'The badge: open and overdue tasks',
        response: { 200: taskCountSchema },
      },
    },
    async (request) => service.countTasks(ctx, requireMember(request)),
  );

  app.post(
    '/api/tasks/:stepId/complete',
    {
      config: tasks,
      schema: {
        operationId: 'completeTask',
        tags,
        params: stepIdParamsSchema,
        body: completeTaskInputSchema,
        response: { 200: instanceSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { instanceId } = await completeTask(ctx, actorOf(request), member, request.params.stepId, request.body);
      return service.getInstance(ctx, member, instanceId);
    },
  );
};
