import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, DELETION_REQUEST_STATUSES } from '@portal/shared/legal';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * A policy page (/policies/{slug}): its draft as Markdown source, and which published version
 * the public reads. Published text lives in `policy_versions` and never changes.
 */
export const policyPages = pgTable(
  'policy_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    draftSource: text('draft_source').notNull(),
    /** The newest published version number; null until the first publication. */
    currentVersion: integer('current_version'),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('policy_pages_slug_key').on(t.slug),
    index('policy_pages_deleted_idx').on(t.isDeleted, t.deletedAt),
    index('policy_pages_updated_by_idx').on(t.updatedBy),
    index('policy_pages_deleted_by_idx').on(t.deletedBy),
  ],
);

/** One published text of a policy page: numbered from 1, hashed, never changed afterwards. */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: id(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => policyPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    /** SHA-256 (hex) of `source`. */
    contentHash: text('content_hash').notNull(),
    publishedAt: tstz('published_at').notNull(),
    publishedBy: uuid('published_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('policy_versions_page_version_key').on(t.pageId, t.version),
    index('policy_versions_published_by_idx').on(t.publishedBy),
    check('policy_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A consent or acknowledgement (KVKK): who (a member, or a visitor's e-mail/phone), for what,
 * to which text and version, when it was given and withdrawn, and from where.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    email: text('email'),
    phone: text('phone'),
    purpose: text('purpose').notNull(),
    policySlug: text('policy_slug').notNull(),
    /** The published version of the policy page shown; null when none was published yet. */
    policyVersion: integer('policy_version'),
    givenAt: tstz('given_at').notNull(),
    withdrawnAt: tstz('withdrawn_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.purpose, t.givenAt),
    index('consent_records_email_idx').on(t.email),
    check('consent_records_purpose_check', sql`${t.purpose} in (${inList(CONSENT_PURPOSES)})`),
  ],
);

/** A member's request that its personal data be erased; the admin approves or rejects it. */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (t) => [
    index('data_deletion_requests_user_idx').on(t.userId),
    index('data_deletion_requests_status_idx').on(t.status, t.createdAt),
    index('data_deletion_requests_decided_by_idx').on(t.decidedBy),
    // One open request per member.
    uniqueIndex('data_deletion_requests_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('data_deletion_requests_status_check', sql`${t.status} in (${inList(DELETION_REQUEST_STATUSES)})`),
  ],
);
