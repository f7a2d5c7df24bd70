import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';
import { invitations } from './platform';

/** A doctor's application from the public form; the admin approves (an invitation follows) or rejects. */
export const doctorApplications = pgTable(
  'doctor_applications',
  {
    id: id(),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    registryNumber: text('registry_number').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    /** The KVKK text version the applicant accepted, and when. */
    kvkkVersion: text('kvkk_version').notNull(),
    kvkkAcceptedAt: tstz('kvkk_accepted_at').notNull(),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    /** The invitation created on approval. */
    invitationId: uuid('invitation_id').references(() => invitations.id),
    ipAddress: text('ip_address'),
    ...timestamps,
  },
  (t) => [
    index('doctor_applications_status_created_idx').on(t.status, t.createdAt),
    index('doctor_applications_email_idx').on(t.email),
    index('doctor_applications_reviewed_by_idx').on(t.reviewedBy),
    index('doctor_applications_invitation_id_idx').on(t.invitationId),
    check('doctor_applications_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

/** A member's request to move under another parent and/or take another role; the admin decides. */
export const roleTransferRequests = pgTable(
  'role_transfer_requests',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => profiles.id),
    fromRole: text('from_role').notNull(),
    toRole: text('to_role').notNull(),
    fromParentId: uuid('from_parent_id').references(() => profiles.id),
    /** Null: stay under the current parent. */
    toParentId: uuid('to_parent_id').references(() => profiles.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    ...timestamps,
  },
  (t) => [
    index('role_transfer_requests_member_idx').on(t.memberId, t.createdAt),
    index('role_transfer_requests_status_idx').on(t.status, t.createdAt),
    index('role_transfer_requests_requested_by_idx').on(t.requestedBy),
    index('role_transfer_requests_from_parent_idx').on(t.fromParentId),
    index('role_transfer_requests_to_parent_idx').on(t.toParentId),
    index('role_transfer_requests_decided_by_idx').on(t.decidedBy),
    check('role_transfer_requests_status_check', sql`${t.status} in ('pending','approved','rejected','cancelled')`),
  ],
);

/** Every move of a member in the network (parent and/or role), whoever made it: the history. */
export const networkMoves = pgTable(
  'network_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id),
    fromParentId: uuid('from_parent_id').references(() => profiles.id),
    toParentId: uuid('to_parent_id').references(() => profiles.id),
    fromRole: text('from_role').notNull(),
    toRole: text('to_role').notNull(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    /** Members moved with it (the whole subtree, itself included). */
    subtreeSize: integer('subtree_size').notNull(),
    reason: text('reason'),
    requestId: uuid('request_id').references(() => roleTransferRequests.id),
    movedBy: uuid('moved_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('network_moves_member_idx').on(t.memberId, t.createdAt),
    index('network_moves_created_at_idx').on(t.createdAt),
    index('network_moves_from_parent_idx').on(t.fromParentId),
    index('network_moves_to_parent_idx').on(t.toParentId),
    index('network_moves_request_idx').on(t.requestId),
    index('network_moves_moved_by_idx').on(t.movedBy),
  ],
);

/** A network maintenance job (rebuild paths and depths, recount, sync points) and its progress. */
export const maintenanceJobs = pgTable(
  'maintenance_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** What the job found and changed, for the page and the audit. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    startedBy: uuid('started_by').references(() => profiles.id, { onDelete: 'set null' }),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    dryRun: boolean('dry_run').notNull().default(false),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('maintenance_jobs_created_at_idx').on(t.createdAt),
    index('maintenance_jobs_started_by_idx').on(t.startedBy),
    check('maintenance_jobs_kind_check', sql`${t.kind} in ('rebuild_paths','recount','sync_points')`),
    check('maintenance_jobs_status_check', sql`${t.status} in ('queued','running','succeeded','failed')`),
  ],
);
