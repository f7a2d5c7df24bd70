import type { CargoCarrier, OrderStatus, ShipmentStatus } from '@portal/shared/orders';
import type { AppContext } from '../../platform/context';
import * as repo from './cargo.repository';

export async function list(
  ctx: AppContext,
  q: { carrier?: CargoCarrier; status?: ShipmentStatus; search?: string; page: number; pageSize: number },
) {
  const rows = await repo.listShipments(ctx.db, {
    carrier: q.carrier,
    status: q.status,
    search: q.search,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const counts = await repo.countByStatus(ctx.db);
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
