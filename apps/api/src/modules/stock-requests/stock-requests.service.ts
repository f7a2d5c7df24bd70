import type { StockDirection, StockRequestDetail } from '@portal/shared/contracts/stock-requests';
import type { CargoCarrier, ShipmentStatus } from '@portal/shared/orders';
import type { Role } from '@portal/shared/roles';
import { scopeOf } from '@portal/shared/scope';
import { RESTOCK_DEMAND_DAYS } from '@portal/shared/insights/restock';
import {
  type StockRequestStatus,
  type StockRequestStep,
  type StockTransferStatus,
  stockRequestActions,
  suggestedRequestQuantity,
} from '@portal/shared/stock-requests';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as cargo from '../cargo/cargo.repository';
import * as stock from '../stock/stock.repository';
import * as repo from './stock-requests.repository';

const PAGE_SIZE = 20;

/** Every request (`all`) only for the network's root; a member sees the ones it is a party to. */
function direction(member: Member, d: StockDirection): StockDirection {
  if (d === 'all' && scopeOf(member) !== 'all') throw new AppError('FORBIDDEN');
  return d;
}

export async function listRequests(
  ctx: AppContext,
  member: Member,
  q: { direction: StockDirection; status?: StockRequestStatus; page: number },
) {
  const rows = await repo.listRequests(ctx.db, {
    memberId: member.id,
    direction: direction(member, q.direction),
    status: q.status,
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  return {
    requests: rows.map((r) => ({
      id: r.request.id,
      number: r.request.number,
      status: r.request.status as StockRequestStatus,
      requester: { id: r.request.requesterId, name: r.requesterName, role: r.requesterRole as Role },
      supplier: { id: r.request.supplierId, name: r.supplierName, role: r.supplierRole as Role },
      itemCount: Number(r.itemCount),
      quantityRequested: Number(r.quantityRequested),
      quantityApproved: r.quantityApproved === null ? null : Number(r.quantityApproved),
      transferId: r.transferId,
      transferStatus: (r.transferStatus as StockTransferStatus | null) ?? null,
      note: r.request.note,
      createdAt: r.request.createdAt.toISOString(),
      updatedAt: r.request.updatedAt.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

export async function detail(ctx: AppContext, member: Member, id: string): Promise<StockRequestDetail> {
  const row = await repo.findRequest(ctx.db, id);
  const isRequester = row?.request.requesterId === member.id;
  const isSupplier = row?.request.supplierId === member.id;
  if (!row || !(isRequester || isSupplier || scopeOf(member) === 'all')) throw new AppError('STOCK_REQUEST_NOT_FOUND');
  const { request, transfer } = row;
  const [items, timeline, shipment] = await Promise.all([
    repo.detailItems(ctx.db, id, request.supplierId, transfer?.id ?? null),
    repo.history(ctx.db, id),
    transfer ? cargo.shipmentOfTransfer(ctx.db, transfer.id) : Promise.resolve(null),
  ]);
  const events = shipment ? await cargo.shipmentEventsOf(ctx.db, [shipment.id]) : [];
  const approved = items.map((i) => i.item.quantityApproved).filter((q): q is number => q !== null);
  return {
    id: request.id,
    number: request.number,
    status: request.status as StockRequestStatus,
    requester: { id: request.requesterId, name: row.requesterName, role: row.requesterRole as Role },
    supplier: { id: request.supplierId, name: row.supplierName, role: row.supplierRole as Role },
    itemCount: items.length,
    quantityRequested: items.reduce((s, i) => s + i.item.quantityRequested, 0),
    quantityApproved: approved.length ? approved.reduce((s, q) => s + q, 0) : null,
    transferId: transfer?.id ?? null,
    transferStatus: (transfer?.status as StockTransferStatus | undefined) ?? null,
    note: request.note,
    decisionNote: request.decisionNote,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    items: items.map((i) => ({
      productId: i.item.productId,
      productName: i.productName,
      sku: i.sku,
      quantityRequested: i.item.quantityRequested,
      quantityApproved: i.item.quantityApproved,
      quantitySent: i.quantitySent,
      quantityReceived: i.quantityReceived,
      // The parent's stock is the parent's business: the requester does not see it.
      supplierSaleable:
        isRequester && !isSupplier ? null : i.supplierSaleable === null ? 0 : Number(i.supplierSaleable),
    })),
    transfer: transfer
      ? {
          id: transfer.id,
          status: transfer.status as StockTransferStatus,
          shippedAt: transfer.shippedAt?.toISOString() ?? null,
          receivedAt: transfer.receivedAt?.toISOString() ?? null,
          shipment: shipment
            ? {
                id: shipment.id,
                carrier: shipment.carrier as CargoCarrier,
                trackingNumber: shipment.trackingNumber,
                desi: shipment.desiHundredths / 100,
                status: shipment.status as ShipmentStatus,
                events: events.map((e) => ({
                  status: e.status as ShipmentStatus,
                  location: e.location,
                  note: e.note,
                  createdAt: e.createdAt.toISOString(),
                })),
              }
            : null,
        }
      : null,
    timeline: timeline.map((t) => ({
      step: t.step as StockRequestStep,
      note: t.note,
      actorName: t.actorName,
      createdAt: t.createdAt.toISOString(),
    })),
    actions: stockRequestActions(
      { isRequester, isSupplier },
      { status: request.status as StockRequestStatus },
      transfer
        ? {
            status: transfer.status as StockTransferStatus,
            shipmentStatus: (shipment?.status as ShipmentStatus) ?? null,
          }
        : null,
    ),
  };
}

export async function listTransfers(
  ctx: AppContext,
  member: Member,
  q: { direction: StockDirection; status?: StockTransferStatus; page: number },
) {
  const rows = await repo.listTransfers(ctx.db, {
    memberId: member.id,
    direction: direction(member, q.direction),
    status: q.status,
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  return {
    transfers: rows.map((r) => ({
      id: r.transfer.id,
      requestId: r.transfer.requestId,
      requestNumber: r.requestNumber,
      status: r.transfer.status as StockTransferStatus,
      from: { id: r.transfer.fromHolderId, name: r.fromName, role: r.fromRole as Role },
      to: { id: r.transfer.toHolderId, name: r.toName, role: r.toRole as Role },
      quantity: Number(r.quantity),
      quantityReceived: r.quantityReceived === null ? null : Number(r.quantityReceived),
      carrier: (r.shipment?.carrier as CargoCarrier | undefined) ?? null,
      trackingNumber: r.shipment?.tracking_number ?? null,
      shipmentStatus: (r.shipment?.status as ShipmentStatus | undefined) ?? null,
      createdAt: r.transfer.createdAt.toISOString(),
      updatedAt: r.transfer.updatedAt.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * The member's products at or below their low-stock threshold, each with the quantity
 * `suggestedRequestQuantity` proposes (with the demand it supplied over the restock advice's
 * window) and the parent who would be asked.
 */
export async function suggestions(ctx: AppContext, member: Member) {
  const [parent] = await stock.stockHoldingAncestors(ctx.db, member.path);
  const [low, open] = await Promise.all([
    stock.listLevels(ctx.db, { holderIds: [member.id], lowOnly: true, limit: 50, offset: 0 }),
    repo.productsInOpenRequests(ctx.db, member.id),
  ]);
  const demand = await repo.suppliedUnits(
    ctx.db,
    member.id,
    low.map((r) => r.level.productId),
    RESTOCK_DEMAND_DAYS,
  );
  return {
    parent: parent ? { id: parent.id, name: parent.name } : null,
    suggestions: low.map((r) => {
      const saleable = r.level.onHand - r.level.reserved;
      const threshold = Number(r.threshold);
      return {
        productId: r.level.productId,
        productName: r.productName,
        saleable,
        threshold,
        quantity: suggestedRequestQuantity({
          saleable,
          threshold,
          dailyDemand: (demand.get(r.level.productId) ?? 0) / RESTOCK_DEMAND_DAYS,
        }),
        pending: open.has(r.level.productId),
      };
    }),
  };
}
