import { type DbOrTx, queryRows } from '@portal/db/client';
import * as schema from '@portal/db/schema';
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const {
  addresses,
  authAccounts,
  authSessions,
  cartItems,
  commissionLines,
  commissionPayouts,
  consentRecords,
  contactMessages,
  dataDeletionRequests,
  emailOutbox,
  filterPresetDefaults,
  filterPresets,
  invitations,
  invitationUses,
  networkMoves,
  notifications,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  pointsTransactions,
  profiles,
  roleTransferRequests,
  signInAttempts,
  twoFactors,
  userComparisons,
  userFavorites,
  userSessions,
  userSettings,
  workflowComments,
  workflowInstances,
  workflowSteps,
} = schema;

/**
 * Where a member's personal data lives (decision 042): every table and column that names a
 * member, and for each whether "download my data" exports it or why not. A test walks the schema's
 * foreign keys to `profiles` and fails when one is missing here, so a new table cannot be
 * forgotten by the export.
 */
export interface ExportedData {
  file: string;
  rows: (db: DbOrTx, memberId: string) => Promise<Record<string, unknown>[]>;
}

const by = (table: PgTable, column: PgColumn) => (db: DbOrTx, memberId: string) =>
  db.select(getTableColumns(table)).from(table).where(eq(column, memberId)).limit(100_000) as Promise<
    Record<string, unknown>[]
  >;

const buyerOrders = (memberId: string) =>
  sql`(select ${orders.id} from ${orders} where ${orders.buyerId} = ${memberId})`;

const ownMessages = (memberId: string) =>
  sql`(${contactMessages.memberId} = ${memberId} or lower(${contactMessages.email}) =
    (select lower(${profiles.email}) from ${profiles} where ${profiles.id} = ${memberId}))`;

export const EXPORTED: Record<string, ExportedData> = {
  'profiles.id': { file: 'profil', rows: by(profiles, profiles.id) },
  'addresses.user_id': { file: 'adresler', rows: by(addresses, addresses.userId) },
  'orders.buyer_id': { file: 'siparisler', rows: by(orders, orders.buyerId) },
  // Lines have no member column; they belong to the member's orders.
  'order_lines.order_id': {
    file: 'siparis-satirlari',
    rows: (db, id) =>
      db
        .select(getTableColumns(orderLines))
        .from(orderLines)
        .where(inArray(orderLines.orderId, buyerOrders(id))) as Promise<Record<string, unknown>[]>,
  },
  'order_status_history.actor_id': {
    file: 'siparis-islemleri',
    rows: by(orderStatusHistory, orderStatusHistory.actorId),
  },
  'payments.actor_id': { file: 'odemeler', rows: by(payments, payments.actorId) },
  'points_transactions.user_id': { file: 'puan-hareketleri', rows: by(pointsTransactions, pointsTransactions.userId) },
  'commission_lines.beneficiary_id': { file: 'komisyonlar', rows: by(commissionLines, commissionLines.beneficiaryId) },
  'commission_payouts.beneficiary_id': {
    file: 'komisyon-odemeleri',
    rows: by(commissionPayouts, commissionPayouts.beneficiaryId),
  },
  'user_sessions.user_id': { file: 'oturumlar', rows: by(userSessions, userSessions.userId) },
  'sign_in_attempts.user_id': { file: 'giris-denemeleri', rows: by(signInAttempts, signInAttempts.userId) },
  'consent_records.user_id': { file: 'onaylar', rows: by(consentRecords, consentRecords.userId) },
  'data_deletion_requests.user_id': {
    file: 'silme-talepleri',
    rows: by(dataDeletionRequests, dataDeletionRequests.userId),
  },
  // Support requests and contact messages the member sent (signed in, or from the contact form with
  // its own e-mail address), with the company's answers.
  'contact_messages.member_id': {
    file: 'destek-ve-iletisim-mesajlari',
    rows: (db, id) =>
      db.select(getTableColumns(contactMessages)).from(contactMessages).where(ownMessages(id)).limit(10_000) as Promise<
        Record<string, unknown>[]
      >,
  },
  'user_settings.user_id': { file: 'ayarlar', rows: by(userSettings, userSettings.userId) },
  'filter_presets.user_id': { file: 'filtre-kayitlari', rows: by(filterPresets, filterPresets.userId) },
  'filter_preset_defaults.user_id': {
    file: 'varsayilan-filtre',
    rows: by(filterPresetDefaults, filterPresetDefaults.userId),
  },
  'cart_items.user_id': { file: 'sepet', rows: by(cartItems, cartItems.userId) },
  'user_favorites.user_id': { file: 'favoriler', rows: by(userFavorites, userFavorites.userId) },
  'user_comparisons.user_id': { file: 'karsilastirmalar', rows: by(userComparisons, userComparisons.userId) },
  'notifications.user_id': { file: 'bildirimler', rows: by(notifications, notifications.userId) },
  'invitations.inviter_id': { file: 'davetler', rows: by(invitations, invitations.inviterId) },
  'invitation_uses.profile_id': { file: 'kullanilan-davet', rows: by(invitationUses, invitationUses.profileId) },
  'network_moves.member_id': { file: 'ag-hareketleri', rows: by(networkMoves, networkMoves.memberId) },
  'role_transfer_requests.member_id': {
    file: 'rol-transfer-talepleri',
    rows: by(roleTransferRequests, roleTransferRequests.memberId),
  },
  // Work processes about the member (its application, its onboarding), the tasks given to it, and
  // what it wrote on them.
  'workflow_instances.subject_id': { file: 'is-akislari', rows: by(workflowInstances, workflowInstances.subjectId) },
  'workflow_steps.assignee_id': { file: 'gorevler', rows: by(workflowSteps, workflowSteps.assigneeId) },
  'workflow_comments.author_id': { file: 'is-akisi-yorumlari', rows: by(workflowComments, workflowComments.authorId) },
  'email_outbox.to': {
    file: 'e-postalar',
    rows: (db, id) =>
      db
        .select(getTableColumns(emailOutbox))
        .from(emailOutbox)
        .where(sql`${emailOutbox.to} = (select ${profiles.email} from ${profiles} where ${profiles.id} = ${id})`)
        .limit(10_000) as Promise<Record<string, unknown>[]>,
  },
};

