import { MESSAGES } from '@portal/shared/messages';
import { formatOrderNumber, istanbulDay, lineAmounts, type OrderStatus } from '@portal/shared/orders';
import {
  earnedBy,
  type PointsSource,
  type PointsTransactionType,
  pointsOrderPrice,
  signedPointsAmount,
} from '@portal/shared/points';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';
import {
  addresses,
  orderLines,
  orderStatusHistory,
  orders,
  pointsTransactions,
  productInventory,
  productPrices,
  products,
  profiles,
  shipmentEvents,
  shipments,
  stockLevels,
  stockMovements,
} from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Movement = {
  userId: string;
  type: PointsTransactionType;
  amount: number;
  source: PointsSource;
  description: string;
  at: number;
  relatedOrderId?: string;
  counterpartyId?: string;
  createdBy?: string;
  referenceData?: Record<string, unknown>;
};

/**
 * Points in the demo, written exactly as `appendPoints` would have written them, in time order:
 * the admin's bonuses and adjustments, transfers down the line, and points orders fulfilled by the
 * national distributor from its stock (reserved at creation, deducted when shipped; one cancelled
 * and refunded). Every member's stored points is its ledger balance and total earned the sum of
 * its incoming movements. Commission payouts taken as points come with the commissions' seed.
 */
