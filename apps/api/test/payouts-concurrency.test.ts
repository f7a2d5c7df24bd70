import { commissionLines, commissionPayouts } from '@portal/db/schema';
import { periodOf } from '@portal/shared/commissions';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { monthsAgo, payoutFixtures } from './payouts-fixtures';

// Real row locks and parallel connections: this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ORDERS = 12;

let t: TestContext;
let f: Awaited<ReturnType<typeof payoutFixtures>>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, 30);
  f = await payoutFixtures(t);
}, 120_000);
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('payouts under concurrency (PostgreSQL)', () => {
  it('a return racing a period close ends consistent: every line in a payout or cancelled, never both, and a clawback when the payout won', async () => {
    const month = monthsAgo(4);
    const period = periodOf(month);
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const id = await f.delivered(10, new Date(month.getTime() + i * 7_200_000));
      await f.requestReturn(id, new Date(month.getTime() + i * 7_200_000 + 3_600_000 * 1.5));
      ids.push(id);
    }
    const returnedAt = monthsAgo(3, 1);
    const results = await Promise.allSettled([...ids.map((id) => f.acceptReturn(id, returnedAt)), f.close(period)]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const lines = await t.database.db.select().from(commissionLines).where(inArray(commissionLines.orderId, ids));
    const commissions = lines.filter((l) => l.entry === 'commission');
    expect(commissions).toHaveLength(ORDERS * 3);
    for (const line of commissions) {
      const clawbacks = lines.filter((l) => l.reversesId === line.id);
      if (line.payoutId) {
        // The close took it first: it stays paid out and the return clawed it back.
        expect(line.status).toBe('approved');
        expect(clawbacks).toHaveLength(1);
        expect(clawbacks[0]!.amount).toBe(-line.amount);
      } else {
        // The return came first (or the line was carried over): cancelled, never in a payout.
        expect(line.status).toBe('cancelled');
        expect(clawbacks).toHaveLength(0);
      }
    }
    // Each payout is exactly the lines linked to it; carried-over ones have none.
    const payouts = await t.database.db.select().from(commissionPayouts).where(eq(commissionPayouts.period, period));
    for (const p of payouts) {
      const linked = lines.filter((l) => l.payoutId === p.id);
      if (p.status === 'scheduled') {
        expect(p.gross).toBe(linked.reduce((s, l) => s + l.amount, 0));
        expect(p.lineCount).toBe(linked.length);
      } else {
        expect(linked).toHaveLength(0);
      }
    }
  }, 120_000);

  it('two closes of the same month at once make one set of payouts', async () => {
    const month = monthsAgo(3, 20);
    const period = periodOf(month);
    for (let i = 0; i < 3; i++) await f.delivered(10, new Date(month.getTime() + i * 3_600_000));
    const outcomes = await Promise.all([f.close(period), f.close(period), f.close(period)]);
    expect(outcomes.filter((o) => !o.alreadyClosed)).toHaveLength(1);
    const payouts = await t.database.db.select().from(commissionPayouts).where(eq(commissionPayouts.period, period));
    expect(new Set(payouts.map((p) => p.beneficiaryId)).size).toBe(payouts.length);
    expect(payouts.length).toBe(3);
    const linked = await t.database.db
      .select()
      .from(commissionLines)
      .where(
        inArray(
          commissionLines.payoutId,
          payouts.map((p) => p.id),
        ),
      );
    const scheduled = payouts.filter((p) => p.status === 'scheduled');
    expect(linked.length).toBe(scheduled.reduce((s, p) => s + p.lineCount, 0));
  }, 120_000);
});
