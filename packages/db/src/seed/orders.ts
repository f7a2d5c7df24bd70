import {
  CARGO_CARRIERS,
  formatOrderNumber,
  istanbulDay,
  lineAmounts,
  type OrderStatus,
  orderTotals,
  SHIPMENT_STATUSES,
} from '@portal/shared/orders';
import { periodOf } from '@portal/shared/commissions';
import { bulkDiscountPrice, rolePrice } from '@portal/shared/pricing';
import type { Role } from '@portal/shared/roles';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  addresses,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  productBulkDiscountRules,
  productInventory,
  productPrices,
  products,
  profiles,
  shipmentEvents,
  shipments,
  stockLevels,
  stockMovements,
} from '../schema';
import type { SeededRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Member = typeof profiles.$inferSelect;

async function insertChunked<T>(tx: Tx, table: Parameters<Tx['insert']>[0], rows: T[], size = 300) {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/**
 * The times of the steps from `paid` to `delivered` of an order placed at `created`, in the last
 * hours of the month before `now`'s, that can still be returned: paid ten minutes after it was
 * placed, delivered two days later or ten days before `now` if that is later, but five minutes
 * before `now` at the latest; the steps between spread evenly.
 */
export function deliveredRecentlyTimes(created: number, now: number, steps: number): number[] {
  const paid = created + 10 * 60_000;
  const delivered = Math.min(Math.max(paid + 2 * DAY, now - 10 * DAY), now - 5 * 60_000);
  return Array.from({ length: steps }, (_, i) => Math.round(paid + ((delivered - paid) * i) / (steps - 1)));
}

/**
 * Twelve months of orders across the network, in every state, written as the running system
 * would have: lines priced for the buyer's role (tiers included), reservations at the nearest
 * holder that covers the order, shipments for what shipped, releases for what was cancelled,
 * returns brought back; the levels change by exactly the movements written, so the ledger agrees.
 */
export async function seedOrders(tx: Tx, rnd: SeededRandom, now: Date) {
  // In a fixed order: the seeded choices below must not depend on where rows sit in the table.
  const members = await tx.select().from(profiles).orderBy(profiles.sellerNo);
  const byId = new Map(members.map((m) => [m.id, m]));
  const catalogue = await tx
    .select({ product: products, prices: productPrices, sku: productInventory.sku })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(eq(products.isActive, true))
    .orderBy(products.createdAt, products.id);
  const tiers = await tx.select().from(productBulkDiscountRules);
  const levelRows = await tx.select().from(stockLevels);
  const level = new Map(
    levelRows.map((l) => [`${l.holderId}|${l.productId}`, { onHand: l.onHand, reserved: l.reserved }]),
  );
  const touched = new Set<string>();
  const holdersOf = (m: Member) =>
    m.path
      .split('/')
      .filter(Boolean)
      .slice(0, -1)
      .reverse()
      .map((id) => byId.get(id))
      .filter((a): a is Member => !!a && ['cityDistributor', 'turkeyDistributor', 'admin'].includes(a.role));

  const buyers = members.filter((m) => (m.role === 'dealer' || m.role === 'client') && m.isActive && !m.isDeleted);
  const addressRows: (typeof addresses.$inferInsert)[] = [];
  const addressOf = new Map<string, typeof addresses.$inferInsert>();
  for (const m of buyers) {
    const a = {
      id: rnd.uuid(),
      userId: m.id,
      title: rnd.pick(['Ev', 'İş', 'Mağaza', 'Depo']),
      recipientName: m.name,
      phone: m.phone ?? '05550000000',
      city: m.city ?? 'İstanbul',
      district: m.district ?? 'Merkez',
      addressLine: `${rnd.pick(['Atatürk', 'Cumhuriyet', 'İnönü', 'Gazi', 'Fatih', 'Barış'])} ${rnd.pick(['Caddesi', 'Sokak', 'Bulvarı'])} No: ${rnd.between(1, 180)} Daire ${rnd.between(1, 24)}`,
      postalCode: String(rnd.between(10, 81) * 1000 + rnd.between(100, 999)),
      isDefault: true,
      createdAt: m.createdAt,
    };
    addressRows.push(a);
    addressOf.set(m.id, a);
  }

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const movementRows: (typeof stockMovements.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const eventRows: (typeof shipmentEvents.$inferInsert)[] = [];
  let sequence = 0;

  // Older orders first, so numbers grow with time within a day.
  const createdTimes = Array.from({ length: 640 }, () => {
    // More orders recently: the network grew over the year.
    const age = Math.floor(365 * rnd.next() ** 1.6 * DAY);
    return now.getTime() - age - rnd.between(0, 6) * HOUR;
  }).sort((a, b) => a - b);
  // Which states the open orders are in would otherwise depend on the hour the seed runs: a few
  // orders from five days ago stop at each open state, so every one of them is always present.
  const OPEN_STATES: OrderStatus[] = ['pending_payment', 'paid', 'confirmed', 'preparing', 'shipped'];
  // Likewise, whether the last complete month holds an order that can still be returned would
  // depend on the day of the month: late in a month, every order paid in the month before was
  // delivered more than the return window ago. A few orders paid in that month's last hours are
  // delivered within the last ten days (on the first days of a month, just before the seed runs),
  // so its payout always has a line that a return claws back.
  const monthStart = Date.parse(`${periodOf(now)}-01T00:00:00+03:00`);
  const plan: { created: number; stopAt?: OrderStatus; deliveredRecently?: boolean }[] = [
    ...createdTimes.map((created) => ({ created })),
    ...OPEN_STATES.flatMap((stopAt) => [0, 1, 2].map((k) => ({ created: now.getTime() - 5 * DAY - k * HOUR, stopAt }))),
    ...[0, 1, 2, 3].map((k) => ({
      created: monthStart - (6 + 3 * k) * HOUR,
      stopAt: 'delivered' as const,
      deliveredRecently: true,
    })),
  ];

  for (const { created, stopAt, deliveredRecently } of plan) {
    const buyer = rnd.pick(buyers);
    if (buyer.createdAt.getTime() > created) continue;
    const role = buyer.role as Role;
    const choices = catalogue.filter((c) => role !== 'client' || c.product.isClientProduct);
    const picked = new Map<string, number>();
    const lineCount = rnd.between(1, 3);
    for (let i = 0; i < lineCount; i++)
      picked.set(rnd.pick(choices).product.id, rnd.between(1, role === 'dealer' ? 12 : 4));
    const lines = [...picked].map(([productId, quantity]) => {
      const c = catalogue.find((x) => x.product.id === productId)!;
      const list = rolePrice(
        {
          adminCostPrice: c.prices.adminCostPrice,
          turkeyDistributorPrice: c.prices.turkeyDistributorPrice,
          cityDistributorPrice: c.prices.cityDistributorPrice,
          dealerPrice: c.prices.dealerPrice,
          clientPrice: c.prices.clientPrice,
          retailPrice: c.prices.retailPrice,
          vatIncluded: c.prices.vatIncluded,
          vatRateBp: c.prices.vatRateBp,
        },
        role,
      );
      const unit = list
        ? bulkDiscountPrice(
            list,
            tiers
              .filter((t) => t.productId === productId)
              .map((t) => ({ ...t, userRole: t.userRole as Role, discountedPrice: t.discountedPrice })),
            role,
            quantity,
          ).discountedPrice
        : null;
      return { c, quantity, list, unit };
    });
    if (lines.some((l) => !l.list || !l.unit)) continue;
    const supplier = holdersOf(buyer).find((h) =>
      lines.every((l) => {
        const v = level.get(`${h.id}|${l.c.product.id}`);
        return v !== undefined && v.onHand - v.reserved >= l.quantity;
      }),
    );
    if (!supplier) continue;

    const id = rnd.uuid();
    const number = formatOrderNumber('S', istanbulDay(new Date(created)), ++sequence);
    const method = rnd.next() < 0.55 ? 'card' : 'bank_transfer';
    const priced = lines.map((l) => ({
      quantity: l.quantity,
      listUnitPrice: l.list!,
      unitPrice: l.unit!,
      vatRateBp: l.c.prices.vatRateBp,
      vatIncluded: l.c.prices.vatIncluded,
    }));
    const totals = orderTotals(priced);
    const address = addressOf.get(buyer.id)!;

    // The order's fate, and the time of each step; a step after `now` has not happened yet.
    const fate = rnd.next();
    const cancelAt = stopAt ? -1 : fate < 0.09 ? rnd.between(0, 3) : -1; // before paid, paid, confirmed, preparing
    const returned = !stopAt && fate > 0.94;
    const steps: [OrderStatus, number][] = [];
    let t = created;
    const step = (status: OrderStatus, afterMin: number, afterMax: number) => {
      t += rnd.between(afterMin, afterMax);
      steps.push([status, t]);
    };
    const flow: [OrderStatus, number, number][] = [
      ['paid', method === 'card' ? 60_000 : 2 * HOUR, method === 'card' ? 5 * 60_000 : 30 * HOUR],
      ['confirmed', 2 * HOUR, 20 * HOUR],
      ['preparing', HOUR, 12 * HOUR],
      ['shipped', 4 * HOUR, 36 * HOUR],
      ['delivered', DAY, 4 * DAY],
    ];
    for (const [i, [status, lo, hi]] of flow.entries()) {
      if (stopAt === 'pending_payment') break;
      if (i === cancelAt) {
        step('cancelled', HOUR, 30 * HOUR);
        break;
      }
      step(status, lo, hi);
      if (status === stopAt) break;
    }
    if (deliveredRecently) {
      const times = deliveredRecentlyTimes(created, now.getTime(), steps.length);
      steps.forEach((s, i) => {
        s[1] = times[i]!;
      });
      t = times.at(-1)!;
    }
    if (steps.at(-1)?.[0] === 'delivered') {
      if (returned) {
        step('return_requested', DAY, 10 * DAY);
        step('returned', 2 * DAY, 5 * DAY);
      } else {
        t += 30 * DAY;
        steps.push(['completed', t]);
      }
    }
    const reached = steps.filter(([, at]) => at <= now.getTime());
    const status: OrderStatus = reached.at(-1)?.[0] ?? 'pending_payment';
    const at = (s: OrderStatus) => reached.find(([x]) => x === s)?.[1];
    const lastChange = reached.at(-1)?.[1] ?? created;

    orderRows.push({
      id,
      number,
      buyerId: buyer.id,
      buyerRole: role,
      supplierId: supplier.id,
      status,
      paymentMethod: method,
      ...totals,
      note:
        rnd.next() < 0.15
          ? rnd.pick(['Mesai saatlerinde teslim edilsin', 'Kapıda arayın', 'Faturayı pakete koyun'])
          : null,
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
      paymentReference: at('paid') && method === 'bank_transfer' ? `EFT-${rnd.between(100000, 999999)}` : null,
      paidAt: at('paid') ? new Date(at('paid')!) : null,
      deliveredAt: at('delivered') ? new Date(at('delivered')!) : null,
      closedAt: ['completed', 'cancelled', 'returned'].includes(status) ? new Date(lastChange) : null,
      refundAmount: status === 'returned' || (status === 'cancelled' && at('paid')) ? totals.total : null,
      createdAt: new Date(created),
      updatedAt: new Date(lastChange),
    });
    for (const l of lines) {
      const a = lineAmounts({
        quantity: l.quantity,
        listUnitPrice: l.list!,
        unitPrice: l.unit!,
        vatRateBp: l.c.prices.vatRateBp,
        vatIncluded: l.c.prices.vatIncluded,
      });
      lineRows.push({
        orderId: id,
        productId: l.c.product.id,
        productName: l.c.product.name,
        sku: l.c.sku ?? null,
        quantity: l.quantity,
        listUnitPrice: l.list!,
        unitPrice: l.unit!,
        tierApplied: l.unit! < l.list!,
        vatRateBp: l.c.prices.vatRateBp,
        vatIncluded: l.c.prices.vatIncluded,
        netAmount: a.net,
        vatAmount: a.vat,
        totalAmount: a.total,
      });
    }
    historyRows.push({
      orderId: id,
      fromStatus: null,
      toStatus: 'pending_payment',
      actorId: buyer.id,
      note: 'Sipariş oluşturuldu',
      createdAt: new Date(created),
    });
    let prev: OrderStatus = 'pending_payment';
    for (const [s, when] of reached) {
      const byBuyer = s === 'return_requested' || (s === 'cancelled' && prev === 'pending_payment');
      const bySystem = (s === 'paid' && method === 'card') || s === 'completed';
      historyRows.push({
        orderId: id,
        fromStatus: prev,
        toStatus: s,
        actorId: bySystem ? null : byBuyer ? buyer.id : supplier.id,
        note: s === 'completed' ? 'Teslimattan 720 saat sonra otomatik tamamlandı' : null,
        createdAt: new Date(when),
      });
      prev = s;
    }

    // Stock: reserve at creation; release on cancel; ship deducts; a return comes back.
    const move = (kind: string, onHand: number, reserved: number, when: number, reason: string) => {
      for (const l of lines) {
        const key = `${supplier.id}|${l.c.product.id}`;
        const v = level.get(key)!;
        v.onHand += onHand * l.quantity;
        v.reserved += reserved * l.quantity;
        touched.add(key);
        movementRows.push({
          holderId: supplier.id,
          productId: l.c.product.id,
          kind,
          onHandDelta: onHand * l.quantity,
          reservedDelta: reserved * l.quantity,
          reason,
          actorId: kind === 'reserve' ? buyer.id : supplier.id,
          orderId: id,
          createdAt: new Date(when),
        });
      }
    };
    move('reserve', 0, 1, created, 'Sipariş rezervasyonu');
    if (at('cancelled')) move('release', 0, -1, at('cancelled')!, `Sipariş ${number} iptal edildi`);
    if (at('shipped')) move('ship', -1, -1, at('shipped')!, `Sipariş ${number} kargoya verildi`);
    if (at('returned')) move('return_in', 1, 0, at('returned')!, `Sipariş ${number} iade alındı`);

    if (method === 'card') {
      if (at('paid') || status === 'pending_payment' || status === 'cancelled') {
        const paidAt = at('paid');
        paymentRows.push({
          orderId: id,
          method: 'card',
          provider: 'sandbox',
          amount: totals.total,
          status: paidAt ? 'succeeded' : status === 'cancelled' ? 'failed' : 'pending',
          providerRef: paidAt ? `SBX-${rnd.uuid()}` : null,
          failureReason: !paidAt && status === 'cancelled' ? 'Kart reddedildi' : null,
          callbackCount: paidAt ? 1 : 0,
          completedAt: paidAt ? new Date(paidAt) : null,
          createdAt: new Date(created),
          updatedAt: new Date(paidAt ?? created),
        });
      }
    } else if (at('paid')) {
      paymentRows.push({
        orderId: id,
        method: 'bank_transfer',
        provider: 'bank',
        amount: totals.total,
        status: 'succeeded',
        providerRef: orderRows.at(-1)!.paymentReference ?? null,
        actorId: supplier.id,
        completedAt: new Date(at('paid')!),
        createdAt: new Date(at('paid')!),
        updatedAt: new Date(at('paid')!),
      });
    }

    const shippedAt = at('shipped');
    if (shippedAt) {
      const shipmentId = rnd.uuid();
      const deliveredAt = at('delivered');
      const end = deliveredAt ?? Math.min(now.getTime(), shippedAt + 3 * DAY);
      const journey = SHIPMENT_STATUSES.slice(0, deliveredAt ? 5 : rnd.between(1, 4));
      const last = journey.at(-1)!;
      shipmentRows.push({
        id: shipmentId,
        orderId: id,
        carrier: rnd.pick(CARGO_CARRIERS),
        trackingNumber: `${rnd.between(100000, 999999)}${rnd.between(1000, 9999)}`,
        desiHundredths: rnd.between(50, 800),
        status: last,
        deliveredAt: deliveredAt ? new Date(deliveredAt) : null,
        createdAt: new Date(shippedAt),
        updatedAt: new Date(end),
      });
      journey.forEach((s, i) => {
        eventRows.push({
          shipmentId,
          status: s,
          location:
            s === 'in_transit'
              ? `${address.city} Transfer Merkezi`
              : s === 'out_for_delivery'
                ? `${address.district} Şubesi`
                : null,
          actorId: supplier.id,
          createdAt: new Date(shippedAt + ((end - shippedAt) * i) / Math.max(1, journey.length - 1)),
        });
      });
    }
  }

  await insertChunked(tx, addresses, addressRows);
  await insertChunked(tx, orders, orderRows, 200);
  await insertChunked(tx, orderLines, lineRows);
  await insertChunked(tx, orderStatusHistory, historyRows);
  await insertChunked(tx, stockMovements, movementRows);
  await insertChunked(tx, payments, paymentRows);
  await insertChunked(tx, shipments, shipmentRows);
  await insertChunked(tx, shipmentEvents, eventRows);
  for (const key of touched) {
    const [holderId, productId] = key.split('|') as [string, string];
    const v = level.get(key)!;
    await tx
      .update(stockLevels)
      .set({ onHand: v.onHand, reserved: v.reserved })
      .where(sql`${stockLevels.holderId} = ${holderId} and ${stockLevels.productId} = ${productId}`);
  }
  // New orders continue the numbering.
  if (sequence > 0) await tx.execute(sql`select setval('order_number_seq', ${sequence})`);
  return { orders: orderRows.length };
}
