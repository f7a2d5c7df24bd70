import { type DbOrTx, queryRows } from '@portal/db/client';
import {
  productInventory,
  products,
  profiles,
  stockLevels,
  stockRequestHistory,
  stockRequestItems,
  stockRequests,
  stockTransferItems,
  stockTransfers,
} from '@portal/db/schema';
import type { StockRequestStep } from '@portal/shared/stock-requests';
import { aliasedTable, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';

/** The only place that reads and writes stock requests, their transfers and their timeline. */
export type StockRequestRecord = typeof stockRequests.$inferSelect;
export type StockTransferRecord = typeof stockTransfers.$inferSelect;

const requester = aliasedTable(profiles, 'requester');
const supplier = aliasedTable(profiles, 'supplier');

/** Which side of a request the list is for: to the member (in), by it (out), or every one (all). */
function sideFilter(direction: 'in' | 'out' | 'all', memberId: string) {
  if (direction === 'in') return eq(stockRequests.supplierId, memberId);
  if (direction === 'out') return eq(stockRequests.requesterId, memberId);
  return undefined;
}

export async function nextRequestSequence(tx: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('stock_request_number_seq') as n`);
  return Number(row!.n);
}

/** Which of these products exist and are on sale (not deleted). */
export async function liveProductIds(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.isDeleted, false)));
  return new Set(rows.map((r) => r.id));
}

export async function insertRequest(tx: DbOrTx, values: typeof stockRequests.$inferInsert) {
  const [row] = await tx.insert(stockRequests).values(values).returning();
  return row!;
}

export async function insertRequestItems(tx: DbOrTx, values: (typeof stockRequestItems.$inferInsert)[]) {
  await tx.insert(stockRequestItems).values(values);
}

export async function addHistory(
  tx: DbOrTx,
  requestId: string,
  step: StockRequestStep,
  actorId: string | null,
  note?: string | null,
  at?: Date,
) {
  await tx.insert(stockRequestHistory).values({ requestId, step, actorId, note: note ?? null, createdAt: at });
}

/** The request, locked for a decision: a second decision waits here and then finds it decided. */
export async function lockRequest(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(stockRequests).where(eq(stockRequests.id, id)).for('update');
  return row ?? null;
}

export async function requestItems(db: DbOrTx, requestId: string) {
  return db
    .select()
    .from(stockRequestItems)
    .where(eq(stockRequestItems.requestId, requestId))
    .orderBy(asc(stockRequestItems.productId));
}

export async function updateRequest(tx: DbOrTx, id: string, set: Partial<typeof stockRequests.$inferInsert>) {
  await tx
    .update(stockRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(stockRequests.id, id));
}

export async function setApproved(tx: DbOrTx, requestId: string, productId: string, quantity: number) {
  await tx
    .update(stockRequestItems)
    .set({ quantityApproved: quantity })
    .where(and(eq(stockRequestItems.requestId, requestId), eq(stockRequestItems.productId, productId)));
}

export async function insertTransfer(tx: DbOrTx, values: typeof stockTransfers.$inferInsert) {
  const [row] = await tx.insert(stockTransfers).values(values).returning();
  return row!;
}

export async function insertTransferItems(tx: DbOrTx, values: (typeof stockTransferItems.$inferInsert)[]) {
  await tx.insert(stockTransferItems).values(values);
}

/** A transfer with its request, the transfer row locked for a step. */
export async function lockTransfer(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ transfer: stockTransfers, request: stockRequests })
    .from(stockTransfers)
    .innerJoin(stockRequests, eq(stockRequests.id, stockTransfers.requestId))
    .where(eq(stockTransfers.id, id))
    .for('update', { of: stockTransfers });
  return row ?? null;
}

export async function transferItems(db: DbOrTx, transferId: string) {
  return db
    .select()
    .from(stockTransferItems)
    .where(eq(stockTransferItems.transferId, transferId))
    .orderBy(asc(stockTransferItems.productId));
}

export async function setReceived(tx: DbOrTx, transferId: string, productId: string, quantity: number) {
  await tx
    .update(stockTransferItems)
    .set({ quantityReceived: quantity })
    .where(and(eq(stockTransferItems.transferId, transferId), eq(stockTransferItems.productId, productId)));
}

export async function updateTransfer(tx: DbOrTx, id: string, set: Partial<typeof stockTransfers.$inferInsert>) {
  await tx
    .update(stockTransfers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(stockTransfers.id, id));
}

export async function listRequests(
  db: DbOrTx,
  f: { memberId: string; direction: 'in' | 'out' | 'all'; status?: string; limit: number; offset: number },
) {
  return db
    .select({
      request: stockRequests,
      requesterName: requester.name,
      requesterRole: requester.role,
      supplierName: supplier.name,
      supplierRole: supplier.role,
      itemCount: sql<number>`(select count(*)::int from ${stockRequestItems} i where i.request_id = ${stockRequests.id})`,
      quantityRequested: sql<number>`(select coalesce(sum(i.quantity_requested), 0)::int from ${stockRequestItems} i where i.request_id = ${stockRequests.id})`,
      quantityApproved: sql<
        number | null
      >`(select sum(i.quantity_approved)::int from ${stockRequestItems} i where i.request_id = ${stockRequests.id})`,
      transferId: stockTransfers.id,
      transferStatus: stockTransfers.status,
      total: sql<number>`count(*) over ()`,
    })
    .from(stockRequests)
    .innerJoin(requester, eq(requester.id, stockRequests.requesterId))
    .innerJoin(supplier, eq(supplier.id, stockRequests.supplierId))
    .leftJoin(stockTransfers, eq(stockTransfers.requestId, stockRequests.id))
    .where(and(sideFilter(f.direction, f.memberId), f.status ? eq(stockRequests.status, f.status) : undefined))
    .orderBy(desc(stockRequests.createdAt), desc(stockRequests.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** One request with its parties' names (null when there is none). */
export async function findRequest(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      request: stockRequests,
      requesterName: requester.name,
      requesterRole: requester.role,
      supplierName: supplier.name,
      supplierRole: supplier.role,
      transfer: stockTransfers,
    })
    .from(stockRequests)
    .innerJoin(requester, eq(requester.id, stockRequests.requesterId))
    .innerJoin(supplier, eq(supplier.id, stockRequests.supplierId))
    .leftJoin(stockTransfers, eq(stockTransfers.requestId, stockRequests.id))
    .where(eq(stockRequests.id, id));
  return rows[0] ?? null;
}

/** A request's lines with product names, what was sent and received, and the parent's saleable units. */
export async function detailItems(db: DbOrTx, requestId: string, supplierId: string, transferId: string | null) {
  return db
    .select({
      item: stockRequestItems,
      productName: products.name,
      sku: productInventory.sku,
      quantitySent: stockTransferItems.quantity,
      quantityReceived: stockTransferItems.quantityReceived,
      supplierSaleable: sql<number | null>`${stockLevels.onHand} - ${stockLevels.reserved}`,
    })
    .from(stockRequestItems)
    .innerJoin(products, eq(products.id, stockRequestItems.productId))
    .leftJoin(productInventory, eq(productInventory.productId, stockRequestItems.productId))
    .leftJoin(
      stockTransferItems,
      and(
        eq(stockTransferItems.productId, stockRequestItems.productId),
        transferId ? eq(stockTransferItems.transferId, transferId) : sql`false`,
      ),
    )
    .leftJoin(
      stockLevels,
      and(eq(stockLevels.productId, stockRequestItems.productId), eq(stockLevels.holderId, supplierId)),
    )
    .where(eq(stockRequestItems.requestId, requestId))
    .orderBy(asc(products.name));
}

export async function history(db: DbOrTx, requestId: string) {
  return db
    .select({
      step: stockRequestHistory.step,
      note: stockRequestHistory.note,
      actorName: profiles.name,
      createdAt: stockRequestHistory.createdAt,
    })
    .from(stockRequestHistory)
    .leftJoin(profiles, eq(profiles.id, stockRequestHistory.actorId))
    .where(eq(stockRequestHistory.requestId, requestId))
    .orderBy(asc(stockRequestHistory.createdAt), asc(stockRequestHistory.id));
}

export async function listTransfers(
  db: DbOrTx,
  f: { memberId: string; direction: 'in' | 'out' | 'all'; status?: string; limit: number; offset: number },
) {
  const to = aliasedTable(profiles, 'to_holder');
  const from = aliasedTable(profiles, 'from_holder');
  return db
    .select({
      transfer: stockTransfers,
      requestNumber: stockRequests.number,
      fromName: from.name,
      fromRole: from.role,
      toName: to.name,
      toRole: to.role,
      quantity: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${stockTransferItems} i where i.transfer_id = ${stockTransfers.id})`,
      quantityReceived: sql<
        number | null
      >`(select sum(i.quantity_received)::int from ${stockTransferItems} i where i.transfer_id = ${stockTransfers.id})`,
      shipment: sql<{
        carrier: string;
        tracking_number: string;
        status: string;
      } | null>`(select row_to_json(s) from (select carrier, tracking_number, status from shipments where transfer_id = ${stockTransfers.id} order by created_at desc limit 1) s)`,
      total: sql<number>`count(*) over ()`,
    })
    .from(stockTransfers)
    .innerJoin(stockRequests, eq(stockRequests.id, stockTransfers.requestId))
    .innerJoin(from, eq(from.id, stockTransfers.fromHolderId))
    .innerJoin(to, eq(to.id, stockTransfers.toHolderId))
    .where(
      and(
        f.direction === 'in'
          ? eq(stockTransfers.toHolderId, f.memberId)
          : f.direction === 'out'
            ? eq(stockTransfers.fromHolderId, f.memberId)
            : undefined,
        f.status ? eq(stockTransfers.status, f.status) : undefined,
      ),
    )
    .orderBy(desc(stockTransfers.createdAt), desc(stockTransfers.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** Products with an open request of this holder (waiting, or approved and not yet received). */
export async function productsInOpenRequests(db: DbOrTx, requesterId: string) {
  const rows = await db
    .selectDistinct({ productId: stockRequestItems.productId })
    .from(stockRequestItems)
    .innerJoin(stockRequests, eq(stockRequests.id, stockRequestItems.requestId))
    .leftJoin(stockTransfers, eq(stockTransfers.requestId, stockRequests.id))
    .where(
      and(
        eq(stockRequests.requesterId, requesterId),
        or(eq(stockRequests.status, 'pending'), inArray(stockTransfers.status, ['preparing', 'shipped', 'delivered'])),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}

/**
 * Units of each product the holder supplied in counted orders over the last `days` days: the
 * demand the restock rule (packages/shared/src/insights/restock.ts) sizes a request by.
 */
export async function suppliedUnits(db: DbOrTx, holderId: string, productIds: string[], days: number) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ product_id: string; units: number }>(
    db,
    sql`select l.product_id, sum(l.quantity)::int as units
        from orders o join order_lines l on l.order_id = o.id
        where o.supplier_id = ${holderId} and analytics_counted(o.status)
          and o.created_at >= now() - make_interval(days => ${days})
          and l.product_id = any(${`{${productIds.join(',')}}`}::uuid[])
        group by l.product_id`,
  );
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}
