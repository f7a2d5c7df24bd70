import { z } from 'zod';
import { roleSchema } from '../role-schema';
import {
  TASK_FILTERS,
  WORKFLOW_EVENTS,
  WORKFLOW_INSTANCE_STATUSES,
  WORKFLOW_LIMITS as LIMITS,
  WORKFLOW_MESSAGES as M,
  WORKFLOW_STEP_STATUSES,
} from '../work-flows';
import { TASKS_CHANGED_EVENT } from '../realtime-events';

export { TASKS_CHANGED_EVENT };

/** The contract of /api/work-flows/* and /api/tasks/* (decision 044). */

const member = z.object({ id: z.uuid(), name: z.string() });

export const templateStepInputSchema = z
  .strictObject({
    name: z
      .string({ error: M.stepName })
      .trim()
      .min(1, { error: M.stepName })
      .max(LIMITS.name, { error: M.nameTooLong }),
    assigneeRole: roleSchema.nullable().default(null),
    assigneeId: z.uuid().nullable().default(null),
    dueHours: z
      .number({ error: M.dueHours })
      .int({ error: M.dueHours })
      .min(1, { error: M.dueHours })
      .max(LIMITS.dueHoursMax, { error: M.dueHours }),
    checklist: z
      .array(z.string().trim().min(1, { error: M.checklistItem }).max(LIMITS.checklistItem, { error: M.checklistItem }))
      .max(LIMITS.checklist)
      .default([]),
  })
  .refine((s) => s.assigneeRole !== null || s.assigneeId !== null, { error: M.stepAssignee, path: ['assigneeRole'] });

export const templateInputSchema = z.strictObject({
  name: z.string({ error: M.name }).trim().min(2, { error: M.name }).max(LIMITS.name, { error: M.nameTooLong }),
  description: z
    .string()
    .trim()
    .max(LIMITS.description)
    .transform((v) => v || null)
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
  steps: z.array(templateStepInputSchema).min(1, { error: M.steps }).max(LIMITS.steps, { error: M.steps }),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const triggerInputSchema = z.strictObject({
  event: z.enum(WORKFLOW_EVENTS),
  minAmount: z.number().int().min(0, { error: M.minAmount }).nullable().default(null),
  isActive: z.boolean().default(true),
});
export const triggersInputSchema = z.strictObject({
  triggers: z.array(triggerInputSchema).max(WORKFLOW_EVENTS.length),
});
export type TriggersInput = z.input<typeof triggersInputSchema>;

export const templateStepSchema = z.object({
  id: z.uuid(),
  position: z.number(),
  name: z.string(),
  assigneeRole: roleSchema.nullable(),
  assignee: member.nullable(),
  dueHours: z.number(),
  checklist: z.array(z.string()),
});

export const triggerSchema = z.object({
  id: z.uuid(),
  event: z.enum(WORKFLOW_EVENTS),
  minAmount: z.number().nullable(),
  isActive: z.boolean(),
});

export const templateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  steps: z.array(templateStepSchema),
  triggers: z.array(triggerSchema),
  instanceCounts: z.object({ active: z.number(), completed: z.number(), cancelled: z.number() }),
  updatedAt: z.string(),
});
export type WorkflowTemplate = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ templates: z.array(templateSchema) });

export const templateIdParamsSchema = z.object({ templateId: z.uuid() });
export const instanceIdParamsSchema = z.object({ instanceId: z.uuid() });
export const stepIdParamsSchema = z.object({ stepId: z.uuid() });

export const stepSchema = z.object({
  id: z.uuid(),
  position: z.number(),
  name: z.string(),
  status: z.enum(WORKFLOW_STEP_STATUSES),
  assigneeRole: roleSchema.nullable(),
  assignee: member.nullable(),
  dueHours: z.number(),
  checklist: z.array(z.object({ label: z.string(), done: z.boolean() })),
  assignedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: member.nullable(),
  escalatedAt: z.string().nullable(),
  escalatedTo: member.nullable(),
  /** Whether the caller may complete it now. */
  canComplete: z.boolean(),
});
export type WorkflowStep = z.infer<typeof stepSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  stepId: z.uuid().nullable(),
  author: member.nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export const instanceSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  template: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(WORKFLOW_INSTANCE_STATUSES),
  event: z.enum(WORKFLOW_EVENTS).nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  stepCount: z.number(),
  doneCount: z.number(),
  currentStep: z.object({ name: z.string(), assignee: member.nullable(), dueAt: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type WorkflowInstanceSummary = z.infer<typeof instanceSummarySchema>;

export const instanceSchema = instanceSummarySchema.extend({
  startedBy: member.nullable(),
  subject: member.nullable(),
  steps: z.array(stepSchema),
  comments: z.array(commentSchema),
  canManage: z.boolean(),
});
export type WorkflowInstance = z.infer<typeof instanceSchema>;

export const instanceQuerySchema = z.object({
  /** `mine`: the instances the caller takes part in; `all`: every one in the caller's scope (management). */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(WORKFLOW_INSTANCE_STATUSES).optional(),
  templateId: z.uuid().optional(),
});
export const instanceListSchema = z.object({ instances: z.array(instanceSummarySchema) });

export const startInstanceInputSchema = z.strictObject({
  templateId: z.uuid(),
  title: z.string({ error: M.title }).trim().min(2, { error: M.title }).max(LIMITS.title, { error: M.title }),
});

export const commentInputSchema = z.strictObject({
  body: z
    .string({ error: M.comment })
    .trim()
    .min(1, { error: M.comment })
    .max(LIMITS.comment, { error: M.commentTooLong }),
  stepId: z.uuid().nullable().default(null),
});

export const taskSchema = stepSchema.extend({
  instance: z.object({ id: z.uuid(), title: z.string(), status: z.enum(WORKFLOW_INSTANCE_STATUSES) }),
});
export type Task = z.infer<typeof taskSchema>;
export const taskQuerySchema = z.object({ filter: z.enum(TASK_FILTERS).default('open') });
export const taskListSchema = z.object({ tasks: z.array(taskSchema) });
export const taskCountSchema = z.object({ open: z.number(), overdue: z.number() });
export type TaskCount = z.infer<typeof taskCountSchema>;

export const completeTaskInputSchema = z.strictObject({
  /** The checklist as ticked, item by item; every item must be done. */
  checklist: z.array(z.boolean()).max(LIMITS.checklist).default([]),
  note: z.string().trim().max(LIMITS.comment, { error: M.commentTooLong }).optional(),
});

/** The live event: a member's tasks changed (assigned, done, escalated); the web refetches. */
export const tasksChangedPayloadSchema = z.object({ instanceId: z.uuid() });
