import { type DbOrTx, queryRows } from '@portal/db/client';
import {
  profiles,
  workflowComments,
  workflowInstances,
  workflowSteps,
  workflowTemplateSteps,
  workflowTemplates,
  workflowTriggers,
} from '@portal/db/schema';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';

export type TemplateRow = typeof workflowTemplates.$inferSelect;
export type TemplateStepRow = typeof workflowTemplateSteps.$inferSelect;
export type TriggerRow = typeof workflowTriggers.$inferSelect;
export type InstanceRow = typeof workflowInstances.$inferSelect;
export type StepRow = typeof workflowSteps.$inferSelect;
export type CommentRow = typeof workflowComments.$inferSelect;

// Templates ------------------------------------------------------------------------------------

export async function listTemplates(db: DbOrTx) {
  return db.select().from(workflowTemplates).orderBy(asc(workflowTemplates.name));
}

export async function findTemplate(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workflowTemplates).where(eq(workflowTemplates.id, id));
  return row ?? null;
}

export async function lockTemplate(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workflowTemplates).where(eq(workflowTemplates.id, id)).for('update');
  return row ?? null;
}

export async function templateSteps(db: DbOrTx, templateIds: string[]) {
  if (templateIds.length === 0) return [];
  return db
    .select({ step: workflowTemplateSteps, assignee: { id: profiles.id, name: profiles.name } })
    .from(workflowTemplateSteps)
    .leftJoin(profiles, eq(profiles.id, workflowTemplateSteps.assigneeId))
    .where(inArray(workflowTemplateSteps.templateId, templateIds))
    .orderBy(asc(workflowTemplateSteps.templateId), asc(workflowTemplateSteps.position));
}

export async function templateTriggers(db: DbOrTx, templateIds: string[]) {
  if (templateIds.length === 0) return [];
  return db
    .select()
    .from(workflowTriggers)
    .where(inArray(workflowTriggers.templateId, templateIds))
    .orderBy(asc(workflowTriggers.event));
}

export async function instanceCountsByTemplate(db: DbOrTx) {
  return db
    .select({ templateId: workflowInstances.templateId, status: workflowInstances.status, n: count() })
    .from(workflowInstances)
    .groupBy(workflowInstances.templateId, workflowInstances.status);
}

export async function insertTemplate(db: DbOrTx, values: typeof workflowTemplates.$inferInsert) {
  const [row] = await db.insert(workflowTemplates).values(values).returning();
  if (!row) throw new Error('workflow template insert returned nothing');
  return row;
}

export async function updateTemplate(
  db: DbOrTx,
  id: string,
  values: Pick<TemplateRow, 'name' | 'description' | 'isActive'>,
) {
  const [row] = await db.update(workflowTemplates).set(values).where(eq(workflowTemplates.id, id)).returning();
  return row ?? null;
}

/** The template's steps replaced by these (running instances keep the copies they were started with). */
export async function replaceTemplateSteps(
  db: DbOrTx,
  templateId: string,
  steps: Omit<typeof workflowTemplateSteps.$inferInsert, 'templateId' | 'position'>[],
) {
  await db.delete(workflowTemplateSteps).where(eq(workflowTemplateSteps.templateId, templateId));
  if (steps.length === 0) return;
  await db.insert(workflowTemplateSteps).values(steps.map((s, i) => ({ ...s, templateId, position: i + 1 })));
}

export async function replaceTriggers(
  db: DbOrTx,
  templateId: string,
  triggers: Pick<TriggerRow, 'event' | 'minAmount' | 'isActive'>[],
) {
  await db.delete(workflowTriggers).where(eq(workflowTriggers.templateId, templateId));
  if (triggers.length === 0) return;
  await db.insert(workflowTriggers).values(triggers.map((t) => ({ ...t, templateId })));
}

/** Every active trigger of an active template: one indexed read, cached per server. */
export async function activeTriggers(db: DbOrTx) {
  return db
    .select({
      templateId: workflowTriggers.templateId,
      event: workflowTriggers.event,
      minAmount: workflowTriggers.minAmount,
    })
    .from(workflowTriggers)
    .innerJoin(workflowTemplates, eq(workflowTemplates.id, workflowTriggers.templateId))
    .where(and(eq(workflowTriggers.isActive, true), eq(workflowTemplates.isActive, true)));
}

// Members --------------------------------------------------------------------------------------

/** The subject and every member above it, nearest first. */
export async function uplineOf(db: DbOrTx, memberId: string) {
  const [self] = await db.select({ path: profiles.path }).from(profiles).where(eq(profiles.id, memberId));
  if (!self) return [];
  const ids = self.path.split('/').filter(Boolean);
  const rows = await db
    .select({ id: profiles.id, role: profiles.role, isActive: profiles.isActive, isDeleted: profiles.isDeleted })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .reverse()
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .map((r) => ({ id: r.id, role: r.role, isActive: r.isActive && !r.isDeleted }));
}

