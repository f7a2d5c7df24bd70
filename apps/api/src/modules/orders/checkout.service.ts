import { createHash, randomUUID } from 'node:crypto';
import { cartItems } from '@portal/db/schema';
import { ERROR_CODES } from '@portal/shared/errors';
import {
  formatOrderNumber,
  istanbulDay,
  lineAmounts,
  type OrderStatus,
  orderTotals,
  type PaymentMethod,
  type PricedLine,
} from '@portal/shared/orders';
import { pickSupplier, saleable } from '@portal/shared/stock';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { shippingSnapshot } from '../addresses/addresses.service';
import { getCart } from '../cart/cart.service';
import type { NotificationRow } from '../notifications/notifications.repository';
import { insertMany as insertNotifications } from '../notifications/notifications.repository';
import type { PaymentRow } from '../payments/payments.repository';
import { latestPending } from '../payments/payments.repository';
import { createCardPayment, newCardAttempt, redirectFor } from '../payments/payments.service';
import { chainLevels } from '../stock/stock.repository';
import { move, supplyChain } from '../stock/stock.service';
import { announce } from './orders.service';
import * as repo from './orders.repository';

type Cart = Awaited<ReturnType<typeof getCart>>;

interface CheckoutLine extends PricedLine {
  productId: string;
  productName: string;
  sku: string | null;
  priceAtTime: number;
  available: boolean;
}

