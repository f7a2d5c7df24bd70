import { genericPlans, queryBatch } from '@portal/db/client';
import { WORKFLOW_MESSAGES } from '@portal/shared/work-flows';
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@portal/shared/errors';
import { formatOrderNumber, istanbulDay, lineAmounts, orderTotals } from '@portal/shared/orders';
import { orderSupplierCandidates } from '@portal/shared/availability';
import { pickSupplier } from '@portal/shared/stock';
import { MESSAGES } from '@portal/shared/messages';
import { auditEntryOf } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import { shippingSnapshot } from '../modules/addresses/addresses.service';
import { takeAll } from '../modules/cart/cart.repository';
import { getCart } from '../modules/cart/cart.service';
import {
  insertMany as insertNotifications,
  newRow as newNotificationRow,
  type NotificationRow,
} from '../modules/notifications/notifications.repository';
import {
  checkoutRequestHash,
  contractOrder,
  orderSummary,
  type PlaceOrderInput,
  pricedLines,
  replay,
  sameRequest,
} from '../modules/orders/checkout.service';
import * as orders from '../modules/orders/orders.repository';
import { announce } from '../modules/orders/orders.service';
import type { PaymentRow } from '../modules/payments/payments.repository';
import { createCardPayment, redirectFor } from '../modules/payments/payments.service';
import {
  acceptedDocuments as acceptedDocumentsFor,
  checkoutTemplates,
  fillDocuments,
} from '../modules/legal/contracts.service';
import { chainOf, move, moveAndCommit, supplyChainLevels } from '../modules/stock/stock.service';
import { RunAgain, runWorkflow } from './run-workflow';
import { startWorkflowsForEvent } from './work-flow-engine';

/**
 * Places the member's cart as one order, in one transaction: the supplier's stock is reserved
 * (conditional updates, so simultaneous buyers can never take it below zero), the order, its
 * lines and first history entry are written, a card payment is opened, and the cart is emptied.
 * The same Idempotency-Key with the same request answers the same order, however often and
 * however simultaneously it is sent; with a different request it is refused.
 */