/** Active members of a role, oldest first (the fallback assignee of a role step). */
export async function membersOfRole(db: DbOrTx, role: string, limit = 1) {
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, role), eq(profiles.isActive, true), eq(profiles.isDeleted, false)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(limit);
}

export async function memberBasics(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      role: profiles.role,
      parentId: profiles.parentId,
      path: profiles.path,
      isActive: profiles.isActive,
      isDeleted: profiles.isDeleted,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? null;
}

// Instances ------------------------------------------------------------------------------------

/**
 * The instance, unless the same template was already started for the same event and record:
 * then nothing is inserted and null comes back (the unique key decides, on every server).
 */
export async function insertInstanceOnce(db: DbOrTx, values: typeof workflowInstances.$inferInsert) {
  const [row] = await db.insert(workflowInstances).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertSteps(db: DbOrTx, values: (typeof workflowSteps.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(workflowSteps).values(values).returning();
}

export async function findInstance(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workflowInstances).where(eq(workflowInstances.id, id));
  return row ?? null;
}

export async function lockInstance(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workflowInstances).where(eq(workflowInstances.id, id)).for('update');
  return row ?? null;
}

export async function updateInstance(db: DbOrTx, id: string, set: Partial<InstanceRow>) {
  const [row] = await db.update(workflowInstances).set(set).where(eq(workflowInstances.id, id)).returning();
  return row ?? null;
}

export async function instancesByEntity(db: DbOrTx, entityType: string, entityId: string) {
  return db
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.entityType, entityType), eq(workflowInstances.entityId, entityId)));
}

const assignee = alias(profiles, 'assignee');
const completer = alias(profiles, 'completer');
const escalatee = alias(profiles, 'escalatee');

const stepColumns = {
  step: workflowSteps,
  assignee: { id: assignee.id, name: assignee.name },
  completedBy: { id: completer.id, name: completer.name },
  escalatedTo: { id: escalatee.id, name: escalatee.name },
};

function stepsQuery(db: DbOrTx) {
  return db
    .select(stepColumns)
    .from(workflowSteps)
    .leftJoin(assignee, eq(assignee.id, workflowSteps.assigneeId))
    .leftJoin(completer, eq(completer.id, workflowSteps.completedBy))
    .leftJoin(escalatee, eq(escalatee.id, workflowSteps.escalatedTo));
}
export type StepWithPeople = Awaited<ReturnType<typeof stepsOf>>[number];

export async function stepsOf(db: DbOrTx, instanceIds: string[]) {
  if (instanceIds.length === 0) return [];
  return stepsQuery(db)
    .where(inArray(workflowSteps.instanceId, instanceIds))
    .orderBy(asc(workflowSteps.instanceId), asc(workflowSteps.position));
}

export async function lockStep(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workflowSteps).where(eq(workflowSteps.id, id)).for('update');
  return row ?? null;
}

export async function findStep(db: DbOrTx, id: string) {
  const [row] = await db.select().from(workflowSteps).where(eq(workflowSteps.id, id));
  return row ?? null;
}

export async function updateStep(db: DbOrTx, id: string, set: Partial<StepRow>) {
  const [row] = await db.update(workflowSteps).set(set).where(eq(workflowSteps.id, id)).returning();
  return row ?? null;
}

/** The waiting steps of an instance, in order (what follows a completed step). */
export async function waitingSteps(db: DbOrTx, instanceId: string) {
  return db
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.instanceId, instanceId), eq(workflowSteps.status, 'waiting')))
    .orderBy(asc(workflowSteps.position));
}

export async function skipOpenSteps(db: DbOrTx, instanceId: string) {
  return db
    .update(workflowSteps)
    .set({ status: 'skipped' })
    .where(and(eq(workflowSteps.instanceId, instanceId), inArray(workflowSteps.status, ['waiting', 'open'])))
    .returning({ assigneeId: workflowSteps.assigneeId, escalatedTo: workflowSteps.escalatedTo });
}

/** The members an instance concerns: its steps' assignees and escalation targets, and who started it. */
export async function participantsOf(db: DbOrTx, instanceId: string) {
  const rows = await db
    .select({ a: workflowSteps.assigneeId, e: workflowSteps.escalatedTo })
    .from(workflowSteps)
    .where(eq(workflowSteps.instanceId, instanceId));
  return [...new Set(rows.flatMap((r) => [r.a, r.e]).filter((x): x is string => !!x))];
}

const starter = alias(profiles, 'starter');
const subject = alias(profiles, 'subject');

/**
 * Instances in a scope: `participant` (a step of theirs), `subtree` (its subject below the
 * member's path, or theirs), or every one (admin).
 */
