import { randomUUID } from 'node:crypto';
import {
  cartItems,
  notifications,
  orderStatusHistory,
  orders,
  payments,
  stockLevels,
  stockMovements,
} from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox-provider';
import { ledgerDisagreements } from '../src/modules/stock/stock.repository';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let ids: Record<Who, string>;
let productId: string;

const call = (...args: Parameters<typeof f.call>) => f.call(...args);
const checkout = (...args: Parameters<typeof f.checkout>) => f.checkout(...args);
const act = (...args: Parameters<typeof f.act>) => f.act(...args);
const fillCart = (who: Who, product: string, quantity: number, price: number) =>
  f.fillCart(who, product, quantity, price);
const level = (holder: string, product = productId) => f.level(holder, product);

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  ids = f.ids;
  for (const who of ['bayi', 'musteri', 'ankara'] as const) await f.address(who);
  productId = await f.product('Sipariş Test Ürünü', 40);
});
afterAll(() => t.close());

describe('demo orders', () => {
  it('cover twelve months and every state, consistent with the stock ledger', async () => {
    const rows = await t.database.db
      .select({
        status: orders.status,
        n: sql<number>`count(*)::int`,
        oldest: sql<string>`min(${orders.createdAt})::text`,
      })
      .from(orders)
      .groupBy(orders.status);
    const states = new Set(rows.map((r) => r.status));
    for (const s of [
      'pending_payment',
      'paid',
      'confirmed',
      'preparing',
      'shipped',
      'delivered',
      'completed',
      'cancelled',
      'returned',
    ]) {
      expect({ s, present: states.has(s) }).toEqual({ s, present: true });
    }
    const oldest = Math.min(...rows.map((r) => Date.parse(r.oldest)));
    expect(Date.now() - oldest).toBeGreaterThan(300 * 86_400_000);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThan(300);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });
});

describe('checkout', () => {
  it('needs an Idempotency-Key, an own address and a non-empty cart', async () => {
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, ids.bayi));
    const noKey = await call('bayi', 'POST', '/api/checkout', {
      addressId: f.addressOf.bayi,
      paymentMethod: 'bank_transfer',
      acceptedTotal: 0,
    });
    expect(noKey.statusCode).toBe(400);
    const empty = await checkout('bayi');
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Sepetiniz boş' });
    await fillCart('bayi', productId, 2, 8000);
    const foreign = await checkout('bayi', { addressId: f.addressOf.musteri });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ADDRESS_NOT_FOUND');
  });

  it('refuses a total the buyer did not see, and says what it is now', async () => {
    await fillCart('bayi', productId, 2, 7500);
    const preview = (await call('bayi', 'GET', '/api/checkout/preview')).json();
    expect(preview.priceChanged).toBe(true);
    expect(preview.lines[0]).toMatchObject({ priceAtTime: 7500, unitPrice: 8000, priceChanged: true });
    const res = await checkout('bayi', { acceptedTotal: 15_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_CHANGED', details: { total: 16_000 } });
  });

  it('places one order: reserved at the supplier, numbered, cart emptied, supplier told', async () => {
    await fillCart('bayi', productId, 3, 8000);
    const before = await level(ids.admin!);
    const res = await checkout('bayi', { note: 'Kapıda arayın' });
    expect(res.statusCode).toBe(200);
    const { order, redirectUrl } = res.json();
    expect(order.number).toMatch(/^S-\d{8}-\d{4}$/);
    expect(order).toMatchObject({ status: 'pending_payment', paymentMethod: 'bank_transfer', total: 24_000 });
    expect(redirectUrl).toBeNull();
    const after = await level(ids.admin!);
    expect(after!.reserved).toBe(before!.reserved + 3);
    expect(after!.onHand).toBe(before!.onHand);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, ids.bayi))).toEqual([]);
    const detail = (await call('bayi', 'GET', `/api/orders/${order.id}`)).json();
    expect(detail).toMatchObject({
      supplier: { id: ids.admin },
      subtotal: 20_000,
      vatTotal: 4_000,
      total: 24_000,
      note: 'Kapıda arayın',
      shippingAddress: { city: 'İstanbul', district: 'Kadıköy' },
    });
    expect(detail.history).toHaveLength(1);
    expect(detail.viewer.actions.map((a: { action: string }) => a.action)).toEqual(['cancel']);
    const supplierView = (await call('admin', 'GET', `/api/orders/${order.id}`)).json();
    expect(supplierView.viewer.actions.map((a: { action: string }) => a.action)).toEqual(['mark_paid', 'cancel']);
  });

  it('answers the same order to the same Idempotency-Key, even sent at once', async () => {
    // Several rounds of ten copies: a copy may look for the key before the first commits and read
    // the cart after, finding it empty; it must still answer the first's order.
    for (let round = 0; round < 3; round++) {
      await fillCart('musteri', productId, 1, 10_000);
      const key = randomUUID();
      // One request, sent ten times: the body is the same each time (a retry repeats what it sent).
      const acceptedTotal = (await call('musteri', 'GET', '/api/checkout/preview')).json().totals.total;
      const results = await Promise.all(Array.from({ length: 10 }, () => checkout('musteri', { acceptedTotal }, key)));
      const numbers = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().order.number));
      expect(numbers.size).toBe(1);
      expect(
        results.filter((r) => r.statusCode !== 200).map((r) => r.json()),
        'every copy answers the order',
      ).toEqual([]);
      const again = await checkout('musteri', { acceptedTotal }, key);
      expect(again.json()).toMatchObject({ replayed: true, order: { number: [...numbers][0] } });
      const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      const reserves = await t.database.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, rows[0]!.id), eq(stockMovements.kind, 'reserve')));
      expect(reserves).toHaveLength(1);
    }
  });
});

