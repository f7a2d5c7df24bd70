import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditLog, productBulkDiscountRules, stockLevels } from '@portal/db/schema';
import { ERROR_CODES } from '@portal/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let dealer: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.admin)).cookie;
  dealer = (await signIn(t.app, DEMO.bayi)).cookie;
  client = (await signIn(t.app, DEMO.musteri)).cookie;
});
afterAll(() => t.close());

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Test Çinko Plus',
  description: 'Deneme ürünü',
  isClientProduct: true,
  activeIngredients: ['Çinko glukonat', 'C vitamini'],
  prices: {
    adminCostPrice: 4_000,
    turkeyDistributorPrice: 5_500,
    cityDistributorPrice: 6_000,
    dealerPrice: 7_000,
    clientPrice: 9_000,
    retailPrice: 10_000,
    vatIncluded: true,
    vatRateBp: 1000,
  },
  inventory: { inStock: true, displayStock: 50, lowStockThreshold: 5, sku: `T-${Date.now()}`, minOrderQuantity: null },
  ...over,
});

describe('product administration', () => {
  it('refuses a category that is not there and a SKU another product has', async () => {
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/products', headers: { cookie: admin }, payload });
    const noCategory = await create(input({ categoryId: '00000000-0000-4000-8000-000000000001' }));
    expect(noCategory.statusCode, noCategory.body).toBe(404);
    expect(noCategory.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND', message: 'Kategori bulunamadı' });

    const sku = `SKU-${Date.now()}`;
    const first = await create(input({ name: 'SKU Sahibi', inventory: { ...input().inventory, sku } }));
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(input({ name: 'SKU Kopyası', inventory: { ...input().inventory, sku } }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().code).toBe('SKU_TAKEN');
    const [other] = (
      await t.app.inject({ url: '/api/admin/products?search=Sahibi', headers: { cookie: admin } })
    ).json().products;
    const list = (await t.app.inject({ url: '/api/admin/products?search=Kopyas', headers: { cookie: admin } })).json();
    expect(list.products).toEqual([]);

    // Updating another product to the same SKU is refused too; keeping one's own SKU is fine.
    const stranger = await create(input({ name: 'Başka Ürün', inventory: { ...input().inventory, sku: `${sku}-2` } }));
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${stranger.json().id}`,
      headers: { cookie: admin },
      payload: input({ name: 'Başka Ürün', inventory: { ...input().inventory, sku } }),
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().code).toBe('SKU_TAKEN');
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${other.id}`,
      headers: { cookie: admin },
      payload: input({ name: 'SKU Sahibi', inventory: { ...input().inventory, sku } }),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('is for the admin only', async () => {
    for (const cookie of [dealer, client]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie },
        payload: input(),
      });
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/admin/products', headers: { cookie } })).statusCode).toBe(403);
    }
  });

  it('creates a product with the specification defaults and every role sees its own price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin },
      payload: input(),
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p.commission).toMatchObject({
      commissionType: 'percentage',
      cityDistributorRateBp: 1000,
      dealerRateBp: 1500,
      sponsorDistributorRateBp: 500,
    });
    expect(p.activeIngredients).toEqual(['Çinko glukonat', 'C vitamini']);
    const asDealer = await t.app.inject({ url: `/api/products/${p.id}`, headers: { cookie: dealer } });
    expect(asDealer.json().price).toBe(7_000);
    const asClient = await t.app.inject({ url: `/api/products/${p.id}`, headers: { cookie: client } });
    expect(asClient.json().price).toBe(9_000);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, p.id));
    expect(audits.map((a) => a.action)).toContain('product.created');
    // Its opening stock sits in the company warehouse, so a dealer can order it at once.
    const [warehouse] = await t.database.db.select().from(stockLevels).where(eq(stockLevels.productId, p.id));
    expect(warehouse).toMatchObject({ onHand: 50, reserved: 0 });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie: dealer },
      payload: { productId: p.id, quantity: 2 },
    });
    expect(add.statusCode).toBe(200);
  });

  it('rejects bad prices and names with Turkish messages and writes nothing', async () => {
    const before = (
      await t.app.inject({ url: '/api/admin/products?includeDeleted=true', headers: { cookie: admin } })
    ).json().total;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin },
      payload: input({ name: 'x', prices: { ...input().prices, dealerPrice: -5 } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const after = (
      await t.app.inject({ url: '/api/admin/products?includeDeleted=true', headers: { cookie: admin } })
    ).json().total;
    expect(after).toBe(before);
  });

  it('replaces all bulk rules, filling missing fields with the defaults', async () => {
    const p = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: admin },
        payload: input({ name: 'Kademeli Ürün' }),
      })
    ).json();
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}/bulk-rules`,
      headers: { cookie: admin },
      payload: [
        { userRole: 'dealer', minQuantity: 5, maxQuantity: 20, discountedPrice: 6_500 },
        { userRole: 'client' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().bulkRules).toHaveLength(2);
    expect(first.json().bulkRules.find((r: { userRole: string }) => r.userRole === 'client')).toMatchObject({
      minQuantity: 1,
      maxQuantity: 10,
      discountedPrice: 0,
      isActive: true,
    });
    const second = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${p.id}/bulk-rules`,
      headers: { cookie: admin },
      payload: [{ userRole: 'dealer', minQuantity: 10, maxQuantity: 999, discountedPrice: 6_000 }],
    });
    expect(second.json().bulkRules).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(productBulkDiscountRules)
      .where(eq(productBulkDiscountRules.productId, p.id));
    expect(rows).toHaveLength(1);
    const price = await t.app.inject({
      url: `/api/products/${p.id}/bulk-price?quantity=10`,
      headers: { cookie: dealer },
    });
    expect(price.json()).toEqual({ original_price: 7_000, discounted_price: 6_000, is_discount_applied: true });
  });

  it('soft-deletes and restores; a deleted product leaves the shop', async () => {
    const p = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: admin },
        payload: input({ name: 'Silinecek Ürün' }),
      })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${p.id}`,
      headers: { cookie: admin },
    });
    expect(del.json().isDeleted).toBe(true);
    expect((await t.app.inject({ url: `/api/products/${p.id}`, headers: { cookie: dealer } })).statusCode).toBe(404);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie: dealer },
      payload: { productId: p.id, quantity: 1 },
    });
    expect(add.json().code).toBe('PRODUCT_UNAVAILABLE');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${p.id}/restore`,
      headers: { cookie: admin },
    });
    expect(restored.json().isDeleted).toBe(false);
    expect((await t.app.inject({ url: `/api/products/${p.id}`, headers: { cookie: dealer } })).statusCode).toBe(200);
  });

  it('a price change is announced without prices in the event', async () => {
    const p = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: admin },
        payload: input({ name: 'Yayın Ürünü' }),
      })
    ).json();
    const events: { type: string; payload: unknown }[] = [];
    const off = t.app.ctx.bus.subscribe((e) => events.push(e));
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${p.id}`,
        headers: { cookie: admin },
        payload: input({ name: 'Yayın Ürünü', prices: { ...input().prices, dealerPrice: 7_500 } }),
      });
      expect(res.statusCode).toBe(200);
      for (let i = 0; i < 50 && !events.some((e) => e.type === 'price_updated'); i++)
        await new Promise((r) => setTimeout(r, 20));
      const event = events.find((e) => e.type === 'price_updated');
      expect(event?.payload).toMatchObject({ productId: p.id });
      expect(JSON.stringify(event?.payload)).not.toContain('7500');
    } finally {
      off();
    }
    expect((await t.app.inject({ url: `/api/products/${p.id}`, headers: { cookie: dealer } })).json().price).toBe(
      7_500,
    );
  });
});

describe('product images', () => {
  const multipartBody = (filename: string, type: string, data: Buffer) => {
    const boundary = '----portaltest';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, data, tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  const pngOf = async (width: number, height: number, background: string) =>
    (await import('sharp'))
      .default({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  const newProduct = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: admin },
        payload: input({ name }),
      })
    ).json() as { id: string };
  const upload = (productId: string, body: ReturnType<typeof multipartBody>, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/image`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });

  it('resizes an uploaded image to WebP, serves it, and refuses other files', async () => {
    const sharp = (await import('sharp')).default;
    const p = await newProduct('Görselli Ürün');
    const body = multipartBody('urun.png', 'image/png', await pngOf(1600, 1200, '#3366cc'));
    const res = await upload(p.id, body);
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(/^\/media\/products\/.+\.webp$/);
    const served = await t.app.inject(image);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800);

    const text = multipartBody('a.txt', 'text/plain', Buffer.from('hello'));
    const refused = await upload(p.id, text);
    expect(refused.statusCode).toBe(415);
    const asDealer = await upload(p.id, body, dealer);
    expect(asDealer.statusCode).toBe(403);
  });

  // A real full disk: a 16 KB tmpfs over the upload folder, filled first (root only; skipped elsewhere).
  it('says so in words when the disk is full, and leaves no half file and no changed product', async (test) => {
    const dir = join(t.app.ctx.config.dataDir, 'uploads', 'products');
    mkdirSync(dir, { recursive: true });
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', dir]).status !== 0) return test.skip();
    try {
      try {
        writeFileSync(join(dir, 'filler'), Buffer.alloc(64 * 1024));
      } catch {}
      const p = await newProduct('Disk Dolu Ürünü');
      const res = await upload(p.id, multipartBody('urun.png', 'image/png', await pngOf(400, 300, '#cc6633')));
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({ code: 'STORAGE_FULL', message: ERROR_CODES.STORAGE_FULL.message });
      expect(readdirSync(dir)).toEqual(['filler']);
      const after = await t.app.inject({ url: `/api/admin/products/${p.id}`, headers: { cookie: admin } });
      expect(after.json().image).toBeNull();
    } finally {
      spawnSync('umount', [dir]);
    }
  });
});
