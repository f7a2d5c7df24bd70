import { notifications, products, profiles, stockLevels, stockMovements } from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMovement, applyMovementAndCommit, ledgerDisagreements } from '../src/modules/stock/stock.repository';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const c: Record<string, string> = {};
const ids: Record<string, string> = {};
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi'] as const) {
    const s = await signIn(t.app, DEMO[key]);
    c[key] = s.cookie;
    ids[key] = s.user.id;
  }
  const [p] = await t.database.db.select().from(products).where(eq(products.name, 'Selenyum 200 mcg'));
  productId = p!.id;
});
afterAll(() => t.close());

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: c[who] as string }, payload });
const level = async (holder: string) =>
  (
    await t.database.db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.holderId, holder), eq(stockLevels.productId, productId)))
  )[0];

describe('stock ledger', () => {
  it('seeds levels that agree with the movement ledger', async () => {
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockLevels);
    expect(row!.n).toBeGreaterThan(100);
  });

  it('a holder receives goods into its own stock, with a movement and an audit trail', async () => {
    const before = (await level(ids.istanbul!))?.onHand ?? 0;
    const res = await post('istanbul', '/api/stock/receive', { productId, quantity: 25, reason: 'Depo girişi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().onHand).toBe(before + 25);
    const [m] = await t.database.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.holderId, ids.istanbul!),
          eq(stockMovements.kind, 'purchase_in'),
          eq(stockMovements.reason, 'Depo girişi'),
        ),
      );
    expect(m).toMatchObject({ onHandDelta: 25, actorId: ids.istanbul });
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('only the admin changes another holder’s stock; others get not found', async () => {
    const res = await post('ankara', '/api/stock/receive', {
      holderId: ids.istanbul,
      productId,
      quantity: 5,
      reason: 'Deneme girişi',
    });
    expect(res.statusCode).toBe(404);
    const ok = await post('admin', '/api/stock/receive', {
      holderId: ids.istanbul,
      productId,
      quantity: 5,
      reason: 'Merkezden giriş',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('bayi', '/api/stock/receive', { productId, quantity: 5, reason: 'Bayi girişi' })).statusCode,
    ).toBe(403);
  });

  it('the admin naming a holder that keeps no stock, or a product that is not there, gets not found', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    const missing = '00000000-0000-4000-8000-000000000001';
    for (const [url, body] of [
      ['/api/stock/receive', { holderId: missing, productId, quantity: 5, reason: 'Olmayan depo' }],
      ['/api/stock/receive', { holderId: ids.bayi, productId, quantity: 5, reason: 'Bayinin deposu yok' }],
      ['/api/stock/receive', { holderId: ids.istanbul, productId: missing, quantity: 5, reason: 'Olmayan ürün' }],
      ['/api/stock/adjust', { holderId: missing, productId, delta: 3, reason: 'Olmayan depo' }],
      ['/api/stock/adjust', { productId: missing, delta: 3, reason: 'Olmayan ürün' }],
    ] as const) {
      const res = await post('admin', url, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    expect(after!.n).toBe(before!.n);
  });

  it('a city distributor sees only its own levels; the national distributor sees all holders', async () => {
    const own = (await t.app.inject({ url: '/api/stock/levels', headers: { cookie: c.ankara as string } })).json();
    expect(own.levels.every((l: { holderId: string }) => l.holderId === ids.ankara)).toBe(true);
    const other = await t.app.inject({
      url: `/api/stock/levels?holderId=${ids.istanbul}`,
      headers: { cookie: c.ankara as string },
    });
    expect(other.statusCode).toBe(404);
    const all = (
      await t.app.inject({ url: `/api/stock/levels?productId=${productId}`, headers: { cookie: c.turkiye as string } })
    ).json();
    expect(new Set(all.levels.map((l: { holderId: string }) => l.holderId)).size).toBeGreaterThan(3);
  });

  it('an adjustment can never take stock below zero, even all at once', async () => {
    const start = (await level(ids.ankara!))!;
    const units = start.onHand - start.reserved;
    const results = await Promise.all(
      Array.from({ length: units + 15 }, () =>
        post('ankara', '/api/stock/adjust', { productId, delta: -1, reason: 'Sayım farkı' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(units);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'INSUFFICIENT_STOCK')).toBe(true);
    const end = (await level(ids.ankara!))!;
    expect(end.onHand).toBe(start.reserved);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('tells the holder once when a product falls to its low-stock threshold', async () => {
    const holder = ids.istanbul!;
    const start = (await level(holder))!;
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, holder), eq(notifications.title, 'Stok azaldı')))
      ).length;
    const before = await count();
    const down = start.onHand - start.reserved - 5;
    await post('istanbul', '/api/stock/adjust', { productId, delta: -down, reason: 'Sayım düzeltmesi' });
    expect(await count()).toBe(before + 1);
    await post('istanbul', '/api/stock/adjust', { productId, delta: -1, reason: 'Sayım düzeltmesi' });
    expect(await count()).toBe(before + 1);
  });

  it('a transaction’s last movement commits with it, and without the stock nothing of it is kept', async () => {
    const db = t.database.db;
    const holder = ids.istanbul!;
    const reserve = (holderId: string, units: number, reason = 'Rezerv') => ({
      holderId,
      productId,
      kind: 'reserve' as const,
      onHandDelta: 0,
      reservedDelta: units,
      reason,
    });
    const marked = async (marker: string) =>
      (await db.select().from(notifications).where(eq(notifications.message, marker))).length;
    // What the transaction wrote before its last statement goes with it when the stock is not there:
    // a holder with no level of the product (a dealer keeps none), or fewer units than asked.
    const start = (await level(holder))!;
    for (const [holderId, units] of [
      [ids.bayi!, 1],
      [holder, start.onHand - start.reserved + 1],
    ] as const) {
      const marker = `son hareket ${holderId} ${units}`;
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(notifications).values({ userId: holder, message: marker });
          expect(await applyMovementAndCommit(tx, reserve(holderId, units))).toBeNull();
          throw new Error('geri alındı');
        }),
      ).rejects.toThrow('geri alındı');
      expect(await marked(marker)).toBe(0);
    }
    expect(await level(holder)).toEqual(start);
    // With the stock it is committed by its own statement: on PostgreSQL another connection sees
    // it before the transaction's function returns. The values travel in the statement's text.
    const reason = "O'nun rezervi; -- \\ sonu";
    await db.transaction(async (tx) => {
      const after = await applyMovementAndCommit(tx, reserve(holder, 2, reason));
      expect(after).toMatchObject({ onHand: start.onHand, reserved: start.reserved + 2 });
      if (t.database.kind === 'postgres') expect((await level(holder))!.reserved).toBe(start.reserved + 2);
    });
    const [movement] = await db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.holderId, holder), eq(stockMovements.reason, reason)));
    expect(movement).toMatchObject({ kind: 'reserve', reservedDelta: 2, onHandDelta: 0 });
    expect(await applyMovement(db, { ...reserve(holder, -2), kind: 'release' })).not.toBeNull();
    expect(await ledgerDisagreements(db)).toEqual([]);
  });

  it('the dealer’s shop shows its supplier’s saleable units', async () => {
    const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
    expect(bayi).toBeDefined();
    const supplierLevel = (await level(ids.istanbul!))!;
    const res = await t.app.inject({ url: `/api/products/${productId}`, headers: { cookie: c.bayi as string } });
    expect(res.json().stock.displayStock).toBe(supplierLevel.onHand - supplierLevel.reserved);
  });
});

