import type { completeTaskInputSchema, startInstanceInputSchema } from '@portal/shared/contracts/work-flows';
import { canActOnStep, checklistComplete, WORKFLOW_MESSAGES } from '@portal/shared/work-flows';
import type { z } from 'zod';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import * as repo from '../modules/work-flows/work-flows.repository';
import { openStep, startInstance, tasksChanged } from './work-flow-engine';
import { runWorkflow } from './run-workflow';

/**
 * Completes a task: the step is locked (two clicks, two members: one wins), its checklist must be
 * ticked through, the next step is opened and its assignee told live; the last step completes
 * the instance.
 */
export async function completeTask(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  stepId: string,
  input: z.output<typeof completeTaskInputSchema>,
  now = new Date(),
) {
  return runWorkflow(ctx, 'work-flow.complete-task', async (tx, after) => {
    const step = await repo.lockStep(tx, stepId);
    if (!step) throw new AppError('TASK_NOT_FOUND');
    const instance = await repo.lockInstance(tx, step.instanceId);
    if (!instance) throw new AppError('TASK_NOT_FOUND');
    if (step.assigneeId !== member.id && step.escalatedTo !== member.id && member.role !== 'admin') {
      throw new AppError('TASK_NOT_FOUND');
    }
    if (instance.status !== 'active') throw new AppError('WORKFLOW_NOT_ACTIVE');
    if (!canActOnStep(step, member)) throw new AppError('TASK_NOT_OPEN');
    const checklist = step.checklist.map((item, i) => ({ label: item.label, done: input.checklist[i] ?? item.done }));
    if (!checklistComplete(checklist)) throw new AppError('TASK_CHECKLIST_INCOMPLETE');
    await repo.updateStep(tx, step.id, { status: 'done', checklist, completedAt: now, completedBy: member.id });
    if (input.note) {
      await repo.insertComment(tx, { instanceId: instance.id, stepId: step.id, authorId: member.id, body: input.note });
    }
    tasksChanged(after, instance.id, [step.assigneeId, step.escalatedTo, member.id]);
    const [next] = await repo.waitingSteps(tx, instance.id);
    if (next) {
      await openStep(tx, after, instance, next, now);
    } else {
      await repo.updateInstance(tx, instance.id, { status: 'completed', completedAt: now });
      const recipients = [...new Set([instance.startedBy].filter((id): id is string => !!id && id !== member.id))];
      after.notify(
        await insertNotifications(
          tx,
          recipients.map((userId) => ({
            userId,
            type: 'success',
            title: WORKFLOW_MESSAGES.completedTitle,
            message: WORKFLOW_MESSAGES.completed(instance.title),
            actionUrl: `/dashboard/workflow-instance/${instance.id}`,
            relatedEntityId: instance.id,
            relatedEntityType: 'workflow_instance',
          })),
        ),
      );
    }
    await audit(tx, actor, {
      action: 'workflow_step.completed',
      entityType: 'workflow_step',
      entityId: step.id,
      after: { instanceId: instance.id, position: step.position },
    });
    return { instanceId: instance.id };
  });
}

/** Starts a template by hand (from the management page); the caller is its subject. */
export async function startByHand(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  input: z.output<typeof startInstanceInputSchema>,
) {
  return runWorkflow(ctx, 'work-flow.start', async (tx, after) => {
    const template = await repo.findTemplate(tx, input.templateId);
    if (!template) throw new AppError('WORKFLOW_TEMPLATE_NOT_FOUND');
    if (!template.isActive) throw new AppError('WORKFLOW_TEMPLATE_INACTIVE');
    const instance = await startInstance(tx, after, {
      template,
      title: input.title,
      event: null,
      entityType: null,
      entityId: null,
      subjectId: member.id,
      startedBy: member.id,
    });
    if (!instance) throw new AppError('CONFLICT');
    await audit(tx, actor, {
      action: 'workflow.started',
      entityType: 'workflow_instance',
      entityId: instance.id,
      after: { templateId: template.id },
    });
    return { id: instance.id };
  });
}

/** Cancels a running instance: its open and waiting steps are skipped and leave their lists. */
export async function cancelInstance(ctx: AppContext, actor: Actor, instanceId: string) {
  return runWorkflow(ctx, 'work-flow.cancel', async (tx, after) => {
    const instance = await repo.lockInstance(tx, instanceId);
    if (!instance) throw new AppError('WORKFLOW_NOT_FOUND');
    if (instance.status !== 'active') throw new AppError('WORKFLOW_NOT_ACTIVE');
    const skipped = await repo.skipOpenSteps(tx, instanceId);
    await repo.updateInstance(tx, instanceId, { status: 'cancelled', completedAt: new Date() });
    tasksChanged(
      after,
      instanceId,
      skipped.flatMap((s) => [s.assigneeId, s.escalatedTo]),
    );
    await audit(tx, actor, { action: 'workflow.cancelled', entityType: 'workflow_instance', entityId: instanceId });
    return { id: instanceId };
  });
}

/** Steps escalated per transaction; the next run takes the rest. */
const ESCALATION_BATCH = 100;

/**
 * Escalates overdue tasks, each once: to the assignee's network parent (an admin for a member
 * with none), who is told and sees the task in their list too. The rows are taken with SKIP
 * LOCKED and marked in the same transaction, so servers running this at once share the work and
 * never escalate a step twice.
 */
export async function escalateOverdueTasks(ctx: AppContext, now = new Date()) {
  let total = 0;
  for (;;) {
    const done = await runWorkflow(ctx, 'work-flow.escalate', async (tx, after) => {
      const due = await repo.lockOverdueSteps(tx, now, ESCALATION_BATCH);
      for (const { id } of due) {
        const step = await repo.findStep(tx, id);
        if (!step) continue;
        const instance = await repo.findInstance(tx, step.instanceId);
        if (!instance) continue;
        const assignee = step.assigneeId ? await repo.memberBasics(tx, step.assigneeId) : null;
        let target = assignee?.parentId ?? null;
        if (!target) target = (await repo.membersOfRole(tx, 'admin'))[0]?.id ?? null;
        await repo.updateStep(tx, step.id, { escalatedAt: now, escalatedTo: target });
        if (!target) continue;
        after.notify(
          await insertNotifications(tx, [
            {
              userId: target,
              type: 'warning',
              priority: 'high',
              title: WORKFLOW_MESSAGES.escalatedTitle,
              message: WORKFLOW_MESSAGES.escalated(step.name, instance.title, assignee?.name ?? '—'),
              actionUrl: `/dashboard/workflow-instance/${instance.id}`,
              relatedEntityId: step.id,
              relatedEntityType: 'workflow_step',
            },
          ]),
        );
        tasksChanged(after, instance.id, [target, step.assigneeId]);
      }
      return due.length;
    });
    total += done;
    if (done < ESCALATION_BATCH) return total;
  }
}

/** Runs the escalation on the server's schedule; answers a function that stops it. */
export function registerEscalation(ctx: AppContext): void {
  ctx.monitor.jobs.registerJob({
    name: 'task-escalation',
    intervalMs: ctx.config.orderAutomationIntervalMs,
    run: async () => {
      const n = await escalateOverdueTasks(ctx);
      if (n > 0) ctx.log.info({ escalated: n }, 'overdue tasks escalated');
    },
  });
}
