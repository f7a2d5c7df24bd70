import {
  commissionLines,
  commissionPayouts,
  commissionPeriods,
  orderLines,
  orders,
  systemSettings,
} from '@portal/db/schema';
import { applyBasisPoints, buildPayout } from '@portal/shared/commissions';
import type { Transaction, TransactionDetail, TransactionPage } from '@portal/shared/contracts/transactions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emptyCommissionLedger, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// Transactions (İşlemler): every movement shows up for the member it belongs to, with its sign and
// amount, after real order flows: a client (musteri) buys from the İstanbul distributor; the dealer
// above it (bayi), the İstanbul distributor and the national distributor earn commissions.
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;
const REWARD_BP = 500;

let paidOrder: string;
let cancelledOrder: string;
let returnedOrder: string;
let completedOrder: string;

let tracking = 0;
const bodyFor = (action: string) =>
  action === 'ship'
    ? { action, shipment: { carrier: 'aras', trackingNumber: `TX-${String(++tracking).padStart(7, '0')}`, desi: 2 } }
    : ['cancel', 'request_return'].includes(action)
      ? { action, note: 'Test gerekçesi' }
      : { action };

async function order(quantity = 1): Promise<string> {
  await f.fillCart('musteri', productId, quantity, 10_000);
  const res = await f.checkout('musteri');
  expect(res.statusCode).toBe(200);
  return res.json().order.id;
}

async function walk(id: string, steps: [Who, string][]) {
  for (const [who, action] of steps) {
    const res = await f.act(who, id, bodyFor(action));
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  }
}

const DELIVER: [Who, string][] = [
  ['istanbul', 'mark_paid'],
  ['istanbul', 'confirm'],
  ['istanbul', 'prepare'],
  ['istanbul', 'ship'],
  ['istanbul', 'deliver'],
];

const get = async <T>(as: Who, url: string) => {
  const res = await f.call(as, 'GET', url);
  return { status: res.statusCode, body: res.json() as T, raw: res };
};