/** Columns that name a member but are not exported, each with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  'auth_accounts.user_id': 'the password hash: a credential, never handed out',
  'auth_sessions.user_id': 'session tokens: credentials; the device list is exported from user_sessions',
  'two_factors.user_id': 'the TOTP secret and backup codes: credentials',
  'orders.supplier_id': 'orders the member supplied are its buyers’ data (names, addresses)',
  'commission_lines.buyer_id': 'commissions others earned on the member’s orders: their income',
  'commission_payouts.paid_by': 'an administrator’s act of paying someone else',
  'commission_periods.closed_by': 'an administrator’s act of closing a month',
  'data_deletion_requests.decided_by': 'an administrator’s decision about someone else',
  'doctor_applications.reviewed_by': 'an administrator’s review of someone else’s application',
  'invitation_uses.permanent_code_owner_id': 'registrations of the people the member invited: their data',
  'invitations.parent_id': 'the place an invitee will take; the member’s own invitations are exported by inviter_id',
  'maintenance_jobs.started_by': 'an administrator’s maintenance run',
  'network_moves.from_parent_id': 'another member’s move (the member was its old parent)',
  'network_moves.to_parent_id': 'another member’s move (the member was its new parent)',
  'network_moves.moved_by': 'an administrator’s act; the member’s own moves are exported by member_id',
  'order_automation_rules.updated_by': 'an administrator’s setting',
  'points_transactions.counterparty_id': 'the other side of a transfer is exported from its own rows',
  'points_transactions.created_by': 'an administrator’s act on someone’s points',
  'policy_pages.updated_by': 'an administrator’s editing',
  'policy_pages.deleted_by': 'an administrator’s editing',
  'policy_versions.published_by': 'an administrator’s publication',
  'product_bulk_discount_rules.created_by': 'an administrator’s price setting',
  'profiles.parent_id': 'the member’s invitees’ profiles are their own data',
  'role_permissions.updated_by': 'an administrator’s setting',
  'system_settings.updated_by': 'an administrator’s setting',
  'integration_settings.updated_by': 'an administrator’s or the national distributor’s integration setting',
  'role_transfer_requests.requested_by': 'requests made for others; the member’s own are exported by member_id',
  'role_transfer_requests.from_parent_id': 'another member’s request',
  'role_transfer_requests.to_parent_id': 'another member’s request',
  'role_transfer_requests.decided_by': 'an administrator’s decision',
  'shipment_events.actor_id': 'carrier tracking of orders, operational',
  'stock_movements.actor_id': 'stock moved in other holders’ books',
  'stock_levels.holder_id': 'a stock holder’s business book, not personal data (shown and exported on the stock pages)',
  'stock_movements.holder_id':
    'a stock holder’s business book, not personal data (shown and exported on the stock pages)',
  'stock_requests.requester_id':
    'a stock holder’s request for goods from its supplier: its business book, not personal data (shown on the stock pages)',
  'stock_requests.supplier_id': 'a request made to the member as a supplier: the requester’s business book',
  'stock_requests.decided_by': 'a supplier’s decision on another holder’s request',
  'stock_transfers.from_holder_id': 'goods shipped between stock holders: their business books',
  'stock_transfers.to_holder_id': 'goods shipped between stock holders: their business books',
  'stock_request_history.actor_id': 'steps taken on stock requests in holders’ business books',
  'analytics_scope_daily.scope_id': 'sums of the orders of a subtree, derived from the orders (which are exported)',
  'analytics_scope_product_daily.scope_id':
    'sums of the orders of a subtree, derived from the orders (which are exported)',
  'analytics_scope_segment_daily.scope_id':
    'sums of the orders of a subtree, derived from the orders (which are exported)',
  'analytics_member_monthly.member_id':
    'monthly sums of the member’s own orders, derived from the orders (which are exported)',
  'analytics_scope_active_monthly.scope_id': 'counts of buyers in a subtree, derived from the orders',
  'notification_campaigns.sender_id': 'the company’s announcements to its members, not data about the sender',
  'notification_campaigns.withdrawn_by': 'an administrator’s act on the company’s announcement',
  'workflow_templates.created_by': 'an administrator’s process setting',
  'workflow_template_steps.assignee_id': 'a process setting that names who does a step, not data about the member',
  'workflow_instances.started_by':
    'a process started about someone else; those about the member are exported by subject_id',
  'workflow_steps.completed_by': 'steps done on others’ processes; the member’s own tasks are exported by assignee_id',
  'workflow_steps.escalated_to': 'overdue tasks of the member’s downline passed up to it: their work',
  'contact_messages.replied_by': 'an administrator’s answer to someone else’s message',
  'blog_posts.author_id': 'authorship of the company’s published content, not data about the member',
  'blog_posts.deleted_by': 'an administrator’s editing of the company’s content',
  'faq_entries.deleted_by': 'an administrator’s editing of the company’s content',
  'slider_items.deleted_by': 'an administrator’s editing of the company’s content',
  'site_texts.updated_by': 'an administrator’s editing of the company’s content',
  'audit_log.actor_id': 'the security audit trail, kept for the security of the system (decision 042)',
};

/**
 * Erases a member's personal data on an approved request (decision 042). Records the law keeps
 * (orders and their contracts, commissions, payouts, points, consents, the audit trail) stay,
 * linked to the anonymised profile; what only served the member (addresses, cart, favourites,
 * settings, sessions, credentials, notifications) is deleted.
 */