describe('a key used again with the cart filled again', () => {
  it('answers the first order and places nothing: the cart is given back and no stock is reserved', async () => {
    await fillCart('musteri', productId, 1, 10_000);
    const key = randomUUID();
    const first = await checkout('musteri', {}, key);
    expect(first.statusCode).toBe(200);
    const acceptedTotal = (await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0]!.total;

    // The buyer fills the cart the same way again, and the first request is sent once more.
    await fillCart('musteri', productId, 1, 10_000);
    const before = await level(ids.admin);
    const again = await checkout('musteri', { acceptedTotal }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, order: { id: first.json().order.id } });

    // The attempt met the key on insert and was rolled back whole: the cart is given back, no
    // stock was reserved and there is still one order with this key.
    const cart = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, ids.musteri));
    expect(cart.map((c) => [c.productId, c.quantity])).toEqual([[productId, 1]]);
    expect(await level(ids.admin)).toEqual(before);
    expect(await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);

    // With another note the key is refused, as before.
    const changed = await checkout('musteri', { acceptedTotal, note: 'Başka bir istek' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, ids.musteri));
  });
});

describe('one supplier per order', () => {
  it('tells the supplier once of each line that takes its stock to the low-stock threshold', async () => {
    // Two products at the warehouse, 8 units each: an order of 3 of both takes each to 5 (the
    // threshold). The first line's notice is written in the order's transaction, the last line's
    // just after the commit (decision 065): both arrive, once.
    const products = [await f.product('Eşikteki Ürün A', 8), await f.product('Eşikteki Ürün B', 8)];
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, ids.bayi));
    await t.database.db
      .insert(cartItems)
      .values(
        products.map((p) => ({ userId: ids.bayi, productId: p, quantity: 3, priceAtTime: 8000, roleAtTime: 'dealer' })),
      );
    const lowNotices = async () =>
      t.database.db
        .select({ product: notifications.relatedEntityId })
        .from(notifications)
        .where(and(eq(notifications.userId, ids.admin), eq(notifications.title, 'Stok azaldı')))
        .then((rows) => rows.map((r) => r.product).filter((p) => products.includes(p!)));
    expect(await lowNotices()).toEqual([]);
    expect((await checkout('bayi')).statusCode).toBe(200);
    expect((await lowNotices()).sort()).toEqual([...products].sort());
    // Below the threshold already: no second notice.
    await fillCart('bayi', products[1]!, 1, 8000);
    expect((await checkout('bayi')).statusCode).toBe(200);
    expect(await lowNotices()).toHaveLength(2);
  });

  it('refuses a cart that no single stock holder can supply, and says why', async () => {
    const atCity = await f.product('Yalnız İstanbul Deposunda', 10, ids.istanbul);
    const atWarehouse = await f.product('Yalnız Merkez Depoda', 10, ids.admin);
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, ids.bayi));
    await t.database.db.insert(cartItems).values([
      { userId: ids.bayi, productId: atCity, quantity: 1, priceAtTime: 8000, roleAtTime: 'dealer' },
      { userId: ids.bayi, productId: atWarehouse, quantity: 1, priceAtTime: 8000, roleAtTime: 'dealer' },
    ]);
    const res = await checkout('bayi');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Yeterli stok bulunmuyor: sepetteki ürünler tek bir stok noktasından karşılanamıyor, siparişi ayrı ayrı verin',
    );
    // Nothing was reserved and the cart is intact.
    expect((await level(ids.istanbul, atCity))!.reserved).toBe(0);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, ids.bayi))).toHaveLength(2);
  });
});

