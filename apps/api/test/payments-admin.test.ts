import { payments } from '@portal/db/schema';
import type { AdminPaymentPage } from '@portal/shared/contracts/payments-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// The payments page: every attempt to pay an order, with the money owed back (refund_required)
// from a real double approval on the sandbox's hosted page.
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;
let owedOrder: string;
let bankOrder: string;

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;
const submit = (redirectUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({
      session: sessionOf(redirectUrl),
      cardNumber: '4111 1111 1111 1111',
      decision: 'pay',
    }).toString(),
  });

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('Ödeme Sayfası Test Ürünü', 100);
  // A card order approved twice: the first attempt pays it, the second is owed back.
  await f.fillCart('musteri', productId, 1, 10_000);
  const res = await f.checkout('musteri', { paymentMethod: 'card' });
  owedOrder = res.json().order.id;
  const first = res.json().redirectUrl as string;
  const again = await f.call('musteri', 'POST', `/api/orders/${owedOrder}/pay`);
  const second = again.json().redirectUrl as string;
  await submit(second);
  await submit(first);
  // A bank transfer marked paid with its reference.
  await f.fillCart('musteri', productId, 2, 10_000);
  bankOrder = (await f.checkout('musteri')).json().order.id;
  expect((await f.act('admin', bankOrder, { action: 'mark_paid', reference: 'HVL-778899' })).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const list = async (as: Who, query = '') => {
  const res = await f.call(as, 'GET', `/api/admin/payments?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminPaymentPage;
};

describe('payments page', () => {
  it('lists every attempt of an order, the one owed back among them', async () => {
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, owedOrder));
    expect(rows.map((r) => r.status).sort()).toEqual(['refund_required', 'succeeded']);
    const owed = await list('admin', 'status=refund_required');
    const mine = owed.payments.filter((p) => p.order.id === owedOrder);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      method: 'card',
      provider: 'sandbox',
      amount: rows[0]!.amount,
      status: 'refund_required',
      buyer: { id: f.ids.musteri },
    });
    expect(mine[0]!.failureReason).toBeTruthy();
    expect(owed.payments.every((p) => p.status === 'refund_required')).toBe(true);
  });

  it('counts and sums each status over the other filters', async () => {
    const page = await list('admin', 'status=succeeded');
    const all = await t.database.db.select().from(payments);
    for (const s of page.byStatus) {
      const these = all.filter((p) => p.status === s.status);
      expect(s).toEqual({ status: s.status, count: these.length, amount: these.reduce((n, p) => n + p.amount, 0) });
    }
    expect(page.total).toBe(all.filter((p) => p.status === 'succeeded').length);
    const bank = await list('admin', 'method=bank_transfer&q=HVL-778899');
    expect(bank.payments.map((p) => p.order.id)).toEqual([bankOrder]);
    expect(bank.payments[0]!.reference).toBe('HVL-778899');
    expect((await list('admin', 'to=2000-01-01')).total).toBe(0);
  });

  it('is open to the admin and the national distributor only', async () => {
    expect((await list('turkiye')).total).toBeGreaterThan(0);
    for (const who of ['istanbul', 'bayi', 'musteri'] as const) {
      expect((await f.call(who, 'GET', '/api/admin/payments')).statusCode).toBe(403);
      expect((await f.call(who, 'GET', '/api/admin/payments/export')).statusCode).toBe(403);
    }
  });

  it('exports a CSV with a BOM, semicolons and Turkish amounts', async () => {
    const res = await f.call('admin', 'GET', '/api/admin/payments/export?q=HVL-778899');
    expect(res.statusCode).toBe(200);
    const [header, line, rest] = res.body.slice(1).split('\r\n');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    expect(header!.startsWith('Tarih;Sipariş No;')).toBe(true);
    expect(line!.split(';')[6]).toBe('200,00');
    expect(line!.split(';')[7]).toBe('Başarılı');
    expect(rest).toBe('');
  });
});