export async function eraseMember(db: DbOrTx, memberId: string, names: { name: string; masked: string }) {
  const q = (s: SQL) => queryRows(db, s);
  for (const [table, column] of [
    [addresses, addresses.userId],
    [cartItems, cartItems.userId],
    [userFavorites, userFavorites.userId],
    [userComparisons, userComparisons.userId],
    [userSettings, userSettings.userId],
    [userSessions, userSessions.userId],
    [authSessions, authSessions.userId],
    [authAccounts, authAccounts.userId],
    [twoFactors, twoFactors.userId],
    [notifications, notifications.userId],
    [signInAttempts, signInAttempts.userId],
  ] as const) {
    await db.delete(table).where(eq(column, memberId));
  }
  await q(
    sql`delete from ${emailOutbox} where ${emailOutbox.to} = (select ${profiles.email} from ${profiles} where ${profiles.id} = ${memberId})`,
  );
  // Orders stay (tax and trade law); the delivery address keeps only its province and district.
  await q(sql`update ${orders}
    set shipping_address = jsonb_build_object(
          'title', ${names.masked}::text, 'recipientName', ${names.name}::text, 'phone', ${names.masked}::text,
          'city', shipping_address->>'city', 'district', shipping_address->>'district',
          'addressLine', ${names.masked}::text, 'postalCode', null),
        note = null
    where ${orders.buyerId} = ${memberId}`);
  await q(sql`update ${consentRecords} set email = null, phone = null where ${consentRecords.userId} = ${memberId}`);
  // Support requests and contact messages stay as the company's correspondence (an answer may
  // concern an order or a complaint), without who wrote them or from where.
  await q(sql`update ${contactMessages}
    set name = ${names.name}, email = ${`silinmis-${memberId}@anonim.invalid`}, phone = null,
        consent_ip = null, ip_address = null
    where ${ownMessages(memberId)}`);
  await q(sql`update ${profiles}
    set name = ${names.name}, email = ${`silinmis-${memberId}@anonim.invalid`}, email_verified = false,
        phone = null, image = null, district = null, is_active = false, is_deleted = true,
        deleted_at = coalesce(deleted_at, now()), two_factor_enabled = false, updated_at = now()
    where ${profiles.id} = ${memberId}`);
}
