import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STOCK_REQUEST_STATUSES, STOCK_TRANSFER_STATUSES } from '@portal/shared/stock-requests';
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
    index('stock_movements_transfer_id_idx').on(t.transferId),
    index('stock_movements_created_at_idx').on(t.createdAt),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('purchase_in','reserve','release','ship','transfer_out','transfer_in','return_in','adjustment')`,
    ),
    check('stock_movements_nonzero_check', sql`${t.onHandDelta} <> 0 or ${t.reservedDelta} <> 0`),
  ],
);

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** Numbers stock requests (`ST-YYYYMMDD-####`). */
export const stockRequestNumberSeq = pgSequence('stock_request_number_seq', { startWith: 1 });

/** A stock holder's request to its parent holder (decision 043). */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `ST-YYYYMMDD-####`, shown on the screens. */
    number: text('number').notNull(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => profiles.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => profiles.id),
    status: text('status').notNull().default('pending'),
    note: text('note'),
    /** The parent's reason for a rejection, or its note on an approval. */
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => profiles.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stock_requests_number_key').on(t.number),
    index('stock_requests_requester_idx').on(t.requesterId, t.createdAt),
    index('stock_requests_supplier_idx').on(t.supplierId, t.createdAt),
    index('stock_requests_status_idx').on(t.status),
    index('stock_requests_decided_by_idx').on(t.decidedBy),
    check('stock_requests_status_check', sql`${t.status} in (${inList(STOCK_REQUEST_STATUSES)})`),
    check('stock_requests_parties_check', sql`${t.requesterId} <> ${t.supplierId}`),
  ],
);

export const stockRequestItems = pgTable(
  'stock_request_items',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => stockRequests.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantityRequested: integer('quantity_requested').notNull(),
    quantityApproved: integer('quantity_approved'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.productId] }),
    index('stock_request_items_product_idx').on(t.productId),
    check('stock_request_items_requested_check', sql`${t.quantityRequested} > 0`),
    check(
      'stock_request_items_approved_check',
      sql`${t.quantityApproved} is null or (${t.quantityApproved} >= 0 and ${t.quantityApproved} <= ${t.quantityRequested})`,
    ),
  ],
);

/** Goods on their way from a parent holder to the requester: one per approved request. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => stockRequests.id),
    fromHolderId: uuid('from_holder_id')
      .notNull()
      .references(() => profiles.id),
    toHolderId: uuid('to_holder_id')
      .notNull()
      .references(() => profiles.id),
    status: text('status').notNull().default('preparing'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    // One approval makes one transfer, whatever the concurrency.
    uniqueIndex('stock_transfers_request_key').on(t.requestId),
    index('stock_transfers_from_idx').on(t.fromHolderId, t.createdAt),
    index('stock_transfers_to_idx').on(t.toHolderId, t.createdAt),
    index('stock_transfers_status_idx').on(t.status),
    check('stock_transfers_status_check', sql`${t.status} in (${inList(STOCK_TRANSFER_STATUSES)})`),
  ],
);

export const stockTransferItems = pgTable(
  'stock_transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Set on receipt; quantity − received is the recorded shortage. */
    quantityReceived: integer('quantity_received'),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.productId] }),
    index('stock_transfer_items_product_idx').on(t.productId),
    check('stock_transfer_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'stock_transfer_items_received_check',
      sql`${t.quantityReceived} is null or (${t.quantityReceived} >= 0 and ${t.quantityReceived} <= ${t.quantity})`,
    ),
  ],
);

/** The timeline of a request and its transfer: who did what, when. */
export const stockRequestHistory = pgTable(
  'stock_request_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => stockRequests.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => profiles.id),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('stock_request_history_request_idx').on(t.requestId, t.createdAt),
    index('stock_request_history_actor_idx').on(t.actorId),
  ],
);
