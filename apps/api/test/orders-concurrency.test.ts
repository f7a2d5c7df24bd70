import { randomUUID } from 'node:crypto';
import {
  addresses,
  auditLog,
  cartItems,
  notifications,
  orders,
  productInventory,
  productPrices,
  products,
  profiles,
  stockLevels,
  stockMovements,
} from '@portal/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terms } from '../src/modules/orders/checkout.service';
import { placeOrder } from '../src/workflows/place-order';
import { ledgerDisagreements } from '../src/modules/stock/stock.repository';
import type { Member } from '../src/platform/context';
import { createTestApp, DEMO, type TestContext } from './helpers';

// Real row locks and real parallel connections: this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BUYERS = 200;
const UNITS = 50;

let t: TestContext;
let productId: string;
let warehouse: string;
let nearHolder: string;
const buyers: Member[] = [];
const addressOf = new Map<string, string>();

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, 40);
  const db = t.database.db;
  const [admin] = await db.select().from(profiles).where(eq(profiles.email, DEMO.admin));
  const [dealer] = await db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
  warehouse = admin!.id;
  // The nearest holder of stock above the buyers (a city distributor keeps stock, a dealer does not).
  const [near] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.role, 'cityDistributor'), sql`${dealer!.path} like ${profiles.path} || '%'`));
  nearHolder = near!.id;
  const [p] = await db
    .insert(products)
    .values({
      name: 'Eşzamanlılık Test Ürünü',
      slug: `eszamanlilik-${randomUUID().slice(0, 8)}`,
      isClientProduct: true,
    })
    .returning();
  productId = p!.id;
  await db.insert(productInventory).values({ productId, inStock: true, displayStock: UNITS });
  await db.insert(productPrices).values({ productId, retailPrice: 15_000, clientPrice: 12_000, dealerPrice: 9_000 });
  // Only the company warehouse holds it: every buyer's chain ends there.
  await db.insert(stockLevels).values({ holderId: warehouse, productId, onHand: UNITS });
  await db.insert(stockMovements).values({ holderId: warehouse, productId, kind: 'purchase_in', onHandDelta: UNITS });

  // 200 clients under the demo dealer, each with an address and one unit in the cart.
  for (let i = 0; i < BUYERS; i++) {
    const id = randomUUID();
    const path = `${dealer!.path}${id}/`;
    await db.insert(profiles).values({
      id,
      name: `Eşzamanlı Müşteri ${i + 1}`,
      email: `eszamanli-${i}@portal.test`,
      role: 'client',
      parentId: dealer!.id,
      path,
      depth: dealer!.depth + 1,
      sellerNo: `EZ${String(i).padStart(6, '0')}`,
      permanentInviteCode: `EZ-${id.slice(0, 8)}`,
    });
    const [a] = await db
      .insert(addresses)
      .values({
        userId: id,
        title: 'Ev',
        recipientName: 'Test',
        phone: '05550000000',
        city: 'İstanbul',
        district: 'Kadıköy',
        addressLine: 'Test Sokak No: 1',
        isDefault: true,
      })
      .returning();
    addressOf.set(id, a!.id);
    await db
      .insert(cartItems)
      .values({ userId: id, productId, quantity: 1, priceAtTime: 12_000, roleAtTime: 'client' });
    buyers.push({
      id,
      role: 'client',
      name: `Eşzamanlı Müşteri ${i + 1}`,
      email: `eszamanli-${i}@portal.test`,
      path,
      authSessionId: '',
      sessionToken: '',
    });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('checkout under contention (PostgreSQL)', () => {
  it(`${BUYERS} simultaneous checkouts for ${UNITS} saleable units place exactly ${UNITS} orders`, async () => {
    // Each buyer has read and accepted its contracts before the rush (decision 042).
    const accepted = await Promise.all(
      buyers.map(
        async (member) =>
          (await terms(t.app.ctx, member, { addressId: addressOf.get(member.id)!, paymentMethod: 'bank_transfer' }))
            .acceptance,
      ),
    );
    const results = await Promise.allSettled(
      buyers.map((member, i) =>
        placeOrder(t.app.ctx, null, member, randomUUID(), {
          addressId: addressOf.get(member.id)!,
          paymentMethod: 'bank_transfer',
          acceptedTotal: 12_000,
          acceptedDocuments: accepted[i],
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(UNITS);
    // Everyone else was told the stock ran out; nothing else went wrong.
    expect(new Set(refused.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['INSUFFICIENT_STOCK']));

    const db = t.database.db;
    const [level] = await db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.holderId, warehouse), eq(stockLevels.productId, productId)));
    expect(level).toMatchObject({ onHand: UNITS, reserved: UNITS });
    expect(level!.onHand - level!.reserved).toBe(0);
    const [sum] = await db
      .select({ onHand: sql<number>`sum(on_hand_delta)::int`, reserved: sql<number>`sum(reserved_delta)::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.holderId, warehouse), eq(stockMovements.productId, productId)));
    expect(sum).toEqual({ onHand: level!.onHand, reserved: level!.reserved });
    const [count] = await db
      .select({ n: sql<number>`count(*)::int`, numbers: sql<number>`count(distinct ${orders.number})::int` })
      .from(orders)
      .where(sql`${orders.buyerId} in (select id from profiles where email like 'eszamanli-%')`);
    expect(count).toEqual({ n: UNITS, numbers: UNITS });
    expect(await ledgerDisagreements(db)).toEqual([]);
    // The refused buyers keep their carts.
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.productId, productId));
    expect(left!.n).toBe(BUYERS - UNITS);
  }, 120_000);

  it('a nearer holder that runs out during the rush leaves the rest to the next one, each order naming its own supplier', async () => {
    const db = t.database.db;
    const NEAR_UNITS = 10;
    const RUSH = 60;
    const [p] = await db
      .insert(products)
      .values({ name: 'Yakın Stok Test Ürünü', slug: `yakin-stok-${randomUUID().slice(0, 8)}`, isClientProduct: true })
      .returning();
    const nearProduct = p!.id;
    await db.insert(productInventory).values({ productId: nearProduct, inStock: true, displayStock: 1000 });
    await db.insert(productPrices).values({ productId: nearProduct, retailPrice: 15_000, clientPrice: 12_000 });
    // The buyers' city distributor holds a few; the warehouse behind it holds plenty.
    for (const [holderId, units] of [
      [nearHolder, NEAR_UNITS],
      [warehouse, 1000],
    ] as const) {
      await db.insert(stockLevels).values({ holderId, productId: nearProduct, onHand: units });
      await db
        .insert(stockMovements)
        .values({ holderId, productId: nearProduct, kind: 'purchase_in', onHandDelta: units });
    }
    const rush = buyers.slice(0, RUSH);
    await db
      .delete(cartItems)
      .where(sql`${cartItems.userId} in (select id from profiles where email like 'eszamanli-%')`);
    await db.insert(cartItems).values(
      rush.map((m) => ({
        userId: m.id,
        productId: nearProduct,
        quantity: 1,
        priceAtTime: 12_000,
        roleAtTime: 'client',
      })),
    );
    const accepted = await Promise.all(
      rush.map(
        async (member) =>
          (await terms(t.app.ctx, member, { addressId: addressOf.get(member.id)!, paymentMethod: 'bank_transfer' }))
            .acceptance,
      ),
    );
    const results = await Promise.all(
      rush.map((member, i) =>
        placeOrder(t.app.ctx, null, member, randomUUID(), {
          addressId: addressOf.get(member.id)!,
          paymentMethod: 'bank_transfer',
          acceptedTotal: 12_000,
          acceptedDocuments: accepted[i],
        }),
      ),
    );
    const ids = results.map((r) => r.order.id);
    const placed = await db
      .select({ id: orders.id, supplierId: orders.supplierId })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(placed).toHaveLength(RUSH);
    // The distributor's units all went, and only those: every other order is the warehouse's.
    expect(placed.filter((o) => o.supplierId === nearHolder)).toHaveLength(NEAR_UNITS);
    expect(placed.filter((o) => o.supplierId === warehouse)).toHaveLength(RUSH - NEAR_UNITS);
    const supplierOf = new Map(placed.map((o) => [o.id, o.supplierId]));
    // The audit entry and the supplier's notice of each order name the holder that supplies it.
    const audits = await db
      .select({ entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.placed'), inArray(auditLog.entityId, ids)));
    expect(audits).toHaveLength(RUSH);
    for (const a of audits) expect((a.after as { supplierId: string }).supplierId).toBe(supplierOf.get(a.entityId!));
    const notices = await db
      .select({ userId: notifications.userId, orderId: notifications.relatedEntityId })
      .from(notifications)
      .where(inArray(notifications.relatedEntityId, ids));
    expect(notices).toHaveLength(RUSH);
    for (const n of notices) expect(n.userId).toBe(supplierOf.get(n.orderId!));
    expect(await ledgerDisagreements(db)).toEqual([]);
  }, 120_000);
});
