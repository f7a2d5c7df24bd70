import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { profiles } from './identity';
import { products } from './catalogue';

/**
 * What each stock holder (company warehouse = admin, the national and the city distributors) has
 * of each product. A cache of the movement ledger, kept in the same transaction as each movement;
 * the CHECKs make a negative or over-reserved stock impossible whatever the concurrency.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    holderId: uuid('holder_id')
      .notNull()
      .references(() => profiles.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** Per holder and product; null means the product's threshold (default 5). */
    lowStockThreshold: integer('low_stock_threshold'),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.holderId, t.productId] }),
    index('stock_levels_product_id_idx').on(t.productId),
    check('stock_levels_on_hand_check', sql`${t.onHand} >= 0`),
    check('stock_levels_reserved_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

export const STOCK_MOVEMENT_KINDS = [
  'purchase_in',
  'reserve',
  'release',
  'ship',
  'transfer_out',
  'transfer_in',
  'return_in',
  'adjustment',
] as const;

/** The append-only stock ledger: on_hand = Σ on_hand_delta and reserved = Σ reserved_delta. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => profiles.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind').notNull(),
    onHandDelta: integer('on_hand_delta').notNull().default(0),
    reservedDelta: integer('reserved_delta').notNull().default(0),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => profiles.id),
    orderId: uuid('order_id'),
    transferId: uuid('transfer_id'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('stock_movements_holder_product_idx').on(t.holderId, t.productId, t.createdAt),
    index('stock_movements_product_id_idx').on(t.productId),
    index('stock_movements_actor_id_idx').on(t.actorId),
    index('stock_movements_order_id_idx').on(t.orderId),
    index('stock_movements_created_at_idx').on(t.createdAt),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('purchase_in','reserve','release','ship','transfer_out','transfer_in','return_in','adjustment')`,
    ),
    check('stock_movements_nonzero_check', sql`${t.onHandDelta} <> 0 or ${t.reservedDelta} <> 0`),
  ],
);