async function all(as: Who, query: string): Promise<Transaction[]> {
  const out: Transaction[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: TransactionPage } = await get<TransactionPage>(
      as,
      `/api/transactions?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.status).toBe(200);
    out.push(...page.body.transactions);
    cursor = page.body.nextCursor;
  } while (cursor);
  return out;
}

const linesOf = (orderId: string, beneficiary: Who) =>
  t.database.db
    .select()
    .from(commissionLines)
    .where(and(eq(commissionLines.orderId, orderId), eq(commissionLines.beneficiaryId, f.ids[beneficiary])));

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  // The members' commissions here are the ones these flows make, not the demo's months.
  await emptyCommissionLedger(t.database.db);
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('İşlem Testi Ürünü', 500, f.ids.istanbul);
  await t.database.db
    .insert(systemSettings)
    .values({ key: 'points.purchaseRewardBp', value: REWARD_BP })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: REWARD_BP } });

  paidOrder = await order(2);
  await walk(paidOrder, [['istanbul', 'mark_paid']]);

  cancelledOrder = await order();
  await walk(cancelledOrder, [
    ['istanbul', 'mark_paid'],
    ['istanbul', 'cancel'],
  ]);

  // Delivered, its dealer line paid out in a closed period (as closing the month writes it), then returned.
  returnedOrder = await order();
  await walk(returnedOrder, DELIVER);
  const [line] = await linesOf(returnedOrder, 'bayi');
  const payout = buildPayout([line!.amount], { minimumPayout: 0, withholdingBp: 2000 });
  await t.database.db
    .insert(commissionPeriods)
    .values({ period: line!.period, status: 'closed', closedAt: new Date() });
  const [p] = await t.database.db
    .insert(commissionPayouts)
    .values({
      period: line!.period,
      beneficiaryId: f.ids.bayi,
      lineCount: 1,
      gross: payout.gross,
      withholding: payout.withholding,
      net: payout.net,
      method: 'bank',
      status: 'scheduled',
      scheduledFor: '2099-01-15',
    })
    .returning();
  await t.database.db.update(commissionLines).set({ payoutId: p!.id }).where(eq(commissionLines.id, line!.id));
  await walk(returnedOrder, [
    ['musteri', 'request_return'],
    ['istanbul', 'accept_return'],
  ]);

  completedOrder = await order();
  await walk(completedOrder, [...DELIVER, ['admin', 'complete']]);
}, 120_000);
afterAll(() => t.close());

describe('transactions', () => {
  it('shows the dealer its commission from a paid order, with the amount the line earned', async () => {
    const [line] = await linesOf(paidOrder, 'bayi');
    const [ol] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, paidOrder));
    expect(line!.amount).toBe(applyBasisPoints(ol!.netAmount, 1500));
    const list = await all('bayi', '');
    const row = list.find((r) => r.id === `commission_${line!.id}`);
    expect(row).toMatchObject({
      kind: 'commission',
      amount: line!.amount,
      currency: 'TRY',
      status: 'pending',
      reference: (await orderRow(paidOrder)).number,
      link: `/dashboard/commissions?line=${line!.id}`,
    });
    // The upline earns too, each on its own list; the buyer's purchase is not the dealer's.
    for (const who of ['istanbul', 'turkiye'] as const) {
      const [own] = await linesOf(paidOrder, who);
      expect((await all(who, '')).find((r) => r.id === `commission_${own!.id}`)?.amount).toBe(own!.amount);
    }
    expect(list.some((r) => r.kind === 'order' && r.sourceId === paidOrder)).toBe(false);
  });

  it('shows the buyer its paid order as money out, at its total', async () => {
    const o = await orderRow(paidOrder);
    const list = await all('admin', `&memberId=${f.ids.musteri}`);
    const row = list.find((r) => r.id === `order_${paidOrder}`);
    expect(row).toMatchObject({
      kind: 'order',
      amount: -o.total,
      currency: 'TRY',
      link: `/dashboard/orders/${paidOrder}`,
    });
    expect(row!.occurredAt).toBe(o.paidAt!.toISOString());
    // An order never paid is no movement.
    const unpaid = await order();
    expect((await all('admin', `&memberId=${f.ids.musteri}`)).some((r) => r.sourceId === unpaid)).toBe(false);
    expect((await f.act('musteri', unpaid, { action: 'cancel', note: 'Vazgeçtim' })).statusCode).toBe(200);
  });

  it('shows a cancelled paid order as paid and refunded, and its commission as cancelled and not counted', async () => {
    const o = await orderRow(cancelledOrder);
    expect(o.refundAmount).toBe(o.total);
    const buyer = await all('admin', `&memberId=${f.ids.musteri}`);
    expect(buyer.find((r) => r.id === `refund_${cancelledOrder}`)).toMatchObject({
      amount: o.total,
      status: 'cancelled',
    });
    expect(buyer.find((r) => r.id === `order_${cancelledOrder}`)?.amount).toBe(-o.total);

    const [line] = await linesOf(cancelledOrder, 'bayi');
    const dealer = await all('bayi', '');
    expect(dealer.find((r) => r.id === `commission_${line!.id}`)).toMatchObject({ status: 'cancelled' });
  });

  it('shows a return after payout as a negative clawback, and the payout with its net amount', async () => {
    const [line, clawback] = (await linesOf(returnedOrder, 'bayi')).sort((a, b) => b.amount - a.amount);
    expect(clawback!.entry).toBe('clawback');
    const dealer = await all('bayi', '');
    expect(dealer.find((r) => r.id === `clawback_${clawback!.id}`)).toMatchObject({
      kind: 'clawback',
      amount: -line!.amount,
      status: 'approved',
    });
    const [payout] = await t.database.db
      .select()
      .from(commissionPayouts)
      .where(eq(commissionPayouts.beneficiaryId, f.ids.bayi));
    expect(dealer.find((r) => r.id === `payout_${payout!.id}`)).toMatchObject({
      kind: 'payout',
      amount: payout!.net,
      status: 'scheduled',
      reference: payout!.period,
      link: '/dashboard/commissions/payments',
    });
    const detail = await get<TransactionDetail>('bayi', `/api/transactions/payout_${payout!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.payout).toMatchObject({
      gross: line!.amount,
      withholding: payout!.withholding,
      net: payout!.net,
    });
    // The buyer gets its money back.
    const o = await orderRow(returnedOrder);
    expect(
      (await all('admin', `&memberId=${f.ids.musteri}`)).find((r) => r.id === `refund_${returnedOrder}`)?.amount,
    ).toBe(o.refundAmount);
  });

  it('shows the purchase reward of a completed order as points, never as lira', async () => {
    const o = await orderRow(completedOrder);
    const points = await all('admin', `&memberId=${f.ids.musteri}&kind=points`);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({
      currency: 'POINTS',
      amount: applyBasisPoints(o.subtotal, REWARD_BP),
      status: 'completed',
      reference: o.number,
      link: '/dashboard/points',
    });
    const totals = (
      await get<{ money: object; points: { in: number } }>(
        'admin',
        `/api/transactions/totals?memberId=${f.ids.musteri}&kind=points`,
      )
    ).body;
    expect(totals.points.in).toBe(applyBasisPoints(o.subtotal, REWARD_BP));
    expect(totals.money).toEqual({ in: 0, out: 0, net: 0 });
  });

  it('adds up in and out per currency, leaving out cancelled lines and payouts', async () => {
    type Totals = { count: number; money: { in: number; out: number; net: number }; points: object };
    const totals = async (query: string) => (await get<Totals>('bayi', `/api/transactions/totals?${query}`)).body;
    const lines = await t.database.db
      .select()
      .from(commissionLines)
      .where(eq(commissionLines.beneficiaryId, f.ids.bayi));
    const sum = (entry: string) =>
      lines.filter((l) => l.entry === entry && l.status !== 'cancelled').reduce((s, l) => s + l.amount, 0);
    const earned = await totals('kind=commission');
    expect(earned.money).toEqual({ in: sum('commission'), out: 0, net: sum('commission') });
    expect(earned.count).toBe(lines.filter((l) => l.entry === 'commission').length);
    expect((await totals('kind=clawback')).money).toEqual({ in: 0, out: sum('clawback'), net: sum('clawback') });
    // A payout pays commissions already counted: listed, never added a second time.
    const payouts = await totals('kind=payout');
    expect(payouts.count).toBe(1);
    expect(payouts.money).toEqual({ in: 0, out: 0, net: 0 });
    // The whole is the sum of its kinds, and counts every row of the list.
    const whole = await totals('');
    const kinds = await Promise.all(
      ['order', 'refund', 'commission', 'clawback', 'payout', 'points'].map((k) => totals(`kind=${k}`)),
    );
    expect(whole.money.in).toBe(kinds.reduce((s, k) => s + k.money.in, 0));
    expect(whole.money.out).toBe(kinds.reduce((s, k) => s + k.money.out, 0));
    expect(whole.money.net).toBe(whole.money.in + whole.money.out);
    expect(whole.count).toBe((await all('bayi', '')).length);
  });

  it('filters by kind, direction, days and reference', async () => {
    const everything = await all('admin', `&memberId=${f.ids.musteri}`);
    expect(new Set(everything.map((r) => r.kind))).toEqual(new Set(['order', 'refund', 'points']));
    const out = await all('admin', `&memberId=${f.ids.musteri}&direction=out`);
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((r) => r.amount < 0)).toBe(true);
    const inn = await all('admin', `&memberId=${f.ids.musteri}&direction=in`);
    expect(inn.every((r) => r.amount > 0)).toBe(true);
    expect(out.length + inn.length).toBe(everything.length);
    // A kind whose amounts have one sign never matches the other direction.
    expect(await all('bayi', '&kind=commission&direction=out')).toEqual([]);
    expect((await all('bayi', '&kind=clawback&direction=out')).length).toBe(1);
    expect(await all('bayi', '&kind=clawback&direction=in')).toEqual([]);
    const refunds = await all('admin', `&memberId=${f.ids.musteri}&kind=refund`);
    expect(refunds.map((r) => r.sourceId).sort()).toEqual([cancelledOrder, returnedOrder].sort());
    const number = (await orderRow(paidOrder)).number;
    const byRef = await all('bayi', `&q=${number}`);
    expect(byRef.length).toBeGreaterThan(0);
    expect(byRef.every((r) => r.reference === number)).toBe(true);
    // Everything happened today: a range that ends yesterday holds none of it.
    expect(await all('bayi', '&to=2000-01-01')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const istanbulDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(iso));
    const ofToday = (await all('bayi', '')).filter((r) => istanbulDay(r.occurredAt) === today);
    expect(ofToday.length).toBeGreaterThan(3);
    expect((await all('bayi', `&from=${today}&to=${today}`)).map((r) => r.id)).toEqual(ofToday.map((r) => r.id));
    expect((await f.call('bayi', 'GET', '/api/transactions?kind=gift')).statusCode).toBe(400);
    expect((await f.call('bayi', 'GET', '/api/transactions?from=2026-02-30')).statusCode).toBe(400);
  });

  it('pages with a stable keyset: small pages together are the whole list, in order, without repeats', async () => {
    const whole = await all('admin', `&memberId=${f.ids.musteri}`);
    expect(whole.length).toBeGreaterThan(4);
    const paged: Transaction[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { body: TransactionPage } = await get<TransactionPage>(
        'admin',
        `/api/transactions?memberId=${f.ids.musteri}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...res.body.transactions);
      cursor = res.body.nextCursor;
      pages++;
      // A new movement arriving between pages does not move the pages already seen.
      if (pages === 1) await walk(await order(), [['istanbul', 'mark_paid']]);
    } while (cursor);
    expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(new Set(paged.map((r) => r.id)).size).toBe(paged.length);
    const times = whole.map((r) => r.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await f.call('admin', 'GET', '/api/transactions?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });

  it('opens a movement in full for its owner, and answers 404 to anyone outside its scope', async () => {
    const [line] = await linesOf(paidOrder, 'bayi');
    const id = `commission_${line!.id}`;
    const mine = await get<TransactionDetail>('bayi', `/api/transactions/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.commission).toMatchObject({ amount: line!.amount, base: line!.base, rateBp: 1500 });
    expect(mine.body.commission!.explanation).toContain('× %15');
    expect(mine.body.order).toMatchObject({ id: paidOrder, buyer: { id: f.ids.musteri } });
    // The admin and the national distributor (the dealer is in its network) may open it too.
    expect((await f.call('admin', 'GET', `/api/transactions/${id}`)).statusCode).toBe(200);
    expect((await f.call('turkiye', 'GET', `/api/transactions/${id}`)).statusCode).toBe(200);
    // Another city's distributor, and the city distributor above (its own page shows only its own).
    for (const who of ['ankara', 'istanbul'] as const) {
      const res = await f.call(who, 'GET', `/api/transactions/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TRANSACTION_NOT_FOUND');
    }
    // Choosing another member: only the admin and the national distributor, within their reach.
    expect((await f.call('bayi', 'GET', `/api/transactions?memberId=${f.ids.istanbul}`)).statusCode).toBe(404);
    expect((await f.call('istanbul', 'GET', `/api/transactions?memberId=${f.ids.bayi}`)).statusCode).toBe(404);
    expect((await f.call('turkiye', 'GET', `/api/transactions?memberId=${f.ids.bayi}`)).statusCode).toBe(200);
    expect((await f.call('turkiye', 'GET', `/api/transactions?memberId=${f.ids.admin}`)).statusCode).toBe(404);
    expect((await f.call('bayi', 'GET', `/api/transactions?memberId=${f.ids.bayi}`)).statusCode).toBe(200);
    // An id of the right shape naming nothing, and one of the wrong shape.
    expect((await f.call('bayi', 'GET', `/api/transactions/payout_${line!.id}`)).statusCode).toBe(404);
    expect((await f.call('bayi', 'GET', `/api/transactions/gift_${line!.id}`)).statusCode).toBe(400);
    expect((await f.call('bayi', 'GET', `/api/transactions/${line!.id}`)).statusCode).toBe(400);
  });

  it('is closed to clients (the page key) and to anonymous callers', async () => {
    expect((await f.call('musteri', 'GET', '/api/transactions')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/transactions' })).statusCode).toBe(401);
  });
});
