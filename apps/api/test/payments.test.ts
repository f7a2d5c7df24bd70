import { randomUUID } from 'node:crypto';
import { notifications, orderStatusHistory, orders, payments } from '@portal/db/schema';
import { ERROR_CODES } from '@portal/shared/errors';
import { REFUND_REQUIRED_REASONS, REFUND_REQUIRED_RESULT } from '@portal/shared/orders';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SESSION_TTL_MS, SandboxProvider } from '../src/modules/payments/sandbox-provider';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

const INT4_MAX = 2_147_483_647;

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let ids: Record<Who, string>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'musteri']);
  ids = f.ids;
  await f.address('musteri');
  productId = await f.product('Ödeme Test Ürünü', 200);
});
afterAll(() => t.close());

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;
/** The card holder on the sandbox's hosted page: a form post, as the browser sends it. */
const submit = (redirectUrl: string, cardNumber = '4111 1111 1111 1111', decision = 'pay') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({ session: sessionOf(redirectUrl), cardNumber, decision }).toString(),
  });

/** A card order for one unit of the test product, and the hosted page its first attempt goes to. */
async function cardOrder() {
  await f.fillCart('musteri', productId, 1, 10_000);
  const res = await f.checkout('musteri', { paymentMethod: 'card' });
  expect(res.statusCode).toBe(200);
  return { orderId: res.json().order.id as string, redirect: res.json().redirectUrl as string };
}

async function payAgain(orderId: string) {
  const res = await f.call('musteri', 'POST', `/api/orders/${orderId}/pay`);
  expect(res.statusCode).toBe(200);
  return res.json().redirectUrl as string;
}

const paymentsOf = (orderId: string) =>
  t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));

const paidEntries = (orderId: string) =>
  t.database.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'paid')));

const refundNotices = (orderId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.relatedEntityId, orderId), eq(notifications.title, 'İade edilecek ödeme')));

