import { SALES_CHANGED_EVENT } from '@portal/shared/analytics';
import { moneySummary } from '@portal/shared/money-summary';
import {
  availableActions,
  type CargoCarrier,
  ORDER_TRANSITIONS,
  type OrderStatus,
  orderActors,
  type PaymentMethod,
  type PaymentStatus,
  type ShipmentStatus,
} from '@portal/shared/orders';
import { isStockHolder, type Role } from '@portal/shared/roles';
import type { AfterCommit } from '../../platform/after-commit';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { NotificationRow } from '../notifications/notifications.repository';
import { shipmentEventsOf, shipmentsOfOrders } from '../cargo/cargo.repository';
import { paymentsOfOrder } from '../payments/payments.repository';
import * as repo from './orders.repository';

export function facts(order: repo.OrderRow) {
  return {
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    deliveredAt: order.deliveredAt,
  };
}

/** An order the member may see, or 404: outside one's scope an order does not exist. */
export async function visibleOrder(ctx: AppContext, member: Member, key: repo.OrderKey) {
  const row = await repo.findVisibleOrder(ctx.db, repo.visibleTo(member, 'all'), key);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/** After the commit: notifications and the live order event to both parties and the admins. */
export function announce(after: AfterCommit, order: repo.OrderRow, notices: NotificationRow[]) {
  after.notify(notices);
  const payload = { orderId: order.id, number: order.number, status: order.status };
  after.publish('order_updated', payload, { userIds: [order.buyerId, order.supplierId] });
  after.publish('order_updated', payload, { roles: ['admin'] });
  // The buyer's upline reads its sales from the rollups this order may have changed.
  after.publish(SALES_CHANGED_EVENT, { buyerId: order.buyerId }, { lookup: true });
}

// ---------------------------------------------------------------------------------------------
// Reading

export function toSummary(row: Awaited<ReturnType<typeof repo.listOrders>>[number], member: Member, now: Date) {
  const o = row.order;
  return {
    id: o.id,
    number: o.number,
    status: o.status as OrderStatus,
    paymentMethod: o.paymentMethod as PaymentMethod,
    buyerId: o.buyerId,
    buyerName: row.buyerName,
    buyerRole: row.buyerRole as Role,
    supplierId: o.supplierId,
    supplierName: row.supplierName,
    total: o.total,
    itemCount: o.itemCount,
    city: o.shippingCity,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    // The rule the transitions enforce, asked once per row: a list offers only what would succeed.
    actions: availableActions(facts(o), orderActors(o, member), now),
  };
}

/**
 * Whether a list of others' orders (managed, all) lets the caller change them: the admin and the
 * members who supply orders do; a dealer, who holds no stock and supplies nothing, only looks.
 * The own-orders list is never a bulk list.
 */
export function listCanAct(member: Member, scope: ListQuery['scope']): boolean {
  return scope !== 'mine' && isStockHolder(member.role);
}

export interface ListQuery {
  scope: 'mine' | 'managed' | 'all';
  status?: OrderStatus[];
  from?: string;
  to?: string;
  city?: string;
  memberId?: string;
  search?: string;
  paymentMethod?: string;
  page: number;
  pageSize: number;
}

export async function list(ctx: AppContext, member: Member, q: ListQuery) {
  const rows = await repo.listOrders(ctx.db, {
    scope: repo.visibleTo(member, q.scope),
    statuses: q.status,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    city: q.city,
    memberId: q.memberId,
    search: q.search?.trim() || undefined,
    paymentMethod: q.paymentMethod,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const total = Number(rows[0]?.total ?? 0);
  const now = new Date();
  return {
    orders: rows.map((row) => toSummary(row, member, now)),
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    canAct: listCanAct(member, q.scope),
  };
}

export async function detail(ctx: AppContext, member: Member, key: repo.OrderKey) {
  const row = await visibleOrder(ctx, member, key);
  const o = row.order;
  const [lines, history, pays, ships] = await Promise.all([
    repo.linesOf(ctx.db, [o.id]),
    repo.historyOf(ctx.db, o.id),
    paymentsOfOrder(ctx.db, o.id),
    shipmentsOfOrders(ctx.db, [o.id]),
  ]);
  const events = await shipmentEventsOf(
    ctx.db,
    ships.map((s) => s.id),
  );
  const actors = orderActors(o, member);
  return {
    acceptedDocuments: (o.acceptedDocuments ?? []).map((d) => ({
      slug: d.slug,
      title: d.title,
      version: d.version,
      hash: d.hash,
      acceptedAt: d.acceptedAt,
    })),
    id: o.id,
    number: o.number,
    status: o.status as OrderStatus,
    paymentMethod: o.paymentMethod as PaymentMethod,
    buyer: { id: o.buyerId, name: row.buyerName, role: o.buyerRole as Role },
    supplier: { id: o.supplierId, name: row.supplierName },
    subtotal: o.subtotal,
    vatTotal: o.vatTotal,
    total: o.total,
    discountTotal: o.discountTotal,
    itemCount: o.itemCount,
    note: o.note,
    shippingAddress: o.shippingAddress,
    paymentReference: o.paymentReference,
    refundAmount: o.refundAmount,
    paidAt: o.paidAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    closedAt: o.closedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      sku: l.sku,
      quantity: l.quantity,
      listUnitPrice: l.listUnitPrice,
      unitPrice: l.unitPrice,
      tierApplied: l.tierApplied,
      vatRateBp: l.vatRateBp,
      vatIncluded: l.vatIncluded,
      netAmount: l.netAmount,
      vatAmount: l.vatAmount,
      totalAmount: l.totalAmount,
    })),
    moneySummary: moneySummary(lines),
    sellerNumbers: { buyer: row.buyerSellerNo, supplier: row.supplierSellerNo },
    history: history.map((h) => ({
      id: h.entry.id,
      fromStatus: (h.entry.fromStatus as OrderStatus | null) ?? null,
      toStatus: h.entry.toStatus as OrderStatus,
      actorName: h.actorName ?? null,
      note: h.entry.note,
      createdAt: h.entry.createdAt.toISOString(),
    })),
    payments: pays.map((p) => ({
      id: p.id,
      method: p.method,
      provider: p.provider,
      amount: p.amount,
      status: p.status as PaymentStatus,
      reference: p.providerRef,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
      completedAt: p.completedAt?.toISOString() ?? null,
    })),
    shipments: ships.map((s) => ({
      id: s.id,
      carrier: s.carrier as CargoCarrier,
      trackingNumber: s.trackingNumber,
      desi: s.desiHundredths / 100,
      status: s.status as ShipmentStatus,
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      createdAt: s.createdAt.toISOString(),
      events: events
        .filter((e) => e.shipmentId === s.id)
        .map((e) => ({
          id: e.id,
          status: e.status as ShipmentStatus,
          location: e.location,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
    })),
    viewer: {
      roles: actors,
      actions: availableActions(facts(o), actors).map((action) => ({
        action,
        label: ORDER_TRANSITIONS[action].label,
      })),
      canPay: actors.includes('buyer') && o.status === 'pending_payment' && o.paymentMethod === 'card',
    },
  };
}

export async function analytics(
  ctx: AppContext,
  member: Member,
  q: { from?: string; to?: string; period: 'day' | 'week' | 'month'; city?: string },
) {
  // What the member manages: everything for the admin (the scope order management grants).
  const scope = repo.visibleTo(member, 'managed');
  const { byStatus, series, byCity } = await repo.analytics(
    ctx.db,
    { scope, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined, city: q.city },
    q.period,
  );
  const settled = byStatus.filter((s) => !['pending_payment', 'cancelled', 'returned'].includes(s.status));
  const revenue = settled.reduce((sum, s) => sum + Number(s.amount), 0);
  const paidOrders = settled.reduce((sum, s) => sum + s.count, 0);
  return {
    totals: {
      orders: byStatus.reduce((sum, s) => sum + s.count, 0),
      revenue,
      averageBasket: paidOrders > 0 ? Math.round(revenue / paidOrders) : 0,
      cancelled: byStatus.find((s) => s.status === 'cancelled')?.count ?? 0,
      returned: byStatus.find((s) => s.status === 'returned')?.count ?? 0,
    },
    byStatus: byStatus.map((s) => ({ status: s.status as OrderStatus, count: s.count, amount: Number(s.amount) })),
    series: series.map((s) => ({
      period: s.period,
      count: s.count,
      revenue: Number(s.revenue),
      averageBasket: s.paidCount > 0 ? Math.round(Number(s.revenue) / s.paidCount) : 0,
    })),
    byCity: byCity.map((c) => ({ city: c.city, count: c.count, revenue: Number(c.revenue) })),
  };
}
