import { moneySummary } from '@portal/shared/money-summary';
import { createHash } from 'node:crypto';
import { lineAmounts, type OrderStatus, orderTotals, type PaymentMethod, type PricedLine } from '@portal/shared/orders';
import type { Availability } from '@portal/shared/availability';
import type { AppContext, Member } from '../../platform/context';
import { orderSupplierFor } from '../availability/availability.service';
import { memberSupplyChain } from '../stock/stock.service';
import { AppError } from '../../platform/errors';
import { getCart } from '../cart/cart.service';
import { expirePending, latestPending } from '../payments/payments.repository';
import { createCardPayment, redirectFor } from '../payments/payments.service';
import * as repo from './orders.repository';
import type { AcceptedDocumentRef } from '@portal/shared/contracts/legal';
import type { ContractOrder } from '@portal/shared/legal';
import { shippingSnapshot } from '../addresses/addresses.service';
import { checkoutTemplates, fillDocuments, termsFor } from '../legal/contracts.service';

export type Cart = Awaited<ReturnType<typeof getCart>>;

export interface CheckoutLine extends PricedLine {
  productId: string;
  productName: string;
  sku: string | null;
  priceAtTime: number;
  available: boolean;
}

/** The cart priced as it would be ordered now: today's role price and tier for each quantity. */
export function pricedLines(cart: Cart): CheckoutLine[] {
  return cart.items.map((item) => ({
    productId: item.productId,
    productName: item.product.name,
    sku: item.sku,
    quantity: item.quantity,
    listUnitPrice: item.baseUnitPrice ?? 0,
    unitPrice: item.currentUnitPrice ?? 0,
    vatRateBp: item.vatRateBp,
    vatIncluded: item.vatIncluded,
    priceAtTime: item.priceAtTime,
    available: item.available && item.currentUnitPrice !== null && item.currentUnitPrice > 0,
  }));
}

/** What the review step shows: lines at today's prices, what changed since they were added, totals. */
export async function preview(ctx: AppContext, member: Member) {
  const cart = await getCart(ctx, member);
  const lines = pricedLines(cart);
  const supplier = await orderSupplierFor(ctx.db, await memberSupplyChain(ctx, member), lines);
  return {
    supplier,
    lines: lines.map((l) => {
      const a = lineAmounts(l);
      return {
        productId: l.productId,
        productName: l.productName,
        image: cart.items.find((i) => i.productId === l.productId)?.product.image ?? null,
        quantity: l.quantity,
        priceAtTime: l.priceAtTime,
        unitPrice: l.unitPrice,
        listUnitPrice: l.listUnitPrice,
        priceChanged: l.unitPrice !== l.priceAtTime,
        tierApplied: l.unitPrice < l.listUnitPrice,
        vatRateBp: l.vatRateBp,
        vatIncluded: l.vatIncluded,
        netAmount: a.net,
        vatAmount: a.vat,
        totalAmount: a.total,
        available: l.available,
        availability: cart.items.find((i) => i.productId === l.productId)?.availability as Availability,
      };
    }),
    totals: orderTotals(lines),
    moneySummary: moneySummary(lines),
    priceChanged: lines.some((l) => l.unitPrice !== l.priceAtTime),
    ruleViolations: cart.ruleViolations,
  };
}

export interface PlaceOrderInput {
  addressId: string;
  paymentMethod: Exclude<PaymentMethod, 'points'>;
  note?: string;
  /** The total the buyer saw and accepted (kuruş): a different total now means prices changed. */
  acceptedTotal: number;
  /** The checkout documents the buyer accepted, as `GET /api/checkout/terms` named them. */
  acceptedDocuments?: AcceptedDocumentRef[];
}

/** The order as the contracts name it: parties, lines at today's prices, payment (decision 042). */
export function contractOrder(
  member: Member,
  address: ContractOrder['address'],
  lines: readonly CheckoutLine[],
  paymentMethod: PaymentMethod,
): ContractOrder {
  return { buyerName: member.name, buyerEmail: member.email, address, lines, paymentMethod };
}

/** The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi filled with this cart and address. */
export async function terms(ctx: AppContext, member: Member, q: { addressId: string; paymentMethod: PaymentMethod }) {
  const [address, cart, templates] = await Promise.all([
    shippingSnapshot(ctx, member, q.addressId),
    getCart(ctx, member),
    checkoutTemplates(ctx.db),
  ]);
  if (cart.items.length === 0) throw new AppError('CART_EMPTY');
  return termsFor(fillDocuments(templates, contractOrder(member, address, pricedLines(cart), q.paymentMethod)));
}

/**
 * The request an Idempotency-Key stands for, as a hash: the fields after validation, in a fixed
 * order, so spelling (key order, spaces around the note, an omitted note) does not count.
 */
export function checkoutRequestHash(input: PlaceOrderInput): string {
  const canonical = JSON.stringify([
    input.addressId.toLowerCase(),
    input.paymentMethod,
    input.note?.trim() || null,
    input.acceptedTotal,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A key already used: its order, if the request is the one it was used with. */
export function sameRequest(order: repo.OrderRow, requestHash: string) {
  // Orders placed before the hash was kept answer their key as before.
  if (order.idempotencyHash !== null && order.idempotencyHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return order;
}

export function orderSummary(order: repo.OrderRow) {
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    total: order.total,
  };
}

/** A repeated request: the order it made, and its open card payment to continue with. */
export async function replay(ctx: AppContext, member: Member, order: repo.OrderRow) {
  let redirectUrl: string | null = null;
  if (order.paymentMethod === 'card' && order.status === 'pending_payment') {
    const pending = await latestPending(ctx.db, order.id);
    if (pending) redirectUrl = await redirectFor(ctx, order, pending, { name: member.name, email: member.email });
  }
  return { order: orderSummary(order), redirectUrl, replayed: true };
}

/**
 * A new card attempt for an order that still waits for its card payment. The attempts before it
 * end (`expired`) in the same transaction, under the order's lock: only the newest attempt can pay
 * the order, and an approval that still arrives for an older one is recorded as owed back.
 */
async function newCardAttempt(ctx: AppContext, orderId: string, buyerId: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.buyerId !== buyerId) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== 'pending_payment' || order.paymentMethod !== 'card') throw new AppError('ORDER_NOT_PAYABLE');
    await expirePending(tx, order.id, new Date());
    return { order, payment: await createCardPayment(tx, ctx, order) };
  });
}

/** A new card attempt for an unpaid card order (after a decline, say); earlier attempts end. */
export async function payAgain(ctx: AppContext, member: Member, orderId: string) {
  const { order, payment } = await newCardAttempt(ctx, orderId, member.id);
  return { redirectUrl: await redirectFor(ctx, order, payment, { name: member.name, email: member.email }) };
}
