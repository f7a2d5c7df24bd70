import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permissionKey: text('permission_key').notNull(),
    category: text('category').notNull().default('page_access'),
    enabled: boolean('enabled').notNull(),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.permissionKey] }),
    index('role_permissions_category_idx').on(t.category),
    index('role_permissions_updated_by_idx').on(t.updatedBy),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    code: text('code').notNull(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => profiles.id),
    /** The member the invitee will hang under; the inviter unless an admin chose otherwise. */
    parentId: uuid('parent_id')
      .notNull()
      .references(() => profiles.id),
    role: text('role').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    expiresAt: tstz('expires_at').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    status: text('status').notNull().default('active'),
    revokedAt: tstz('revoked_at'),
    /** When the invitation e-mail last went out, and how many times (create + resends). */
    lastSentAt: tstz('last_sent_at'),
    sendCount: integer('send_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_code_key').on(t.code),
    index('invitations_inviter_id_idx').on(t.inviterId, t.createdAt),
    index('invitations_parent_id_idx').on(t.parentId),
    index('invitations_status_idx').on(t.status),
    check('invitations_status_check', sql`${t.status} in ('active','used','expired','revoked')`),
    check('invitations_uses_check', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/** Which member registered through which invitation (a code may allow several uses). */
export const invitationUses = pgTable(
  'invitation_uses',
  {
    id: id(),
    invitationId: uuid('invitation_id').references(() => invitations.id),
    /** Set when the member used an inviter's permanent code instead of a one-off invitation. */
    permanentCodeOwnerId: uuid('permanent_code_owner_id').references(() => profiles.id),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('invitation_uses_invitation_id_idx').on(t.invitationId),
    index('invitation_uses_owner_idx').on(t.permanentCodeOwnerId),
    uniqueIndex('invitation_uses_profile_id_key').on(t.profileId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    /** Keyset pages of the security page, newest first: (created_at desc, id desc), read backwards. */
    index('audit_log_created_at_id_idx').on(t.createdAt, t.id),
    /** The same pages filtered by who, what or which kind of record (and the filters' choices). */
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_entity_type_created_idx').on(t.entityType, t.createdAt, t.id),
  ],
);

/** Every email the system sends; with no SMTP configured this is where mail is read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: tstz('sent_at'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to),
    index('email_outbox_created_at_idx').on(t.createdAt),
    check('email_outbox_status_check', sql`${t.status} in ('queued','sent','failed','stored')`),
  ],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * A notification sent to many members at once (admin, turkeyDistributor): who it went to is kept
 * as the audience the sender chose (roles, cities, chosen members) and the count of rows created.
 */
export const notificationCampaigns = pgTable(
  'notification_campaigns',
  {
    id: id(),
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority').notNull().default('normal'),
    actionUrl: text('action_url'),
    expiresAt: tstz('expires_at'),
    audience: jsonb('audience').$type<{ roles: string[]; cities: string[]; memberIds: string[] }>().notNull(),
    /** Notifications created by the send (one per member reached). */
    deliveredCount: integer('delivered_count').notNull().default(0),
    status: text('status').notNull().default('sent'),
    withdrawnAt: tstz('withdrawn_at'),
    withdrawnBy: uuid('withdrawn_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('notification_campaigns_sender_id_idx').on(t.senderId),
    index('notification_campaigns_withdrawn_by_idx').on(t.withdrawnBy),
    index('notification_campaigns_created_at_idx').on(t.createdAt),
    index('notification_campaigns_status_idx').on(t.status),
    check('notification_campaigns_status_check', sql`${t.status} in ('sent','withdrawn')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('info'),
    title: text('title').notNull().default('Yeni Bildirim'),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    priority: text('priority').notNull().default('normal'),
    relatedEntityId: text('related_entity_id'),
    relatedEntityType: text('related_entity_type'),
    actionUrl: text('action_url'),
    expiresAt: tstz('expires_at'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The campaign that created it, if any (spec §4: arrival skips a second one of a campaign). */
    campaignId: uuid('campaign_id').references(() => notificationCampaigns.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    /** A campaign's rows: its counts, its live delivery to connected members, its withdrawal. */
    index('notifications_campaign_user_idx').on(t.campaignId, t.userId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.read} = false`),
    index('notifications_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The points ledger (append-only). Amounts are in hundredths of a point, negative when spent.
 * A member's balance is the sum of completed rows, floored at zero.
 */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionType: text('transaction_type').notNull(),
    description: text('description'),
    relatedOrderId: uuid('related_order_id'),
    relatedCommissionId: uuid('related_commission_id'),
    /** The commission payout it pays (payouts taken as points). */
    relatedPayoutId: uuid('related_payout_id'),
    /** The other member of a transfer. */
    counterpartyId: uuid('counterparty_id').references(() => profiles.id),
    /** Where it came from (POINTS_SOURCES); with its order or payout, written once. */
    source: text('source'),
    /** Who wrote it: the admin for a bonus or adjustment, the member for a transfer or spend. */
    createdBy: uuid('created_by').references(() => profiles.id),
    status: text('status').notNull().default('pending'),
    referenceData: jsonb('reference_data').$type<Record<string, unknown>>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('points_transactions_user_created_idx').on(t.userId, t.createdAt),
    index('points_transactions_user_status_idx').on(t.userId, t.status),
    check('points_transactions_amount_check', sql`${t.amount} <> 0`),
    check(
      'points_transactions_type_check',
      sql`${t.transactionType} in ('earned','spent','transfer_in','transfer_out','bonus','adjustment')`,
    ),
    check('points_transactions_status_check', sql`${t.status} in ('pending','completed','cancelled')`),
    uniqueIndex('points_transactions_order_source_key')
      .on(t.source, t.relatedOrderId)
      .where(sql`${t.relatedOrderId} is not null and ${t.source} is not null`),
    uniqueIndex('points_transactions_payout_key').on(t.relatedPayoutId).where(sql`${t.relatedPayoutId} is not null`),
  ],
);

/** Per-member settings kept on the server: the app section and, for non-clients, the account one. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  app: jsonb('app').$type<Record<string, unknown>>().notNull().default({}),
  account: jsonb('account').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * The settings of an outside service (SMTP, the payment provider, the cargo carrier): its plain
 * fields, and its one secret sealed with AES-256-GCM by the API (`v1:<keyId>:…`, never clear).
 */
export const integrationSettings = pgTable(
  'integration_settings',
  {
    kind: text('kind').primaryKey(),
    settings: jsonb('settings').notNull().default({}),
    secret: text('secret'),
    secretLast4: text('secret_last4'),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('integration_settings_updated_by_idx').on(t.updatedBy),
    check('integration_settings_kind_check', sql`${t.kind} in ('smtp','payment','cargo')`),
    check('integration_settings_secret_sealed_check', sql`${t.secret} is null or ${t.secret} like 'v1:%'`),
  ],
);
