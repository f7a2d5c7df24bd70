import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';

/**
 * Workflows of people (issue 16, decision 044): a template of ordered steps, the events that
 * start it, its instances and their steps, which are the members' tasks. Not to be confused with
 * apps/api/src/workflows/, the named cross-domain use cases of the code.
 */
export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('workflow_templates_created_by_idx').on(t.createdBy),
    index('workflow_templates_active_idx').on(t.isActive),
  ],
);

/** One step of a template: who does it (a role, or a named member), in how many hours, with what checklist. */
export const workflowTemplateSteps = pgTable(
  'workflow_template_steps',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    assigneeRole: text('assignee_role'),
    assigneeId: uuid('assignee_id').references(() => profiles.id, { onDelete: 'set null' }),
    dueHours: integer('due_hours').notNull(),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('workflow_template_steps_position_key').on(t.templateId, t.position),
    index('workflow_template_steps_assignee_id_idx').on(t.assigneeId),
    check('workflow_template_steps_due_check', sql`${t.dueHours} between 1 and 8760`),
    check('workflow_template_steps_assignee_check', sql`${t.assigneeRole} is not null or ${t.assigneeId} is not null`),
  ],
);

/** An event that starts a template: new order (over an amount), stock request, doctor application, new member, return request. */
export const workflowTriggers = pgTable(
  'workflow_triggers',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** Orders only: the order total (kuruş) from which the template starts. */
    minAmount: bigint('min_amount', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('workflow_triggers_template_event_key').on(t.templateId, t.event),
    index('workflow_triggers_event_active_idx').on(t.event, t.isActive),
    check(
      'workflow_triggers_event_check',
      sql`${t.event} in ('order_placed','stock_request','doctor_application','member_registered','return_requested')`,
    ),
    check('workflow_triggers_min_amount_check', sql`${t.minAmount} is null or ${t.minAmount} >= 0`),
  ],
);

/** A running (or finished) copy of a template, started by hand or by an event (once per event). */
export const workflowInstances = pgTable(
  'workflow_instances',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => workflowTemplates.id),
    title: text('title').notNull(),
    status: text('status').notNull().default('active'),
    /** The event that started it (null: by hand) and the record it is about. */
    event: text('event'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** The member the work is about (buyer, new member, requester); role steps go to their upline. */
    subjectId: uuid('subject_id').references(() => profiles.id, { onDelete: 'set null' }),
    startedBy: uuid('started_by').references(() => profiles.id, { onDelete: 'set null' }),
    completedAt: tstz('completed_at'),
    ...timestamps,
  },
  (t) => [
    /** Once per event: the same event for the same record cannot start the same template twice. */
    uniqueIndex('workflow_instances_event_key').on(t.templateId, t.event, t.entityType, t.entityId),
    index('workflow_instances_template_id_idx').on(t.templateId),
    index('workflow_instances_status_idx').on(t.status, t.createdAt),
    index('workflow_instances_entity_idx').on(t.entityType, t.entityId),
    index('workflow_instances_subject_id_idx').on(t.subjectId),
    index('workflow_instances_started_by_idx').on(t.startedBy),
    check('workflow_instances_status_check', sql`${t.status} in ('active','completed','cancelled')`),
  ],
);

/** A step of an instance: a member's task. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: id(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    assigneeRole: text('assignee_role'),
    assigneeId: uuid('assignee_id').references(() => profiles.id, { onDelete: 'set null' }),
    dueHours: integer('due_hours').notNull(),
    status: text('status').notNull().default('waiting'),
    checklist: jsonb('checklist').$type<{ label: string; done: boolean }[]>().notNull().default([]),
    assignedAt: tstz('assigned_at'),
    dueAt: tstz('due_at'),
    completedAt: tstz('completed_at'),
    completedBy: uuid('completed_by').references(() => profiles.id, { onDelete: 'set null' }),
    escalatedAt: tstz('escalated_at'),
    escalatedTo: uuid('escalated_to').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('workflow_steps_position_key').on(t.instanceId, t.position),
    index('workflow_steps_assignee_idx').on(t.assigneeId, t.status, t.dueAt),
    index('workflow_steps_escalated_to_idx').on(t.escalatedTo, t.status),
    index('workflow_steps_completed_by_idx').on(t.completedBy),
    /** The escalation job's read: open steps past due, not yet escalated. */
    index('workflow_steps_overdue_idx').on(t.dueAt).where(sql`${t.status} = 'open' and ${t.escalatedAt} is null`),
    check('workflow_steps_status_check', sql`${t.status} in ('waiting','open','done','skipped')`),
  ],
);

/** A comment on an instance (optionally on one of its steps). */
export const workflowComments = pgTable(
  'workflow_comments',
  {
    id: id(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id').references(() => workflowSteps.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('workflow_comments_instance_idx').on(t.instanceId, t.createdAt),
    index('workflow_comments_step_id_idx').on(t.stepId),
    index('workflow_comments_author_id_idx').on(t.authorId),
  ],
);