describe('one cart, two checkouts at once', () => {
  it('places one order when the same cart is sent twice with different keys', async () => {
    await fillCart('musteri', productId, 1, 10_000);
    const results = await Promise.all([checkout('musteri'), checkout('musteri')]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('CART_EMPTY');
  });
});

describe('order lifecycle', () => {
  let orderId: string;

  it('runs paid → confirmed → preparing → shipped → delivered for the supplier only', async () => {
    await fillCart('bayi', productId, 2, 8000);
    orderId = (await checkout('bayi')).json().order.id;
    expect((await act('bayi', orderId, { action: 'mark_paid' })).statusCode).toBe(403);
    expect((await act('admin', orderId, { action: 'confirm' })).json().code).toBe('INVALID_STATUS_TRANSITION');
    const paid = await act('admin', orderId, { action: 'mark_paid', reference: 'EFT-123456' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentReference: 'EFT-123456' });
    expect(paid.json().payments[0]).toMatchObject({ method: 'bank_transfer', status: 'succeeded', amount: 16_000 });
    expect((await act('admin', orderId, { action: 'confirm' })).json().status).toBe('confirmed');
    expect((await act('admin', orderId, { action: 'prepare' })).json().status).toBe('preparing');
    const noParcel = await act('admin', orderId, { action: 'ship' });
    expect(noParcel.statusCode).toBe(400);
    const before = await level(ids.admin!);
    const shipped = await act('admin', orderId, {
      action: 'ship',
      shipment: { carrier: 'yurtici', trackingNumber: 'YK-100200300', desi: 1.5 },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().shipments[0]).toMatchObject({ carrier: 'yurtici', status: 'created', desi: 1.5 });
    const after = await level(ids.admin!);
    expect(after!.onHand).toBe(before!.onHand - 2);
    expect(after!.reserved).toBe(before!.reserved - 2);
    // The buyer cannot cancel a shipped order, nor can anyone.
    expect((await act('admin', orderId, { action: 'cancel' })).json().code).toBe('INVALID_STATUS_TRANSITION');
    const shipmentId = shipped.json().shipments[0].id;
    expect(
      (
        await call('admin', 'POST', `/api/shipments/${shipmentId}/events`, {
          status: 'in_transit',
          location: 'Ankara Aktarma',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('admin', 'POST', `/api/shipments/${shipmentId}/events`, { status: 'picked_up' })).json().code,
    ).toBe('SHIPMENT_STATUS_INVALID');
    expect(
      (await call('bayi', 'POST', `/api/shipments/${shipmentId}/events`, { status: 'delivered' })).statusCode,
    ).toBe(404);
    const delivered = await call('admin', 'POST', `/api/shipments/${shipmentId}/events`, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    const detail = (await call('bayi', 'GET', `/api/orders/${orderId}`)).json();
    expect(detail.status).toBe('delivered');
    // The parcel's delivery is recorded once, though it also delivers the order.
    expect(detail.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'created',
      'in_transit',
      'delivered',
    ]);
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending_payment',
      'paid',
      'confirmed',
      'preparing',
      'shipped',
      'delivered',
    ]);
  });

  it('takes a return within 30 days: stock back, refund recorded', async () => {
    expect((await act('admin', orderId, { action: 'request_return' })).statusCode).toBe(403);
    const requested = await act('bayi', orderId, { action: 'request_return', note: 'Ambalaj hasarlı' });
    expect(requested.json().status).toBe('return_requested');
    const before = await level(ids.admin!);
    const returned = await act('admin', orderId, { action: 'accept_return' });
    expect(returned.json()).toMatchObject({ status: 'returned', refundAmount: 16_000 });
    expect((await level(ids.admin!))!.onHand).toBe(before!.onHand + 2);
  });

  it('refuses a return after 30 days', async () => {
    await fillCart('bayi', productId, 1, 8000);
    const id = (await checkout('bayi')).json().order.id;
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, id));
    const res = await act('bayi', id, { action: 'request_return' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RETURN_WINDOW_CLOSED');
  });

  it('cancelling releases the reservation; the buyer may cancel only before confirmation', async () => {
    await fillCart('bayi', productId, 4, 8000);
    const before = await level(ids.admin!);
    const id = (await checkout('bayi')).json().order.id;
    expect((await level(ids.admin!))!.reserved).toBe(before!.reserved + 4);
    const cancelled = await act('bayi', id, { action: 'cancel', note: 'Vazgeçtim' });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await level(ids.admin!))!.reserved).toBe(before!.reserved);

    await fillCart('bayi', productId, 1, 8000);
    const id2 = (await checkout('bayi')).json().order.id;
    await act('admin', id2, { action: 'mark_paid' });
    await act('admin', id2, { action: 'confirm' });
    expect((await act('bayi', id2, { action: 'cancel' })).json().code).toBe('INVALID_STATUS_TRANSITION');
    const bySupplier = await act('admin', id2, { action: 'cancel', note: 'Stok sayımı tutmadı' });
    expect(bySupplier.json()).toMatchObject({ status: 'cancelled', refundAmount: 8000 });
  });
});

