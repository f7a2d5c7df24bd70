import { createHash, randomUUID } from 'node:crypto';
import { POINTS_CHANGED_EVENT, type PointsChangedEvent } from '@portal/shared/contracts/commission-events';
import type { PlacedPointsOrder } from '@portal/shared/contracts/points';
import { MESSAGES } from '@portal/shared/messages';
import { formatOrderNumber, istanbulDay, lineAmounts, type OrderStatus } from '@portal/shared/orders';
import { pointsFromHundredths, pointsOrderPrice, sellsForPoints } from '@portal/shared/points';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import { shippingSnapshot } from '../modules/addresses/addresses.service';
import {
  insertMany as insertNotifications,
  type NotificationRow,
} from '../modules/notifications/notifications.repository';
import * as orders from '../modules/orders/orders.repository';
import { announce } from '../modules/orders/orders.service';
import { appendPoints } from '../modules/points/points-ledger.repository';
import * as points from '../modules/points/points.repository';
import { move } from '../modules/stock/stock.service';
import { runWorkflow } from './run-workflow';

/** The request an Idempotency-Key of a points order stands for. */
function requestHash(input: { productId: string; addressId: string }) {
  return createHash('sha256')
    .update(JSON.stringify(['points', input.productId.toLowerCase(), input.addressId.toLowerCase()]))
    .digest('hex');
}

/** A points order is born paid (the points are taken as it is written): see decision 028. */
const INITIAL_STATUS: OrderStatus = 'paid';

/**
 * Places a points order, in one transaction: one unit of a product sold for points, at the client
 * price (1 point = ₺1), fulfilled by the national distributor from its stock. The unit is reserved
 * (stock is deducted only when it ships), the order, its line and first history entry are written,
 * and the spend is written with `appendPoints`, which locks the member's profile and refuses a
 * spend the ledger cannot cover, so however many arrive at once no balance goes below zero. The
 * same Idempotency-Key with the same request answers the same order.
 */
export async function placePointsOrder(
  ctx: AppContext,
  actor: Actor | null,
  member: Member,
  idempotencyKey: string,
  input: { productId: string; addressId: string },
): Promise<PlacedPointsOrder> {
  const hash = requestHash(input);
  const replay = async (order: orders.OrderRow): Promise<PlacedPointsOrder> => {
    if (order.idempotencyHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const spend = await points.spendOfOrder(ctx.db, order.id);
    return {
      order: {
        id: order.id,
        number: order.number,
        status: order.status as OrderStatus,
        points: pointsFromHundredths(Math.abs(spend?.amount ?? order.total)),
      },
      balance: pointsFromHundredths(Math.max(0, await points.completedSum(ctx.db, member.id))),
      replayed: true,
    };
  };
  const existing = await orders.findByIdempotencyKey(ctx.db, member.id, idempotencyKey);
  if (existing) return replay(existing);

  const product = await points.pointsProduct(ctx.db, input.productId);
  if (!product || product.isDeleted || !product.isActive) throw new AppError('NOT_FOUND');
  const price =
    product.clientPrice === null
      ? null
      : pointsOrderPrice({
          clientPrice: product.clientPrice,
          vatRateBp: product.vatRateBp ?? 0,
          vatIncluded: product.vatIncluded ?? true,
        });
  if (!sellsForPoints(product.purchaseMode) || price === null || product.clientPrice === null) {
    throw new AppError('POINTS_PRODUCT_NOT_AVAILABLE');
  }
  const address = await shippingSnapshot(ctx, member, input.addressId);
  const supplierId = await points.nationalDistributorFor(ctx.db, member.path);
  if (!supplierId) throw new AppError('NATIONAL_DISTRIBUTOR_MISSING');

  const line = {
    quantity: 1,
    unitPrice: product.clientPrice,
    listUnitPrice: product.clientPrice,
    vatRateBp: product.vatRateBp ?? 0,
    vatIncluded: product.vatIncluded ?? true,
  };
  const amounts = lineAmounts(line);
  const orderId = randomUUID();
  const now = new Date();
  try {
    return await runWorkflow(ctx, 'points-order.place', async (tx, after) => {
      const notices: NotificationRow[] = [];
      // Stock first, then the member's points: the order of locks every order transition keeps
      // (a cancel locks the order, moves stock, then refunds the points).
      await move(
        tx,
        {
          holderId: supplierId,
          productId: product.id,
          kind: 'reserve',
          quantity: 1,
          reason: MESSAGES.orders.reservation,
          actorId: member.id,
          orderId,
        },
        notices,
      );
      const number = formatOrderNumber('P', istanbulDay(now), await orders.nextOrderSequence(tx));
      const order = await orders.insertOrder(tx, {
        id: orderId,
        number,
        buyerId: member.id,
        buyerRole: member.role,
        supplierId,
        status: INITIAL_STATUS,
        paymentMethod: 'points',
        subtotal: amounts.net,
        vatTotal: amounts.vat,
        total: amounts.total,
        discountTotal: 0,
        itemCount: 1,
        note: null,
        shippingAddress: address,
        shippingCity: address.city,
        idempotencyKey,
        idempotencyHash: hash,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await orders.insertLines(tx, [
        {
          orderId,
          productId: product.id,
          productName: product.name,
          sku: product.sku,
          quantity: 1,
          listUnitPrice: product.clientPrice!,
          unitPrice: product.clientPrice!,
          tierApplied: false,
          vatRateBp: line.vatRateBp,
          vatIncluded: line.vatIncluded,
          netAmount: amounts.net,
          vatAmount: amounts.vat,
          totalAmount: amounts.total,
        },
      ]);
      await orders.insertHistory(tx, {
        orderId,
        fromStatus: null,
        toStatus: INITIAL_STATUS,
        actorId: member.id,
        note: MESSAGES.points.pointsOrderPaid,
        createdAt: now,
      });
      const spent = await appendPoints(tx, {
        userId: member.id,
        type: 'spent',
        amount: price,
        source: 'points_order',
        description: MESSAGES.points.pointsOrder(number, product.name),
        relatedOrderId: orderId,
        createdBy: member.id,
        referenceData: {
          product_id: product.id,
          product_name: product.name,
          order_number: number,
          points_spent: pointsFromHundredths(price),
        },
      });
      await audit(tx, actor, {
        action: 'order.placed',
        entityType: 'order',
        entityId: orderId,
        after: { total: amounts.total, supplierId, paymentMethod: 'points' },
      });
      notices.push(
        ...(await insertNotifications(tx, [
          {
            userId: supplierId,
            type: 'info',
            priority: 'high',
            title: MESSAGES.orders.newOrderTitle,
            message: MESSAGES.orders.newOrder(member.name, number),
            actionUrl: `/dashboard/orders/${orderId}`,
            relatedEntityId: orderId,
            relatedEntityType: 'order',
          },
        ])),
      );
      announce(after, order, notices);
      const event: PointsChangedEvent = { source: 'points_order' };
      after.publish(POINTS_CHANGED_EVENT, event, { userIds: [member.id] });
      return {
        order: { id: order.id, number, status: INITIAL_STATUS, points: pointsFromHundredths(price) },
        balance: pointsFromHundredths(spent.balance),
        replayed: false,
      };
    });
  } catch (err) {
    // The same key sent twice at once: the second meets the first's unique key and answers its order.
    const first = await orders.findByIdempotencyKey(ctx.db, member.id, idempotencyKey);
    if (first) return replay(first);
    throw err;
  }
}
