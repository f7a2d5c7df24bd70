import { cartItems, orders, productSalesRules, profiles, stockLevels, stockMovements } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

/**
 * Decision 033: the availability a buyer is shown — supplier, units it can sell, status — is what
 * checkout would do for them, the same from the shop list, the product page, the cart and the
 * checkout preview.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let ids: Record<Who, string>;
let names: Record<string, string>;

async function holdAt(holderId: string, productId: string, onHand: number, reserved = 0) {
  const db = t.database.db;
  await db.insert(stockLevels).values({ holderId, productId, onHand, reserved });
  if (onHand > 0) {
    await db.insert(stockMovements).values({ holderId, productId, kind: 'purchase_in', onHandDelta: onHand });
  }
  if (reserved > 0) {
    await db.insert(stockMovements).values({ holderId, productId, kind: 'reserve', reservedDelta: reserved });
  }
}

/** The product's availability from each place a buyer sees it. */
async function everywhere(as: Who, productId: string, search: string) {
  const list = (await f.call(as, 'GET', `/api/shop/products?search=${encodeURIComponent(search)}`)).json();
  const card = list.products.find((p: { id: string }) => p.id === productId);
  const detail = (await f.call(as, 'GET', `/api/products/${productId}`)).json();
  const cart = (await f.call(as, 'GET', '/api/cart')).json();
  const preview = (await f.call(as, 'GET', '/api/checkout/preview')).json();
  return {
    card: card.availability,
    detail: detail.availability,
    cart: cart.items.find((i: { productId: string }) => i.productId === productId)?.availability,
    checkout: preview.lines.find((l: { productId: string }) => l.productId === productId)?.availability,
    orderSupplier: preview.supplier,
    stock: card.stock,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'musteri']);
  ids = f.ids;
  await f.address('musteri');
  const rows = await t.database.db.select({ id: profiles.id, name: profiles.name }).from(profiles);
  names = Object.fromEntries(rows.map((r) => [r.id, r.name]));
});
afterAll(() => t.close());

describe('availability is what checkout would do', () => {
  it('the probiotic case: minimum 2, one unit in İstanbul → below minimum, the national distributor serves, everywhere', async () => {
    const productId = await f.product('Probiyotik Kapsül Uygunluk', 30, ids.turkiye);
    await holdAt(ids.istanbul, productId, 1);
    await t.database.db.insert(productSalesRules).values({ productId, ruleType: 'minimum_quantity', minValue: 2 });

    const add = await f.call('musteri', 'POST', '/api/cart/items', { productId, quantity: 2 });
    expect(add.statusCode).toBe(200);

    const seen = await everywhere('musteri', productId, 'Probiyotik');
    const expected = {
      status: 'below_minimum',
      supplier: { id: ids.turkiye, name: names[ids.turkiye] },
      saleable: 30,
      minimum: 2,
      nearest: { id: ids.istanbul, name: names[ids.istanbul], saleable: 1 },
    };
    for (const where of ['card', 'detail', 'cart', 'checkout'] as const) {
      expect({ where, ...seen[where] }).toMatchObject({ where, ...expected });
    }
    // Never "Son 1 adet": the figure shown is the serving holder's, and it covers the minimum.
    expect(seen.stock).toMatchObject({ displayStock: 30, inStock: true });
    expect(seen.orderSupplier).toEqual({ id: ids.turkiye, name: names[ids.turkiye] });

    // And checkout does exactly that.
    const placed = await f.checkout('musteri');
    expect(placed.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().order.id));
    expect(order?.supplierId).toBe(ids.turkiye);
  });

  it('a client whose city distributor has none sees the holder that would serve it, never its city as in stock', async () => {
    const productId = await f.product('Omega Uygunluk Testi', 12, ids.turkiye);
    await holdAt(ids.istanbul, productId, 2, 2); // all reserved: nothing saleable in İstanbul
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, ids.musteri));
    await f.call('musteri', 'POST', '/api/cart/items', { productId, quantity: 1 });

    const seen = await everywhere('musteri', productId, 'Omega Uygunluk Testi');
    for (const where of ['card', 'detail', 'cart', 'checkout'] as const) {
      expect({ where, ...seen[where] }).toMatchObject({
        where,
        status: 'in_stock',
        supplier: { id: ids.turkiye, name: names[ids.turkiye] },
        saleable: 12,
        minimum: 1,
      });
    }
    expect(seen.orderSupplier?.id).toBe(ids.turkiye);
  });

  it('the city distributor serves when it holds the quantity, graded low at the threshold', async () => {
    const productId = await f.product('Magnezyum Uygunluk Testi', 50, ids.turkiye);
    await holdAt(ids.istanbul, productId, 4);
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, ids.musteri));
    await f.call('musteri', 'POST', '/api/cart/items', { productId, quantity: 1 });

    const seen = await everywhere('musteri', productId, 'Magnezyum Uygunluk Testi');
    for (const where of ['card', 'detail', 'cart', 'checkout'] as const) {
      expect({ where, ...seen[where] }).toMatchObject({
        where,
        status: 'low',
        supplier: { id: ids.istanbul, name: names[ids.istanbul] },
        saleable: 4,
        threshold: 5,
        nearest: null,
      });
    }
    expect(seen.orderSupplier).toEqual({ id: ids.istanbul, name: names[ids.istanbul] });
    expect(seen.stock).toMatchObject({ status: 'low', displayStock: 4 });
  });

  it('below the minimum with no holder able to serve it is unavailable, and the cart refuses it', async () => {
    const productId = await f.product('Çinko Uygunluk Testi', 1, ids.turkiye);
    await t.database.db.insert(productSalesRules).values({ productId, ruleType: 'minimum_quantity', minValue: 2 });
    const detail = (await f.call('musteri', 'GET', `/api/products/${productId}`)).json();
    expect(detail.availability).toMatchObject({ status: 'below_minimum', supplier: null, saleable: 0, minimum: 2 });
    expect(detail.stock).toMatchObject({ inStock: false, status: 'out' });
    const add = await f.call('musteri', 'POST', '/api/cart/items', { productId, quantity: 2 });
    expect(add.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('low-stock counts use the badge threshold', () => {
  it('levels holding 1–4 units with threshold 5 are counted low', async () => {
    const before = (await f.call('istanbul', 'GET', '/api/stock/summary')).json();
    const a = await f.product('Eşik Testi A', 1, ids.turkiye);
    const b = await f.product('Eşik Testi B', 1, ids.turkiye);
    const c = await f.product('Eşik Testi C', 1, ids.turkiye);
    await holdAt(ids.istanbul, a, 1);
    await holdAt(ids.istanbul, b, 4);
    await holdAt(ids.istanbul, c, 6);
    const after = (await f.call('istanbul', 'GET', '/api/stock/summary')).json();
    expect(after.lowCount - before.lowCount).toBe(2);
    expect(after.productCount - before.productCount).toBe(3);
  });
});
