import { randomUUID } from 'node:crypto';
import { orders, pointsTransactions, products, profiles } from '@portal/db/schema';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures } from './order-fixtures';

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let pointsProduct: string;
let moneyProduct: string;
/** The points product's client price (kuruş = hundredths of a point). */
const PRICE = 10_000;

/** The member's ledger (completed rows, floored at 0) and stored balance, in hundredths. */
async function ledger(userId: string) {
  const db = t.database.db;
  const [sum] = await db
    .select({ s: sql<string>`coalesce(sum(${pointsTransactions.amount}), 0)` })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.status, 'completed')));
  const [earned] = await db
    .select({
      s: sql<string>`coalesce(sum(${pointsTransactions.amount}) filter (where ${pointsTransactions.amount} > 0), 0)`,
    })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.status, 'completed')));
  const [p] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return {
    balance: Math.max(0, Number(sum!.s)),
    earned: Number(earned!.s),
    stored: p!.points,
    totalEarned: p!.totalEarnedPoints,
  };
}

async function expectConsistent(...userIds: string[]) {
  for (const id of userIds) {
    const l = await ledger(id);
    expect(l.stored).toBe(l.balance);
  }
}

const bonus = (userId: string, amount: number, type: 'bonus' | 'adjustment' = 'bonus') =>
  f.call('admin', 'POST', '/api/admin/points', { userId, type, amount, description: 'Test hareketi' });

const buy = (productId: string, key = randomUUID()) =>
  f.call('bayi', 'POST', '/api/points-orders', { productId, addressId: f.addressOf.bayi }, { 'idempotency-key': key });

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('bayi');
  const db = t.database.db;
  // Start from a clean slate for the members the tests move (the demo may have given them points).
  pointsProduct = await f.product('Puanla Test Ürünü', 5, f.ids.turkiye);
  await db.update(products).set({ purchaseMode: 'points' }).where(eq(products.id, pointsProduct));
  moneyProduct = await f.product('Parayla Test Ürünü', 5, f.ids.turkiye);
});

afterAll(async () => {
  await t?.close();
});

