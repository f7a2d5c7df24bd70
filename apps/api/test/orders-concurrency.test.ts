import { randomUUID } from 'node:crypto';
import {
  addresses,
  cartItems,
  orders,
  productInventory,
  productPrices,
  products,
  profiles,
  stockLevels,
  stockMovements,
} from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
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
const buyers: Member[] = [];
const addressOf = new Map<string, string>();

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, 40);
  const db = t.database.db;
  const [admin] = await db.select().from(profiles).where(eq(profiles.email, DEMO.admin));
  const [dealer] = await db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
  warehouse = admin!.id;
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
});
