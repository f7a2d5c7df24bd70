import { orders } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// Every transition, by every party: the buyer (a client), its supplier (the İstanbul city
// distributor, who holds the product), the admin, the upline who may only look (the dealer above
// the client, the national distributor) and an outsider (the Ankara distributor, another network).
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('Geçiş Testi Ürünü', 500, f.ids.istanbul);
});
afterAll(() => t.close());

async function order(): Promise<string> {
  await f.fillCart('musteri', productId, 1, 10_000);
  const res = await f.checkout('musteri');
  expect(res.statusCode).toBe(200);
  return res.json().order.id;
}

const status = async (id: string) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

const SHIP = { shipment: { carrier: 'aras', trackingNumber: 'AR-0000001', desi: 2 } };
let tracking = 0;
const bodyFor = (action: string) =>
  action === 'ship'
    ? { action, shipment: { ...SHIP.shipment, trackingNumber: `AR-${String(++tracking).padStart(7, '0')}` } }
    : ['cancel', 'request_return', 'reject_return'].includes(action)
      ? { action, note: 'Test gerekçesi' }
      : { action };

/** Walks a fresh order to the state by the allowed path. */
async function orderIn(state: string): Promise<string> {
  const id = await order();
  const path: [Who, string][] = [
    ['istanbul', 'mark_paid'],
    ['istanbul', 'confirm'],
    ['istanbul', 'prepare'],
    ['istanbul', 'ship'],
    ['istanbul', 'deliver'],
    ['musteri', 'request_return'],
  ];
  const reach: Record<string, number> = {
    pending_payment: 0,
    paid: 1,
    confirmed: 2,
    preparing: 3,
    shipped: 4,
    delivered: 5,
    return_requested: 6,
  };
  for (const [who, action] of path.slice(0, reach[state])) {
    const res = await f.act(who, id, bodyFor(action));
    expect({ action, status: res.statusCode }).toEqual({ action, status: 200 });
  }
  expect(await status(id)).toBe(state);
  return id;
}

// [state, action, who, expected HTTP status, expected state afterwards]
const CASES: [string, string, Who, number, string?][] = [
  ['pending_payment', 'mark_paid', 'musteri', 403],
  ['pending_payment', 'mark_paid', 'bayi', 403],
  ['pending_payment', 'mark_paid', 'turkiye', 403],
  ['pending_payment', 'mark_paid', 'ankara', 404],
  ['pending_payment', 'confirm', 'istanbul', 409],
  ['pending_payment', 'mark_paid', 'istanbul', 200, 'paid'],
  ['pending_payment', 'mark_paid', 'admin', 200, 'paid'],
  ['pending_payment', 'cancel', 'musteri', 200, 'cancelled'],
  ['pending_payment', 'cancel', 'bayi', 403],
  ['pending_payment', 'cancel', 'ankara', 404],
  ['paid', 'confirm', 'musteri', 403],
  ['paid', 'confirm', 'bayi', 403],
  ['paid', 'confirm', 'istanbul', 200, 'confirmed'],
  ['paid', 'ship', 'istanbul', 409],
  ['paid', 'cancel', 'musteri', 200, 'cancelled'],
  ['confirmed', 'prepare', 'musteri', 403],
  ['confirmed', 'prepare', 'admin', 200, 'preparing'],
  ['confirmed', 'cancel', 'musteri', 409],
  ['confirmed', 'cancel', 'istanbul', 200, 'cancelled'],
  ['preparing', 'ship', 'musteri', 403],
  ['preparing', 'ship', 'turkiye', 403],
  ['preparing', 'ship', 'istanbul', 200, 'shipped'],
  ['preparing', 'cancel', 'admin', 200, 'cancelled'],
  ['shipped', 'cancel', 'istanbul', 409],
  ['shipped', 'cancel', 'admin', 409],
  ['shipped', 'deliver', 'musteri', 403],
  ['shipped', 'deliver', 'istanbul', 200, 'delivered'],
  ['delivered', 'complete', 'istanbul', 403],
  ['delivered', 'complete', 'musteri', 403],
  ['delivered', 'complete', 'admin', 200, 'completed'],
  ['delivered', 'request_return', 'istanbul', 403],
  ['delivered', 'request_return', 'bayi', 403],
  ['delivered', 'request_return', 'musteri', 200, 'return_requested'],
  ['delivered', 'cancel', 'musteri', 409],
  ['return_requested', 'accept_return', 'musteri', 403],
  ['return_requested', 'accept_return', 'ankara', 404],
  ['return_requested', 'accept_return', 'istanbul', 200, 'returned'],
  ['return_requested', 'reject_return', 'admin', 200, 'delivered'],
];

describe('order transitions by party and state', () => {
  it.each(CASES)('%s: %s by %s → %i', async (state, action, who, expected, after) => {
    const id = await orderIn(state);
    const res = await f.act(who, id, bodyFor(action));
    expect(res.statusCode).toBe(expected);
    if (expected === 404) expect(res.json().code).toBe('ORDER_NOT_FOUND');
    if (expected === 409) expect(res.json().code).toBe('INVALID_STATUS_TRANSITION');
    expect(await status(id)).toBe(after ?? state);
  });

  it('asks a person for a reason to cancel or return; the server too, not only the page', async () => {
    const pending = await orderIn('pending_payment');
    for (const note of [undefined, '', '  ', 'ab']) {
      const res = await f.act(
        'musteri',
        pending,
        note === undefined ? { action: 'cancel' } : { action: 'cancel', note },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REASON_REQUIRED', details: [{ path: 'note' }] });
    }
    expect(await status(pending)).toBe('pending_payment');
    const delivered = await orderIn('delivered');
    expect((await f.act('musteri', delivered, { action: 'request_return' })).json().code).toBe('REASON_REQUIRED');
    const requested = await orderIn('return_requested');
    expect((await f.act('istanbul', requested, { action: 'reject_return' })).json().code).toBe('REASON_REQUIRED');
    // Accepting a return, or any other step, needs no reason.
    expect((await f.act('istanbul', requested, { action: 'accept_return' })).statusCode).toBe(200);
  });

  it('nothing leaves a final state', async () => {
    const done = await orderIn('delivered');
    expect((await f.act('admin', done, { action: 'complete' })).statusCode).toBe(200);
    const cancelled = await orderIn('paid');
    expect((await f.act('musteri', cancelled, bodyFor('cancel'))).statusCode).toBe(200);
    for (const id of [done, cancelled]) {
      for (const action of ['mark_paid', 'confirm', 'cancel', 'deliver', 'request_return', 'accept_return']) {
        const res = await f.act('admin', id, bodyFor(action));
        expect({ action, status: res.statusCode }).toEqual({ action, status: action === 'request_return' ? 403 : 409 });
      }
    }
  });
});
