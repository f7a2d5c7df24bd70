import {
  commissionLines,
  commissionPayouts,
  commissionPeriods,
  notifications,
  pointsTransactions,
  profiles,
} from '@portal/db/schema';
import { payoutDate, periodOf, roundDiv } from '@portal/shared/commissions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMoneySettings } from '../src/modules/system-settings/system-settings.repository';
import { createTestApp, type TestContext } from './helpers';
import { monthsAgo, payoutFixtures } from './payouts-fixtures';

// Three past months, oldest first: each is closed in turn, as an admin would.
let t: TestContext;
let f: Awaited<ReturnType<typeof payoutFixtures>>;
const M3 = monthsAgo(3);
const M2 = monthsAgo(2);
const P3 = periodOf(M3);
const P2 = periodOf(M2);
const P1 = periodOf(monthsAgo(1));
let order3: string;
let order2: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await payoutFixtures(t);
}, 60_000);
afterAll(() => t.close());

const payoutsOf = (period: string) =>
  t.database.db.select().from(commissionPayouts).where(eq(commissionPayouts.period, period));
const payoutOf = async (period: string, who: string) => (await payoutsOf(period)).find((p) => p.beneficiaryId === who)!;
const close = (period: string, as: 'admin' | 'bayi' = 'admin') =>
  f.call(as, 'POST', '/api/commission-periods/close', { period });

