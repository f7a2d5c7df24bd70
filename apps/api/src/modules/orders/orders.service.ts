import type { DbOrTx } from '@portal/db/client';
import { orders, payments, shipmentEvents, shipments } from '@portal/db/schema';
import {
  availableActions,
  type CargoCarrier,
  canTransition,
  holdsReservation,
  needsReason,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  REASON_MIN_LENGTH,
  type ShipmentStatus,
} from '@portal/shared/orders';
import { ERROR_CODES } from '@portal/shared/errors';
import type { Role } from '@portal/shared/roles';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { insertMany as insertNotifications, type NotificationRow } from '../notifications/notifications.repository';
import { publishNotifications } from '../notifications/notifications.service';
import { expirePending } from '../payments/payments.repository';
import { move } from '../stock/stock.service';
import * as repo from './orders.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts a member plays in an order (none: an upline member who may only look). */
export function actorsOf(order: repo.OrderRow, member: Member | null): OrderActor[] {
  if (!member) return ['system'];
  const actors: OrderActor[] = [];
  if (order.buyerId === member.id) actors.push('buyer');
  if (order.supplierId === member.id) actors.push('supplier');
  if (member.role === 'admin') actors.push('admin');
  return actors;
}

function facts(order: repo.OrderRow) {
  return {
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    deliveredAt: order.deliveredAt,
  };
}

/** An order the member may see, or 404: outside one's scope an order does not exist. */
export async function visibleOrder(ctx: AppContext, member: Member, where: SQL) {
  const row = await repo.findVisibleOrder(ctx.db, repo.visibleTo(member, 'all'), where);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

export interface TransitionInput {
  note?: string;
  /** Bank transfer reference when marking paid. */
  reference?: string;
  /** The parcel, when shipping. */
  shipment?: { carrier: CargoCarrier; trackingNumber: string; desi: number };
}

export interface TransitionResult {
  order: repo.OrderRow;
  from: OrderStatus;
  notices: NotificationRow[];
}

/**
 * Moves an order along one transition inside the caller's transaction: the row is locked, the
 * rule is asked (who, from which state), the stock and money consequences are written, and the
 * change is kept in the history. `member` null means the server (payment callback, automation).
 */
export async function applyTransition(
  tx: DbOrTx,
  orderId: string,
  member: Member | null,
  action: OrderAction,
  input: TransitionInput = {},
  now = new Date(),
): Promise<TransitionResult> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const actors = actorsOf(order, member);
  const check = canTransition(facts(order), action, actors, now);
  if (!check.ok) {
    if (check.reason === 'actor') throw new AppError('FORBIDDEN');
    if (check.reason === 'window') throw new AppError('RETURN_WINDOW_CLOSED');
    if (check.reason === 'method') throw new AppError('CARD_PAYMENT_ONLY_BY_PROVIDER');
    throw new AppError('INVALID_STATUS_TRANSITION');
  }
  // Cancelling and returns are explained to the other party; the server does the asking.
  if (member && needsReason(action) && (input.note?.trim().length ?? 0) < REASON_MIN_LENGTH) {
    throw new AppError('REASON_REQUIRED', {
      details: [{ path: 'note', message: ERROR_CODES.REASON_REQUIRED.message }],
    });
  }
  const from = order.status as OrderStatus;
  const to = check.to;
  const notices: NotificationRow[] = [];
  const actorId = member?.id ?? null;
  const lines = await repo.linesOf(tx, [order.id]);
  // Lines in product order: concurrent changes lock stock rows in the same order (no deadlock).
  lines.sort((a, b) => a.productId.localeCompare(b.productId));
  const set: Partial<typeof orders.$inferInsert> = { status: to };
  const stock = async (kind: 'release' | 'ship' | 'return_in', reason: string) => {
    for (const line of lines) {
      await move(
        tx,
        {
          holderId: order.supplierId,
          productId: line.productId,
          kind,
          quantity: line.quantity,
          reason,
          actorId: actorId ?? undefined,
          orderId: order.id,
        },
        notices,
      );
    }
  };

  switch (action) {
    case 'mark_paid': {
      set.paidAt = now;
      if (order.paymentMethod === 'bank_transfer') {
        const reference = input.reference?.trim() || null;
        set.paymentReference = reference;
        await tx.insert(payments).values({
          orderId: order.id,
          method: 'bank_transfer',
          provider: 'bank',
          amount: order.total,
          status: 'succeeded',
          providerRef: reference,
          actorId,
          completedAt: now,
        });
      }
      break;
    }
    case 'cancel': {
      if (holdsReservation(from)) await stock('release', `Sipariş ${order.number} iptal edildi`);
      if (from !== 'pending_payment') set.refundAmount = order.total;
      // Open card attempts end with the order; an approval that still arrives is owed back.
      await expirePending(tx, order.id, now);
      set.closedAt = now;
      break;
    }
    case 'ship': {
      if (!input.shipment)
        throw new AppError('VALIDATION_ERROR', { message: 'Kargo firması ve takip numarası gerekli' });
      await stock('ship', `Sipariş ${order.number} kargoya verildi`);
      const trackingNumber = input.shipment.trackingNumber.trim();
      const [existing] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.carrier, input.shipment.carrier), eq(shipments.trackingNumber, trackingNumber)));
      if (existing) throw new AppError('TRACKING_NUMBER_TAKEN');
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderId: order.id,
          carrier: input.shipment.carrier,
          trackingNumber,
          desiHundredths: Math.round(input.shipment.desi * 100),
        })
        .returning();
      await tx.insert(shipmentEvents).values({ shipmentId: shipment!.id, status: 'created', actorId });
      break;
    }
    case 'deliver': {
      set.deliveredAt = now;
      // The parcel follows the order: a delivery confirmed by hand closes its shipment too.
      const open = (await repo.shipmentsOf(tx, [order.id])).filter(
        (s) => s.status !== 'delivered' && s.status !== 'returned',
      );
      for (const s of open) {
        await tx.update(shipments).set({ status: 'delivered', deliveredAt: now }).where(eq(shipments.id, s.id));
        await tx.insert(shipmentEvents).values({ shipmentId: s.id, status: 'delivered', actorId });
      }
      break;
    }
    case 'complete':
      set.closedAt = now;
      break;
    case 'accept_return':
      await stock('return_in', `Sipariş ${order.number} iade alındı`);
      set.refundAmount = order.total;
      set.closedAt = now;
      break;
    case 'reject_return':
    case 'request_return':
    case 'confirm':
    case 'prepare':
      break;
  }

  const updated = await repo.updateOrder(tx, order.id, from, set);
  if (!updated) throw new AppError('INVALID_STATUS_TRANSITION');
  await repo.insertHistory(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId,
    note: input.note?.trim() || null,
    createdAt: now,
  });
  notices.push(...(await statusNotices(tx, updated, to, actorId)));
  return { order: updated, from, notices };
}