describe('money beyond ₺21.474.836,47', () => {
  it('an order over 2 147 483 647 kuruş is placed, paid by card and shown, to the kuruş', async () => {
    const created = await f.call('admin', 'POST', '/api/admin/products', {
      name: 'Endüstriyel Tesis Paketi',
      isClientProduct: true,
      prices: {
        adminCostPrice: 500_000_000,
        turkeyDistributorPrice: 600_000_000,
        cityDistributorPrice: 700_000_000,
        dealerPrice: 800_000_000,
        clientPrice: 900_000_000,
        retailPrice: 1_000_000_000,
        vatIncluded: true,
        vatRateBp: 2000,
      },
      inventory: { inStock: true, displayStock: 10, lowStockThreshold: 1, sku: null, minOrderQuantity: null },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    // The admin raises the client price to ₺30.000.000,01: one unit alone no longer fits an int4.
    const clientPrice = 3_000_000_001;
    const raised = await f.call('admin', 'PUT', `/api/admin/products/${product.id}`, {
      name: product.name,
      isClientProduct: true,
      prices: { ...product.prices, clientPrice, retailPrice: 3_500_000_000 },
      inventory: { inStock: true, displayStock: 10, lowStockThreshold: 1, sku: null, minOrderQuantity: null },
    });
    expect(raised.statusCode).toBe(200);

    const added = await f.call('musteri', 'POST', '/api/cart/items', { productId: product.id, quantity: 3 });
    expect(added.statusCode).toBe(200);
    const preview = (await f.call('musteri', 'GET', '/api/checkout/preview')).json();
    const total = 3 * clientPrice;
    expect(total).toBeGreaterThan(INT4_MAX);
    expect(preview.totals.total).toBe(total);

    const placed = await f.checkout('musteri', { paymentMethod: 'card', acceptedTotal: total });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order.total).toBe(total);
    const { id: orderId, number } = placed.json().order;

    const page = await t.app.inject({ url: placed.json().redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₺90.000.000,03');
    const paid = await submit(placed.json().redirectUrl);
    expect(paid.headers.location).toBe(`/payment/success?order=${number}`);

    const detail = (await f.call('musteri', 'GET', `/api/orders/${orderId}`)).json();
    expect(detail).toMatchObject({ status: 'paid', total, itemCount: 3 });
    expect(detail.subtotal + detail.vatTotal).toBe(total);
    expect(detail.lines[0]).toMatchObject({ quantity: 3, unitPrice: clientPrice, totalAmount: total });
    expect(detail.payments).toEqual([expect.objectContaining({ status: 'succeeded', amount: total })]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.total).toBe(total);
    // The admin's analytics add it up without overflowing either.
    const analytics = (await f.call('admin', 'GET', '/api/orders/analytics')).json();
    expect(analytics.totals.revenue).toBeGreaterThanOrEqual(total);
  });
});

describe('an order is paid once', () => {
  it('paying again ends the earlier attempt; when both are approved, the later pays and the earlier is owed back', async () => {
    const { orderId, redirect: first } = await cardOrder();
    const second = await payAgain(orderId);
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(['expired', 'pending']);

    const later = await submit(second);
    expect(later.headers.location).toMatch(/^\/payment\/success\?order=S-/);
    const earlier = await submit(first);
    expect(earlier.headers.location).toBe(
      `${later.headers.location!.replace('/payment/success', '/payment/error')}&reason=${encodeURIComponent(REFUND_REQUIRED_RESULT)}`,
    );

    const rows = await paymentsOf(orderId);
    expect(rows.map((p) => p.status)).toEqual(['refund_required', 'succeeded']);
    expect(rows[0]!.failureReason).toBe(REFUND_REQUIRED_REASONS.alreadyPaid);
    expect(await paidEntries(orderId)).toHaveLength(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('paid');
    const notices = await refundNotices(orderId);
    expect(notices.map((n) => n.userId).sort()).toEqual([ids.admin, ids.musteri].sort());
  });

  it('the same, with the earlier attempt approved first: it is owed back and the later one pays', async () => {
    const { orderId, redirect: first } = await cardOrder();
    const second = await payAgain(orderId);

    const earlier = await submit(first);
    expect(earlier.headers.location).toContain(`reason=${encodeURIComponent(REFUND_REQUIRED_RESULT)}`);
    const [stillUnpaid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stillUnpaid!.status).toBe('pending_payment');
    expect((await submit(second)).headers.location).toMatch(/^\/payment\/success/);

    const rows = await paymentsOf(orderId);
    expect(rows.map((p) => p.status)).toEqual(['refund_required', 'succeeded']);
    expect(rows[0]!.failureReason).toBe(REFUND_REQUIRED_REASONS.attemptEnded);
    expect(await paidEntries(orderId)).toHaveLength(1);
    expect(await refundNotices(orderId)).toHaveLength(2);
  });

  it('two open attempts approved at the same moment: one pays, the other is owed back', async () => {
    const { orderId, redirect: first } = await cardOrder();
    // Two attempts left open together (as before attempts ended one another).
    const [open] = await paymentsOf(orderId);
    const [other] = await t.database.db
      .insert(payments)
      .values({ orderId, method: 'card', provider: 'sandbox', amount: open!.amount })
      .returning();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const sandbox = new SandboxProvider(t.app.ctx.config.paymentSandboxSecret);
    const { redirectUrl: second } = await sandbox.start({
      paymentId: other!.id,
      orderId,
      orderNumber: order!.number,
      amount: other!.amount,
      buyer: { name: 'Test', email: 'test@portal.test' },
    });

    const results = await Promise.all([submit(first), submit(second)]);
    expect(results.filter((r) => r.headers.location?.startsWith('/payment/success'))).toHaveLength(1);
    expect(
      results.filter((r) => r.headers.location?.includes(encodeURIComponent(REFUND_REQUIRED_RESULT))),
    ).toHaveLength(1);
    const rows = await paymentsOf(orderId);
    expect(rows.map((p) => p.status).sort()).toEqual(['refund_required', 'succeeded']);
    expect(rows.find((p) => p.status === 'refund_required')!.failureReason).toBe(REFUND_REQUIRED_REASONS.alreadyPaid);
    expect(await paidEntries(orderId)).toHaveLength(1);
    expect(await refundNotices(orderId)).toHaveLength(2);

    // Buyer and admin both see the payment owed back on the order.
    for (const who of ['musteri', 'admin'] as const) {
      const detail = (await f.call(who, 'GET', `/api/orders/${orderId}`)).json();
      expect(detail.status).toBe('paid');
      expect(detail.payments.map((p: { status: string }) => p.status).sort()).toEqual(['refund_required', 'succeeded']);
    }
    // A repeated notice for the payment owed back changes nothing more.
    const owed = rows.find((p) => p.status === 'refund_required')!;
    const body = {
      paymentId: owed.id,
      providerRef: owed.providerRef!,
      outcome: 'succeeded' as const,
      amount: owed.amount,
      failureReason: null,
      sentAt: new Date().toISOString(),
    };
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      headers: { 'x-sandbox-signature': sandbox.signCallback(body) },
      payload: body,
    });
    expect(again.json()).toEqual({ received: true, changed: false, status: 'refund_required' });
    expect(await refundNotices(orderId)).toHaveLength(2);
  });

  it('an approval for a cancelled order is owed back; the order stays cancelled', async () => {
    const { orderId, redirect } = await cardOrder();
    const cancelled = await f.act('musteri', orderId, { action: 'cancel', note: 'Vazgeçtim' });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(['expired']);

    const res = await submit(redirect);
    expect(res.headers.location).toContain(`reason=${encodeURIComponent(REFUND_REQUIRED_RESULT)}`);
    const rows = await paymentsOf(orderId);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'refund_required', failureReason: REFUND_REQUIRED_REASONS.cancelled }),
    ]);
    const detail = (await f.call('musteri', 'GET', `/api/orders/${orderId}`)).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.paidAt).toBeNull();
    expect(await paidEntries(orderId)).toHaveLength(0);
    expect(await refundNotices(orderId)).toHaveLength(2);
  });

  it('a declined answer for an ended attempt leaves it ended', async () => {
    const { orderId, redirect: first } = await cardOrder();
    await payAgain(orderId);
    const res = await submit(first, '4000 0000 0000 0002');
    expect(res.headers.location).toMatch(/^\/payment\/error/);
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(['expired', 'pending']);
    expect(await refundNotices(orderId)).toHaveLength(0);
  });
});

