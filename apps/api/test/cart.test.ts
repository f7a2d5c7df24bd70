import { productInventory, productPrices, products, productSalesRules, profiles, stockLevels } from '@portal/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
let dealer: string;
let client: string;
let clientProduct: string;
let dealerOnlyProduct: string;

beforeAll(async () => {
  t = await createTestApp();
  dealer = (await signIn(t.app, DEMO.bayi)).cookie;
  client = (await signIn(t.app, DEMO.musteri)).cookie;
  const [cp] = await t.database.db.select().from(products).where(eq(products.name, 'C Vitamini 1000 mg'));
  const [dp] = await t.database.db.select().from(products).where(eq(products.name, 'Multivitamin Erkek'));
  clientProduct = cp!.id;
  dealerOnlyProduct = dp!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const cookie of [dealer, client])
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } });
});

const add = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const patch = (cookie: string, productId: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/cart/items/${productId}`,
    headers: { cookie },
    payload: payload as object,
  });

const expectError = (
  res: { statusCode: number; json(): { code: string; message: string } },
  code: string,
  message: string,
) => {
  expect(res.json()).toMatchObject({ code, message });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
};

describe('add to cart: each check answers its own message, in order', () => {
  it('signed out', async () =>
    expectError(
      await add(undefined, { productId: clientProduct, quantity: 1 }),
      'CART_LOGIN_REQUIRED',
      'Sepete eklemek için giriş yapmalısınız',
    ));
  it('no product', async () => {
    expectError(await add(dealer, { quantity: 1 }), 'PRODUCT_MISSING', 'Ürün bilgisi eksik');
    expectError(
      await add(dealer, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }),
      'PRODUCT_MISSING',
      'Ürün bilgisi eksik',
    );
  });
  it('inactive product', async () => {
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, dealerOnlyProduct));
    try {
      expectError(
        await add(dealer, { productId: dealerOnlyProduct, quantity: 1 }),
        'PRODUCT_UNAVAILABLE',
        'Bu ürün şu anda mevcut değil',
      );
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, dealerOnlyProduct));
    }
  });
  it('quantities', async () => {
    expectError(await add(dealer, { productId: clientProduct, quantity: 0 }), 'INVALID_QUANTITY', 'Geçersiz miktar');
    expectError(await add(dealer, { productId: clientProduct, quantity: -2 }), 'INVALID_QUANTITY', 'Geçersiz miktar');
    expectError(await add(dealer, { productId: clientProduct, quantity: 'x' }), 'INVALID_QUANTITY', 'Geçersiz miktar');
    expectError(
      await add(dealer, { productId: clientProduct, quantity: 1000 }),
      'MAX_QUANTITY',
      'Maksimum miktar 999 adet',
    );
  });
  it('a client cannot order a product that is not for clients', async () =>
    expectError(
      await add(client, { productId: dealerOnlyProduct, quantity: 1 }),
      'PRODUCT_NOT_ALLOWED',
      'Bu ürünü sipariş etme yetkiniz yok',
    ));
  it('stock comes from the supply chain: city distributor, then national, then warehouse', async () => {
    const chainEmails = [DEMO.istanbul, DEMO.turkiye, DEMO.admin];
    const holders = await t.database.db.select().from(profiles).where(inArray(profiles.email, chainEmails));
    const holderIds = holders.map((h) => h.id);
    const where = and(inArray(stockLevels.holderId, holderIds), eq(stockLevels.productId, dealerOnlyProduct));
    const saved = await t.database.db.select().from(stockLevels).where(where);
    const idOf = (email: string) => holders.find((h) => h.email === email)!.id;
    try {
      await t.database.db.delete(stockLevels).where(where);
      expectError(
        await add(dealer, { productId: dealerOnlyProduct, quantity: 1 }),
        'STOCK_NOT_FOUND',
        'Stok bulunamadı: Multivitamin Erkek',
      );

      // The city distributor has 2, the national distributor 5: 4 units come from the national one.
      await t.database.db.insert(stockLevels).values([
        { holderId: idOf(DEMO.istanbul), productId: dealerOnlyProduct, onHand: 2, reserved: 0 },
        { holderId: idOf(DEMO.turkiye), productId: dealerOnlyProduct, onHand: 5, reserved: 0 },
      ]);
      expectError(
        await add(dealer, { productId: dealerOnlyProduct, quantity: 6 }),
        'INSUFFICIENT_STOCK',
        'Yeterli stok bulunmuyor',
      );
      const ok = await add(dealer, { productId: dealerOnlyProduct, quantity: 4 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().cart.items[0].available).toBe(true);
    } finally {
      await t.database.db.delete(stockLevels).where(where);
      if (saved.length > 0) await t.database.db.insert(stockLevels).values(saved);
    }
  });

  it('sales rules and minimum order quantity', async () => {
    const [kefir] = await t.database.db.select().from(products).where(eq(products.name, 'Kefir Kültürü'));
    const res = await add(dealer, { productId: kefir!.id, quantity: 1 });
    expectError(
      res,
      'SALES_RULE_VIOLATION',
      'Satış kuralları ihlali: Kefir Kültürü için en az 2 adet sipariş verilmelidir',
    );
    expect((await add(dealer, { productId: kefir!.id, quantity: 2 })).statusCode).toBe(200);
    const [shot] = await t.database.db.select().from(products).where(eq(products.name, 'Kolajen Shot'));
    expectError(
      await add(dealer, { productId: shot!.id, quantity: 21 }),
      'SALES_RULE_VIOLATION',
      'Satış kuralları ihlali: Kolajen Shot için en fazla 20 adet sipariş verilebilir',
    );
    const [rule] = await t.database.db
      .select()
      .from(productSalesRules)
      .where(and(eq(productSalesRules.productId, kefir!.id)));
    expect(rule?.ruleType).toBe('minimum_quantity');
  });
});

describe('cart lines', () => {
  it('re-adding grows the line; totals are exact in kuruş and keep price and role at the time', async () => {
    const first = await add(dealer, { productId: clientProduct, quantity: 2 });
    expect(first.json().productName).toBe('C Vitamini 1000 mg');
    const res = await add(dealer, { productId: clientProduct, quantity: 3 });
    const cart = res.json().cart;
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line.quantity).toBe(5);
    expect(line.roleAtTime).toBe('dealer');
    expect(cart.summary).toMatchObject({ total_items: 5, item_count: 1, total_amount: line.priceAtTime * 5 });
  });

  it('prices a line at its bulk tier and shows the saving and the next tier', async () => {
    const list = (await t.app.inject({ url: '/api/products?sort=newest', headers: { cookie: dealer } })).json()
      .products as {
      id: string;
      price: number;
      name: string;
      bulkTiers: { minQuantity: number; maxQuantity: number; unitPrice: number }[];
      stock: { displayStock: number };
      minOrderQuantity: number;
    }[];
    const p = list.find((x) => x.bulkTiers.length === 2 && x.stock.displayStock >= 60 && x.minOrderQuantity === 1)!;
    const [tier1, tier2] = p.bulkTiers;
    await add(dealer, { productId: p.id, quantity: tier1!.minQuantity - 1 });
    let cart = (await t.app.inject({ url: '/api/cart', headers: { cookie: dealer } })).json();
    expect(cart.items[0].priceAtTime).toBe(p.price);
    expect(cart.items[0].nextTier).toMatchObject({ addQuantity: 1, tierUnitPrice: tier1!.unitPrice });
    cart = (await patch(dealer, p.id, { quantity: tier2!.minQuantity })).json();
    expect(cart.items[0].priceAtTime).toBe(tier2!.unitPrice);
    expect(cart.items[0].tierSavings).toBe((p.price - tier2!.unitPrice) * tier2!.minQuantity);
    expect(cart.summary.total_amount).toBe(tier2!.unitPrice * tier2!.minQuantity);
  });

  it('update quantity: validations in order, 0 removes, missing line reloads', async () => {
    await add(dealer, { productId: clientProduct, quantity: 1 });
    expectError(await patch(dealer, 'not-a-uuid', { quantity: 1 }), 'INVALID_PRODUCT', 'Geçersiz ürün bilgisi');
    expectError(await patch(dealer, clientProduct, { quantity: 1.5 }), 'INVALID_QUANTITY', 'Geçersiz miktar');
    expectError(await patch(dealer, clientProduct, { quantity: -1 }), 'NEGATIVE_QUANTITY', 'Miktar negatif olamaz');
    expectError(await patch(dealer, clientProduct, { quantity: 1000 }), 'MAX_QUANTITY', 'Maksimum miktar 999 adet');
    expectError(
      await patch(dealer, dealerOnlyProduct, { quantity: 2 }),
      'CART_ITEM_NOT_FOUND',
      'Ürün sepetinizde bulunamadı',
    );
    const updated = await patch(dealer, clientProduct, { quantity: 4 });
    expect(updated.json().summary.total_items).toBe(4);
    const removed = await patch(dealer, clientProduct, { quantity: 0 });
    expect(removed.json().items).toEqual([]);
  });

  it('shows a changed price without counting it as a tier saving', async () => {
    await add(dealer, { productId: dealerOnlyProduct, quantity: 1 });
    const [before] = await t.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, dealerOnlyProduct));
    await t.database.db
      .update(productPrices)
      .set({ dealerPrice: (before!.dealerPrice ?? 0) + 1_000 })
      .where(eq(productPrices.productId, dealerOnlyProduct));
    try {
      const cart = (await t.app.inject({ url: '/api/cart', headers: { cookie: dealer } })).json();
      const line = cart.items.find((l: { productId: string }) => l.productId === dealerOnlyProduct);
      expect(line).toMatchObject({
        priceChanged: true,
        priceAtTime: before!.dealerPrice,
        currentUnitPrice: (before!.dealerPrice ?? 0) + 1_000,
        tierSavings: 0,
      });
    } finally {
      await t.database.db
        .update(productPrices)
        .set({ dealerPrice: before!.dealerPrice })
        .where(eq(productPrices.productId, dealerOnlyProduct));
    }
  });

  it('update requires a session with the specification message', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${clientProduct}`,
      payload: { quantity: 1 },
    });
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
    });
  });

  it('reports cart-level rules (minimum order amount) for checkout', async () => {
    const [krill] = await t.database.db.select().from(products).where(eq(products.name, 'Krill Yağı'));
    await t.database.db
      .update(productInventory)
      .set({ inStock: true, displayStock: 10 })
      .where(eq(productInventory.productId, krill!.id));
    const res = await add(dealer, { productId: krill!.id, quantity: 1 });
    expect(res.json().cart.ruleViolations[0]).toContain('sepet toplamı en az ₺1.000,00');
  });

  it('each member sees only their own cart', async () => {
    await add(dealer, { productId: clientProduct, quantity: 2 });
    const mine = (await t.app.inject({ url: '/api/cart', headers: { cookie: client } })).json();
    expect(mine.items).toEqual([]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${clientProduct}`,
      headers: { cookie: client },
    });
    expectError(res, 'CART_ITEM_NOT_FOUND', 'Ürün sepetinizde bulunamadı');
  });
});

describe('wishlist and comparison', () => {
  it('toggles favorites and refuses a duplicate', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { cookie: client },
      payload: { productId: clientProduct },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().wishlist).toBe(1);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { cookie: client },
      payload: { productId: clientProduct },
    });
    expect(dup.json()).toMatchObject({ code: 'ALREADY_IN_FAVORITES', message: 'Zaten Favorilerde' });
    const list = (await t.app.inject({ url: '/api/favorites', headers: { cookie: client } })).json();
    expect(list.products.map((p: { id: string }) => p.id)).toEqual([clientProduct]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${clientProduct}`,
      headers: { cookie: client },
    });
    expect(del.json().wishlist).toBe(0);
  });

  it('stops the comparison at 4 products', async () => {
    const ids = (await t.app.inject({ url: '/api/products?page=1', headers: { cookie: dealer } }))
      .json()
      .products.map((p: { id: string }) => p.id);
    for (const id of ids.slice(0, 4)) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/comparisons',
            headers: { cookie: dealer },
            payload: { productId: id },
          })
        ).statusCode,
      ).toBe(201);
    }
    const fifth = await t.app.inject({
      method: 'POST',
      url: '/api/comparisons',
      headers: { cookie: dealer },
      payload: { productId: ids[4] },
    });
    expect(fifth.json()).toMatchObject({ code: 'COMPARE_LIMIT', message: 'En fazla 4 ürün karşılaştırabilirsiniz' });
    const counts = (await t.app.inject({ url: '/api/shop/counts', headers: { cookie: dealer } })).json();
    expect(counts.compare).toBe(4);
    await t.app.inject({ method: 'DELETE', url: '/api/comparisons', headers: { cookie: dealer } });
    expect((await t.app.inject({ url: '/api/shop/counts', headers: { cookie: dealer } })).json().compare).toBe(0);
  });

  it('concurrent adds cannot pass the comparison limit', async () => {
    const ids = (await t.app.inject({ url: '/api/products?page=2', headers: { cookie: dealer } }))
      .json()
      .products.map((p: { id: string }) => p.id);
    const results = await Promise.all(
      ids.slice(0, 8).map((id: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/comparisons',
          headers: { cookie: dealer },
          payload: { productId: id },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    await t.app.inject({ method: 'DELETE', url: '/api/comparisons', headers: { cookie: dealer } });
  });
});
