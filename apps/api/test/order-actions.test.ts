import { availableActions, orderActors, type OrderStatus, type PaymentMethod } from '@portal/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

/**
 * Issue 13, "actions that cannot be taken are not offered": the order lists say, per order, what
 * the caller may do now (the rule the transitions enforce), and whether the list lets it act at
 * all; the order page's payment attempts tell the truth about an abandoned card attempt.
 */

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let ids: Record<Who, string>;
let bankOrder: string;
let cardOrder: string;

type Row = {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  buyerId: string;
  supplierId: string;
  actions: string[];
};
type Page = { orders: Row[]; canAct: boolean; total: number };

const SUBMIT_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' };
const submit = (redirectUrl: string, cardNumber = '4111 1111 1111 1111') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: SUBMIT_HEADERS,
    payload: new URLSearchParams({
      session: new URL(redirectUrl, 'http://x').searchParams.get('session')!,
      cardNumber,
      decision: 'pay',
    }).toString(),
  });

async function list(as: Who, url = '/api/orders?pageSize=100'): Promise<Page> {
  const res = await f.call(as, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'istanbul', 'ankara', 'bayi', 'musteri']);
  ids = f.ids;
  await f.address('musteri');
  // Held only by İstanbul: the client's orders go to İstanbul, under the dealer.
  const productId = await f.product('Eylem Test Ürünü', 50, ids.istanbul);
  await f.fillCart('musteri', productId, 1, 10_000);
  const bank = await f.checkout('musteri');
  expect(bank.statusCode).toBe(200);
  bankOrder = bank.json().order.id;
  await f.fillCart('musteri', productId, 1, 10_000);
  const card = await f.checkout('musteri', { paymentMethod: 'card' });
  expect(card.statusCode).toBe(200);
  cardOrder = card.json().order.id;
});
afterAll(() => t.close());

describe('the order lists say what the caller may do', () => {
  it('a dealer, who supplies nothing, gets a read-only list: no order it could change', async () => {
    const page = await list('bayi');
    expect(page.canAct).toBe(false);
    expect(page.orders.length).toBeGreaterThan(0);
    expect(page.orders.every((o) => o.actions.length === 0)).toBe(true);
    // The scope is unchanged: its client's orders are still there to follow.
    expect(page.orders.map((o) => o.id)).toEqual(expect.arrayContaining([bankOrder, cardOrder]));
  });

  it('the supplier may act, and each row offers exactly what the transitions would allow', async () => {
    const page = await list('istanbul');
    expect(page.canAct).toBe(true);
    const bank = page.orders.find((o) => o.id === bankOrder)!;
    const card = page.orders.find((o) => o.id === cardOrder)!;
    expect(bank.actions).toEqual(['mark_paid', 'cancel']);
    // A card is paid only by the provider's callback: not offered to the supplier.
    expect(card.actions).toEqual(['cancel']);
    for (const row of page.orders) {
      expect(row.actions).toEqual(
        availableActions(
          { ...row, deliveredAt: null },
          orderActors(row, { id: ids.istanbul, role: 'cityDistributor' }),
        ),
      );
    }
  });

  it('agrees with the order page, row by row', async () => {
    const page = await list('istanbul', '/api/orders?pageSize=15');
    for (const row of page.orders) {
      const detail = (await f.call('istanbul', 'GET', `/api/orders/${row.id}`)).json();
      expect(row.actions).toEqual(detail.viewer.actions.map((a: { action: string }) => a.action));
    }
  });

  it('the admin acts on every list; the own-orders list is never a bulk list', async () => {
    expect((await list('admin')).canAct).toBe(true);
    const mine = await list('musteri', '/api/orders/mine?pageSize=100');
    expect(mine.canAct).toBe(false);
    // The buyer still sees what it may do with its own order (cancel before confirmation).
    expect(mine.orders.find((o) => o.id === bankOrder)?.actions).toEqual(['cancel']);
  });

  it('out of scope stays out of scope', async () => {
    const page = await list('ankara');
    expect(page.orders.map((o) => o.id)).not.toContain(bankOrder);
    expect((await f.call('ankara', 'GET', `/api/orders/${bankOrder}`)).statusCode).toBe(404);
  });

  it('a row moves on with its order: once paid, the supplier is offered confirm, not mark_paid', async () => {
    const paid = await f.act('istanbul', bankOrder, { action: 'mark_paid', reference: 'EFT-ORDER-ACTIONS-1' });
    expect(paid.statusCode).toBe(200);
    const row = (await list('istanbul')).orders.find((o) => o.id === bankOrder)!;
    expect(row.actions).toEqual(['confirm', 'cancel']);
    const dealerRow = (await list('bayi')).orders.find((o) => o.id === bankOrder)!;
    expect(dealerRow.actions).toEqual([]);
  });
});

describe('an abandoned card attempt beside the one that paid', () => {
  it('shows as ended on the order, not waiting', async () => {
    // The first attempt was started at checkout and left; the buyer pays with a new one.
    const again = await f.call('musteri', 'POST', `/api/orders/${cardOrder}/pay`);
    expect(again.statusCode).toBe(200);
    const paid = await submit(again.json().redirectUrl);
    expect(paid.headers.location).toMatch(/^\/payment\/success\?order=S-/);

    for (const who of ['musteri', 'istanbul', 'bayi'] as const) {
      const detail = (await f.call(who, 'GET', `/api/orders/${cardOrder}`)).json();
      expect(detail.status).toBe('paid');
      expect(detail.payments.map((p: { status: string }) => p.status)).toEqual(['expired', 'succeeded']);
    }
  });
});