export async function seedPoints(tx: Tx, now: Date) {
  const members = await tx.select().from(profiles).orderBy(asc(profiles.sellerNo));
  const byEmail = new Map(members.map((m) => [m.email, m]));
  const admin = byEmail.get('admin@portal.test');
  const turkiye = byEmail.get('turkiye@portal.test');
  const istanbul = byEmail.get('istanbul@portal.test');
  const ankara = byEmail.get('ankara@portal.test');
  const bayi = byEmail.get('bayi@portal.test');
  if (!admin || !turkiye || !istanbul || !ankara || !bayi) return { movements: 0, orders: 0 };
  const active = (m: (typeof members)[number]) => m.isActive && !m.isDeleted;
  // A few more dealers, in a fixed order, so the history is not only the named accounts'.
  const otherDealers = members.filter((m) => m.role === 'dealer' && active(m) && m.id !== bayi.id).slice(0, 6);
  const ankaraDealer = members.find((m) => m.role === 'dealer' && active(m) && m.parentId === ankara.id);
  const istanbulDealer = members.find(
    (m) => m.role === 'dealer' && active(m) && m.parentId === istanbul.id && m.id !== bayi.id,
  );
  const ago = (days: number, hours = 10) => now.getTime() - days * DAY + hours * HOUR - 10 * HOUR;

  const moves: Movement[] = [];
  const bonus = (userId: string, points: number, daysAgo: number, description: string) =>
    moves.push({
      userId,
      type: 'bonus',
      amount: points * 100,
      source: 'admin_bonus',
      description,
      at: ago(daysAgo),
      createdBy: admin.id,
    });
  const adjust = (userId: string, points: number, daysAgo: number, description: string) =>
    moves.push({
      userId,
      type: 'adjustment',
      amount: Math.round(points * 100),
      source: 'admin_adjustment',
      description,
      at: ago(daysAgo, 14),
      createdBy: admin.id,
    });
  const transfer = (from: typeof bayi, to: typeof bayi, points: number, daysAgo: number) => {
    const at = ago(daysAgo, 16);
    moves.push({
      userId: from.id,
      type: 'transfer_out',
      amount: points * 100,
      source: 'transfer',
      description: MESSAGES.points.transferOut(to.name),
      at,
      counterpartyId: to.id,
      createdBy: from.id,
    });
    moves.push({
      userId: to.id,
      type: 'transfer_in',
      amount: points * 100,
      source: 'transfer',
      description: MESSAGES.points.transferIn(from.name),
      at,
      counterpartyId: from.id,
      createdBy: from.id,
    });
  };

  bonus(turkiye.id, 5000, 300, 'Yıllık performans bonusu');
  bonus(istanbul.id, 3000, 240, 'Bölge hedefi bonusu');
  bonus(ankara.id, 2000, 200, 'Bölge hedefi bonusu');
  bonus(bayi.id, 1500, 150, 'Yeni bayi hoş geldin bonusu');
  for (const [i, d] of otherDealers.entries()) bonus(d.id, 250 + i * 150, 120 - i * 9, 'Kampanya katılım bonusu');
  adjust(bayi.id, 75.5, 100, 'Eksik yüklenen kampanya puanı');
  adjust(istanbul.id, -120, 90, 'Hatalı yüklenen bonusun düzeltmesi');
  transfer(turkiye, istanbul, 800, 80);
  transfer(istanbul, bayi, 400, 60);
  if (istanbulDealer) transfer(istanbul, istanbulDealer, 150, 45);
  if (ankaraDealer) transfer(ankara, ankaraDealer, 200, 40);

  // Points orders: products sold for points that the national distributor holds.
  const catalogue = await tx
    .select({ product: products, prices: productPrices, sku: productInventory.sku, level: stockLevels })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .innerJoin(stockLevels, and(eq(stockLevels.productId, products.id), eq(stockLevels.holderId, turkiye.id)))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(and(inArray(products.purchaseMode, ['points', 'both']), eq(products.isActive, true)))
    .orderBy(asc(products.name));
  const sellable = catalogue
    .map((c) => ({ ...c, price: pointsOrderPrice(c.prices) }))
    .filter((c): c is typeof c & { price: number } => c.price !== null && c.price <= 60_000);
  const addressRows = await tx.select().from(addresses).orderBy(asc(addresses.createdAt));
  const addressOf = (userId: string) => addressRows.find((a) => a.userId === userId && a.isDefault) ?? null;
  // Distributors buy with points too; the money orders' seed gave addresses only to dealers and clients.
  for (const m of [turkiye, istanbul, ankara]) {
    if (addressOf(m.id)) continue;
    const [row] = await tx
      .insert(addresses)
      .values({
        userId: m.id,
        title: 'Depo',
        recipientName: m.name,
        phone: m.phone ?? '05550000000',
        city: m.city ?? 'İstanbul',
        district: m.district ?? 'Merkez',
        addressLine: 'Organize Sanayi Bölgesi 3. Cadde No: 12',
        isDefault: true,
      })
      .returning();
    if (row) addressRows.push(row);
  }
  const plans: { buyer: typeof bayi; daysAgo: number; fate: OrderStatus }[] = [
    { buyer: bayi, daysAgo: 50, fate: 'delivered' },
    { buyer: istanbul, daysAgo: 35, fate: 'delivered' },
    { buyer: bayi, daysAgo: 20, fate: 'cancelled' },
    { buyer: turkiye, daysAgo: 12, fate: 'shipped' },
    { buyer: bayi, daysAgo: 6, fate: 'shipped' },
    { buyer: ankara, daysAgo: 3, fate: 'confirmed' },
    { buyer: bayi, daysAgo: 1, fate: 'paid' },
  ];
  const [seq] = await queryRows<{ n: string }>(tx, sql`select last_value as n from order_number_seq`);
  let sequence = Number(seq?.n ?? 0);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const movementRows: (typeof stockMovements.$inferInsert)[] = [];
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const eventRows: (typeof shipmentEvents.$inferInsert)[] = [];
  const levels = new Map(sellable.map((c) => [c.product.id, { onHand: c.level.onHand, reserved: c.level.reserved }]));
  const orderMoves: Movement[] = [];

  plans.forEach((plan, i) => {
    const c = sellable[(i * 3) % Math.max(1, sellable.length)];
    const address = addressOf(plan.buyer.id);
    const level = c ? levels.get(c.product.id) : undefined;
    if (!c || !address || !level || level.onHand - level.reserved < 1) return;
    const created = ago(plan.daysAgo, 11);
    const id = `${c.product.id.slice(0, 8)}-0000-4000-8000-${String(900_000_000_000 + i).slice(0, 12)}`;
    const number = formatOrderNumber('P', istanbulDay(new Date(created)), ++sequence);
    const amounts = lineAmounts({
      quantity: 1,
      listUnitPrice: c.prices.clientPrice!,
      unitPrice: c.prices.clientPrice!,
      vatRateBp: c.prices.vatRateBp,
      vatIncluded: c.prices.vatIncluded,
    });
    const flow: OrderStatus[] = ['paid', 'confirmed', 'preparing', 'shipped', 'delivered'];
    const reached: [OrderStatus, number][] = [['paid', created]];
    if (plan.fate === 'cancelled') reached.push(['cancelled', created + 20 * HOUR]);
    else {
      for (const [k, s] of flow.slice(1).entries()) {
        if (flow.indexOf(plan.fate) < k + 1) break;
        reached.push([s, created + (k + 1) * 18 * HOUR]);
      }
    }
    const at = (s: OrderStatus) => reached.find(([x]) => x === s)?.[1];
    const last = reached.at(-1)!;
    orderRows.push({
      id,
      number,
      buyerId: plan.buyer.id,
      buyerRole: plan.buyer.role,
      supplierId: turkiye.id,
      status: last[0],
      paymentMethod: 'points',
      subtotal: amounts.net,
      vatTotal: amounts.vat,
      total: amounts.total,
      discountTotal: 0,
      itemCount: 1,
      shippingAddress: {
        title: address.title,
        recipientName: address.recipientName,
        phone: address.phone,
        city: address.city,
        district: address.district,
        addressLine: address.addressLine,
        postalCode: address.postalCode ?? null,
      },
      shippingCity: address.city,
      idempotencyKey: `seed-${id}`,
      paidAt: new Date(created),
      deliveredAt: at('delivered') ? new Date(at('delivered')!) : null,
      closedAt: last[0] === 'cancelled' ? new Date(last[1]) : null,
      refundAmount: last[0] === 'cancelled' ? amounts.total : null,
      createdAt: new Date(created),
      updatedAt: new Date(last[1]),
    });
    lineRows.push({
      orderId: id,
      productId: c.product.id,
      productName: c.product.name,
      sku: c.sku ?? null,
      quantity: 1,
      listUnitPrice: c.prices.clientPrice!,
      unitPrice: c.prices.clientPrice!,
      tierApplied: false,
      vatRateBp: c.prices.vatRateBp,
      vatIncluded: c.prices.vatIncluded,
      netAmount: amounts.net,
      vatAmount: amounts.vat,
      totalAmount: amounts.total,
    });
    let prev: OrderStatus | null = null;
    for (const [s, when] of reached) {
      historyRows.push({
        orderId: id,
        fromStatus: prev,
        toStatus: s,
        actorId: s === 'paid' || s === 'cancelled' ? plan.buyer.id : turkiye.id,
        note:
          s === 'paid' ? MESSAGES.points.pointsOrderPaid : s === 'cancelled' ? 'Başka bir ürün tercih edildi' : null,
        createdAt: new Date(when),
      });
      prev = s;
    }
    const stock = (kind: string, onHand: number, reserved: number, when: number, reason: string) => {
      level.onHand += onHand;
      level.reserved += reserved;
      movementRows.push({
        holderId: turkiye.id,
        productId: c.product.id,
        kind,
        onHandDelta: onHand,
        reservedDelta: reserved,
        reason,
        actorId: kind === 'reserve' ? plan.buyer.id : turkiye.id,
        orderId: id,
        createdAt: new Date(when),
      });
    };
    stock('reserve', 0, 1, created, MESSAGES.orders.reservation);
    if (at('cancelled')) stock('release', 0, -1, at('cancelled')!, MESSAGES.orders.cancelled(number));
    if (at('shipped')) {
      stock('ship', -1, -1, at('shipped')!, MESSAGES.orders.shipped(number));
      const shipmentId = `${c.product.id.slice(0, 8)}-0000-4000-9000-${String(900_000_000_000 + i).slice(0, 12)}`;
      const delivered = at('delivered');
      shipmentRows.push({
        id: shipmentId,
        orderId: id,
        carrier: 'yurtici',
        trackingNumber: `P${number.replaceAll('-', '')}`,
        desiHundredths: 150,
        status: delivered ? 'delivered' : 'in_transit',
        deliveredAt: delivered ? new Date(delivered) : null,
        createdAt: new Date(at('shipped')!),
        updatedAt: new Date(delivered ?? at('shipped')!),
      });
      eventRows.push({ shipmentId, status: 'created', actorId: turkiye.id, createdAt: new Date(at('shipped')!) });
      eventRows.push({
        shipmentId,
        status: 'in_transit',
        location: `${address.city} Transfer Merkezi`,
        actorId: turkiye.id,
        createdAt: new Date(at('shipped')! + 6 * HOUR),
      });
      if (delivered) {
        eventRows.push({ shipmentId, status: 'delivered', actorId: turkiye.id, createdAt: new Date(delivered) });
      }
    }
    orderMoves.push({
      userId: plan.buyer.id,
      type: 'spent',
      amount: c.price,
      source: 'points_order',
      description: MESSAGES.points.pointsOrder(number, c.product.name),
      at: created,
      relatedOrderId: id,
      createdBy: plan.buyer.id,
      referenceData: {
        product_id: c.product.id,
        product_name: c.product.name,
        order_number: number,
        points_spent: c.price / 100,
      },
    });
    if (at('cancelled')) {
      orderMoves.push({
        userId: plan.buyer.id,
        type: 'adjustment',
        amount: c.price,
        source: 'points_order_refund',
        description: MESSAGES.points.pointsOrderRefund(number),
        at: at('cancelled')!,
        relatedOrderId: id,
        referenceData: { order_number: number, points_refunded: c.price / 100 },
      });
    }
  });

  // The ledger in time order, as appendPoints writes it: a spend the balance cannot cover is not written.
  const balance = new Map<string, number>();
  const earned = new Map<string, number>();
  const rows: (typeof pointsTransactions.$inferInsert)[] = [];
  const skippedOrders = new Set<string>();
  for (const m of [...moves, ...orderMoves].sort((a, b) => a.at - b.at)) {
    if (m.relatedOrderId && skippedOrders.has(m.relatedOrderId)) continue;
    const amount = signedPointsAmount(m.type, m.amount);
    const before = balance.get(m.userId) ?? 0;
    if (amount < 0 && before + amount < 0) {
      if (m.relatedOrderId) skippedOrders.add(m.relatedOrderId);
      continue;
    }
    balance.set(m.userId, before + amount);
    earned.set(m.userId, (earned.get(m.userId) ?? 0) + earnedBy(amount, m.source));
    rows.push({
      userId: m.userId,
      amount,
      transactionType: m.type,
      description: m.description,
      source: m.source,
      status: 'completed',
      relatedOrderId: m.relatedOrderId ?? null,
      counterpartyId: m.counterpartyId ?? null,
      createdBy: m.createdBy ?? null,
      referenceData: m.referenceData ?? null,
      createdAt: new Date(m.at),
    });
  }
  if (skippedOrders.size > 0) throw new Error('demo points orders must be affordable');

  if (rows.length > 0) await tx.insert(pointsTransactions).values(rows);
  if (orderRows.length > 0) {
    await tx.insert(orders).values(orderRows);
    await tx.insert(orderLines).values(lineRows);
    await tx.insert(orderStatusHistory).values(historyRows);
    await tx.insert(stockMovements).values(movementRows);
    if (shipmentRows.length > 0) await tx.insert(shipments).values(shipmentRows);
    if (eventRows.length > 0) await tx.insert(shipmentEvents).values(eventRows);
    for (const [productId, v] of levels) {
      await tx
        .update(stockLevels)
        .set({ onHand: v.onHand, reserved: v.reserved })
        .where(and(eq(stockLevels.holderId, turkiye.id), eq(stockLevels.productId, productId)));
    }
    await tx.execute(sql`select setval('order_number_seq', ${sequence})`);
  }
  for (const [userId, b] of balance) {
    await tx
      .update(profiles)
      .set({
        points: sql`${profiles.points} + ${Math.max(0, b)}`,
        totalEarnedPoints: sql`${profiles.totalEarnedPoints} + ${earned.get(userId) ?? 0}`,
      })
      .where(eq(profiles.id, userId));
  }
  return { movements: rows.length, orders: orderRows.length };
}
