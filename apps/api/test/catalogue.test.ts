import { productPrices, products } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'turkiye', 'istanbul', 'bayi', 'musteri'] as const) {
    cookies[key] = (await signIn(t.app, DEMO[key])).cookie;
  }
});
afterAll(() => t.close());

const get = (url: string, who: keyof typeof cookies) =>
  t.app.inject({ url, headers: { cookie: cookies[who] as string } });

describe('catalogue priced by role', () => {
  it('lists 24 products a page with each role’s own price', async () => {
    const res = await get('/api/products?sort=name', 'bayi');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(24);
    expect(body.total).toBeGreaterThanOrEqual(40);
    const [first] = body.products;
    const [prices] = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, first.id));
    expect(first.price).toBe(prices?.dealerPrice);
  });

  it('gives a client only client products, at the client price', async () => {
    const res = await get('/api/shop/products?page=1', 'musteri');
    const body = res.json();
    const clientCount = (await t.database.db.select().from(products).where(eq(products.isClientProduct, true))).length;
    expect(body.total).toBe(clientCount);
    for (const p of body.products) {
      expect(p.isClientProduct).toBe(true);
      const [prices] = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, p.id));
      expect(p.price).toBe(prices?.clientPrice);
    }
  });

  it('never sends another role’s price or the cost price to a member', async () => {
    const res = await get('/api/shop/products', 'musteri');
    const text = res.body;
    for (const key of ['dealerPrice', 'adminCostPrice', 'cityDistributorPrice', 'turkeyDistributorPrice', 'cost']) {
      expect(text).not.toContain(key);
    }
    const [p] = res.json().products;
    const [prices] = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, p.id));
    expect(text).not.toContain(`"price":${prices?.dealerPrice}`);
    const detail = await get(`/api/products/${p.id}`, 'musteri');
    expect(detail.body).not.toContain(String(prices?.adminCostPrice));
    expect(detail.body).not.toContain(`:${prices?.dealerPrice},`);
  });

  it('hides non-client products from clients as not found', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.isClientProduct, false)).limit(1);
    expect((await get(`/api/products/${p?.id}`, 'musteri')).statusCode).toBe(404);
    expect((await get(`/api/products/${p?.id}`, 'bayi')).statusCode).toBe(200);
  });

  it('searches Turkish-aware: case, dotted İ and accents', async () => {
    for (const q of ['çinko', 'ÇİNKO', 'cinko', 'Cinko']) {
      const res = await get(`/api/products?search=${encodeURIComponent(q)}`, 'bayi');
      const names = res.json().products.map((p: { name: string }) => p.name);
      expect(names).toContain('Çinko Pikolinat 25 mg');
    }
    const res = await get(`/api/products?search=${encodeURIComponent('İYOT')}`, 'bayi');
    expect(res.json().products.map((p: { name: string }) => p.name)).toContain('İyot Damla');
  });

  it('filters by price range on the role price and sorts by it', async () => {
    const res = await get('/api/products?minPrice=10000&maxPrice=20000&sort=price_asc', 'bayi');
    const prices = res.json().products.map((p: { price: number }) => p.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p: number) => p >= 10_000 && p <= 20_000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('filters in-stock products and by category', async () => {
    const inStock = await get('/api/products?inStock=true&page=1', 'bayi');
    expect(inStock.json().products.every((p: { stock: { inStock: boolean } }) => p.stock.inStock)).toBe(true);
    const cats = (await get('/api/categories', 'bayi')).json().categories;
    expect(cats).toHaveLength(6);
    const vit = cats.find((c: { slug: string }) => c.slug === 'vitaminler');
    const res = await get(`/api/products?category=${vit.id}`, 'bayi');
    expect(res.json().products.every((p: { category: { id: string } }) => p.category.id === vit.id)).toBe(true);
  });

  it('answers each request with its own values when requests share a prepared statement', async () => {
    const cats = (await get('/api/categories', 'bayi')).json().categories as { id: string }[];
    // Same shape (category filter, dealer, newest) with different values, one after another.
    for (const cat of [...cats, ...cats]) {
      const res = await get(`/api/products?category=${cat.id}`, 'bayi');
      const body = res.json();
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.every((p: { category: { id: string } }) => p.category.id === cat.id)).toBe(true);
      expect(body.total).toBe(body.products.length);
    }
    // Past the last page: no rows, the total still counted.
    const past = (await get(`/api/products?category=${cats[0]!.id}&page=50`, 'bayi')).json();
    expect(past.products).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });

  it('answers get_bulk_discount_price for the caller’s role and refuses another role', async () => {
    const list = (await get('/api/products?sort=newest', 'bayi')).json().products as {
      id: string;
      price: number;
      bulkTiers: { minQuantity: number; unitPrice: number }[];
    }[];
    const tiered = list.find((p) => p.bulkTiers.length > 0);
    expect(tiered).toBeDefined();
    const tier = tiered!.bulkTiers[0]!;
    const at = await get(`/api/products/${tiered!.id}/bulk-price?quantity=${tier.minQuantity}`, 'bayi');
    expect(at.json()).toEqual({
      original_price: tiered!.price,
      discounted_price: tier.unitPrice,
      is_discount_applied: true,
    });
    const below = await get(`/api/products/${tiered!.id}/bulk-price?quantity=1`, 'bayi');
    expect(below.json().is_discount_applied).toBe(false);
    expect(
      (await get(`/api/products/${tiered!.id}/bulk-price?quantity=1&role=cityDistributor`, 'bayi')).statusCode,
    ).toBe(403);
  });

  it('shows visitors the catalogue with no member prices', async () => {
    const res = await t.app.inject('/api/public/products');
    expect(res.statusCode).toBe(200);
    const [p] = res.json().products;
    expect(p).not.toHaveProperty('price');
    const [prices] = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, p.id));
    expect(p.retailPrice).toBe(prices?.retailPrice);
    expect(Object.keys(p).filter((k) => /price/i.test(k))).toEqual(['retailPrice']);
    expect(Object.values(p)).not.toContain(prices?.dealerPrice);
  });
});
