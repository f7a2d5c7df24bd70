import { randomUUID } from 'node:crypto';
import {
  addresses,
  orders,
  pointsTransactions,
  productInventory,
  productPrices,
  products,
  profiles,
  stockLevels,
  stockMovements,
} from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPoints } from '../src/modules/points/points-ledger.repository';
import type { Member } from '../src/platform/context';
import { placePointsOrder } from '../src/workflows/place-points-order';
import { createTestApp, DEMO, type TestContext } from './helpers';

// Real row locks and real parallel connections: this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SPENDS = 100;
/** Client price of the product, hundredths of a point (₺37,50). */
const PRICE = 3_750;
/** A balance that covers 37 orders and leaves 12,50 points. */
const BALANCE = 37 * PRICE + 1_250;

let t: TestContext;
let productId: string;
let turkiye: string;
let member: Member;
let addressId: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, 40);
  const db = t.database.db;
  const [td] = await db.select().from(profiles).where(eq(profiles.email, DEMO.turkiye));
  const [dealer] = await db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
  turkiye = td!.id;
  const [p] = await db
    .insert(products)
    .values({ name: 'Puan Yarışı Ürünü', slug: `puan-yarisi-${randomUUID().slice(0, 8)}`, purchaseMode: 'points' })
    .returning();
  productId = p!.id;
  await db.insert(productInventory).values({ productId, inStock: true, displayStock: 500 });
  await db.insert(productPrices).values({ productId, clientPrice: PRICE, vatIncluded: true, vatRateBp: 1000 });
  await db.insert(stockLevels).values({ holderId: turkiye, productId, onHand: 500 });
  await db.insert(stockMovements).values({ holderId: turkiye, productId, kind: 'purchase_in', onHandDelta: 500 });

  // A dealer of its own, so nothing else in the demo moves this balance.
  const id = randomUUID();
  const path = `${dealer!.path.split('/').slice(0, -2).join('/')}/${id}/`;
  await db.insert(profiles).values({
    id,
    name: 'Puan Yarışı Bayisi',
    email: `puan-yarisi-${id.slice(0, 8)}@portal.test`,
    role: 'dealer',
    parentId: dealer!.parentId,
    path,
    depth: dealer!.depth,
    sellerNo: `PY${id.slice(0, 6)}`,
    permanentInviteCode: `PY-${id.slice(0, 8)}`,
  });
  const [a] = await db
    .insert(addresses)
    .values({
      userId: id,
      title: 'İş',
      recipientName: 'Test',
      phone: '05550000000',
      city: 'İstanbul',
      district: 'Kadıköy',
      addressLine: 'Test Sokak No: 1',
      isDefault: true,
    })
    .returning();
  addressId = a!.id;
  await db.transaction((tx) =>
    appendPoints(tx, { userId: id, type: 'bonus', amount: BALANCE, source: 'admin_bonus', description: 'Test' }),
  );
  member = { id, role: 'dealer', name: 'Puan Yarışı Bayisi', email: '', path, authSessionId: '', sessionToken: '' };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('points spends under contention (PostgreSQL)', () => {
  it(`${SPENDS} simultaneous points orders on one balance never take it below zero`, async () => {
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: SPENDS }, () =>
        placePointsOrder(t.app.ctx, null, member, randomUUID(), { productId, addressId }),
      ),
    );
    const elapsed = performance.now() - started;
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(Math.floor(BALANCE / PRICE));
    expect(new Set(refused.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['INSUFFICIENT_POINTS']));

    const db = t.database.db;
    const [sum] = await db
      .select({ s: sql<string>`sum(${pointsTransactions.amount})`, min: sql<string>`count(*)` })
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, member.id), eq(pointsTransactions.status, 'completed')));
    const [stored] = await db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(Number(sum!.s)).toBe(BALANCE - placed.length * PRICE);
    expect(Number(sum!.s)).toBeGreaterThanOrEqual(0);
    expect(stored!.points).toBe(Number(sum!.s));
    const [count] = await db
      .select({ n: sql<number>`count(*)::int`, numbers: sql<number>`count(distinct ${orders.number})::int` })
      .from(orders)
      .where(eq(orders.buyerId, member.id));
    expect(count).toEqual({ n: placed.length, numbers: placed.length });
    const [level] = await db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.holderId, turkiye), eq(stockLevels.productId, productId)));
    expect(level).toMatchObject({ onHand: 500, reserved: placed.length });
    console.info(`points race: ${SPENDS} spends, ${placed.length} placed, ${elapsed.toFixed(0)} ms`);
  }, 120_000);
});
