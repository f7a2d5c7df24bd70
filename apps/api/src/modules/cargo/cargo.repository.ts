import type { DbOrTx } from '@portal/db/client';
import { orders, profiles, shipmentEvents, shipments } from '@portal/db/schema';
import type { CargoCarrier, ShipmentStatus } from '@portal/shared/orders';
import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';

/** The cargo module is the only writer of shipments and their events. */
export type ShipmentRow = typeof shipments.$inferSelect;

const buyer = aliasedTable(profiles, 'buyer');

export interface ShipmentFilter {
  carrier?: CargoCarrier;
  status?: ShipmentStatus;
  search?: string;
  limit: number;
  offset: number;
}

export async function listShipments(db: DbOrTx, f: ShipmentFilter) {
  const like = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      shipment: shipments,
      orderNumber: orders.number,
      orderStatus: orders.status,
      buyerName: buyer.name,
      city: orders.shippingCity,
      total: sql<number>`count(*) over ()`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(
      and(
        f.carrier ? eq(shipments.carrier, f.carrier) : undefined,
        f.status ? eq(shipments.status, f.status) : undefined,
        like
          ? or(ilike(shipments.trackingNumber, like), ilike(orders.number, like), ilike(buyer.name, like))
          : undefined,
      ),
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countByStatus(db: DbOrTx) {
  return (
    db
      .select({ status: shipments.status, count: sql<number>`count(*)::int` })
      .from(shipments)
      // The cargo list is of orders' parcels; a stock transfer's parcel is shown with its request.
      .where(isNotNull(shipments.orderId))
      .groupBy(shipments.status)
  );
}

/** A shipment with its order, the shipment row locked for a change. */
export async function lockShipmentWithOrder(tx: DbOrTx, shipmentId: string) {
  const [row] = await tx
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId))
    .for('update', { of: shipments });
  return row ?? null;
}

export async function trackingNumberTaken(db: DbOrTx, carrier: CargoCarrier, trackingNumber: string) {
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), eq(shipments.trackingNumber, trackingNumber)));
  return row !== undefined;
}

/** A new parcel for an order or a stock transfer, with its first event. */
export async function insertShipment(
  tx: DbOrTx,
  values: { carrier: CargoCarrier; trackingNumber: string; desiHundredths: number } & (
    | { orderId: string; transferId?: never }
    | { transferId: string; orderId?: never }
  ),
  actorId: string | null,
) {
  const [shipment] = await tx.insert(shipments).values(values).returning();
  await tx.insert(shipmentEvents).values({ shipmentId: shipment!.id, status: 'created', actorId });
  return shipment!;
}

/** A step of a parcel's journey: the event is kept and the parcel's state follows it. */
export async function recordShipmentStep(
  tx: DbOrTx,
  shipmentId: string,
  step: { status: ShipmentStatus; location?: string | null; note?: string | null; actorId: string | null },
  now: Date,
) {
  await tx.insert(shipmentEvents).values({
    shipmentId,
    status: step.status,
    location: step.location ?? null,
    note: step.note ?? null,
    actorId: step.actorId,
    createdAt: now,
  });
  await tx
    .update(shipments)
    .set({ status: step.status, deliveredAt: step.status === 'delivered' ? now : null, updatedAt: now })
    .where(eq(shipments.id, shipmentId));
}

/** Closes an order's parcels that are still on their way, as delivered. */
export async function deliverOpenShipments(tx: DbOrTx, orderId: string, actorId: string | null, now: Date) {
  const open = await tx
    .select({ id: shipments.id, status: shipments.status })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt));
  for (const s of open) {
    if (s.status === 'delivered' || s.status === 'returned') continue;
    await tx.update(shipments).set({ status: 'delivered', deliveredAt: now }).where(eq(shipments.id, s.id));
    await tx.insert(shipmentEvents).values({ shipmentId: s.id, status: 'delivered', actorId });
  }
}

export async function shipmentsOfOrders(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(shipments).where(inArray(shipments.orderId, orderIds)).orderBy(asc(shipments.createdAt));
}

export async function shipmentEventsOf(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, shipmentIds))
    .orderBy(asc(shipmentEvents.createdAt), asc(shipmentEvents.id));
}

/** The parcel carrying a stock transfer, locked for a step (null before it is shipped). */
export async function lockShipmentOfTransfer(tx: DbOrTx, transferId: string) {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.transferId, transferId))
    .orderBy(desc(shipments.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function shipmentOfTransfer(db: DbOrTx, transferId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(eq(shipments.transferId, transferId))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row ?? null;
}
