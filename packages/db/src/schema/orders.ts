import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUTOMATION_RULES,
  CARGO_CARRIERS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
} from '@portal/shared/orders';
import type { AcceptedDocument } from '@portal/shared/legal';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';
import { products } from './catalogue';
import { stockTransfers } from './stock';

/** A member's saved delivery addresses (the address book). Orders keep a copy of the one used. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one default address per member.
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Money: integer kuruş in a bigint, read as a JS number (exact up to ₺90 trillion). */
const kurus = (name: string) => bigint(name, { mode: 'number' });

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** One order: a buyer's purchase from one supplier (the stock holder that reserved it). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** S-YYYYMMDD-#### (money) or P-YYYYMMDD-#### (points), Istanbul date. */
    number: text('number').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id),
    /** The buyer's role when ordering: the role its prices were for. */
    buyerRole: text('buyer_role').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => profiles.id),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Kuruş. `subtotal` = Σ net line amounts, `vatTotal` = Σ line VAT, `total` = what is paid. */
    subtotal: kurus('subtotal').notNull(),
    vatTotal: kurus('vat_total').notNull(),
    total: kurus('total').notNull(),
    /** What the bulk tiers saved against the role's list price (kuruş, VAT as priced). */
    discountTotal: kurus('discount_total').notNull().default(0),
    itemCount: integer('item_count').notNull(),
    note: text('note'),
    /** A copy of the delivery address as it was at checkout. */
    shippingAddress: jsonb('shipping_address')
      .$type<{
        title: string;
        recipientName: string;
        phone: string;
        city: string;
        district: string;
        addressLine: string;
        postalCode: string | null;
      }>()
      .notNull(),
    shippingCity: text('shipping_city').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the checkout request the key was first used with: the key answers only that request. */
    idempotencyHash: text('idempotency_hash'),
    paymentReference: text('payment_reference'),
    paidAt: tstz('paid_at'),
    deliveredAt: tstz('delivered_at'),
    closedAt: tstz('closed_at'),
    /** Recorded when a paid order is cancelled or returned (kuruş). */
    refundAmount: kurus('refund_amount'),
    /**
     * The pre-contract documents the buyer accepted at checkout (decision 042): each one's policy
     * page, version, the exact filled text, its SHA-256, when and from where. Null before 0011.
     */
    acceptedDocuments: jsonb('accepted_documents').$type<AcceptedDocument[]>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_buyer_idempotency_key').on(t.buyerId, t.idempotencyKey),
    index('orders_buyer_id_idx').on(t.buyerId, t.createdAt),
    index('orders_supplier_id_idx').on(t.supplierId, t.createdAt),
    index('orders_status_idx').on(t.status, t.updatedAt),
    index('orders_created_at_idx').on(t.createdAt),
    /** Sales analytics: the orders of a delivery city in a period (a drill-down, a city filter). */
    index('orders_shipping_city_created_idx').on(t.shippingCity, t.createdAt),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('bank_transfer','card','points')`),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 and ${t.vatTotal} >= 0 and ${t.total} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    /** The role's list price and the price paid per unit (the tier's when one applied), kuruş. */
    listUnitPrice: kurus('list_unit_price').notNull(),
    unitPrice: kurus('unit_price').notNull(),
    tierApplied: boolean('tier_applied').notNull().default(false),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatIncluded: boolean('vat_included').notNull(),
    netAmount: kurus('net_amount').notNull(),
    vatAmount: kurus('vat_amount').notNull(),
    totalAmount: kurus('total_amount').notNull(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);

/** Every change of an order's state: who, when, from, to, why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Null when the server did it (a payment callback, an automation rule). */
    actorId: uuid('actor_id').references(() => profiles.id),
    note: text('note'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * The running part of order numbers (S-YYYYMMDD-#### and P-…). A sequence, not a counter row: no
 * checkout waits for another to commit to get its number. Numbers are unique and grow; a checkout
 * that is rolled back leaves a gap.
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/** One attempt to pay an order (a card order may be tried again after a decline). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amount: kurus('amount').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's id for the payment, or the bank transfer's reference. */
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    /** How many callbacks arrived for it (a provider may repeat them). */
    callbackCount: integer('callback_count').notNull().default(0),
    actorId: uuid('actor_id').references(() => profiles.id),
    completedAt: tstz('completed_at'),
    ...timestamps,
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    check('payments_status_check', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    // An order is paid by one payment; any other approved attempt is owed back (refund_required).
    uniqueIndex('payments_one_succeeded_per_order_key').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A parcel handed to a carrier for an order. */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Set instead of the order for a parcel carrying a stock transfer (decision 043). */
    transferId: uuid('transfer_id').references(() => stockTransfers.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** Volumetric weight in hundredths of a desi. */
    desiHundredths: integer('desi_hundredths').notNull(),
    status: text('status').notNull().default('created'),
    deliveredAt: tstz('delivered_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shipments_carrier_tracking_key').on(t.carrier, t.trackingNumber),
    index('shipments_order_id_idx').on(t.orderId),
    index('shipments_transfer_id_idx').on(t.transferId),
    check('shipments_carries_one_check', sql`num_nonnulls(${t.orderId}, ${t.transferId}) = 1`),
    index('shipments_status_idx').on(t.status),
    check('shipments_carrier_check', sql`${t.carrier} in (${inList(CARGO_CARRIERS)})`),
    check('shipments_status_check', sql`${t.status} in (${inList(SHIPMENT_STATUSES)})`),
    check('shipments_desi_check', sql`${t.desiHundredths} > 0`),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    location: text('location'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => profiles.id),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('shipment_events_shipment_id_idx').on(t.shipmentId, t.createdAt)],
);

/** Order rules the server runs on schedule (cancel unpaid transfers, complete delivered orders). */
export const orderAutomationRules = pgTable(
  'order_automation_rules',
  {
    kind: text('kind').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    /** Hours after the order's last change (creation for unpaid, delivery for delivered). */
    afterHours: integer('after_hours').notNull(),
    lastRunAt: tstz('last_run_at'),
    lastRunCount: integer('last_run_count').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => profiles.id),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('order_automation_rules_kind_check', sql`${t.kind} in (${inList(AUTOMATION_RULES)})`),
    check('order_automation_rules_hours_check', sql`${t.afterHours} between 1 and 8760`),
  ],
);
