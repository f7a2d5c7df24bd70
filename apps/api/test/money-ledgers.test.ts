/**
 * The money ledgers are append-only, and the database says so (migration 0010): what a row says
 * about money never changes and no row is deleted, whoever runs the statement; only a commission
 * line's state, payout and dates move, and a points movement's status leaves `pending` once.
 */
import { commissionLines, pointsTransactions } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPoints } from '../src/modules/points/points-ledger.repository';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures } from './order-fixtures';

let t: TestContext;
let lineId: string;
let f: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'musteri']);
  const product = await f.product('Defter Ürünü', 10);
  await f.address('musteri');
  await f.fillCart('musteri', product, 1, 10_000);
  const placed = (await f.checkout('musteri')).json();
  expect((await f.act('admin', placed.order.id, { action: 'mark_paid', reference: 'EFT-L1' })).statusCode).toBe(200);
  const [line] = await t.database.db.select().from(commissionLines).where(eq(commissionLines.orderId, placed.order.id));
  lineId = line!.id;
});
afterAll(async () => t?.close());

describe('commission lines', () => {
  const update = (set: Partial<typeof commissionLines.$inferInsert>) =>
    t.database.db.update(commissionLines).set(set).where(eq(commissionLines.id, lineId));

  it('refuse a change of amount, base, rate, beneficiary, chain or period, and a delete', async () => {
    await expect(update({ amount: 1 })).rejects.toThrow();
    await expect(update({ base: 1 })).rejects.toThrow();
    await expect(update({ rateBp: 1 })).rejects.toThrow();
    await expect(update({ beneficiaryId: f.ids.admin })).rejects.toThrow();
    await expect(update({ chain: [] })).rejects.toThrow();
    await expect(update({ period: '2020-01' })).rejects.toThrow();
    await expect(t.database.db.delete(commissionLines).where(eq(commissionLines.id, lineId))).rejects.toThrow();
  });

  it('let the state move', async () => {
    await update({ status: 'approved', approvedAt: new Date() });
    const [row] = await t.database.db.select().from(commissionLines).where(eq(commissionLines.id, lineId));
    expect(row!.status).toBe('approved');
  });
});

describe('points movements', () => {
  it('refuse a change of amount or member and a delete; a status leaves pending once', async () => {
    const { row } = await t.database.db.transaction((tx) =>
      appendPoints(tx, {
        userId: f.ids.musteri,
        type: 'bonus',
        amount: 1_000,
        source: 'admin_bonus',
        description: 'Deneme',
        status: 'pending',
      }),
    );
    const byId = eq(pointsTransactions.id, row.id);
    await expect(t.database.db.update(pointsTransactions).set({ amount: 5 }).where(byId)).rejects.toThrow();
    await expect(t.database.db.update(pointsTransactions).set({ userId: f.ids.admin }).where(byId)).rejects.toThrow();
    await expect(t.database.db.delete(pointsTransactions).where(byId)).rejects.toThrow();
    await t.database.db.update(pointsTransactions).set({ status: 'cancelled' }).where(byId);
    await expect(t.database.db.update(pointsTransactions).set({ status: 'completed' }).where(byId)).rejects.toThrow();
  });
});
