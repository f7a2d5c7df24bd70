import { type Batched, type DbOrTx, queryBatch } from '@portal/db/client';
import { compiledRows, placeholdersOf, prepared } from '@portal/db/prepared';
import { auditLog, notifications, orderLines, orderStatusHistory, orders, profiles } from '@portal/db/schema';
import type { AutomationRuleKind, OrderStatus } from '@portal/shared/orders';
import { grantedScope } from '@portal/shared/permissions';
import type { ScopeMember } from '@portal/shared/scope';
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The running part of the next order number (a sequence: nobody waits for it). */
export function orderSequence(): Batched<number> {
  return { query: sql`select nextval('order_number_seq') as n`, row: (r) => Number(r.n) };
}

export async function nextOrderSequence(tx: DbOrTx): Promise<number> {
  const [[n]] = await queryBatch(tx, [orderSequence()]);
  return n!;
}

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertLines(tx: DbOrTx, values: (typeof orderLines.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx.insert(orderLines).values(values).returning();
}

/**
 * A new order with its lines, its first history entry and, when given, its audit entry and the
 * supplier's notice (a whole row, ids and times included, so nothing has to come back), in one
 * statement: one round trip inside the checkout transaction.
 */
export async function insertPlacedOrder(
  tx: DbOrTx,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  history: Omit<typeof orderStatusHistory.$inferInsert, 'orderId'>,
  also: { audit?: typeof auditLog.$inferInsert; notice?: typeof notifications.$inferInsert } = {},
): Promise<OrderRow> {
  const orderId = order.id!;
  // Built once per shape (which keys, how many lines, audit and notice or not), then only filled:
  // Drizzle does not walk this five-table statement again, PostgreSQL does not parse it again.
  const o = placeholdersOf('o', order);
  const ls = lines.map((l, i) => placeholdersOf(`l${i}`, { ...l, orderId }));
  const h = placeholdersOf('h', { ...history, orderId });
  const a = also.audit ? placeholdersOf('a', also.audit) : null;
  const n = also.notice ? placeholdersOf('n', also.notice) : null;
  const parts = [o, ...ls, h, ...(a ? [a] : []), ...(n ? [n] : [])];
  const [raw] = await compiledRows<Record<string, unknown>>(
    tx,
    'order_placed',
    parts.map((p) => p.shape).join(';'),
    () => {
      const audited = a ? sql`, audited as ${tx.insert(auditLog).values(a.placeholders)}` : sql``;
      const noticed = n ? sql`, noticed as ${tx.insert(notifications).values(n.placeholders)}` : sql``;
      return sql`with placed as ${tx.insert(orders).values(o.placeholders).returning()},
      lines as ${tx.insert(orderLines).values(ls.map((l) => l.placeholders))},
      history as ${tx.insert(orderStatusHistory).values(h.placeholders)}${audited}${noticed}
    select * from placed`;
    },
    Object.assign({}, ...parts.map((p) => p.values)),
  );
  return fromDriver(raw!);
}

/** A raw `orders` row (column names, driver values) as Drizzle's select would answer it. */
function fromDriver(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

export async function insertHistory(tx: DbOrTx, values: typeof orderStatusHistory.$inferInsert) {
  await tx.insert(orderStatusHistory).values(values);
}

export async function findByIdempotencyKey(db: DbOrTx, buyerId: string, key: string) {
  const [row] = await prepared(db, 'orders_by_idempotency_key', (d, name) =>
    d
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, sql.placeholder('buyerId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
      .prepare(name),
  ).execute({ buyerId, key });
  return row ?? null;
}

export async function findOrder(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByNumber(db: DbOrTx, number: string) {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row ?? null;
}

/** The order row locked for a change of state. */
export async function lockOrder(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function updateOrder(tx: DbOrTx, id: string, from: OrderStatus, set: Partial<typeof orders.$inferInsert>) {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

export async function linesOf(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.productName));
}

export async function historyOf(db: DbOrTx, orderId: string) {
  return db
    .select({ entry: orderStatusHistory, actorName: profiles.name })
    .from(orderStatusHistory)
    .leftJoin(profiles, eq(profiles.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

const buyer = aliasedTable(profiles, 'buyer');
const supplier = aliasedTable(profiles, 'supplier');

/**
 * Who may see an order: its buyer, its supplier, anyone above the buyer, the admin. The reach is
 * the scope order management grants (`canSee` in the shared rules, written as SQL): `mine` is the
 * member's own purchases, `managed` what they supply or their downline bought, `all` both.
 */
export function visibleTo(member: ScopeMember, mode: 'mine' | 'managed' | 'all'): SQL {
  if (mode === 'mine') return eq(orders.buyerId, member.id);
  const scope = grantedScope('canAccessOrderManagement', member);
  if (scope === 'all') return sql`true`;
  const parties =
    mode === 'managed'
      ? [eq(orders.supplierId, member.id)]
      : [eq(orders.buyerId, member.id), eq(orders.supplierId, member.id)];
  if (scope === 'own') return or(...parties)!;
  const downline = sql`${buyer.path} like ${`${member.path}%`} and ${buyer.id} <> ${member.id}`;
  return or(...parties, downline)!;
}

export interface OrderFilter {
  scope: SQL;
  statuses?: OrderStatus[];
  from?: Date;
  to?: Date;
  city?: string;
  memberId?: string;
  search?: string;
  paymentMethod?: string;
  limit: number;
  offset: number;
}

function whereOf(f: OrderFilter) {
  return and(
    f.scope,
    f.statuses && f.statuses.length > 0 ? inArray(orders.status, f.statuses) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    f.city ? eq(orders.shippingCity, f.city) : undefined,
    f.memberId ? or(eq(orders.buyerId, f.memberId), eq(orders.supplierId, f.memberId)) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.search
      ? or(
          ilike(orders.number, `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
          ilike(buyer.name, `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
        )
      : undefined,
  );
}

export async function listOrders(db: DbOrTx, f: OrderFilter) {
  return db
    .select({
      order: orders,
      buyerName: buyer.name,
      buyerRole: buyer.role,
      supplierName: supplier.name,
      total: sql<number>`count(*) over ()`,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(supplier, eq(supplier.id, orders.supplierId))
    .where(whereOf(f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** How an order is named from outside: by its id or by its number. */
export type OrderKey = { id: string } | { number: string };

export type OrderInsert = typeof orders.$inferInsert;

/** One order with its parties, if `scope` lets the caller see it. */
export async function findVisibleOrder(db: DbOrTx, scope: SQL, key: OrderKey) {
  const where = 'id' in key ? eq(orders.id, key.id) : eq(orders.number, key.number);
  const [row] = await db
    .select({
      order: orders,
      buyerName: buyer.name,
      buyerPath: buyer.path,
      buyerEmail: buyer.email,
      buyerSellerNo: buyer.sellerNo,
      supplierName: supplier.name,
      supplierSellerNo: supplier.sellerNo,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(supplier, eq(supplier.id, orders.supplierId))
    .where(and(scope, where));
  return row ?? null;
}

/** Counts and money by state, and by period, for the orders in scope. */
export async function analytics(
  db: DbOrTx,
  f: Omit<OrderFilter, 'limit' | 'offset'>,
  period: 'day' | 'week' | 'month',
) {
  const where = whereOf({ ...f, limit: 0, offset: 0 });
  const byStatus = await db
    .select({
      status: orders.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .groupBy(orders.status);
  // The period is one of three words, written into the statement so SELECT and GROUP BY match.
  const unit = sql.raw(`'${({ day: 'day', week: 'week', month: 'month' } as const)[period]}'`);
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${orders.createdAt} at time zone 'Europe/Istanbul'), 'YYYY-MM-DD')`;
  const series = await db
    .select({
      period: bucket,
      count: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} not in ('pending_payment','cancelled','returned')), 0)::bigint`,
      paidCount: sql<number>`(count(*) filter (where ${orders.status} not in ('pending_payment','cancelled','returned')))::int`,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .groupBy(bucket)
    .orderBy(bucket);
  const byCity = await db
    .select({
      city: orders.shippingCity,
      count: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} not in ('pending_payment','cancelled','returned')), 0)::bigint`,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .groupBy(orders.shippingCity)
    .orderBy(desc(sql`count(*)`))
    .limit(10);
  return { byStatus, series, byCity };
}

/** Orders an automation rule applies to, oldest first. */
export async function dueForAutomation(db: DbOrTx, kind: AutomationRuleKind, before: Date, limit: number) {
  const unpaid = (method: 'bank_transfer' | 'card') =>
    and(eq(orders.status, 'pending_payment'), eq(orders.paymentMethod, method), lt(orders.createdAt, before));
  const where =
    kind === 'cancel_unpaid_bank_transfer'
      ? unpaid('bank_transfer')
      : kind === 'cancel_unpaid_card'
        ? unpaid('card')
        : and(eq(orders.status, 'delivered'), lt(orders.deliveredAt, before));
  return db.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.createdAt)).limit(limit);
}
