import type { DbOrTx } from '@portal/db/client';
import { formatMoney } from '@portal/shared/format';
import { type PaymentStatus, REFUND_REQUIRED_REASONS } from '@portal/shared/orders';
import { MESSAGES } from '@portal/shared/messages';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import { lockOrder, type OrderRow } from '../modules/orders/orders.repository';
import { announce } from '../modules/orders/orders.service';
import type { VerifiedCallback } from '../modules/payments/payment-provider';
import * as payments from '../modules/payments/payments.repository';
import { announceTransition, applyTransition } from './order-transition';
import { runWorkflow } from './run-workflow';

/** Why an approved payment cannot pay its order, or null when it is the one that pays it. */
function refundReason(order: OrderRow, payment: payments.PaymentRow): string | null {
  if (order.paidAt) return REFUND_REQUIRED_REASONS.alreadyPaid;
  if (order.status === 'cancelled') return REFUND_REQUIRED_REASONS.cancelled;
  if (order.status !== 'pending_payment') return REFUND_REQUIRED_REASONS.closed;
  if (payment.status === 'expired') return REFUND_REQUIRED_REASONS.attemptEnded;
  return null;
}

/** Tells the buyer and every admin that money was taken that is owed back. */
async function refundNotices(tx: DbOrTx, order: OrderRow, payment: payments.PaymentRow, reason: string) {
  const admins = await payments.adminIds(tx);
  const recipients = [...new Set([order.buyerId, ...admins])];
  const amount = formatMoney(payment.amount);
  return insertNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      type: 'warning',
      priority: 'high',
      title: MESSAGES.payments.refundTitle,
      message:
        userId === order.buyerId
          ? MESSAGES.payments.refundToBuyer(order.number, amount, reason)
          : MESSAGES.payments.refundToAdmin(order.number, amount, reason),
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
export async function handlePaymentCallback(ctx: AppContext, providerId: string, result: VerifiedCallback) {
  return runWorkflow(ctx, 'payment.callback', async (tx, after) => {
    const found = await payments.findPayment(tx, result.paymentId, providerId);
    if (!found) throw new AppError('PAYMENT_NOT_FOUND');
    const order = await lockOrder(tx, found.orderId);
    const payment = await payments.lockPayment(tx, found.id);
    if (!order || !payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.amount !== result.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
    await payments.countCallback(tx, payment.id);
    const unchanged = { changed: false, status: payment.status as PaymentStatus };
    const from = payment.status as PaymentStatus;
    if (from !== 'pending' && from !== 'expired') return unchanged;
    const now = new Date();
    const settle = (status: PaymentStatus, failureReason: string | null) =>
      payments.settlePayment(tx, payment.id, from, {
        status,
        providerRef: result.providerRef,
        failureReason,
        completedAt: now,
      });

    if (result.outcome !== 'succeeded') {
      // A decline for an attempt already ended adds nothing: it stays ended.
      if (from === 'expired') return unchanged;
      await settle('failed', result.failureReason);
      return { changed: true, status: 'failed' as const };
    }

    const reason = refundReason(order, payment);
    if (reason) {
      await settle('refund_required', reason);
      const notices = await refundNotices(tx, order, payment, reason);
      // The order's state stays; its page shows the payment owed back.
      announce(after, order, notices);
      return { changed: true, status: 'refund_required' as const };
    }

    await settle('succeeded', null);
    await payments.expirePending(tx, order.id, now, payment.id);
    const paid = await applyTransition(tx, order.id, null, 'mark_paid', {
      note: MESSAGES.orders.cardPaymentApproved(result.providerRef),
    });
    announceTransition(after, paid);
    return { changed: true, status: 'succeeded' as const };
  });
}