describe('closing a commission period', () => {
  it('builds one payout per beneficiary = Σ its lines; below the minimum is carried over, lines left free', async () => {
    order3 = await f.delivered(10, M3);
    // Paid but not delivered: its lines are pending and wait.
    const pendingOrder = await f.placed(1);
    await f.pay(pendingOrder, M3);
    const lines = await f.linesOf(order3);
    expect(lines.map((l) => l.kind).sort()).toEqual(['city_distributor', 'dealer', 'sponsor_distributor']);
    expect(lines.every((l) => l.status === 'approved' && l.period === P3)).toBe(true);

    const res = await close(P3);
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyClosed).toBe(false);
    expect(res.json().period).toMatchObject({ period: P3, status: 'closed', closable: false, payoutCount: 1 });

    const payouts = await payoutsOf(P3);
    expect(payouts).toHaveLength(3);
    for (const p of payouts) {
      const mine = lines.filter((l) => l.beneficiaryId === p.beneficiaryId);
      expect(p.gross).toBe(mine.reduce((s, l) => s + l.amount, 0));
      expect(p.lineCount).toBe(mine.length);
      expect(p.withholding).toBe(0);
      expect(p.net).toBe(p.gross);
    }
    const dealer = payouts.find((p) => p.beneficiaryId === f.ids.bayi)!;
    expect(dealer).toMatchObject({ status: 'scheduled', method: 'bank', scheduledFor: payoutDate(P3, 15) });
    expect(dealer.net).toBeGreaterThanOrEqual(10_000);
    for (const who of [f.ids.istanbul, f.ids.turkiye]) {
      const p = payouts.find((x) => x.beneficiaryId === who)!;
      expect(p).toMatchObject({ status: 'carried_over', scheduledFor: null });
      expect(p.net).toBeLessThan(10_000);
    }
    const after = await f.linesOf(order3);
    for (const l of after) {
      expect(l.payoutId).toBe(l.beneficiaryId === f.ids.bayi ? dealer.id : null);
    }
    expect((await f.linesOf(pendingOrder)).every((l) => l.payoutId === null && l.status === 'pending')).toBe(true);

    const [period] = await t.database.db.select().from(commissionPeriods).where(eq(commissionPeriods.period, P3));
    expect(period).toMatchObject({ status: 'closed', payoutCount: 1, grossTotal: dealer.gross, netTotal: dealer.net });
    expect(period!.rules).toEqual({ minimumPayout: 10_000, withholdingBp: 0, paymentDay: 15 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.ids.bayi), eq(notifications.relatedEntityId, dealer.id)));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Komisyon ödemeniz planlandı');
  });

  it('is immutable once closed: a second close does nothing and the database refuses to rewrite a payout', async () => {
    const before = await payoutsOf(P3);
    const res = await close(P3);
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadyClosed).toBe(true);
    expect(await payoutsOf(P3)).toEqual(before);
    await expect(
      t.database.db.update(commissionPayouts).set({ gross: 1 }).where(eq(commissionPayouts.id, before[0]!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(commissionPayouts).where(eq(commissionPayouts.id, before[0]!.id)),
    ).rejects.toThrow();
    const carried = before.find((p) => p.status === 'carried_over')!;
    await expect(
      t.database.db.update(commissionPayouts).set({ status: 'paid' }).where(eq(commissionPayouts.id, carried.id)),
    ).rejects.toThrow();
  });

  it('closes only months before the current one, and only for the admin', async () => {
    const now = new Date();
    const current = await close(periodOf(now));
    expect(current.statusCode).toBe(409);
    expect(current.json().code).toBe('PERIOD_NOT_CLOSABLE');
    expect((await close(periodOf(monthsAgo(-2)))).json().code).toBe('PERIOD_NOT_CLOSABLE');
    expect((await close('2026-13')).statusCode).toBe(400);
    expect((await close(P2, 'bayi')).statusCode).toBe(403);
    expect(await payoutsOf(P2)).toHaveLength(0);
  });

  it('applies withholding and the points preference, and pays carried-over lines at a later close; the preview is what the close pays', async () => {
    await saveMoneySettings(t.database.db, { 'commission.withholdingBp': 2000 }, f.ids.admin);
    await f.preferPoints(f.ids.istanbul);
    order2 = await f.delivered(10, M2);

    const list = await f.call('admin', 'GET', '/api/commission-periods');
    expect(list.statusCode).toBe(200);
    const open = list.json().periods.find((p: { period: string }) => p.period === P2);
    expect(open).toMatchObject({ status: 'open', closable: true });
    expect(list.json().periods.find((p: { period: string }) => p.period === P3)).toMatchObject({
      status: 'closed',
      preview: null,
    });

    expect((await close(P2)).statusCode).toBe(200);
    const payouts = await payoutsOf(P2);
    const scheduled = payouts.filter((p) => p.status === 'scheduled');
    expect(open.preview.scheduled).toEqual({
      count: scheduled.length,
      gross: scheduled.reduce((s, p) => s + p.gross, 0),
      withholding: scheduled.reduce((s, p) => s + p.withholding, 0),
      net: scheduled.reduce((s, p) => s + p.net, 0),
    });
    expect(open.preview.carriedOver.count).toBe(payouts.length - scheduled.length);

    const city = payouts.find((p) => p.beneficiaryId === f.ids.istanbul)!;
    const cityLines = [...(await f.linesOf(order3)), ...(await f.linesOf(order2))].filter(
      (l) => l.beneficiaryId === f.ids.istanbul,
    );
    // The March line carried over is paid now, with this month's.
    expect(city).toMatchObject({ status: 'scheduled', method: 'points', lineCount: 2 });
    expect(city.gross).toBe(cityLines.reduce((s, l) => s + l.amount, 0));
    expect(city.withholding).toBe(Number(roundDiv(BigInt(city.gross) * 2000n, 10_000n)));
    expect(city.net).toBe(city.gross - city.withholding);
    expect(cityLines.map((l) => l.id).sort()).toEqual(
      (await t.database.db.select().from(commissionLines).where(eq(commissionLines.payoutId, city.id)))
        .map((l) => l.id)
        .sort(),
    );
    const dealer = payouts.find((p) => p.beneficiaryId === f.ids.bayi)!;
    expect(dealer).toMatchObject({ method: 'bank', lineCount: 1 });
  });
});