export async function placeOrder(
  ctx: AppContext,
  actor: Actor | null,
  member: Member,
  idempotencyKey: string,
  input: PlaceOrderInput,
) {
  const requestHash = checkoutRequestHash(input);
  let placed: { order: orders.OrderRow; payment: PaymentRow | null };
  // The key is not looked up first: a request is placed as new, and whatever it fails on, the
  // answer is the order its key already made, if there is one. A repeated request finds the cart
  // empty (the first took it) or, if the cart was filled again, meets the unique key of the order
  // (buyer, key) on insert, which rolls back everything this attempt did. A copy sent at the same
  // moment fails the same ways: it finds the cart taken, waits for the first's cart rows, or meets
  // its key. So the order placed once answers every copy, and the common case, a new key, pays no
  // read for it.
  try {
    // The address (outside the member's own book, or malformed, it does not exist), the cart and
    // the contracts' templates: independent reads, sent together on one connection (decision 073).
    const [address, cart, templates] = await ctx.database.pipelined((db) => {
      const on = { ...ctx, db };
      return Promise.all([shippingSnapshot(on, member, input.addressId), getCart(on, member), checkoutTemplates(db)]);
    });
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
    const now = new Date();
    // The buyer accepted the documents filled with exactly this order, or nothing is placed.
    const acceptedDocuments = acceptedDocumentsFor(
      fillDocuments(templates, contractOrder(member, address, lines, input.paymentMethod)),
      input.acceptedDocuments,
      now,
      actor?.ip ?? null,
    );

    const orderId = randomUUID();
    const byProduct = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
    placed = await runWorkflow(
      ctx,
      'order.place',
      async (tx, after) => {
        const notices: NotificationRow[] = [];
        // The transaction's first write (with its `begin`, decisions 073 and 074), its statements
        // prepared and planned once per connection, in order: the cart is taken first (and given
        // back if anything below fails), so a second checkout of the same cart at the same moment
        // waits for these rows, finds them gone, and places nothing; then the member's stock
        // holders as they are now, with their levels of these products; then the order's number
        // (a sequence: nobody waits for it).
        const [, taken, levels, [sequence]] = await queryBatch(tx, [
          genericPlans(),
          takeAll(member.id),
          supplyChainLevels(
            member,
            byProduct.map((l) => l.productId),
          ),
          orders.orderSequence(),
        ]);
        const sameCart =
          taken.length === lines.length &&
          lines.every((l) => taken.some((t) => t.productId === l.productId && t.quantity === l.quantity));
        if (!sameCart) throw new AppError(taken.length === 0 ? 'CART_EMPTY' : 'CONFLICT');
        // The nearest holder that can supply every line (decision 009).
        // The same rule names the supplier in the checkout preview (decision 033).
        const candidates = orderSupplierCandidates(chainOf(levels), levels, byProduct);
        const shortOf = () => {
          const short = byProduct.find(
            (l) =>
              !pickSupplier(
                levels.filter((v) => v.productId === l.productId),
                l.quantity,
              ).ok,
          );
          // Every product is there somewhere, but no one holder has them all: say so.
          const reason = short ? short.productName : MESSAGES.orders.noSingleSupplier;
          return new AppError('INSUFFICIENT_STOCK', {
            message: `${ERROR_CODES.INSUFFICIENT_STOCK.message}: ${reason}`,
          });
        };
        const nearest = candidates[0];
        if (!nearest) throw shortOf();

        // Everything that does not depend on the reservation is written before it, so the
        // supplier's stock row, once locked, is held for the reservation and its commit only. The
        // order, its audit entry and the supplier's notice name the nearest holder that has it all.
        const number = formatOrderNumber('S', istanbulDay(now), sequence!);
        const notice = supplierNotice(member, { id: orderId, number, supplierId: nearest }, now);
        const order = await orders.insertPlacedOrder(
          tx,
          {
            id: orderId,
            number,
            buyerId: member.id,
            buyerRole: member.role,
            supplierId: nearest,
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
            acceptedDocuments,
            createdAt: now,
            updatedAt: now,
          },
          lines.map((l) => {
            const a = lineAmounts(l);
            return {
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
          {
            fromStatus: null,
            toStatus: 'pending_payment',
            actorId: member.id,
            note: MESSAGES.orders.created,
            createdAt: now,
          },
          // The audit entry and the supplier's notice go in the same statement: after the commit
          // there is nothing left to write, only the live events to publish.
          {
            audit: auditEntryOf(actor, {
              action: 'order.placed',
              entityType: 'order',
              entityId: orderId,
              after: { total: totals.total, supplierId: nearest, paymentMethod: input.paymentMethod },
            }),
            notice,
          },
        );
        const payment = input.paymentMethod === 'card' ? await createCardPayment(tx, ctx, order) : null;
        // Large orders start their approval workflow; with no trigger met this reads nothing (cached).
        await startWorkflowsForEvent(ctx, tx, after, {
          event: 'order_placed',
          entityType: 'order',
          entityId: orderId,
          actorId: member.id,
          subjectId: member.id,
          label: WORKFLOW_MESSAGES.orderLabel(order.number, order.total),
          amount: order.total,
        });

        // The reservation is the last statement, and the last line's commits the transaction
        // (decision 065): the supplier's stock row is locked for one round trip, not also for this
        // process's turn to send the commit. Lines are reserved in product order, the order their
        // rows are locked in, so two orders never wait for each other. If a simultaneous order took
        // the stock first, nothing is kept: the transaction runs again and reads the levels anew,
        // which then name the next holder that has it all.
        const reservation = (l: (typeof byProduct)[number]) => ({
          holderId: nearest,
          productId: l.productId,
          kind: 'reserve' as const,
          quantity: l.quantity,
          reason: MESSAGES.orders.reservation,
          actorId: member.id,
          orderId,
        });
        try {
          for (const l of byProduct.slice(0, -1)) await move(tx, reservation(l), notices);
          // Nothing below can fail once the last statement has committed: the events are collected first.
          announce(after, order, notices);
          after.notify([notice]);
          const last = await moveAndCommit(tx, reservation(byProduct.at(-1)!));
          return { order, payment, lowStock: last.notice };
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'INSUFFICIENT_STOCK')) throw err;
          throw new RunAgain(shortOf());
        }
      },
      // The last line's low-stock notice, if it calls for one, follows the commit.
      async ({ lowStock }, after) => {
        if (lowStock) after.notify(await insertNotifications(ctx.db, [lowStock]));
      },
    );
  } catch (err) {
    // The same key sent again, or twice at once: this attempt is rolled back with its reservation
    // and answers the order the key made.
    const first = await orders.findByIdempotencyKey(ctx.db, member.id, idempotencyKey);
    if (first) return replay(ctx, member, sameRequest(first, requestHash));
    throw err;
  }
  const redirectUrl = placed.payment
    ? await redirectFor(ctx, placed.order, placed.payment, { name: member.name, email: member.email })
    : null;
  return { order: orderSummary(placed.order), redirectUrl, replayed: false };
}

/** The supplier's "new order" notice, as a whole row. */
function supplierNotice(
  member: Member,
  order: { id: string; number: string; supplierId: string },
  now = new Date(),
): NotificationRow {
  return newNotificationRow(
    {
      userId: order.supplierId,
      type: 'info',
      priority: 'high',
      title: MESSAGES.orders.newOrderTitle,
      message: MESSAGES.orders.newOrder(member.name, order.number),
      actionUrl: `/dashboard/orders/${order.id}`,
      relatedEntityId: order.id,
      relatedEntityType: 'order',
    },
    now,
  );
}
