import type { DbOrTx } from '@portal/db/client';
import { payments } from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { announce, applyTransition } from '../orders/orders.service';
import type { OrderRow } from '../orders/orders.repository';
import type { PaymentProvider, VerifiedCallback } from './payment-provider';
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
  const [row] = await tx
    .insert(payments)
    .values({ orderId: order.id, method: 'card', provider: cardProvider(ctx).id, amount: order.total })
    .returning();
  return row!;
}

/** Where the buyer's browser goes to pay this payment. */
export async function redirectFor(
  ctx: AppContext,
  order: OrderRow,
  payment: typeof payments.$inferSelect,
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

/**
 * A provider's verified notice. Counted always; acted on once: the payment leaves `pending` in a
 * conditional update, and only that update moves the order to `paid`. A repeated notice finds the
 * payment settled and changes nothing.
 */
export async function handleCallback(ctx: AppContext, providerId: string, result: VerifiedCallback) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, result.paymentId), eq(payments.provider, providerId)))
      .for('update');
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.amount !== result.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
    await tx
      .update(payments)
      .set({ callbackCount: sql`${payments.callbackCount} + 1` })
      .where(eq(payments.id, payment.id));
    if (payment.status !== 'pending') return { changed: false as const };
    const now = new Date();
    await tx
      .update(payments)
      .set({
        status: result.outcome,
        providerRef: result.providerRef,
        failureReason: result.failureReason,
        completedAt: now,
        updatedAt: now,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    if (result.outcome !== 'succeeded') return { changed: true as const, transition: null };
    const transition = await applyTransition(tx, payment.orderId, null, 'mark_paid', {
      note: `Kart ödemesi onaylandı (${result.providerRef})`,
    }).catch((err) => {
      // Paid after the order left pending_payment (cancelled meanwhile): the money is recorded
      // on the payment; the order's state is not changed behind its owner's back.
      if (err instanceof AppError && err.code === 'INVALID_STATUS_TRANSITION') return null;
      throw err;
    });
    return { changed: true as const, transition };
  });
  if (outcome.changed && outcome.transition) {
    await announce(ctx, outcome.transition.order, outcome.transition.notices);
  }
  return { changed: outcome.changed };
}