/** The cart priced as it would be ordered now: today's role price and tier for each quantity. */
function pricedLines(cart: Cart): CheckoutLine[] {
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
  return {
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
      };
    }),
    totals: orderTotals(lines),
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
function sameRequest(order: repo.OrderRow, requestHash: string) {
  // Orders placed before the hash was kept answer their key as before.
  if (order.idempotencyHash !== null && order.idempotencyHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return order;
}

/**
 * Places the member's cart as one order, in one transaction: the supplier's stock is reserved
 * (conditional updates, so simultaneous buyers can never take it below zero), the order, its
 * lines and first history entry are written, a card payment is opened, and the cart is emptied.
 * The same Idempotency-Key with the same request answers the same order, however often and
 * however simultaneously it is sent; with a different request it is refused.
 */
export async function placeOrder(
  ctx: AppContext,
  request: FastifyRequest | null,
  member: Member,
  idempotencyKey: string,
  input: PlaceOrderInput,
) {
  const requestHash = checkoutRequestHash(input);
  const existing = await repo.findByIdempotencyKey(ctx.db, member.id, idempotencyKey);
  if (existing) return replay(ctx, member, sameRequest(existing, requestHash));

  // Outside the member's own book (or malformed) the address does not exist.
  const address = await shippingSnapshot(ctx, member, input.addressId);

  const cart = await getCart(ctx, member);
  if (cart.items.length === 0) throw new AppError('CART_EMPTY');
  const lines = pricedLines(cart);
  const unavailable = lines.find((l) => !l.available);
  if (unavailable) {
    throw new AppError('INSUFFICIENT_STOCK', {
      message: `${ERROR_CODES.INSUFFICIENT_STOCK.message}: ${unavailable.productName}`,
    });
  }
  if (cart.ruleViolations.length > 0) {
    throw new AppError('SALES_RULE_VIOLATION', {
      message: `${ERROR_CODES.SALES_RULE_VIOLATION.message}: ${cart.ruleViolations[0]}`,
    });
  }
  const totals = orderTotals(lines);
  if (totals.total !== input.acceptedTotal) {
    throw new AppError('PRICE_CHANGED', { details: { total: totals.total } });
  }

  const orderId = randomUUID();
  const now = new Date();
  const byProduct = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  let placed: { order: repo.OrderRow; payment: PaymentRow | null; notices: NotificationRow[] };
  try {
    placed = await ctx.db.transaction(async (tx) => {
      const notices: NotificationRow[] = [];
      // The cart is taken first (and given back if anything below fails): a second checkout of
      // the same cart at the same moment waits for these rows, finds them gone, and places nothing.
      const taken = await tx
        .delete(cartItems)
        .where(eq(cartItems.userId, member.id))
        .returning({ productId: cartItems.productId, quantity: cartItems.quantity });
      const sameCart =
        taken.length === lines.length &&
        lines.every((l) => taken.some((t) => t.productId === l.productId && t.quantity === l.quantity));
      if (!sameCart) throw new AppError(taken.length === 0 ? 'CART_EMPTY' : 'CONFLICT');
      const chain = await supplyChain(tx, member);
      const levels = await chainLevels(
        tx,
        chain,
        byProduct.map((l) => l.productId),
      );
      // The nearest holder that can supply every line (decision 009).
      const candidates = chain.filter((holderId) =>
        byProduct.every((l) => {
          const level = levels.find((v) => v.holderId === holderId && v.productId === l.productId);
          return level !== undefined && saleable(level) >= l.quantity;
        }),
      );
      let supplierId: string | null = null;
      for (const holderId of candidates) {
        try {
          // A savepoint per candidate: if a simultaneous order took the stock, try the next one.
          await tx.transaction(async (sp) => {
            for (const l of byProduct) {
              await move(
                sp,
                {
                  holderId,
                  productId: l.productId,
                  kind: 'reserve',
                  quantity: l.quantity,
                  reason: 'Sipariş rezervasyonu',
                  actorId: member.id,
                  orderId,
                },
                notices,
              );
            }
          });
          supplierId = holderId;
          break;
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'INSUFFICIENT_STOCK')) throw err;
          notices.length = 0;
        }
      }
      if (!supplierId) {
        const short = byProduct.find(
          (l) =>
            !pickSupplier(
              levels.filter((v) => v.productId === l.productId),
              l.quantity,
            ).ok,
        );
        // Every product is there somewhere, but no one holder has them all: say so.
        const reason = short
          ? short.productName
          : 'sepetteki ürünler tek bir stok noktasından karşılanamıyor, siparişi ayrı ayrı verin';
        throw new AppError('INSUFFICIENT_STOCK', { message: `${ERROR_CODES.INSUFFICIENT_STOCK.message}: ${reason}` });
      }

      const number = formatOrderNumber('S', istanbulDay(now), await repo.nextOrderSequence(tx));
      const order = await repo.insertOrder(tx, {
        id: orderId,
        number,
        buyerId: member.id,
        buyerRole: member.role,
        supplierId,
        status: 'pending_payment',
        paymentMethod: input.paymentMethod,
        subtotal: totals.subtotal,
        vatTotal: totals.vatTotal,
        total: totals.total,
        discountTotal: totals.discountTotal,
        itemCount: totals.itemCount,
        note: input.note?.trim() || null,
        shippingAddress: address,
        shippingCity: address.city,
        idempotencyKey,
        idempotencyHash: requestHash,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertLines(
        tx,
        lines.map((l) => {
          const a = lineAmounts(l);
          return {
            orderId,
            productId: l.productId,
            productName: l.productName,
            sku: l.sku,
            quantity: l.quantity,
            listUnitPrice: l.listUnitPrice,
            unitPrice: l.unitPrice,
            tierApplied: l.unitPrice < l.listUnitPrice,
            vatRateBp: l.vatRateBp,
            vatIncluded: l.vatIncluded,
            netAmount: a.net,
            vatAmount: a.vat,
            totalAmount: a.total,
          };
        }),
      );
      await repo.insertHistory(tx, {
        orderId,
        fromStatus: null,
        toStatus: 'pending_payment',
        actorId: member.id,
        note: 'Sipariş oluşturuldu',
        createdAt: now,
      });
      const payment = input.paymentMethod === 'card' ? await createCardPayment(tx, ctx, order) : null;
      await audit(tx, request, {
        action: 'order.placed',
        entityType: 'order',
        entityId: orderId,
        after: { total: totals.total, supplierId, paymentMethod: input.paymentMethod },
      });
      notices.push(
        ...(await insertNotifications(tx, [
          {
            userId: supplierId,
            type: 'info',
            priority: 'high',
            title: 'Yeni sipariş',
            message: `${member.name} ${number} numaralı siparişi verdi.`,
            actionUrl: `/dashboard/orders/${orderId}`,
            relatedEntityId: orderId,
            relatedEntityType: 'order',
          },
        ])),
      );
      return { order, payment, notices };
    });
  } catch (err) {
    // The same key sent twice at once: the second waits for the first's cart rows (or meets its
    // unique key), is rolled back with its reservation, and answers the first's order.
    const first = await repo.findByIdempotencyKey(ctx.db, member.id, idempotencyKey);
    if (first) return replay(ctx, member, sameRequest(first, requestHash));
    throw err;
  }
  await announce(ctx, placed.order, placed.notices);
  const redirectUrl = placed.payment
    ? await redirectFor(ctx, placed.order, placed.payment, { name: member.name, email: member.email })
    : null;
  return { order: orderSummary(placed.order), redirectUrl, replayed: false };
}

function orderSummary(order: repo.OrderRow) {
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    total: order.total,
  };
}

/** A repeated request: the order it made, and its open card payment to continue with. */
async function replay(ctx: AppContext, member: Member, order: repo.OrderRow) {
  let redirectUrl: string | null = null;
  if (order.paymentMethod === 'card' && order.status === 'pending_payment') {
    const pending = await latestPending(ctx.db, order.id);
    if (pending) redirectUrl = await redirectFor(ctx, order, pending, { name: member.name, email: member.email });
  }
  return { order: orderSummary(order), redirectUrl, replayed: true };
}

/** A new card attempt for an unpaid card order (after a decline, say); earlier attempts end. */
export async function payAgain(ctx: AppContext, member: Member, orderId: string) {
  const { order, payment } = await newCardAttempt(ctx, orderId, member.id);
  return { redirectUrl: await redirectFor(ctx, order, payment, { name: member.name, email: member.email }) };
}
