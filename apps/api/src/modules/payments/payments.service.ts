import type { DbOrTx } from '@portal/db/client';
import { formatMoney } from '@portal/shared/format';
import { type PaymentStatus, REFUND_REQUIRED_REASONS } from '@portal/shared/orders';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { insertMany as insertNotifications, type NotificationRow } from '../notifications/notifications.repository';
import { lockOrder, type OrderRow } from '../orders/orders.repository';
import { announce, applyTransition } from '../orders/orders.service';
import type { PaymentProvider, VerifiedCallback } from './payment-provider';
import * as repo from './payments.repository';
import { SandboxProvider } from './sandbox-provider';

const registries = new WeakMap<AppContext, Map<string, PaymentProvider>>();

/** The card providers this server can use; `sandbox` is built in. */
export function providers(ctx: AppContext): Map<string, PaymentProvider> {
  let map = registries.get(ctx);
  if (!map) {
    map = new Map<string, PaymentProvider>([['sandbox', new SandboxProvider(ctx.config.paymentSandboxSecret)]]);
    registries.set(ctx, map);
  }
  return map;
}

export function sandbox(ctx: AppContext): SandboxProvider {
  return providers(ctx).get('sandbox') as SandboxProvider;
}

/** The provider new card payments go to. */
export function cardProvider(ctx: AppContext): PaymentProvider {
  return providers(ctx).get(ctx.config.cardPaymentProvider) ?? sandbox(ctx);
}

/** A new pending card payment for an order, written in the caller's transaction. */
export async function createCardPayment(tx: DbOrTx, ctx: AppContext, order: OrderRow) {
  return repo.insertPayment(tx, {
    orderId: order.id,
    method: 'card',
    provider: cardProvider(ctx).id,
    amount: order.total,
  });
}

/**
 * A new card attempt for an order that still waits for its card payment. The attempts before it
 * end (`expired`) in the same transaction, under the order's lock: only the newest attempt can pay
 * the order, and an approval that still arrives for an older one is recorded as owed back.
 */
export async function newCardAttempt(ctx: AppContext, orderId: string, buyerId: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.buyerId !== buyerId) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== 'pending_payment' || order.paymentMethod !== 'card') throw new AppError('ORDER_NOT_PAYABLE');
    await repo.expirePending(tx, order.id, new Date());
    return { order, payment: await createCardPayment(tx, ctx, order) };
  });
}

/** Where the buyer's browser goes to pay this payment. */
export async function redirectFor(
  ctx: AppContext,
  order: OrderRow,
  payment: repo.PaymentRow,
  buyer: { name: string; email: string },
) {
  const provider = providers(ctx).get(payment.provider);
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE');
  const { redirectUrl } = await provider.start({
    paymentId: payment.id,
    orderId: order.id,
    orderNumber: order.number,
    amount: payment.amount,
    buyer,
  });
  return redirectUrl;
}

/** Why an approved payment cannot pay its order, or null when it is the one that pays it. */
function refundReason(order: OrderRow, payment: repo.PaymentRow): string | null {
  if (order.paidAt) return REFUND_REQUIRED_REASONS.alreadyPaid;
  if (order.status === 'cancelled') return REFUND_REQUIRED_REASONS.cancelled;
  if (order.status !== 'pending_payment') return REFUND_REQUIRED_REASONS.closed;
  if (payment.status === 'expired') return REFUND_REQUIRED_REASONS.attemptEnded;
  return null;
}

/** Tells the buyer and every admin that money was taken that is owed back. */
async function refundNotices(tx: DbOrTx, order: OrderRow, payment: repo.PaymentRow, reason: string) {
  const admins = await repo.adminIds(tx);
  const recipients = [...new Set([order.buyerId, ...admins])];
  const amount = formatMoney(payment.amount);
  return insertNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      type: 'warning',
      priority: 'high',
      title: 'İade edilecek ödeme',
      message:
        userId === order.buyerId
          ? `${order.number} numaralı siparişiniz için alınan ${amount} tutarındaki kart ödemesi iade edilecek. ${reason}.`
          : `${order.number} numaralı sipariş için alınan ${amount} tutarındaki kart ödemesi alıcıya iade edilmeli. ${reason}.`,
      actionUrl: `/dashboard/orders/${order.id}`,
      relatedEntityId: order.id,
      relatedEntityType: 'order',
    })),
  );
}

/**
 * A provider's verified notice. Counted always; acted on once. The order is locked before its
 * payment (as `newCardAttempt` and every change of state do), so notices for two attempts of one
 * order are settled one after the other: the first approval that finds the order waiting for its
 * payment pays it; any other approval (order already paid or closed, attempt ended) is recorded as
 * `refund_required` and told to the buyer and the admins. A repeated notice changes nothing.
 */
export async function handleCallback(ctx: AppContext, providerId: string, result: VerifiedCallback) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await repo.findPayment(tx, result.paymentId, providerId);
    if (!found) throw new AppError('PAYMENT_NOT_FOUND');
    const order = await lockOrder(tx, found.orderId);
    const payment = await repo.lockPayment(tx, found.id);
    if (!order || !payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.amount !== result.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
    await repo.countCallback(tx, payment.id);
    const unchanged = { changed: false, status: payment.status as PaymentStatus, changedOrder: null, notices: [] };
    const from = payment.status as PaymentStatus;
    if (from !== 'pending' && from !== 'expired') return unchanged;
    const now = new Date();
    const settle = (status: PaymentStatus, failureReason: string | null) =>
      repo.settlePayment(tx, payment.id, from, {
        status,
        providerRef: result.providerRef,
        failureReason,
        completedAt: now,
      });

    if (result.outcome !== 'succeeded') {
      // A decline for an attempt already ended adds nothing: it stays ended.
      if (from === 'expired') return unchanged;
      await settle('failed', result.failureReason);
      return { changed: true, status: 'failed' as const, changedOrder: null, notices: [] as NotificationRow[] };
    }

    const reason = refundReason(order, payment);
    if (reason) {
      await settle('refund_required', reason);
      const notices = await refundNotices(tx, order, payment, reason);
      // The order's state stays; its page shows the payment owed back.
      return { changed: true, status: 'refund_required' as const, changedOrder: order, notices };
    }

    await settle('succeeded', null);
    await repo.expirePending(tx, order.id, now, payment.id);
    const paid = await applyTransition(tx, order.id, null, 'mark_paid', {
      note: `Kart ödemesi onaylandı (${result.providerRef})`,
    });
    return { changed: true, status: 'succeeded' as const, changedOrder: paid.order, notices: paid.notices };
  });
  if (outcome.changedOrder) await announce(ctx, outcome.changedOrder, outcome.notices);
  return { changed: outcome.changed, status: outcome.status };
}
