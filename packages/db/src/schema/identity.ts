import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';

/**
 * A member of the network. Better Auth uses this table as its `user` model, so the
 * identity columns (name, email, emailVerified, image, twoFactorEnabled) keep the
 * property names it expects; everything else is ours.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phone: text('phone'),
    role: text('role').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => profiles.id),
    /** Materialized path of ancestor ids and self: `/root/…/self/`. Subtree = prefix match. */
    path: text('path').notNull(),
    depth: integer('depth').notNull().default(0),
    /** Members directly below (not deleted); kept by a trigger (migration 0009). */
    directCount: integer('direct_count').notNull().default(0),
    /** Members anywhere below (not deleted); kept by a trigger, recounted by network maintenance. */
    networkSize: integer('network_size').notNull().default(0),
    sellerNo: text('seller_no').notNull(),
    city: text('city'),
    district: text('district'),
    region: text('region'),
    /** Points are kept in hundredths (1 point = ₺1 of client price, so it needs kuruş precision). */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    totalEarnedPoints: bigint('total_earned_points', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    inviteCode: text('invite_code'),
    permanentInviteCode: text('permanent_invite_code').notNull(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('profiles_email_key').on(t.email),
    uniqueIndex('profiles_phone_key').on(t.phone),
    uniqueIndex('profiles_seller_no_key').on(t.sellerNo),
    uniqueIndex('profiles_permanent_invite_code_key').on(t.permanentInviteCode),
    index('profiles_parent_id_idx').on(t.parentId),
    /** Keyset pages of a node's children, in name order. */
    index('profiles_parent_name_idx').on(t.parentId, t.name, t.id),
    /** Search by name prefix, case-insensitive (lower() of Turkish names). */
    index('profiles_name_lower_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('profiles_email_lower_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('profiles_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
    index('profiles_role_idx').on(t.role),
    // The members of one role under a path (the performance ranking's level, decision 053).
    index('profiles_role_path_idx').using('btree', t.role, sql`${t.path} text_pattern_ops`),
    index('profiles_city_idx').on(t.city),
    index('profiles_created_at_idx').on(t.createdAt),
    check('profiles_role_check', sql`${t.role} in ('admin','turkeyDistributor','cityDistributor','dealer','client')`),
    check('profiles_depth_check', sql`${t.depth} between 0 and 20`),
  ],
);

/** Better Auth `session` model: the authoritative, revocable sign-in session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [uniqueIndex('auth_sessions_token_key').on(t.token), index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Better Auth `account` model: holds the password hash for credential sign-in. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

/** Better Auth `verification` model: reset-password tokens, two-factor challenges. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** Better Auth two-factor plugin: the member's TOTP secret and backup codes (encrypted by it). */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: id(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: tstz('locked_until'),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/** Device-level record of each sign-in, shown in settings and used for heartbeats. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authSessionId: uuid('auth_session_id').references(() => authSessions.id, { onDelete: 'set null' }),
    /** SHA-256 of the session token: identifies the session without storing the secret. */
    sessionToken: text('session_token').notNull(),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>().notNull().default({}),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastActivity: tstz('last_activity').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    endedAt: tstz('ended_at'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('user_sessions_user_id_active_idx').on(t.userId, t.isActive),
    index('user_sessions_auth_session_id_idx').on(t.authSessionId),
    uniqueIndex('user_sessions_session_token_key').on(t.sessionToken),
    /** The security page's active sessions across the network, latest activity first. */
    index('user_sessions_active_last_activity_idx').on(t.lastActivity, t.id).where(sql`${t.isActive}`),
  ],
);

export type DeviceInfo = {
  userAgent?: string;
  platform?: string;
  language?: string;
  screenWidth?: number;
  screenHeight?: number;
};

/** Every sign-in attempt, for throttling per account and IP and for the security report. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('sign_in_attempts_identifier_ip_idx').on(t.identifier, t.ipAddress, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ipAddress, t.createdAt),
    index('sign_in_attempts_user_id_idx').on(t.userId),
    /** The security report's window (last 1, 7 or 30 days) over every account and address. */
    index('sign_in_attempts_created_at_idx').on(t.createdAt),
  ],
);