describe('paying payouts', () => {
  it('marks a scheduled payout paid with a bank reference, once; its lines are paid', async () => {
    const dealer = await payoutOf(P3, f.ids.bayi);
    const url = `/api/payouts/${dealer.id}/mark-paid`;
    expect((await f.call('admin', 'POST', url, { bankReference: 'x' })).statusCode).toBe(400);
    expect((await f.call('turkiye', 'POST', url, { bankReference: 'REF-0001' })).statusCode).toBe(403);
    const res = await f.call('admin', 'POST', url, { bankReference: 'REF-0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toMatchObject({ status: 'paid', bankReference: 'REF-0001' });
    const lines = await t.database.db.select().from(commissionLines).where(eq(commissionLines.payoutId, dealer.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.status === 'paid' && l.paidAt !== null)).toBe(true);

    const again = await f.call('admin', 'POST', url, { bankReference: 'REF-0002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_NOT_PAYABLE');
    expect((await payoutOf(P3, f.ids.bayi)).bankReference).toBe('REF-0001');
    const carried = await payoutOf(P3, f.ids.turkiye);
    expect(
      (await f.call('admin', 'POST', `/api/payouts/${carried.id}/mark-paid`, { bankReference: 'REF-9' })).json().code,
    ).toBe('PAYOUT_NOT_PAYABLE');
  });

  it('pays a points-preference payout as points once, into the ledger; a bank payout is refused', async () => {
    const city = await payoutOf(P2, f.ids.istanbul);
    const [before] = await t.database.db.select().from(profiles).where(eq(profiles.id, f.ids.istanbul));
    const res = await f.call('admin', 'POST', `/api/payouts/${city.id}/pay-points`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payout.status).toBe('paid');
    const movements = await t.database.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.relatedPayoutId, city.id));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ amount: city.net, transactionType: 'earned', source: 'commission_payout' });
    const [afterwards] = await t.database.db.select().from(profiles).where(eq(profiles.id, f.ids.istanbul));
    expect(afterwards!.points).toBe(before!.points + city.net);
    expect((await payoutOf(P2, f.ids.istanbul)).pointsTransactionId).toBe(movements[0]!.id);

    const again = await f.call('admin', 'POST', `/api/payouts/${city.id}/pay-points`);
    expect(again.json().code).toBe('PAYOUT_NOT_PAYABLE');
    expect(
      await t.database.db.select().from(pointsTransactions).where(eq(pointsTransactions.relatedPayoutId, city.id)),
    ).toHaveLength(1);
    const bank = await payoutOf(P2, f.ids.bayi);
    expect((await f.call('admin', 'POST', `/api/payouts/${bank.id}/pay-points`)).json().code).toBe('PAYOUT_NOT_POINTS');
  });

  it('claws back a return after payout in the open month, and nets it at the next close', async () => {
    const returnedAt = monthsAgo(1, 5);
    await f.requestReturn(order2, returnedAt);
    await f.acceptReturn(order2, new Date(returnedAt.getTime() + 3_600_000));
    const lines = await f.linesOf(order2);
    const dealerLine = lines.find((l) => l.beneficiaryId === f.ids.bayi && l.entry === 'commission')!;
    const clawback = lines.find((l) => l.beneficiaryId === f.ids.bayi && l.entry === 'clawback')!;
    // The paid-out line stays as it was; the clawback takes it back in the month of the return.
    expect(dealerLine.payoutId).not.toBeNull();
    expect(clawback).toMatchObject({
      amount: -dealerLine.amount,
      reversesId: dealerLine.id,
      period: P1,
      status: 'approved',
    });
    // The sponsor's line was carried over (in no payout): it is simply cancelled.
    const sponsor = lines.filter((l) => l.beneficiaryId === f.ids.turkiye);
    expect(sponsor.map((l) => [l.entry, l.status])).toEqual([['commission', 'cancelled']]);

    const order1 = await f.delivered(20, monthsAgo(1, 12));
    expect((await close(P1)).statusCode).toBe(200);
    const dealer = await payoutOf(P1, f.ids.bayi);
    const newLine = (await f.linesOf(order1)).find((l) => l.beneficiaryId === f.ids.bayi)!;
    expect(dealer.gross).toBe(newLine.amount + clawback.amount);
    expect(dealer.lineCount).toBe(2);
    const [linkedClawback] = await t.database.db
      .select()
      .from(commissionLines)
      .where(eq(commissionLines.id, clawback.id));
    expect(linkedClawback!.payoutId).toBe(dealer.id);
  });
});

