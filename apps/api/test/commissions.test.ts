import { randomUUID } from 'node:crypto';
import { commissionLines, commissionPayouts, commissionPeriods, payments } from '@portal/db/schema';
import { periodOf } from '@portal/shared/commissions';
import type { CommissionDetail, CommissionLine, CommissionPage, Earnings } from '@portal/shared/contracts/commissions';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/modules/payments/sandbox-provider';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// The demo network: the client (musteri) under the İstanbul dealer (bayi), under the İstanbul city
// distributor (istanbul), under the national distributor (turkiye), under the company (admin).
// The test product costs ₺100,00 with 20 % VAT included (₺83,33 net a unit) and pays the default
// rates: dealer 15 %, city distributor 10 %, sponsor 5 %.
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({}, 12);
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('Komisyon Testi Ürünü', 1_000, f.ids.istanbul);
});
afterAll(() => t.close());

/** A client order of 3 units (₺300,00 with VAT, ₺250,00 net), paid by bank transfer or card. */
async function order(paymentMethod: 'bank_transfer' | 'card' = 'bank_transfer') {
  await f.fillCart('musteri', productId, 3, 10_000);
  const res = await f.checkout('musteri', { paymentMethod });
  expect(res.statusCode).toBe(200);
  return res.json().order as { id: string; number: string };
}

async function paidOrder() {
  const o = await order();
  expect((await f.act('istanbul', o.id, { action: 'mark_paid' })).statusCode).toBe(200);
  return o;
}

const linesOf = (orderId: string) =>
  t.database.db.select().from(commissionLines).where(eq(commissionLines.orderId, orderId));

