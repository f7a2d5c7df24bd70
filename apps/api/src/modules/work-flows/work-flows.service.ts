import type {
  commentInputSchema,
  instanceQuerySchema,
  templateInputSchema,
  triggersInputSchema,
  WorkflowInstance,
  WorkflowInstanceSummary,
  WorkflowStep,
  WorkflowTemplate,
} from '@portal/shared/contracts/work-flows';
import type { Role } from '@portal/shared/roles';
import {
  canActOnStep,
  isOverdue,
  type TaskFilter,
  type WorkflowEvent,
  type WorkflowInstanceStatus,
  type WorkflowStepStatus,
} from '@portal/shared/work-flows';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './work-flows.repository';
import { TRIGGERS_CHANGED_EVENT, triggerCache } from './work-flows.triggers';

const LIST_LIMIT = 200;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const person = (p: { id: string | null; name: string | null } | null) =>
  p?.id && p.name !== null ? { id: p.id, name: p.name } : null;

// Templates ------------------------------------------------------------------------------------

export async function listTemplates(ctx: AppContext): Promise<{ templates: WorkflowTemplate[] }> {
  const templates = await repo.listTemplates(ctx.db);
  const ids = templates.map((t) => t.id);
  const [steps, triggers, counts] = await Promise.all([
    repo.templateSteps(ctx.db, ids),
    repo.templateTriggers(ctx.db, ids),
    repo.instanceCountsByTemplate(ctx.db),
  ]);
  return {
    templates: templates.map((t) => {
      const instanceCounts = { active: 0, completed: 0, cancelled: 0 };
      for (const c of counts) {
        if (c.templateId === t.id) instanceCounts[c.status as WorkflowInstanceStatus] = c.n;
      }
      return {
        id: t.id,
        name: t.name,
        description: t.description,
        isActive: t.isActive,
        steps: steps
          .filter((s) => s.step.templateId === t.id)
          .map(({ step, assignee }) => ({
            id: step.id,
            position: step.position,
            name: step.name,
            assigneeRole: step.assigneeRole as Role | null,
            assignee: person(assignee),
            dueHours: step.dueHours,
            checklist: step.checklist,
          })),
        triggers: triggers
          .filter((tr) => tr.templateId === t.id)
          .map((tr) => ({
            id: tr.id,
            event: tr.event as WorkflowEvent,
            minAmount: tr.minAmount,
            isActive: tr.isActive,
          })),
        instanceCounts,
        updatedAt: t.updatedAt.toISOString(),
      };
    }),
  };
}

async function templateDto(ctx: AppContext, id: string) {
  const found = (await listTemplates(ctx)).templates.find((t) => t.id === id);
  if (!found) throw new AppError('WORKFLOW_TEMPLATE_NOT_FOUND');
  return found;
}

async function checkNamedAssignees(ctx: AppContext, input: z.output<typeof templateInputSchema>) {
  for (const step of input.steps) {
    if (!step.assigneeId) continue;
    const m = await repo.memberBasics(ctx.db, step.assigneeId);
    if (!m || m.isDeleted) throw new AppError('VALIDATION_ERROR');
  }
}

export async function createTemplate(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  input: z.output<typeof templateInputSchema>,
) {
  await checkNamedAssignees(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const t = await repo.insertTemplate(tx, {
      name: input.name,
      description: input.description,
      isActive: input.isActive,
      createdBy: member.id,
    });
    await repo.replaceTemplateSteps(tx, t.id, input.steps);
    await audit(tx, actor, { action: 'workflow_template.created', entityType: 'workflow_template', entityId: t.id });
    return t.id;
  });
  return templateDto(ctx, id);
}

export async function updateTemplate(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof templateInputSchema>,
) {
  await checkNamedAssignees(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockTemplate(tx, id);
    if (!before) throw new AppError('WORKFLOW_TEMPLATE_NOT_FOUND');
    await repo.updateTemplate(tx, id, { name: input.name, description: input.description, isActive: input.isActive });
    await repo.replaceTemplateSteps(tx, id, input.steps);
    await audit(tx, actor, {
      action: 'workflow_template.updated',
      entityType: 'workflow_template',
      entityId: id,
      before: { name: before.name, isActive: before.isActive },
      after: { name: input.name, isActive: input.isActive, steps: input.steps.length },
    });
  });
  await announceTriggers(ctx);
  return templateDto(ctx, id);
}

export async function setTriggers(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof triggersInputSchema>,
) {
  const events = new Set(input.triggers.map((t) => t.event));
  if (events.size !== input.triggers.length) throw new AppError('VALIDATION_ERROR');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockTemplate(tx, id))) throw new AppError('WORKFLOW_TEMPLATE_NOT_FOUND');
    await repo.replaceTriggers(
      tx,
      id,
      input.triggers.map((t) => ({
        event: t.event,
        minAmount: t.event === 'order_placed' ? t.minAmount : null,
        isActive: t.isActive,
      })),
    );
    await audit(tx, actor, {
      action: 'workflow_template.triggers',
      entityType: 'workflow_template',
      entityId: id,
      after: input.triggers,
    });
  });
  await announceTriggers(ctx);
  return templateDto(ctx, id);
}

/** This server drops its trigger cache at once, the others when the bus brings the change. */
async function announceTriggers(ctx: AppContext) {
  triggerCache(ctx).forget();
  try {
    await ctx.bus.publish(TRIGGERS_CHANGED_EVENT, {}, { userIds: [] });
  } catch (err) {
    ctx.log.error({ err }, 'workflow trigger change not announced');
  }
}