describe('sandbox payment sessions', () => {
  /** The hosted page's link for the order's open attempt, made by a provider whose clock reads `at`. */
  async function linkAt(at: number) {
    const { orderId } = await cardOrder();
    const [open] = await paymentsOf(orderId);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const provider = new SandboxProvider(t.app.ctx.config.paymentSandboxSecret, () => at);
    const { redirectUrl } = await provider.start({
      paymentId: open!.id,
      orderId,
      orderNumber: order!.number,
      amount: open!.amount,
      buyer: { name: 'Test', email: 'test@portal.test' },
    });
    return { orderId, number: order!.number, paymentId: open!.id, redirectUrl };
  }

  it('last 15 minutes: an older link shows no card form and its submit takes no payment', async () => {
    const expired = await linkAt(Date.now() - SANDBOX_SESSION_TTL_MS - 1000);
    const page = await t.app.inject({ url: expired.redirectUrl });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(ERROR_CODES.PAYMENT_SESSION_EXPIRED.message);
    expect(page.body).not.toContain('cardNumber');

    const res = await submit(expired.redirectUrl);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/payment/error?order=${expired.number}&reason=${encodeURIComponent(ERROR_CODES.PAYMENT_SESSION_EXPIRED.message)}`,
    );
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, expired.paymentId));
    expect(payment).toMatchObject({ status: 'pending', callbackCount: 0 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, expired.orderId));
    expect(order!.status).toBe('pending_payment');
  });

  it('a link within its 15 minutes still pays', async () => {
    const fresh = await linkAt(Date.now() - SANDBOX_SESSION_TTL_MS + 60_000);
    expect((await t.app.inject({ url: fresh.redirectUrl })).statusCode).toBe(200);
    expect((await submit(fresh.redirectUrl)).headers.location).toBe(`/payment/success?order=${fresh.number}`);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order only to the request it was used with', async () => {
    await f.fillCart('musteri', productId, 2, 10_000);
    const acceptedTotal = (await f.call('musteri', 'GET', '/api/checkout/preview')).json().totals.total;
    const key = randomUUID();
    const first = await f.checkout('musteri', { acceptedTotal, note: 'Kapıya bırakın' }, key);
    expect(first.statusCode).toBe(200);

    // The same request again (spelled with spaces around the note): the same order.
    const same = await f.checkout('musteri', { acceptedTotal, note: '  Kapıya bırakın ' }, key);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ replayed: true, order: { id: first.json().order.id } });

    for (const changed of [
      { acceptedTotal, note: 'Komşuya bırakın' },
      { acceptedTotal, note: 'Kapıya bırakın', paymentMethod: 'card' },
      { acceptedTotal: acceptedTotal + 1, note: 'Kapıya bırakın' },
    ]) {
      const res = await f.checkout('musteri', changed, key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'Bu işlem anahtarı farklı bir istekle kullanılmış.',
      });
      expect(res.json().requestId).toEqual(expect.any(String));
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });
});
