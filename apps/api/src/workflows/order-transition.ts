import type { DbOrTx } from '@portal/db/client';
import {
  type CargoCarrier,
  canTransition,
  holdsReservation,
  needsReason,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderStatus,
  orderActors,
  REASON_MIN_LENGTH,
} from '@portal/shared/orders';
import { ERROR_CODES } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import type { AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import * as cargo from '../modules/cargo/cargo.repository';
import {
  insertMany as insertNotifications,
  type NotificationRow,
} from '../modules/notifications/notifications.repository';
import * as orders from '../modules/orders/orders.repository';
import { announce, facts, visibleOrder } from '../modules/orders/orders.service';
import { expirePending, insertPayment } from '../modules/payments/payments.repository';
import { move } from '../modules/stock/stock.service';
import { announceCommissions, applyCommissionEffect, type CommissionOutcome } from './order-commissions';
import { type AfterCommit, runWorkflow } from './run-workflow';
import { startWorkflowsForEvent } from './work-flow-engine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TransitionInput {
  note?: string;
  /** Bank transfer reference when marking paid. */
  reference?: string;
  /** The parcel, when shipping. */
  shipment?: { carrier: CargoCarrier; trackingNumber: string; desi: number };
}

export interface TransitionResult {
  order: orders.OrderRow;
  from: OrderStatus;
  notices: NotificationRow[];
  /** What the transition did to commissions and points (for the live events after commit). */
  commissions: CommissionOutcome;
}

/**
 * Moves an order along one transition inside the caller's transaction: the row is locked, the
 * rule is asked (who, from which state), the stock, payment and parcel consequences are written
 * by their own repositories, and the change is kept in the history. `member` null means the
 * server (payment callback, automation).
 */
export async function applyTransition(
  tx: DbOrTx,
  orderId: string,
  member: Member | null,
  action: OrderAction,
  input: TransitionInput = {},
  now = new Date(),
): Promise<TransitionResult> {
  const order = await orders.lockOrder(tx, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const actors = orderActors(order, member);
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
  const lines = await orders.linesOf(tx, [order.id]);
  // Lines in product order: concurrent changes lock stock rows in the same order (no deadlock).
  lines.sort((a, b) => a.productId.localeCompare(b.productId));
  const set: Partial<orders.OrderInsert> = { status: to };
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
        await insertPayment(tx, {
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
      if (holdsReservation(from)) await stock('release', MESSAGES.orders.cancelled(order.number));
      if (from !== 'pending_payment') set.refundAmount = order.total;
      // Open card attempts end with the order; an approval that still arrives is owed back.
      await expirePending(tx, order.id, now);
      set.closedAt = now;
      break;
    }
    case 'ship': {
      if (!input.shipment) throw new AppError('VALIDATION_ERROR', { message: MESSAGES.orders.shipmentRequired });
      await stock('ship', MESSAGES.orders.shipped(order.number));
      const trackingNumber = input.shipment.trackingNumber.trim();
      if (await cargo.trackingNumberTaken(tx, input.shipment.carrier, trackingNumber)) {
        throw new AppError('TRACKING_NUMBER_TAKEN');
      }
      await cargo.insertShipment(
        tx,
        {
          orderId: order.id,
          carrier: input.shipment.carrier,
          trackingNumber,
          desiHundredths: Math.round(input.shipment.desi * 100),
        },
        actorId,
      );
      break;
    }
    case 'deliver': {
      set.deliveredAt = now;
      // The parcel follows the order: a delivery confirmed by hand closes its shipment too.
      await cargo.deliverOpenShipments(tx, order.id, actorId, now);
      break;
    }
    case 'complete':
      set.closedAt = now;
      break;
    case 'accept_return':
      await stock('return_in', MESSAGES.orders.returned(order.number));
      set.refundAmount = order.total;
      set.closedAt = now;
      break;
    case 'reject_return':
    case 'request_return':
    case 'confirm':
    case 'prepare':
      break;
  }

  const updated = await orders.updateOrder(tx, order.id, from, set);
  if (!updated) throw new AppError('INVALID_STATUS_TRANSITION');
  await orders.insertHistory(tx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId,
    note: input.note?.trim() || null,
    createdAt: now,
  });
  // Money up the line follows the order in the same transaction: a paid order always has its
  // commission lines, a cancelled one never keeps them.
  const commissions = await applyCommissionEffect(tx, updated, lines, from, to, now);
  notices.push(...(await statusNotices(tx, updated, to, actorId)));
  return { order: updated, from, notices, commissions };
}

/** The live events of a committed transition: the order's, then the commissions'. */
export function announceTransition(after: AfterCommit, result: TransitionResult) {
  announce(after, result.order, result.notices);
  announceCommissions(after, result.order, result.commissions);
}

/** Tells buyer and supplier (not whoever did it) what happened to the order. */
async function statusNotices(tx: DbOrTx, order: orders.OrderRow, to: OrderStatus, actorId: string | null) {
  const label = ORDER_STATUS_LABELS[to];
  const recipients = [...new Set([order.buyerId, order.supplierId])].filter((id) => id !== actorId);
  if (recipients.length === 0) return [];
  return insertNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      type: to === 'cancelled' || to === 'return_requested' ? 'warning' : 'info',
      title: MESSAGES.orders.statusTitle(label),
      message: MESSAGES.orders.status(order.number, label),
      actionUrl: `/dashboard/orders/${order.id}`,
      relatedEntityId: order.id,
      relatedEntityType: 'order',
    })),
  );
}

/** The named workflow "apply an order transition": one transition on behalf of a member. */
export async function transition(
  ctx: AppContext,
  member: Member | null,
  orderId: string,
  action: OrderAction,
  input: TransitionInput = {},
  now?: Date,
) {
  if (!UUID.test(orderId)) throw new AppError('ORDER_NOT_FOUND');
  if (member) await visibleOrder(ctx, member, { id: orderId });
  return runWorkflow(ctx, 'order.transition', async (tx, after) => {
    const result = await applyTransition(tx, orderId, member, action, input, now);
    announceTransition(after, result);
    if (action === 'request_return') {
      await startWorkflowsForEvent(ctx, tx, after, {
        event: 'return_requested',
        entityType: 'order',
        entityId: result.order.id,
        actorId: member?.id ?? null,
        subjectId: result.order.buyerId,
        label: result.order.number,
      });
    }
    return result.order;
  });
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
