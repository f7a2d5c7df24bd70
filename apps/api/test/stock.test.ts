import { notifications, products, profiles, stockLevels, stockMovements } from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDisagreements } from '../src/modules/stock/stock.repository';
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

  it('the dealer’s shop shows its supplier’s saleable units', async () => {
    const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
    expect(bayi).toBeDefined();
    const supplierLevel = (await level(ids.istanbul!))!;
    const res = await t.app.inject({ url: `/api/products/${productId}`, headers: { cookie: c.bayi as string } });
    expect(res.json().stock.displayStock).toBe(supplierLevel.onHand - supplierLevel.reserved);
  });
});