async function page(as: Who, query = ''): Promise<CommissionPage> {
  const res = await f.call(as, 'GET', `/api/commissions${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ofOrder = (p: CommissionPage, number: string) => p.lines.filter((l) => l.order.number === number);

let tracking = 0;
async function deliver(orderId: string) {
  for (const body of [
    { action: 'confirm' },
    { action: 'prepare' },
    {
      action: 'ship',
      shipment: { carrier: 'aras', trackingNumber: `KM-${String(++tracking).padStart(7, '0')}`, desi: 2 },
    },
    { action: 'deliver' },
  ]) {
    const res = await f.act('istanbul', orderId, body);
    expect({ action: body.action, status: res.statusCode }).toEqual({ action: body.action, status: 200 });
  }
}

describe('a paid client order pays the line above the buyer', () => {
  it('bank transfer marked paid: dealer, city distributor and sponsor earn on the VAT-excluded base', async () => {
    const o = await paidOrder();
    const rows = await linesOf(o.id);
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(rows).toHaveLength(3);
    expect(byKind.dealer).toMatchObject({ beneficiaryId: f.ids.bayi, base: 25_000, rateBp: 1500, amount: 3_750 });
    expect(byKind.city_distributor).toMatchObject({ beneficiaryId: f.ids.istanbul, base: 25_000, amount: 2_500 });
    expect(byKind.sponsor_distributor).toMatchObject({ beneficiaryId: f.ids.turkiye, base: 25_000, amount: 1_250 });
    for (const r of rows)
      expect(r).toMatchObject({ status: 'pending', entry: 'commission', period: periodOf(new Date()) });

    // Each beneficiary reads their own line with how it was computed and the chain as it was.
    const [mine] = ofOrder(await page('bayi'), o.number);
    expect(mine).toMatchObject({
      kind: 'dealer',
      status: 'pending',
      amount: 3_750,
      base: 25_000,
      rateBp: 1500,
      quantity: 3,
      order: { id: o.id, number: o.number },
      product: { id: productId, name: 'Komisyon Testi Ürünü' },
      buyer: { id: f.ids.musteri, role: 'client' },
      beneficiary: { id: f.ids.bayi, role: 'dealer' },
      payoutId: null,
    });
    expect(mine!.explanation).toBe(`Sipariş ${o.number} satırı ₺250,00 × %15 = ₺37,50`);
    expect(mine!.chain.map((c) => c.id)).toEqual([f.ids.bayi, f.ids.istanbul, f.ids.turkiye, f.ids.admin]);
    expect(mine!.chain.map((c) => c.role)).toEqual(['dealer', 'cityDistributor', 'turkeyDistributor', 'admin']);

    const [city] = ofOrder(await page('istanbul'), o.number);
    expect(city!.explanation).toBe(`Sipariş ${o.number} satırı ₺250,00 × %10 = ₺25,00`);
    const [sponsor] = ofOrder(await page('turkiye', `?beneficiary=${f.ids.turkiye}`), o.number);
    expect(sponsor!.explanation).toBe(`Sipariş ${o.number} satırı ₺250,00 × %5 = ₺12,50`);
  });

  it('the same card payment callback delivered 10 times, at once, writes one set of lines', async () => {
    const o = await order('card');
    const [open] = await t.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    const sandbox = new SandboxProvider(t.app.ctx.config.paymentSandboxSecret);
    const body = {
      paymentId: open!.id,
      providerRef: `SBX-${randomUUID()}`,
      outcome: 'succeeded' as const,
      amount: open!.amount,
      failureReason: null,
      sentAt: new Date().toISOString(),
    };
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: { 'x-sandbox-signature': sandbox.signCallback(body) },
        payload: body,
      });
    const answers = await Promise.all(Array.from({ length: 10 }, deliver));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1);
    const rows = await linesOf(o.id);
    expect(rows.map((r) => `${r.kind}:${r.amount}`).sort()).toEqual([
      'city_distributor:2500',
      'dealer:3750',
      'sponsor_distributor:1250',
    ]);
    // Once more, one after another.
    for (let i = 0; i < 3; i++) expect((await deliver()).json().changed).toBe(false);
    expect(await linesOf(o.id)).toHaveLength(3);
  });

  it('delivered → approved; cancelled before shipping → cancelled', async () => {
    const delivered = await paidOrder();
    await deliver(delivered.id);
    expect((await linesOf(delivered.id)).map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);

    const cancelled = await paidOrder();
    const res = await f.act('musteri', cancelled.id, { action: 'cancel', note: 'Vazgeçtim' });
    expect(res.json().status).toBe('cancelled');
    const rows = await linesOf(cancelled.id);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(rows.every((r) => r.cancelledAt !== null)).toBe(true);
    const [line] = ofOrder(await page('bayi', '?status=cancelled'), cancelled.number);
    expect(line).toMatchObject({ status: 'cancelled', amount: 3_750 });
  });

  it('a return after the payout claws back the same amount; the detail links the two', async () => {
    const o = await paidOrder();
    await deliver(o.id);
    // A closed period's payout took the dealer's line (the close itself is another page's work).
    const [dealerLine] = (await linesOf(o.id)).filter((r) => r.kind === 'dealer');
    await t.database.db.insert(commissionPeriods).values({ period: '2000-01', status: 'closed' }).onConflictDoNothing();
    const [payout] = await t.database.db
      .insert(commissionPayouts)
      .values({
        period: '2000-01',
        beneficiaryId: f.ids.bayi,
        lineCount: 1,
        gross: dealerLine!.amount,
        net: dealerLine!.amount,
        method: 'bank',
        status: 'scheduled',
      })
      .returning();
    await t.database.db
      .update(commissionLines)
      .set({ payoutId: payout!.id })
      .where(eq(commissionLines.id, dealerLine!.id));

    expect((await f.act('musteri', o.id, { action: 'request_return', note: 'Ürün hasarlı geldi' })).statusCode).toBe(
      200,
    );
    expect((await f.act('istanbul', o.id, { action: 'accept_return' })).statusCode).toBe(200);

    const rows = await linesOf(o.id);
    const clawback = rows.find((r) => r.entry === 'clawback');
    expect(clawback).toMatchObject({
      beneficiaryId: f.ids.bayi,
      reversesId: dealerLine!.id,
      amount: -3_750,
      status: 'approved',
      payoutId: null,
      period: periodOf(new Date()),
    });
    // The lines outside a payout are cancelled; the paid-out one stays as it was.
    expect(
      rows
        .filter((r) => r.entry === 'commission')
        .map((r) => `${r.kind}:${r.status}`)
        .sort(),
    ).toEqual(['city_distributor:cancelled', 'dealer:approved', 'sponsor_distributor:cancelled']);

    const detail: CommissionDetail = (await f.call('bayi', 'GET', `/api/commissions/${clawback!.id}`)).json();
    expect(detail).toMatchObject({ entry: 'clawback', amount: -3_750, reversesId: dealerLine!.id });
    expect(detail.explanation).toBe(`İade: Sipariş ${o.number} satırının komisyonu geri alındı (-₺37,50)`);
    expect(detail.reverses).toMatchObject({ id: dealerLine!.id, amount: 3_750, payoutId: payout!.id });
    const original: CommissionDetail = (await f.call('bayi', 'GET', `/api/commissions/${dealerLine!.id}`)).json();
    expect(original.reversedBy.map((l) => l.id)).toEqual([clawback!.id]);
    expect(original.reverses).toBeNull();
  });
});

describe('who sees which lines', () => {
  let o: { id: string; number: string };
  let rows: Awaited<ReturnType<typeof linesOf>>;
  beforeAll(async () => {
    o = await paidOrder();
    rows = await linesOf(o.id);
  });
  const idOf = (kind: string) => rows.find((r) => r.kind === kind)!.id;

  it('a member sees only their own lines; another member’s line answers 404', async () => {
    for (const [who, id] of [
      ['bayi', f.ids.bayi],
      ['istanbul', f.ids.istanbul],
    ] as const) {
      const p = await page(who);
      expect(p.allMembers).toBe(false);
      expect(p.lines.length).toBeGreaterThan(0);
      expect(p.lines.every((l) => l.beneficiary.id === id)).toBe(true);
    }
    const other = await f.call('bayi', 'GET', `/api/commissions/${idOf('city_distributor')}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('COMMISSION_NOT_FOUND');
    expect((await f.call('bayi', 'GET', `/api/commissions/${idOf('dealer')}`)).statusCode).toBe(200);
    // Asking for someone else's lines by filter gives one's own, never theirs.
    const asked = await page('bayi', `?beneficiary=${f.ids.istanbul}`);
    expect(asked.lines.every((l) => l.beneficiary.id === f.ids.bayi)).toBe(true);
    // Another city's distributor sees nothing of this order.
    expect(ofOrder(await page('ankara', `?q=${o.number}`), o.number)).toEqual([]);
    expect((await f.call('ankara', 'GET', `/api/commissions/${idOf('city_distributor')}`)).statusCode).toBe(404);
    // A client has no commissions page.
    expect((await f.call('musteri', 'GET', '/api/commissions')).statusCode).toBe(403);
  });

  it('the admin and the national distributor see every line, and filter by beneficiary', async () => {
    for (const who of ['admin', 'turkiye'] as const) {
      const p = await page(who, `?q=${o.number}`);
      expect(p.allMembers).toBe(true);
      expect(p.lines.map((l) => l.beneficiary.id).sort()).toEqual([f.ids.bayi, f.ids.istanbul, f.ids.turkiye].sort());
      const one = await page(who, `?q=${o.number}&beneficiary=${f.ids.istanbul}`);
      expect(one.lines.map((l) => l.kind)).toEqual(['city_distributor']);
      expect((await f.call(who, 'GET', `/api/commissions/${idOf('dealer')}`)).statusCode).toBe(200);
    }
  });

  it('filters by state, kind, entry, period and order number; totals follow the filters', async () => {
    const p = await page('bayi', `?q=${o.number.slice(-6)}&kind=dealer&entry=commission&status=pending`);
    expect(p.lines.map((l) => l.order.number)).toContain(o.number);
    expect((await page('bayi', `?q=${o.number}&status=approved`)).lines).toEqual([]);
    expect((await page('bayi', `?q=${o.number}&kind=city_distributor`)).lines).toEqual([]);
    expect((await page('bayi', `?q=${o.number}&from=2000-01&to=2000-12`)).lines).toEqual([]);
    const now = periodOf(new Date());
    expect((await page('bayi', `?q=${o.number}&from=${now}&to=${now}`)).lines).toHaveLength(1);
    expect((await f.call('bayi', 'GET', '/api/commissions?from=2026-05&to=2026-01')).statusCode).toBe(400);
    expect((await f.call('bayi', 'GET', '/api/commissions?status=bogus')).statusCode).toBe(400);

    const summary = (await f.call('bayi', 'GET', `/api/commissions/summary?q=${o.number}`)).json();
    expect(summary).toEqual({
      pending: { count: 1, amount: 3_750 },
      approved: { count: 0, amount: 0 },
      paid: { count: 0, amount: 0 },
      cancelled: { count: 0, amount: 0 },
      clawbacks: { count: 0, amount: 0 },
      net: 3_750,
    });
    const all = (await f.call('admin', 'GET', `/api/commissions/summary?q=${o.number}`)).json();
    expect(all.pending).toEqual({ count: 3, amount: 7_500 });
  });

  it('the whole list of a member adds up to its totals, to the kuruş', async () => {
    const summary = (await f.call('bayi', 'GET', '/api/commissions/summary')).json();
    const lines: CommissionLine[] = [];
    for (let n = 1; ; n++) {
      const p = await page('bayi', `?page=${n}`);
      lines.push(...p.lines);
      if (n * p.pageSize >= p.total) break;
    }
    const sum = (pick: (l: CommissionLine) => boolean) => lines.filter(pick).reduce((a, l) => a + l.amount, 0);
    expect(sum((l) => l.entry === 'commission' && l.status === 'pending')).toBe(summary.pending.amount);
    expect(sum((l) => l.entry === 'clawback')).toBe(summary.clawbacks.amount);
    expect(sum((l) => l.status !== 'cancelled')).toBe(summary.net);
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
  });
});