describe('stock screens', () => {
  const get = (who: string, url: string) => t.app.inject({ url, headers: { cookie: c[who] as string } });

  it('the summary counts the member’s own levels as its level list classes them', async () => {
    const res = await get('istanbul', '/api/stock/summary');
    expect(res.statusCode).toBe(200);
    const levels: { holderId: string; saleable: number; status: string }[] = [];
    for (let page = 1; ; page++) {
      const body = (await get('istanbul', `/api/stock/levels?page=${page}`)).json();
      levels.push(...body.levels);
      if (page * body.pageSize >= body.total) break;
    }
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((l) => l.holderId === ids.istanbul)).toBe(true);
    expect(res.json()).toEqual({
      productCount: levels.length,
      totalSaleable: levels.reduce((sum, l) => sum + l.saleable, 0),
      lowCount: levels.filter((l) => l.status === 'low').length,
      outCount: levels.filter((l) => l.status === 'out').length,
    });
    // Every stock holder reads its own; a dealer has no stock screens.
    const admin = (await get('admin', '/api/stock/summary')).json();
    expect(admin.productCount).toBeGreaterThan(0);
    expect(admin.totalSaleable).toBeGreaterThan(res.json().totalSaleable);
    expect((await get('bayi', '/api/stock/summary')).statusCode).toBe(403);
  });

  it('a receipt moves the summary by exactly its units', async () => {
    const before = (await get('ankara', '/api/stock/summary')).json();
    await post('ankara', '/api/stock/receive', { productId, quantity: 40, reason: 'Sayım sonrası giriş' });
    const after = (await get('ankara', '/api/stock/summary')).json();
    expect(after.totalSaleable).toBe(before.totalSaleable + 40);
    expect(after.productCount).toBe(before.productCount);
  });

  it('movements can be narrowed to a date range', async () => {
    const recent = (await get('istanbul', '/api/stock/movements?kind=purchase_in')).json().movements as {
      createdAt: string;
      reason: string | null;
    }[];
    expect(recent.some((m) => m.reason === 'Depo girişi')).toBe(true);
    const now = Date.now();
    const range = (from: number, to: number) =>
      `from=${encodeURIComponent(new Date(from).toISOString())}&to=${encodeURIComponent(new Date(to).toISOString())}`;
    const today = (await get('istanbul', `/api/stock/movements?${range(now - 3_600_000, now + 3_600_000)}`)).json();
    expect(today.movements.length).toBeGreaterThan(0);
    expect(today.movements.every((m: { createdAt: string }) => Date.parse(m.createdAt) >= now - 3_600_000)).toBe(true);
    // The seed's opening stock is a year old: a range that ends 360 days ago holds only that.
    const old = (await get('istanbul', `/api/stock/movements?${range(0, now - 360 * 86_400_000)}`)).json();
    expect(old.movements.length).toBeGreaterThan(0);
    expect(old.movements.every((m: { reason: string | null }) => m.reason === 'Açılış stoğu')).toBe(true);
    const offset = await get('istanbul', '/api/stock/movements?from=2026-01-01T00:00:00%2B03:00');
    expect(offset.statusCode).toBe(200);
    expect((await get('istanbul', '/api/stock/movements?from=2026-01-01')).statusCode).toBe(400);
  });
});
