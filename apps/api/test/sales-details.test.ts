import { commissionLines, orderLines, orders } from '@portal/db/schema';
import type { SalesDetails } from '@portal/shared/contracts/transactions';
import { csvMoney } from '@portal/shared/transactions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// Sales details: the orders that earned the member a commission, grouped by order, from a real
// flow (a client of the İstanbul dealer buys; the dealer, the city and the national distributor earn).
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let paid: string;
let cancelled: string;
const PRODUCT = 'Satış Detayı Test Ürünü';

async function order(quantity: number): Promise<string> {
  await f.fillCart('musteri', productId, quantity, 10_000);
  const res = await f.checkout('musteri');
  expect(res.statusCode).toBe(200);
  return res.json().order.id;
}
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product(PRODUCT, 100, f.ids.istanbul);
  paid = await order(3);
  expect((await f.act('istanbul', paid, { action: 'mark_paid' })).statusCode).toBe(200);
  cancelled = await order(1);
  expect((await f.act('istanbul', cancelled, { action: 'mark_paid' })).statusCode).toBe(200);
  expect((await f.act('istanbul', cancelled, { action: 'cancel', note: 'Stok hatası' })).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const details = async (as: Who, query = '') => {
  const res = await f.call(as, 'GET', `/api/sales/details?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesDetails;
};
const lines = (orderId: string) =>
  t.database.db.select().from(commissionLines).where(eq(commissionLines.orderId, orderId));

describe('sales details', () => {
  it('lists each commissioned order once for each beneficiary, with its own commission', async () => {
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, paid));
    const [ol] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, paid));
    const all = await lines(paid);
    for (const who of ['bayi', 'istanbul', 'turkiye'] as const) {
      const body = await details(who, `q=${o!.number}`);
      expect(body.scope).toBe(who === 'turkiye' ? 'network' : 'own');
      expect(body.rows).toHaveLength(1);
      const own = all.filter((l) => who === 'turkiye' || l.beneficiaryId === f.ids[who]);
      expect(body.rows[0]).toMatchObject({
        orderId: paid,
        orderNumber: o!.number,
        buyer: { id: f.ids.musteri },
        city: 'İstanbul',
        products: [PRODUCT],
        base: ol!.netAmount,
        commission: own.reduce((s, l) => s + l.amount, 0),
        clawback: 0,
        statuses: ['pending'],
      });
    }
    // The admin sees the whole network's: every line of the order.
    const admin = await details('admin', `q=${o!.number}`);
    expect(admin.rows[0]!.commission).toBe(all.reduce((s, l) => s + l.amount, 0));
  });

  it('shows a member only the sales that earned it something', async () => {
    const ankara = await details('ankara');
    expect(ankara.rows.some((r) => r.orderId === paid || r.orderId === cancelled)).toBe(false);
    expect((await f.call('musteri', 'GET', '/api/sales/details')).statusCode).toBe(403);
  });

  it('filters by state, search and days, with totals over every match', async () => {
    const byCancelled = await details('bayi', 'status=cancelled');
    expect(byCancelled.rows.map((r) => r.orderId)).toContain(cancelled);
    expect(byCancelled.rows.map((r) => r.orderId)).not.toContain(paid);
    const row = byCancelled.rows.find((r) => r.orderId === cancelled)!;
    expect(row.commission).toBe(0);
    expect(row.statuses).toEqual(['cancelled']);
    const pending = await details('bayi', 'status=pending');
    expect(pending.rows.map((r) => r.orderId)).toContain(paid);
    expect(pending.totals.orders).toBe(pending.total);
    expect(pending.totals.commission).toBe(pending.rows.reduce((s, r) => s + r.commission, 0));
    expect((await details('bayi', `q=${encodeURIComponent('Satış Detayı')}`)).rows.length).toBe(2);
    expect((await details('bayi', 'to=2000-01-01')).rows).toEqual([]);
    expect((await f.call('bayi', 'GET', '/api/sales/details?status=lost')).statusCode).toBe(400);
  });

  it('exports the filtered list as a CSV Turkish Excel opens as it is', async () => {
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, paid));
    const res = await f.call('bayi', 'GET', `/api/sales/details/export?q=${o!.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body;
    expect(text.startsWith('\uFEFFSipariş No;')).toBe(true);
    const [header, line] = text.slice(1).split('\r\n');
    expect(header!.split(';')).toHaveLength(11);
    const own = (await lines(paid)).find((l) => l.beneficiaryId === f.ids.bayi)!;
    expect(line!.split(';')[0]).toBe(o!.number);
    expect(line!.split(';')[7]).toBe(csvMoney(own.amount));
    expect(csvMoney(123456)).toBe('1.234,56');
  });
});
