import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { profiles } from './identity';

/**
 * Sales rollups for analytics (issue 17, decision 051). Each counted order (any status but
 * pending_payment, cancelled and returned) is added to every member on its buyer's path — the
 * buyer and each ancestor, its "scopes" — so a member's figures over its subtree are a few rows
 * keyed by its own id, whatever the size of the network. Kept by triggers (migration 0018):
 * a deferred trigger on orders when an order starts or stops counting, and one on profiles when a
 * member moves (its subtree's rows leave its old ancestors and join its new ones).
 * `analytics_rebuild()` recomputes everything from the orders (after bulk loads and the demo
 * removal); the API test suite checks that the kept rows equal a rebuild.
 *
 * Days are Istanbul days of the order's creation; money is kuruş; `revenue` is what was paid
 * (VAT included), `net` without VAT.
 */
const kurus = (name: string) => bigint(name, { mode: 'number' });

/** A scope's totals per day, spread over 8 shards so the busiest row (the root's today) is not one lock. */
export const analyticsScopeDaily = pgTable(
  'analytics_scope_daily',
  {
    scopeId: uuid('scope_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    orders: integer('orders').notNull().default(0),
    items: integer('items').notNull().default(0),
    revenue: kurus('revenue').notNull().default(0),
    net: kurus('net').notNull().default(0),
  },
  // Migration 0019 adds analytics_scope_daily_scope_cover_idx (scope_id, day) INCLUDE (orders,
  // revenue, net) by hand: the performance ranking reads a member's period from it alone (decision 053).
  (t) => [primaryKey({ columns: [t.scopeId, t.day, t.shard] })],
);

/** A scope's sales per day and product. */
export const analyticsScopeProductDaily = pgTable(
  'analytics_scope_product_daily',
  {
    scopeId: uuid('scope_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    revenue: kurus('revenue').notNull().default(0),
    net: kurus('net').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scopeId, t.day, t.productId] }),
    index('analytics_scope_product_daily_product_idx').on(t.productId),
  ],
);

/** A scope's sales per day, delivery city and the buyer's role at the time. */
export const analyticsScopeSegmentDaily = pgTable(
  'analytics_scope_segment_daily',
  {
    scopeId: uuid('scope_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    buyerRole: text('buyer_role').notNull(),
    orders: integer('orders').notNull().default(0),
    items: integer('items').notNull().default(0),
    revenue: kurus('revenue').notNull().default(0),
    net: kurus('net').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scopeId, t.day, t.city, t.buyerRole] })],
);

/** A member's own counted orders per month (the first of the month): who was an active buyer when. */
export const analyticsMemberMonthly = pgTable(
  'analytics_member_monthly',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    revenue: kurus('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] }), index('analytics_member_monthly_month_idx').on(t.month)],
);

/** How many members of a scope's subtree (itself included) bought at least once in a month. */
export const analyticsScopeActiveMonthly = pgTable(
  'analytics_scope_active_monthly',
  {
    scopeId: uuid('scope_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    activeBuyers: integer('active_buyers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scopeId, t.month] })],
);

export const ANALYTICS_SHARDS = 8;

/**
 * A member's saved filter presets (specification §3 "Filter preset"; decision 055). The built-in
 * presets ('Son 30 Gün', 'Aktif Bayiler') are not rows: they live in the shared code and every
 * member has them. `filters` is the global filter state as the shared `GlobalFilters`, validated
 * by the API before it is stored. Names are unique per member, case-insensitively.
 */
export const filterPresets = pgTable(
  'filter_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('filter_presets_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('filter_presets_user_name_uq').on(t.userId, sql`lower(${t.name})`),
  ],
);

/**
 * The member's default preset: one row at most per member (so one default), naming either one of
 * its own presets or a built-in one by key. No row means the built-in 'Son 30 Gün'. Deleting the
 * preset deletes the choice with it.
 */
export const filterPresetDefaults = pgTable(
  'filter_preset_defaults',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    presetId: uuid('preset_id').references(() => filterPresets.id, { onDelete: 'cascade' }),
    systemKey: text('system_key'),
  },
  (t) => [
    index('filter_preset_defaults_preset_idx').on(t.presetId),
    check('filter_preset_defaults_one_check', sql`(${t.presetId} is null) <> (${t.systemKey} is null)`),
  ],
);
