import type { DbOrTx } from '@portal/db/client';
import { TASKS_CHANGED_EVENT } from '@portal/shared/contracts/work-flows';
import type { Role } from '@portal/shared/roles';
import { dueAt, pickAssignee, WORKFLOW_MESSAGES, type WorkflowEvent } from '@portal/shared/work-flows';
import type { AppContext } from '../platform/context';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import * as repo from '../modules/work-flows/work-flows.repository';
import { triggerCache } from '../modules/work-flows/work-flows.triggers';
import type { AfterCommit } from './run-workflow';

/**
 * The engine of people's workflows (decision 044): starting an instance from a template, opening
 * a step (choosing its assignee, setting its due time, telling the assignee), and the cache of the
 * triggers that events are matched against. Every function writes in the caller's transaction and
 * hands its live events to `after`.
 */

export interface WorkflowEventInput {
  event: WorkflowEvent;
  entityType: string;
  entityId: string;
  /** Who caused the event (null: a visitor or the server). */
  actorId: string | null;
  /** The member the work is about; role steps go to the nearest member of the role above them. */
  subjectId: string | null;
  /** How the record reads in the instance's title (an order number, a name). */
  label: string;
  /** Orders: the total in kuruş, compared with each trigger's minimum. */
  amount?: number;
}

/**
 * Starts every template an event triggers, once per event: the same event for the same record
 * starting the same template again (a retried request, two servers) inserts nothing, decided by
 * the unique key of workflow_instances. Answers the instances started now.
 */
export async function startWorkflowsForEvent(
  ctx: AppContext,
  tx: DbOrTx,
  after: AfterCommit,
  input: WorkflowEventInput,
  now = new Date(),
) {
  const triggers = await triggerCache(ctx).forEvent(tx, input.event, input.amount);
  const started: repo.InstanceRow[] = [];
  for (const trigger of triggers) {
    const template = await repo.findTemplate(tx, trigger.templateId);
    if (!template?.isActive) continue;
    const instance = await startInstance(
      tx,
      after,
      {
        template,
        title: WORKFLOW_MESSAGES.entityTitle(template.name, input.label),
        event: input.event,
        entityType: input.entityType,
        entityId: input.entityId,
        subjectId: input.subjectId,
        startedBy: input.actorId,
      },
      now,
    );
    if (instance) started.push(instance);
  }
  return started;
}

/**
 * An instance of the template with a copy of its steps, the first one opened. Null when this
 * event already started it.
 */
export async function startInstance(
  tx: DbOrTx,
  after: AfterCommit,
  input: {
    template: repo.TemplateRow;
    title: string;
    event: WorkflowEvent | null;
    entityType: string | null;
    entityId: string | null;
    subjectId: string | null;
    startedBy: string | null;
  },
  now = new Date(),
) {
  const instance = await repo.insertInstanceOnce(tx, {
    templateId: input.template.id,
    title: input.title,
    event: input.event,
    entityType: input.entityType,
    entityId: input.entityId,
    subjectId: input.subjectId,
    startedBy: input.startedBy,
    createdAt: now,
  });
  if (!instance) return null;
  const templateSteps = await repo.templateSteps(tx, [input.template.id]);
  const steps = await repo.insertSteps(
    tx,
    templateSteps.map(({ step }) => ({
      instanceId: instance.id,
      position: step.position,
      name: step.name,
      assigneeRole: step.assigneeRole,
      assigneeId: step.assigneeId,
      dueHours: step.dueHours,
      checklist: step.checklist.map((label) => ({ label, done: false })),
    })),
  );
  const first = steps.sort((a, b) => a.position - b.position)[0];
  if (first) await openStep(tx, after, instance, first, now);
  else await repo.updateInstance(tx, instance.id, { status: 'completed', completedAt: now });
  return instance;
}

/** Who takes a step: its named member if still active, else the nearest member of its role. */
export async function assigneeFor(tx: DbOrTx, instance: repo.InstanceRow, step: repo.StepRow) {
  if (step.assigneeId) {
    const named = await repo.memberBasics(tx, step.assigneeId);
    if (named?.isActive && !named.isDeleted) return named.id;
  }
  if (!step.assigneeRole) return (await repo.membersOfRole(tx, 'admin'))[0]?.id ?? null;
  const upline = instance.subjectId ? await repo.uplineOf(tx, instance.subjectId) : [];
  return pickAssignee(step.assigneeRole as Role, upline, await repo.membersOfRole(tx, step.assigneeRole));
}

/** Opens a step: assigned, due in its hours, and its assignee told (a notice and a badge update). */
export async function openStep(
  tx: DbOrTx,
  after: AfterCommit,
  instance: repo.InstanceRow,
  step: repo.StepRow,
  now = new Date(),
) {
  const assigneeId = await assigneeFor(tx, instance, step);
  const opened = await repo.updateStep(tx, step.id, {
    status: 'open',
    assigneeId,
    assignedAt: now,
    dueAt: dueAt(now, step.dueHours),
  });
  if (assigneeId) {
    const told = await insertNotifications(tx, [
      {
        userId: assigneeId,
        type: 'info',
        priority: 'high',
        title: WORKFLOW_MESSAGES.taskAssignedTitle,
        message: WORKFLOW_MESSAGES.taskAssigned(step.name, instance.title),
        actionUrl: `/dashboard/workflow-instance/${instance.id}`,
        relatedEntityId: step.id,
        relatedEntityType: 'workflow_step',
      },
    ]);
    after.notify(told);
    tasksChanged(after, instance.id, [assigneeId]);
  }
  return opened;
}

/** Tells these members' tabs that their task lists (and the badge) changed. */
export function tasksChanged(after: AfterCommit, instanceId: string, userIds: (string | null | undefined)[]) {
  const ids = [...new Set(userIds.filter((id): id is string => !!id))];
  if (ids.length > 0) after.publish(TASKS_CHANGED_EVENT, { instanceId }, { userIds: ids });
}