describe('earnings by month', () => {
  it('the city distributor’s own months add up to its lines; a dealer has no earnings page', async () => {
    const e: Earnings = (await f.call('istanbul', 'GET', '/api/earnings')).json();
    expect(e.months).toHaveLength(12);
    expect(e.to).toBe(periodOf(new Date()));
    const rows = await t.database.db
      .select()
      .from(commissionLines)
      .where(and(eq(commissionLines.beneficiaryId, f.ids.istanbul), inArray(commissionLines.period, [e.to])));
    const standing = rows.filter((r) => r.entry === 'commission' && r.status !== 'cancelled');
    const month = e.months.at(-1)!;
    expect(month.accrued).toBe(standing.reduce((a, r) => a + r.amount, 0));
    expect(month.net).toBe(month.accrued + month.clawedBack);
    expect(month.accrued).toBe(month.pending + month.approved + month.paid);
    expect(e.totals.net).toBe(e.months.reduce((a, m) => a + m.net, 0));
    expect((await f.call('bayi', 'GET', '/api/earnings')).statusCode).toBe(403);
  });

  it('the admin reads the whole network or one member; a range is kept and checked', async () => {
    const whole: Earnings = (await f.call('admin', 'GET', '/api/earnings')).json();
    const one: Earnings = (await f.call('admin', 'GET', `/api/earnings?beneficiary=${f.ids.istanbul}`)).json();
    const own: Earnings = (await f.call('istanbul', 'GET', '/api/earnings')).json();
    expect(one.beneficiary).toMatchObject({ id: f.ids.istanbul, role: 'cityDistributor' });
    expect(one.totals).toEqual(own.totals);
    expect(whole.totals.accrued).toBeGreaterThan(one.totals.accrued);
    // The city distributor's own page ignores a beneficiary it asks for.
    const asked: Earnings = (await f.call('istanbul', 'GET', `/api/earnings?beneficiary=${f.ids.bayi}`)).json();
    expect(asked.totals).toEqual(own.totals);
    const range: Earnings = (await f.call('istanbul', 'GET', '/api/earnings?from=2025-11&to=2026-02')).json();
    expect(range.months.map((m) => m.period)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect((await f.call('istanbul', 'GET', '/api/earnings?from=2020-01&to=2026-01')).statusCode).toBe(400);
    expect((await f.call('istanbul', 'GET', '/api/earnings?from=2026-03&to=2026-01')).statusCode).toBe(400);
  });

  it('the beneficiary picker searches members for the admin and answers only the caller otherwise', async () => {
    const found = (await f.call('admin', 'GET', '/api/commissions/members?q=istanbul')).json();
    expect(found.members.map((m: { id: string }) => m.id)).toContain(f.ids.istanbul);
    const self = (await f.call('bayi', 'GET', '/api/commissions/members?q=istanbul')).json();
    expect(self.members.map((m: { id: string }) => m.id)).toEqual([f.ids.bayi]);
  });
});
