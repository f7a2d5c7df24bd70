import { cartItems, productBulkDiscountRules, productPrices } from '@portal/db/schema';
import { formatMoney } from '@portal/shared/format';
import type { MoneySummary } from '@portal/shared/money-summary';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// Issue #13: one money summary on the cart, checkout and the order, computed by the server with the
// shared function; and the printable order (Sipariş Özeti) as a PDF for whoever may see the order.

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let orderId: string;
let orderNumber: string;
let summary: MoneySummary;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('bayi');
  const db = t.database.db;
  // A: dealer price ₺80,00, VAT 20 % included, 3+ for ₺70,00. B: ₺12,34 before 10 % VAT.
  const a = await f.product('Özet Ürünü Çay', 50);
  await db
    .insert(productBulkDiscountRules)
    .values({ productId: a, userRole: 'dealer', minQuantity: 3, maxQuantity: 100, discountedPrice: 7_000 });
  const b = await f.product('Özet Ürünü Şurup', 50);
  await db
    .update(productPrices)
    .set({ dealerPrice: 1_234, vatRateBp: 1000, vatIncluded: false })
    .where(eq(productPrices.productId, b));
  await f.fillCart('bayi', a, 3, 7_000);
  await db
    .insert(cartItems)
    .values({ userId: f.ids.bayi, productId: b, quantity: 7, priceAtTime: 1_234, roleAtTime: 'dealer' });
});
afterAll(() => t.close());

describe('money summary', () => {
  it('is the same kuruş on the cart, checkout and the placed order', async () => {
    const cart = (await f.call('bayi', 'GET', '/api/cart')).json();
    const preview = (await f.call('bayi', 'GET', '/api/checkout/preview')).json();
    // 3 × ₺70 with 20 % in it; 7 × ₺12,34 = ₺86,38 plus 10 % (₺8,64).
    const expected: MoneySummary = {
      listTotal: 24_000 + 9_502,
      tierSaving: 3_000,
      subtotalExVat: 17_500 + 8_638,
      vatByRate: [
        { rateBp: 2000, base: 17_500, vat: 3_500 },
        { rateBp: 1000, base: 8_638, vat: 864 },
      ],
      total: 21_000 + 9_502,
    };
    expect(cart.moneySummary).toEqual(expected);
    expect(preview.moneySummary).toEqual(expected);
    expect(preview.totals.total).toBe(expected.total);

    const placed = await f.checkout('bayi');
    expect(placed.json()).toMatchObject({ order: { total: expected.total } });
    orderId = placed.json().order.id;
    orderNumber = placed.json().order.number;
    const order = (await f.call('bayi', 'GET', `/api/orders/${orderId}`)).json();
    expect(order.moneySummary).toEqual(expected);
    expect(order.total).toBe(expected.total);
    expect(order.subtotal).toBe(expected.subtotalExVat);
    expect(order.discountTotal).toBe(expected.tierSaving);
    expect(order.sellerNumbers.buyer).toMatch(/\S/);
    summary = order.moneySummary;
  });
});

describe('GET /api/orders/:id/summary.pdf', () => {
  it('answers exactly whoever may see the order, and 404 to everyone else', async () => {
    const seen: Record<string, number> = {};
    for (const who of ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri'] as Who[]) {
      const detail = await f.call(who, 'GET', `/api/orders/${orderId}`);
      const pdf = await f.call(who, 'GET', `/api/orders/${orderId}/summary.pdf`);
      expect({ who, status: pdf.statusCode }).toEqual({ who, status: detail.statusCode });
      seen[who] = pdf.statusCode;
    }
    // The buyer, its supplier (the company) and the admin; a distributor of another city and a client not.
    expect(seen).toMatchObject({ bayi: 200, admin: 200, ankara: 404, musteri: 404 });
    expect((await f.call('bayi', 'GET', '/api/orders/not-a-uuid/summary.pdf')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/summary.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is a Turkish A4 PDF with the number, parties, lines, VAT by rate and the exact totals', async () => {
    const res = await f.call('bayi', 'GET', `/api/orders/${orderId}/summary.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`siparis-ozeti-${orderNumber}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const order = (await f.call('bayi', 'GET', `/api/orders/${orderId}`)).json();
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    expect(text).toContain('Sipariş Özeti');
    expect(text).toContain(orderNumber);
    expect(text).toContain('Özet Ürünü Çay');
    expect(text).toContain('Özet Ürünü Şurup');
    expect(text).toContain(`Satıcı No ${order.sellerNumbers.buyer}`);
    expect(text).toContain(`Satıcı No ${order.sellerNumbers.supplier}`);
    expect(text).toContain(order.supplier.name);
    expect(text).toContain('Liste fiyatı');
    expect(text).toContain(formatMoney(summary.listTotal));
    expect(text).toContain('Kademe indirimi');
    expect(text).toContain(formatMoney(-summary.tierSaving));
    expect(text).toContain('Ara toplam (KDV hariç)');
    expect(text).toContain(formatMoney(summary.subtotalExVat));
    expect(text).toContain(`KDV %20 (matrah ${formatMoney(17_500)})`);
    expect(text).toContain(formatMoney(3_500));
    expect(text).toContain(`KDV %10 (matrah ${formatMoney(8_638)})`);
    expect(text).toContain(formatMoney(864));
    expect(text).toContain(`Toplam`);
    expect(text).toContain(formatMoney(summary.total));
    // The rows come in the one order.
    const at = (s: string) => text.indexOf(s);
    expect(at('Liste fiyatı')).toBeLessThan(at('Kademe indirimi'));
    expect(at('Kademe indirimi')).toBeLessThan(at('Ara toplam (KDV hariç)'));
    expect(at('Ara toplam (KDV hariç)')).toBeLessThan(at('KDV %20'));
    expect(at('KDV %20')).toBeLessThan(at('KDV %10'));
  });
});