export async function listInstances(
  db: DbOrTx,
  f: { participantId?: string; subtreePath?: string; status?: string; templateId?: string; limit: number },
) {
  const conditions: (SQL | undefined)[] = [
    f.status ? eq(workflowInstances.status, f.status) : undefined,
    f.templateId ? eq(workflowInstances.templateId, f.templateId) : undefined,
  ];
  const participates = (id: string) =>
    or(
      eq(workflowInstances.startedBy, id),
      sql`exists (select 1 from ${workflowSteps} where ${workflowSteps.instanceId} = ${workflowInstances.id}
        and (${workflowSteps.assigneeId} = ${id} or ${workflowSteps.escalatedTo} = ${id}))`,
    );
  if (f.participantId && f.subtreePath) {
    conditions.push(or(participates(f.participantId), like(subject.path, `${f.subtreePath}%`)));
  } else if (f.participantId) conditions.push(participates(f.participantId));
  return db
    .select({
      instance: workflowInstances,
      template: { id: workflowTemplates.id, name: workflowTemplates.name },
      startedBy: { id: starter.id, name: starter.name },
      subject: { id: subject.id, name: subject.name, path: subject.path },
    })
    .from(workflowInstances)
    .innerJoin(workflowTemplates, eq(workflowTemplates.id, workflowInstances.templateId))
    .leftJoin(starter, eq(starter.id, workflowInstances.startedBy))
    .leftJoin(subject, eq(subject.id, workflowInstances.subjectId))
    .where(and(...conditions))
    .orderBy(desc(workflowInstances.createdAt), desc(workflowInstances.id))
    .limit(f.limit);
}

export async function instanceWithPeople(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      instance: workflowInstances,
      template: { id: workflowTemplates.id, name: workflowTemplates.name },
      startedBy: { id: starter.id, name: starter.name },
      subject: { id: subject.id, name: subject.name, path: subject.path },
    })
    .from(workflowInstances)
    .innerJoin(workflowTemplates, eq(workflowTemplates.id, workflowInstances.templateId))
    .leftJoin(starter, eq(starter.id, workflowInstances.startedBy))
    .leftJoin(subject, eq(subject.id, workflowInstances.subjectId))
    .where(eq(workflowInstances.id, id));
  return row ?? null;
}

// Comments -------------------------------------------------------------------------------------

export async function commentsOf(db: DbOrTx, instanceId: string) {
  return db
    .select({ comment: workflowComments, author: { id: profiles.id, name: profiles.name } })
    .from(workflowComments)
    .leftJoin(profiles, eq(profiles.id, workflowComments.authorId))
    .where(eq(workflowComments.instanceId, instanceId))
    .orderBy(asc(workflowComments.createdAt), asc(workflowComments.id));
}

export async function insertComment(db: DbOrTx, values: typeof workflowComments.$inferInsert) {
  const [row] = await db.insert(workflowComments).values(values).returning();
  if (!row) throw new Error('workflow comment insert returned nothing');
  return row;
}

// Tasks ----------------------------------------------------------------------------------------

const mine = (memberId: string) => or(eq(workflowSteps.assigneeId, memberId), eq(workflowSteps.escalatedTo, memberId));

export async function tasksOf(
  db: DbOrTx,
  memberId: string,
  filter: 'open' | 'overdue' | 'done',
  now: Date,
  limit: number,
) {
  const where =
    filter === 'done'
      ? and(eq(workflowSteps.completedBy, memberId), eq(workflowSteps.status, 'done'))
      : filter === 'overdue'
        ? and(mine(memberId), eq(workflowSteps.status, 'open'), lt(workflowSteps.dueAt, now))
        : and(mine(memberId), eq(workflowSteps.status, 'open'));
  return stepsQuery(db)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowSteps.instanceId))
    .where(where)
    .orderBy(filter === 'done' ? desc(workflowSteps.completedAt) : asc(workflowSteps.dueAt), asc(workflowSteps.id))
    .limit(limit)
    .then((rows) => rows);
}

export async function instanceHeads(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workflowInstances.id, title: workflowInstances.title, status: workflowInstances.status })
    .from(workflowInstances)
    .where(inArray(workflowInstances.id, ids));
}

/** The badge: open tasks of the member and how many of them are past due. */
export async function taskCount(db: DbOrTx, memberId: string, now: Date) {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${workflowSteps.dueAt} < ${now})`.mapWith(Number),
    })
    .from(workflowSteps)
    .where(and(mine(memberId), eq(workflowSteps.status, 'open')));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

// Escalation -----------------------------------------------------------------------------------

/**
 * Overdue open steps not yet escalated, locked for this transaction; rows another server is
 * escalating right now are skipped, so each is escalated once.
 */
export async function lockOverdueSteps(db: DbOrTx, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select ${workflowSteps.id} as id from ${workflowSteps}
        where ${workflowSteps.status} = 'open' and ${workflowSteps.escalatedAt} is null and ${workflowSteps.dueAt} < ${now}
        order by ${workflowSteps.dueAt}
        limit ${limit}
        for update skip locked`,
  );
}