describe('reading payouts', () => {
  it('shows a member their own payouts, carried-over records and withholding included', async () => {
    const res = await f.call('istanbul', 'GET', '/api/payouts/mine');
    expect(res.statusCode).toBe(200);
    const mine = res.json();
    expect(mine.payouts.every((p: { beneficiary: { id: string } }) => p.beneficiary.id === f.ids.istanbul)).toBe(true);
    const statuses = mine.payouts.map((p: { period: string; status: string }) => `${p.period}:${p.status}`);
    expect(statuses).toContain(`${P3}:carried_over`);
    expect(statuses).toContain(`${P2}:paid`);
    const paid = mine.payouts.find((p: { period: string }) => p.period === P2);
    expect(paid.withholding).toBeGreaterThan(0);
    expect(mine.totals.paidNet).toBe(paid.net);
    expect((await f.call('musteri', 'GET', '/api/payouts/mine')).statusCode).toBe(403);
  });

  it('lists every payout for the admin and the national distributor, with filters, and exports CSV for Turkish Excel', async () => {
    const all = await f.call('turkiye', 'GET', '/api/payouts');
    expect(all.statusCode).toBe(200);
    const total = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(commissionPayouts))[0]!.n;
    expect(all.json().total).toBe(total);
    expect((await f.call('istanbul', 'GET', '/api/payouts')).statusCode).toBe(403);

    const paid = (await f.call('admin', 'GET', '/api/payouts?status=paid')).json();
    expect(paid.payouts.length).toBe(2);
    expect(paid.payouts.every((p: { status: string }) => p.status === 'paid')).toBe(true);
    const points = (await f.call('admin', 'GET', `/api/payouts?method=points&period=${P2}`)).json();
    expect(points.payouts.map((p: { beneficiary: { id: string } }) => p.beneficiary.id)).toEqual([f.ids.istanbul]);
    const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.id, f.ids.bayi));
    const search = (await f.call('admin', 'GET', `/api/payouts?q=${encodeURIComponent(bayi!.sellerNo)}`)).json();
    expect(search.payouts.length).toBeGreaterThan(0);
    expect(search.payouts.every((p: { beneficiary: { id: string } }) => p.beneficiary.id === f.ids.bayi)).toBe(true);

    const csv = await f.call('admin', 'GET', `/api/payouts/export.csv?period=${P3}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFDönem;Üye;')).toBe(true);
    const rows = csv.body.trim().split('\r\n');
    expect(rows).toHaveLength(4);
    const dealer = await payoutOf(P3, f.ids.bayi);
    const lira = `${Math.floor(dealer.net / 100).toLocaleString('tr-TR')},${String(dealer.net % 100).padStart(2, '0')}`;
    expect(rows.find((r) => r.includes(bayi!.sellerNo))).toContain(`;${lira};`);
    expect(rows.find((r) => r.includes(bayi!.sellerNo))).toContain('REF-0001');
  });

  it('gives the payment schedule: payment days, the caller’s own amounts and the admin’s totals', async () => {
    const mine = (await f.call('bayi', 'GET', '/api/payment-schedule')).json();
    const entry = mine.entries.find((e: { period: string }) => e.period === P3);
    expect(entry).toMatchObject({ payoutDate: payoutDate(P3, 15), periodStatus: 'closed', totals: null });
    expect(entry.mine).toMatchObject({ status: 'paid' });
    const admin = (await f.call('admin', 'GET', '/api/payment-schedule')).json();
    const p1 = admin.entries.find((e: { period: string }) => e.period === P1);
    const scheduled = (await payoutsOf(P1)).filter((p) => p.status === 'scheduled');
    expect(p1.totals.scheduled).toMatchObject({
      count: scheduled.length,
      net: scheduled.reduce((s, p) => s + p.net, 0),
    });
  });
});
