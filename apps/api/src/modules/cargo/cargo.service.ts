import { orders, profiles, shipmentEvents, shipments } from '@portal/db/schema';
import {
  type CargoCarrier,
  canAdvanceShipment,
  type OrderStatus,
  type ShipmentStatus,
  SHIPMENT_STATUS_LABELS,
} from '@portal/shared/orders';
import { aliasedTable, and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { NotificationRow } from '../notifications/notifications.repository';
import { insertMany as insertNotifications } from '../notifications/notifications.repository';
import { announce, applyTransition } from '../orders/orders.service';
import type { OrderRow } from '../orders/orders.repository';

const buyer = aliasedTable(profiles, 'buyer');

export async function list(
  ctx: AppContext,
  q: { carrier?: CargoCarrier; status?: ShipmentStatus; search?: string; page: number; pageSize: number },
) {
  const like = q.search ? `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const rows = await ctx.db
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
        q.carrier ? eq(shipments.carrier, q.carrier) : undefined,
        q.status ? eq(shipments.status, q.status) : undefined,
        like
          ? or(ilike(shipments.trackingNumber, like), ilike(orders.number, like), ilike(buyer.name, like))
          : undefined,
      ),
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const counts = await ctx.db
    .select({ status: shipments.status, count: sql<number>`count(*)::int` })
    .from(shipments)
    .groupBy(shipments.status);
  const total = Number(rows[0]?.total ?? 0);
  return {
    shipments: rows.map((r) => ({
      id: r.shipment.id,
      orderId: r.shipment.orderId,
      orderNumber: r.orderNumber,
      orderStatus: r.orderStatus as OrderStatus,
      buyerName: r.buyerName,
      city: r.city,
      carrier: r.shipment.carrier as CargoCarrier,
      trackingNumber: r.shipment.trackingNumber,
      desi: r.shipment.desiHundredths / 100,
      status: r.shipment.status as ShipmentStatus,
      deliveredAt: r.shipment.deliveredAt?.toISOString() ?? null,
      createdAt: r.shipment.createdAt.toISOString(),
      updatedAt: r.shipment.updatedAt.toISOString(),
    })),
    counts: counts.map((c) => ({ status: c.status as ShipmentStatus, count: c.count })),
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

/**
 * A step in a parcel's journey, recorded by the order's supplier or the admin. The parcel only
 * moves forward; its delivery delivers the order (through the order's own transition rules).
 */
export async function addEvent(
  ctx: AppContext,
  member: Member,
  shipmentId: string,
  body: { status: ShipmentStatus; location?: string; note?: string },
) {
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shipment: shipments, order: orders })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(eq(shipments.id, shipmentId))
      .for('update', { of: shipments });
    const allowed = row && (member.role === 'admin' || row.order.supplierId === member.id);
    if (!row || !allowed) throw new AppError('SHIPMENT_NOT_FOUND');
    if (!canAdvanceShipment(row.shipment.status as ShipmentStatus, body.status)) {
      throw new AppError('SHIPMENT_STATUS_INVALID');
    }
    const now = new Date();
    await tx.insert(shipmentEvents).values({
      shipmentId,
      status: body.status,
      location: body.location?.trim() || null,
      note: body.note?.trim() || null,
      actorId: member.id,
      createdAt: now,
    });
    await tx
      .update(shipments)
      .set({ status: body.status, deliveredAt: body.status === 'delivered' ? now : null, updatedAt: now })
      .where(eq(shipments.id, shipmentId));
    // The parcel is delivered first, so the order's delivery finds no open parcel to close again.
    let transition: { order: OrderRow; notices: NotificationRow[] } | null = null;
    if (body.status === 'delivered' && row.order.status === 'shipped') {
      transition = await applyTransition(tx, row.order.id, member, 'deliver', { note: 'Kargo teslim edildi' }, now);
    }
    const notices = transition
      ? transition.notices
      : await insertNotifications(tx, [
          {
            userId: row.order.buyerId,
            type: 'info',
            title: 'Kargo durumu güncellendi',
            message: `${row.order.number}: ${SHIPMENT_STATUS_LABELS[body.status]}.`,
            actionUrl: `/dashboard/order-tracking?number=${encodeURIComponent(row.order.number)}`,
            relatedEntityId: row.order.id,
            relatedEntityType: 'order',
          },
        ]);
    return { order: transition?.order ?? row.order, notices };
  });
  await announce(ctx, result.order, result.notices);
  return { status: body.status };
}