// Instances ------------------------------------------------------------------------------------

function stepDto(row: repo.StepWithPeople, member: Member, now: Date): WorkflowStep {
  const s = row.step;
  return {
    id: s.id,
    position: s.position,
    name: s.name,
    status: s.status as WorkflowStepStatus,
    assigneeRole: s.assigneeRole as Role | null,
    assignee: person(row.assignee),
    dueHours: s.dueHours,
    checklist: s.checklist,
    assignedAt: iso(s.assignedAt),
    dueAt: iso(s.dueAt),
    overdue: isOverdue(s, now),
    completedAt: iso(s.completedAt),
    completedBy: person(row.completedBy),
    escalatedAt: iso(s.escalatedAt),
    escalatedTo: person(row.escalatedTo),
    canComplete: canActOnStep(s, member),
  };
}

type InstanceHead = NonNullable<Awaited<ReturnType<typeof repo.instanceWithPeople>>>;

function summaryDto(head: InstanceHead, steps: repo.StepWithPeople[]): WorkflowInstanceSummary {
  const i = head.instance;
  const current = steps.find((s) => s.step.status === 'open');
  return {
    id: i.id,
    title: i.title,
    template: head.template,
    status: i.status as WorkflowInstanceStatus,
    event: i.event as WorkflowEvent | null,
    entityType: i.entityType,
    entityId: i.entityId,
    stepCount: steps.length,
    doneCount: steps.filter((s) => s.step.status === 'done').length,
    currentStep: current
      ? { name: current.step.name, assignee: person(current.assignee), dueAt: iso(current.step.dueAt) }
      : null,
    createdAt: i.createdAt.toISOString(),
    completedAt: iso(i.completedAt),
  };
}

/** Manages instances: an admin every one; others those about members of their own subtree. */
const manages = (member: Member, head: InstanceHead) =>
  member.role === 'admin' || (!!head.subject?.path && head.subject.path.startsWith(member.path));

export async function listInstances(ctx: AppContext, member: Member, q: z.output<typeof instanceQuerySchema>) {
  const admin = member.role === 'admin';
  const rows = await repo.listInstances(ctx.db, {
    ...(q.scope === 'all' && admin ? {} : { participantId: member.id }),
    ...(q.scope === 'all' && !admin ? { subtreePath: member.path } : {}),
    status: q.status,
    templateId: q.templateId,
    limit: LIST_LIMIT,
  });
  const steps = await repo.stepsOf(
    ctx.db,
    rows.map((r) => r.instance.id),
  );
  return {
    instances: rows.map((r) =>
      summaryDto(
        r,
        steps.filter((s) => s.step.instanceId === r.instance.id),
      ),
    ),
  };
}

export async function getInstance(
  ctx: AppContext,
  member: Member,
  id: string,
  now = new Date(),
): Promise<WorkflowInstance> {
  const head = await repo.instanceWithPeople(ctx.db, id);
  if (!head) throw new AppError('WORKFLOW_NOT_FOUND');
  const [steps, comments, participants] = await Promise.all([
    repo.stepsOf(ctx.db, [id]),
    repo.commentsOf(ctx.db, id),
    repo.participantsOf(ctx.db, id),
  ]);
  const canManage = manages(member, head);
  if (!canManage && !participants.includes(member.id) && head.instance.startedBy !== member.id) {
    throw new AppError('WORKFLOW_NOT_FOUND');
  }
  return {
    ...summaryDto(head, steps),
    startedBy: person(head.startedBy),
    subject: person(head.subject),
    steps: steps.map((s) => stepDto(s, member, now)),
    comments: comments.map(({ comment, author }) => ({
      id: comment.id,
      stepId: comment.stepId,
      author: person(author),
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
    canManage,
  };
}

/** Whether the member may manage this instance (cancel it); throws not found when it may not see it. */
export async function assertManages(ctx: AppContext, member: Member, id: string) {
  const head = await repo.instanceWithPeople(ctx.db, id);
  if (!head || !manages(member, head)) throw new AppError('WORKFLOW_NOT_FOUND');
}

export async function addComment(
  ctx: AppContext,
  member: Member,
  id: string,
  input: z.output<typeof commentInputSchema>,
) {
  const instance = await getInstance(ctx, member, id);
  if (input.stepId && !instance.steps.some((s) => s.id === input.stepId)) throw new AppError('VALIDATION_ERROR');
  await repo.insertComment(ctx.db, { instanceId: id, stepId: input.stepId, authorId: member.id, body: input.body });
  return getInstance(ctx, member, id);
}

// Tasks ----------------------------------------------------------------------------------------

export async function listTasks(ctx: AppContext, member: Member, filter: TaskFilter, now = new Date()) {
  const rows = await repo.tasksOf(ctx.db, member.id, filter, now, LIST_LIMIT);
  const heads = await repo.instanceHeads(ctx.db, [...new Set(rows.map((r) => r.step.instanceId))]);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return {
    tasks: rows.flatMap((r) => {
      const head = byId.get(r.step.instanceId);
      if (!head) return [];
      return [
        {
          ...stepDto(r, member, now),
          instance: { id: head.id, title: head.title, status: head.status as WorkflowInstanceStatus },
        },
      ];
    }),
  };
}

export async function countTasks(ctx: AppContext, member: Member, now = new Date()) {
  return repo.taskCount(ctx.db, member.id, now);
}
