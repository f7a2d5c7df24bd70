import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
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