/** Tells buyer and supplier (not whoever did it) what happened to the order. */
async function statusNotices(tx: DbOrTx, order: repo.OrderRow, to: OrderStatus, actorId: string | null) {
  const label = ORDER_STATUS_LABELS[to];
  const recipients = [...new Set([order.buyerId, order.supplierId])].filter((id) => id !== actorId);
  if (recipients.length === 0) return [];
  return insertNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      type: to === 'cancelled' || to === 'return_requested' ? 'warning' : 'info',
      title: `Sipariş ${label}`,
      message: `${order.number} numaralı sipariş: ${label}.`,
      actionUrl: `/dashboard/orders/${order.id}`,
      relatedEntityId: order.id,
      relatedEntityType: 'order',
    })),
  );
}

/** After the commit: notifications and the live order event to both parties and the admins. */
export async function announce(ctx: AppContext, order: repo.OrderRow, notices: NotificationRow[]) {
  await publishNotifications(ctx, notices);
  const payload = { orderId: order.id, number: order.number, status: order.status };
  await ctx.bus.publish('order_updated', payload, { userIds: [order.buyerId, order.supplierId] }).catch(() => {});
  await ctx.bus.publish('order_updated', payload, { roles: ['admin'] }).catch(() => {});
}

/** One transition on behalf of a member, in its own transaction. */
export async function transition(
  ctx: AppContext,
  member: Member | null,
  orderId: string,
  action: OrderAction,
  input: TransitionInput = {},
) {
  if (!UUID.test(orderId)) throw new AppError('ORDER_NOT_FOUND');
  if (member) await visibleOrder(ctx, member, eq(orders.id, orderId));
  const result = await ctx.db.transaction((tx) => applyTransition(tx, orderId, member, action, input));
  await announce(ctx, result.order, result.notices);
  return result.order;
}

/** The same action on many orders; each succeeds or fails on its own. */
export async function bulkTransition(
  ctx: AppContext,
  member: Member,
  ids: string[],
  action: OrderAction,
  note?: string,
) {
  const results: { id: string; ok: boolean; status?: OrderStatus; code?: string; message?: string }[] = [];
  for (const id of ids) {
    try {
      const order = await transition(ctx, member, id, action, { note });
      results.push({ id, ok: true, status: order.status as OrderStatus });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, ok: false, code: err.code, message: err.message });
    }
  }
  return { results };
}

// ---------------------------------------------------------------------------------------------
// Reading

export function toSummary(row: Awaited<ReturnType<typeof repo.listOrders>>[number]) {
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
  };
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
  return {
    orders: rows.map(toSummary),
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

export async function detail(ctx: AppContext, member: Member, where: SQL) {
  const row = await visibleOrder(ctx, member, where);
  const o = row.order;
  const [lines, history, pays, ships] = await Promise.all([
    repo.linesOf(ctx.db, [o.id]),
    repo.historyOf(ctx.db, o.id),
    repo.paymentsOf(ctx.db, o.id),
    repo.shipmentsOf(ctx.db, [o.id]),
  ]);
  const events = await repo.shipmentEventsOf(
    ctx.db,
    ships.map((s) => s.id),
  );
  const actors = actorsOf(o, member);
  return {
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
  const scope = repo.visibleTo(member, member.role === 'admin' ? 'all' : 'managed');
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