describe('admin bonus and adjustment', () => {
  it('writes a bonus; the stored balance and total earned follow the ledger', async () => {
    const before = await ledger(f.ids.bayi);
    const res = await bonus(f.ids.bayi, 500);
    expect(res.statusCode, res.body).toBe(200);
    const after = await ledger(f.ids.bayi);
    expect(after.balance).toBe(before.balance + 50_000);
    expect(after.totalEarned).toBe(before.totalEarned + 50_000);
    await expectConsistent(f.ids.bayi);
    expect(res.json().balance).toBe(after.balance / 100);
  });

  it('never takes a member below zero with an adjustment', async () => {
    const { balance } = await ledger(f.ids.bayi);
    const refused = await bonus(f.ids.bayi, -(balance / 100) - 0.01, 'adjustment');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POINTS_ADJUSTMENT_BELOW_ZERO');
    expect((await ledger(f.ids.bayi)).balance).toBe(balance);
    const ok = await bonus(f.ids.bayi, -1.5, 'adjustment');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ledger(f.ids.bayi)).balance).toBe(balance - 150);
    await expectConsistent(f.ids.bayi);
  });

  it('refuses a negative bonus, more than two decimals, and anyone but the admin', async () => {
    expect((await bonus(f.ids.bayi, -5)).statusCode).toBe(400);
    expect((await bonus(f.ids.bayi, 1.005)).statusCode).toBe(400);
    const res = await f.call('istanbul', 'POST', '/api/admin/points', {
      userId: f.ids.bayi,
      type: 'bonus',
      amount: 5,
      description: 'Kendine bonus',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('transfers', () => {
  it('moves points down to a member of the own subtree, in one transaction', async () => {
    await bonus(f.ids.istanbul, 300);
    const from = await ledger(f.ids.istanbul);
    const to = await ledger(f.ids.bayi);
    const since = new Date();
    const res = await f.call('istanbul', 'POST', '/api/points/transfers', {
      toUserId: f.ids.bayi,
      amount: 100,
      note: 'Teşekkürler',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ledger(f.ids.istanbul)).balance).toBe(from.balance - 10_000);
    expect((await ledger(f.ids.bayi)).balance).toBe(to.balance + 10_000);
    const rows = await t.database.db
      .select()
      .from(pointsTransactions)
      .where(
        and(
          eq(pointsTransactions.source, 'transfer'),
          eq(pointsTransactions.counterpartyId, f.ids.istanbul),
          gte(pointsTransactions.createdAt, since),
        ),
      );
    expect(rows.map((r) => [r.userId, r.transactionType, r.amount])).toEqual([[f.ids.bayi, 'transfer_in', 10_000]]);
    await expectConsistent(f.ids.istanbul, f.ids.bayi);
  });

  it('refuses upward, sideways, to oneself and beyond the balance', async () => {
    const up = await f.call('bayi', 'POST', '/api/points/transfers', { toUserId: f.ids.istanbul, amount: 1 });
    expect(up.json().code).toBe('POINTS_TRANSFER_NOT_ALLOWED');
    const side = await f.call('istanbul', 'POST', '/api/points/transfers', { toUserId: f.ids.ankara, amount: 1 });
    expect(side.json().code).toBe('POINTS_TRANSFER_NOT_ALLOWED');
    const self = await f.call('istanbul', 'POST', '/api/points/transfers', { toUserId: f.ids.istanbul, amount: 1 });
    expect(self.json().code).toBe('POINTS_TRANSFER_NOT_ALLOWED');
    const unknown = await f.call('istanbul', 'POST', '/api/points/transfers', { toUserId: randomUUID(), amount: 1 });
    expect(unknown.json().code).toBe('POINTS_TRANSFER_NOT_ALLOWED');
    const { balance } = await ledger(f.ids.istanbul);
    const tooMuch = await f.call('istanbul', 'POST', '/api/points/transfers', {
      toUserId: f.ids.bayi,
      amount: balance / 100 + 1,
    });
    expect(tooMuch.json().code).toBe('INSUFFICIENT_POINTS');
    expect((await ledger(f.ids.istanbul)).balance).toBe(balance);
    await expectConsistent(f.ids.istanbul, f.ids.bayi, f.ids.ankara);
  });
});

describe('balance, auto-sync and manual sync', () => {
  it('syncs a difference of 100 points on read, and leaves a smaller one for the manual sync', async () => {
    const db = t.database.db;
    const { balance } = await ledger(f.ids.bayi);
    await db
      .update(profiles)
      .set({ points: balance - 9_999 })
      .where(eq(profiles.id, f.ids.bayi));
    const small = (await f.call('bayi', 'GET', '/api/points/balance')).json();
    expect(small).toMatchObject({ balance: balance / 100, storedBalance: (balance - 9_999) / 100, mismatch: true });
    expect((await ledger(f.ids.bayi)).stored).toBe(balance - 9_999);

    const sync = await f.call('bayi', 'POST', '/api/points/sync');
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toMatchObject({ changed: true, storedBalance: balance / 100, mismatch: false });
    expect((await ledger(f.ids.bayi)).stored).toBe(balance);

    await db
      .update(profiles)
      .set({ points: balance - 10_000 })
      .where(eq(profiles.id, f.ids.bayi));
    const big = (await f.call('bayi', 'GET', '/api/points/balance')).json();
    expect(big).toMatchObject({
      balance: balance / 100,
      storedBalance: balance / 100,
      mismatch: false,
      autoSynced: true,
    });
    expect((await ledger(f.ids.bayi)).stored).toBe(balance);
  });
});

describe('points orders', () => {
  let orderId: string;
  let number: string;

  it('refuses a product sold only for money', async () => {
    const res = await buy(moneyProduct);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('POINTS_PRODUCT_NOT_AVAILABLE');
  });

  it('places one unit at the client price, fulfilled by the national distributor, stock reserved', async () => {
    const before = await ledger(f.ids.bayi);
    const levelBefore = await f.level(f.ids.turkiye, pointsProduct);
    const key = randomUUID();
    const res = await buy(pointsProduct, key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order.number).toMatch(/^P-\d{8}-\d{4}$/);
    expect(body.order.points).toBe(PRICE / 100);
    expect(body.replayed).toBe(false);
    orderId = body.order.id;
    number = body.order.number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      supplierId: f.ids.turkiye,
      paymentMethod: 'points',
      status: 'paid',
      total: PRICE,
      itemCount: 1,
      buyerId: f.ids.bayi,
    });
    const level = await f.level(f.ids.turkiye, pointsProduct);
    expect(level!.reserved).toBe(levelBefore!.reserved + 1);
    expect(level!.onHand).toBe(levelBefore!.onHand);
    expect((await ledger(f.ids.bayi)).balance).toBe(before.balance - PRICE);
    expect(body.balance).toBe((before.balance - PRICE) / 100);
    await expectConsistent(f.ids.bayi);

    // The same key answers the same order; with another request it is refused.
    const again = await buy(pointsProduct, key);
    expect(again.json()).toMatchObject({ order: { id: orderId }, replayed: true });
    expect((await ledger(f.ids.bayi)).balance).toBe(before.balance - PRICE);
    const other = await f.call(
      'bayi',
      'POST',
      '/api/points-orders',
      { productId: moneyProduct, addressId: f.addressOf.bayi },
      { 'idempotency-key': key },
    );
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('shows the spend in the history with its order, and the national distributor sees the order', async () => {
    const page = (await f.call('bayi', 'GET', '/api/points/transactions?page=1')).json();
    expect(page.pageSize).toBe(50);
    expect(page.items[0]).toMatchObject({
      type: 'spent',
      status: 'completed',
      source: 'points_order',
      amount: -PRICE / 100,
      order: { id: orderId, number },
    });
    const managed = (await f.call('turkiye', 'GET', `/api/orders?search=${number}`)).json();
    expect(managed.orders.map((o: { number: string }) => o.number)).toEqual([number]);
    expect(managed.orders[0]).toMatchObject({ paymentMethod: 'points', supplierId: f.ids.turkiye });
  });

  it('refuses a spend beyond the balance and keeps nothing of it', async () => {
    const db = t.database.db;
    const { balance } = await ledger(f.ids.bayi);
    if (balance >= PRICE) await bonus(f.ids.bayi, -(balance - PRICE + 1) / 100, 'adjustment');
    const left = (await ledger(f.ids.bayi)).balance;
    expect(left).toBeLessThan(PRICE);
    const levelBefore = await f.level(f.ids.turkiye, pointsProduct);
    const [{ n: ordersBefore }] = (await db.select({ n: sql<number>`count(*)::int` }).from(orders)) as [{ n: number }];
    const res = await buy(pointsProduct);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_POINTS');
    expect((await f.level(f.ids.turkiye, pointsProduct))!.reserved).toBe(levelBefore!.reserved);
    const [{ n: ordersAfter }] = (await db.select({ n: sql<number>`count(*)::int` }).from(orders)) as [{ n: number }];
    expect(ordersAfter).toBe(ordersBefore);
    expect((await ledger(f.ids.bayi)).balance).toBe(left);
    const quote = (await f.call('bayi', 'GET', `/api/points-orders/quote?productId=${pointsProduct}`)).json();
    expect(quote).toMatchObject({ price: PRICE / 100, available: false, reason: 'INSUFFICIENT_POINTS' });
  });

  it('gives the points back once when the order is cancelled, and releases the unit', async () => {
    const before = await ledger(f.ids.bayi);
    const reserved = (await f.level(f.ids.turkiye, pointsProduct))!.reserved;
    const cancel = await f.act('bayi', orderId, { action: 'cancel', note: 'Vazgeçtim' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await ledger(f.ids.bayi)).balance).toBe(before.balance + PRICE);
    expect((await f.level(f.ids.turkiye, pointsProduct))!.reserved).toBe(reserved - 1);
    const again = await f.act('turkiye', orderId, { action: 'cancel', note: 'Tekrar' });
    expect(again.statusCode).toBe(409);
    const refunds = await t.database.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.relatedOrderId, orderId), eq(pointsTransactions.source, 'points_order_refund')));
    expect(refunds.map((r) => r.amount)).toEqual([PRICE]);
    expect((await ledger(f.ids.bayi)).balance).toBe(before.balance + PRICE);
    await expectConsistent(f.ids.bayi);
    // No commission for a points order.
    const [{ n }] = (await t.database.db
      .execute(sql`select count(*)::int as n from commission_lines where order_id = ${orderId}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as [{ n: number }];
    expect(Number(n)).toBe(0);
  });

  it('refuses a points order to a client who has no points page', async () => {
    const res = await f.call(
      'musteri',
      'POST',
      '/api/points-orders',
      { productId: pointsProduct, addressId: randomUUID() },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('history pages and the liability', () => {
  it('pages the history 50 at a time, newest first', async () => {
    for (let i = 0; i < 51; i++) await bonus(f.ids.ankara, 1);
    const first = (await f.call('ankara', 'GET', '/api/points/transactions')).json();
    const second = (await f.call('ankara', 'GET', '/api/points/transactions?page=2')).json();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(second.total);
    expect(second.items.length).toBe(first.total - 50);
    const times = [...first.items, ...second.items].map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await expectConsistent(f.ids.ankara);
  });

  it('answers get_user_points_liability for everyone and for one member, to the admin only', async () => {
    const db = t.database.db;
    const rows = (await db
      .execute(
        sql`select greatest(0, sum(amount))::bigint as b from points_transactions where status = 'completed' group by user_id`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { b: string }[];
    const expected = rows.reduce((s, r) => s + Number(r.b), 0);
    const all = await f.call('admin', 'GET', '/api/points/liability');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ userId: null, liability: expected });
    const one = (await f.call('admin', 'GET', `/api/points/liability?userId=${f.ids.bayi}`)).json();
    expect(one.liability).toBe((await ledger(f.ids.bayi)).balance);
    expect((await f.call('bayi', 'GET', '/api/points/liability')).statusCode).toBe(403);
  });
});