describe('order scope', () => {
  let clientOrder: string;

  beforeAll(async () => {
    await fillCart('musteri', productId, 1, 10_000);
    clientOrder = (await checkout('musteri')).json().order.id;
  });

  it('hides an order outside one’s network as not found, for reading and for acting', async () => {
    expect((await call('ankara', 'GET', `/api/orders/${clientOrder}`)).statusCode).toBe(404);
    expect((await act('ankara', clientOrder, { action: 'cancel' })).statusCode).toBe(404);
    const list = (await call('ankara', 'GET', '/api/orders')).json();
    expect(list.orders.map((o: { id: string }) => o.id)).not.toContain(clientOrder);
  });

  it('shows the client’s order to its upline, who may look but not act', async () => {
    const view = await call('bayi', 'GET', `/api/orders/${clientOrder}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().viewer).toMatchObject({ roles: [], actions: [] });
    expect((await act('bayi', clientOrder, { action: 'cancel' })).statusCode).toBe(403);
    const managed = (await call('bayi', 'GET', '/api/orders')).json();
    expect(managed.orders.map((o: { id: string }) => o.id)).toContain(clientOrder);
    const mine = (await call('bayi', 'GET', '/api/orders/mine')).json();
    expect(mine.orders.map((o: { id: string }) => o.id)).not.toContain(clientOrder);
  });

  it('finds an order by its number on the tracking search, within scope only', async () => {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, clientOrder));
    const found = await call('musteri', 'GET', `/api/orders/track?number=${row!.number.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(clientOrder);
    expect((await call('ankara', 'GET', `/api/orders/track?number=${row!.number}`)).statusCode).toBe(404);
    expect((await call('musteri', 'GET', '/api/orders/track?number=123')).statusCode).toBe(400);
  });

  it('counts and sums the orders in scope for analytics', async () => {
    const res = await call('admin', 'GET', '/api/orders/analytics?period=day');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals.orders).toBeGreaterThan(0);
    expect(body.series.length).toBeGreaterThan(0);
    expect((await call('musteri', 'GET', '/api/orders/analytics')).statusCode).toBe(403);
  });
});

describe('card payments through the sandbox', () => {
  let orderId: string;
  let orderNumber: string;
  let redirect: string;

  const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;
  const submit = (url: string, cardNumber: string, decision = 'pay') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: new URLSearchParams({ session: sessionOf(url), cardNumber, decision }).toString(),
    });

  it('sends the buyer to the provider’s confirm page', async () => {
    await fillCart('musteri', productId, 2, 10_000);
    const res = await checkout('musteri', { paymentMethod: 'card' });
    expect(res.statusCode).toBe(200);
    ({ id: orderId, number: orderNumber } = res.json().order);
    redirect = res.json().redirectUrl;
    expect(redirect).toMatch(/^\/api\/payments\/sandbox\/pay\?session=/);
    const page = await t.app.inject({ url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3-D Secure');
    expect(page.body).toContain(orderNumber);
    const tampered = await t.app.inject({ url: `${redirect.slice(0, -3)}abc` });
    expect(tampered.statusCode).toBe(400);
  });

  it('a declined card lands on /payment/error and leaves the order unpaid and reserved', async () => {
    const before = await level(ids.admin!);
    const res = await submit(redirect, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/payment\/error\?order=S-/);
    const detail = (await call('musteri', 'GET', `/api/orders/${orderId}`)).json();
    expect(detail.status).toBe('pending_payment');
    expect(detail.payments[0]).toMatchObject({ status: 'failed', failureReason: 'Kart reddedildi' });
    expect(detail.viewer.canPay).toBe(true);
    expect((await level(ids.admin!))!.reserved).toBe(before!.reserved);
    // The card cannot be marked paid by hand: only the provider's callback pays it.
    expect((await act('admin', orderId, { action: 'mark_paid' })).json().code).toBe('CARD_PAYMENT_ONLY_BY_PROVIDER');
  });

  it('paying again succeeds through the signed callback and lands on /payment/success', async () => {
    const again = await call('musteri', 'POST', `/api/orders/${orderId}/pay`);
    expect(again.statusCode).toBe(200);
    redirect = again.json().redirectUrl;
    const res = await submit(redirect, '4111 1111 1111 1111');
    expect(res.headers.location).toBe(`/payment/success?order=${orderNumber}`);
    const detail = (await call('musteri', 'GET', `/api/orders/${orderId}`)).json();
    expect(detail.status).toBe('paid');
    expect(detail.payments.map((p: { status: string }) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('a callback delivered 10 times makes one transition; a forged one is refused', async () => {
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    const { SandboxProvider } = await import('../src/modules/payments/sandbox-provider');
    const sandbox = new SandboxProvider(t.app.ctx.config.paymentSandboxSecret);
    const body = {
      paymentId: payment!.id,
      providerRef: payment!.providerRef!,
      outcome: 'succeeded' as const,
      amount: payment!.amount,
      failureReason: null,
      sentAt: new Date().toISOString(),
    };
    const send = (signature: string, payload: object = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
        payload,
      });
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(sandbox.signCallback(body))));
    expect(replies.every((r) => r.statusCode === 200 && r.json().changed === false)).toBe(true);
    const paidEntries = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'paid')));
    expect(paidEntries).toHaveLength(1);
    const [counted] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(counted!.callbackCount).toBe(11);

    // A forged notice for a fresh unpaid order: wrong key, or the amount changed after signing.
    await fillCart('musteri', productId, 1, 10_000);
    const fresh = (await checkout('musteri', { paymentMethod: 'card' })).json().order;
    const [pending] = await t.database.db.select().from(payments).where(eq(payments.orderId, fresh.id));
    const forged = { ...body, paymentId: pending!.id, amount: pending!.amount };
    const wrongKey = new SandboxProvider('an-attacker-secret-an-attacker-secret');
    expect((await send(wrongKey.signCallback(forged), forged)).json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    const altered = { ...forged, amount: 1 };
    expect((await send(sandbox.signCallback(forged), altered)).statusCode).toBe(400);
    expect((await send('', forged)).statusCode).toBe(400);
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, fresh.id));
    expect(still!.status).toBe('pending_payment');
    const [untouched] = await t.database.db.select().from(payments).where(eq(payments.id, pending!.id));
    expect(untouched).toMatchObject({ status: 'pending', callbackCount: 0 });
  });
});

