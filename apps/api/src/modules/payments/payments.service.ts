import type { DbOrTx } from '@portal/db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PaymentProvider } from './payment-provider';
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
export async function createCardPayment(tx: DbOrTx, ctx: AppContext, order: { id: string; total: number }) {
  return repo.insertPayment(tx, {
    orderId: order.id,
    method: 'card',
    provider: cardProvider(ctx).id,
    amount: order.total,
  });
}

/** Where the buyer's browser goes to pay this payment. */
export async function redirectFor(
  ctx: AppContext,
  order: { id: string; number: string },
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