describe('order automation', () => {
  it('cancels unpaid bank transfers after the rule’s hours and releases their stock', async () => {
    await fillCart('bayi', productId, 2, 8000);
    const id = (await checkout('bayi')).json().order.id;
    const before = await level(ids.admin!);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orders.id, id));
    expect((await call('bayi', 'POST', '/api/orders/automation/run')).statusCode).toBe(403);
    const run = await call('admin', 'POST', '/api/orders/automation/run');
    expect(run.statusCode).toBe(200);
    expect(run.json().cancelled).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('cancelled');
    expect((await level(ids.admin!))!.reserved).toBe(before!.reserved - 2);
  });

  it('cancels card orders left unpaid after the card rule’s hours, releasing their stock', async () => {
    await fillCart('musteri', productId, 3, 10_000);
    const id = (await checkout('musteri', { paymentMethod: 'card' })).json().order.id;
    const before = await level(ids.admin!);
    const young = await call('admin', 'POST', '/api/orders/automation/run');
    expect(young.statusCode).toBe(200);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('pending_payment');
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.id, id));
    expect((await call('admin', 'POST', '/api/orders/automation/run')).json().cancelled).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('cancelled');
    expect((await level(ids.admin!))!.reserved).toBe(before!.reserved - 3);
  });

  it('completes delivered orders after 30 days and keeps the rule settings', async () => {
    await fillCart('bayi', productId, 1, 8000);
    const id = (await checkout('bayi')).json().order.id;
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, id));
    const bad = await call('turkiye', 'PATCH', '/api/orders/automation/complete_delivered', { afterHours: 0 });
    expect(bad.statusCode).toBe(400);
    const ok = await call('turkiye', 'PATCH', '/api/orders/automation/complete_delivered', { afterHours: 720 });
    expect(ok.json()).toMatchObject({ afterHours: 720, enabled: true });
    expect((await call('admin', 'POST', '/api/orders/automation/run')).json().completed).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('completed');
  });

  it('leaves the ledger in agreement with the levels after everything above', async () => {
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
    const [neg] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockLevels)
      .where(sql`${stockLevels.onHand} < 0 or ${stockLevels.reserved} < 0`);
    expect(neg!.n).toBe(0);
  });
});
