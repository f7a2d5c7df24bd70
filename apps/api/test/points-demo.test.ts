import { NETWORK_ADMIN_DEMO } from '@portal/db/seed/network-admin';
import { orders, profiles } from '@portal/db/schema';
import { queryRows } from '@portal/db/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDisagreements } from '../src/modules/stock/stock.repository';
import { createTestApp, DEMO, type TestContext } from './helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo points', () => {
  it('every member’s stored points is the ledger balance, and total earned the sum of what came in', async () => {
    // The two members the inconsistent-profiles page is meant to find disagree on purpose.
    const planted: string[] = [NETWORK_ADMIN_DEMO.pointsClient, NETWORK_ADMIN_DEMO.pointsDealer];
    const rows = await queryRows<{ id: string; points: string; earned: string; balance: string; incoming: string }>(
      t.database.db,
      sql`select p.id, p.points, p.total_earned_points as earned,
            greatest(0, coalesce(sum(t.amount) filter (where t.status = 'completed'), 0)) as balance,
            coalesce(sum(t.amount) filter (where t.status = 'completed' and t.amount > 0
                       and coalesce(t.source, '') <> 'points_order_refund'), 0) as incoming
          from profiles p left join points_transactions t on t.user_id = p.id
          group by p.id`,
    );
    const wrong = rows
      .filter((r) => !planted.includes(r.id))
      .filter((r) => Number(r.points) !== Number(r.balance) || Number(r.earned) !== Number(r.incoming));
    expect(wrong).toEqual([]);
    // There is something to see: several members hold points, from every kind of movement.
    expect(rows.filter((r) => Number(r.balance) > 0).length).toBeGreaterThan(5);
    const kinds = await queryRows<{ type: string }>(
      t.database.db,
      sql`select distinct transaction_type as type from points_transactions`,
    );
    expect(kinds.map((k) => k.type).sort()).toEqual(
      expect.arrayContaining(['adjustment', 'bonus', 'spent', 'transfer_in', 'transfer_out']),
    );
  });

  it('has points orders with P- numbers, fulfilled by the national distributor, one cancelled and refunded', async () => {
    const db = t.database.db;
    const [td] = await db.select().from(profiles).where(eq(profiles.email, DEMO.turkiye));
    const list = await db.select().from(orders).where(eq(orders.paymentMethod, 'points'));
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const o of list) {
      expect(o.number).toMatch(/^P-\d{8}-\d{4}$/);
      expect(o.supplierId).toBe(td!.id);
    }
    const statuses = new Set(list.map((o) => o.status));
    for (const s of ['paid', 'shipped', 'delivered', 'cancelled']) expect(statuses).toContain(s);
    const refunds = await queryRows<{ order_id: string; amount: string; spent: string }>(
      db,
      sql`select r.related_order_id as order_id, r.amount, s.amount as spent from points_transactions r
          join points_transactions s on s.related_order_id = r.related_order_id and s.source = 'points_order'
          where r.source = 'points_order_refund'`,
    );
    const cancelled = list.filter((o) => o.status === 'cancelled').map((o) => o.id);
    expect(refunds.map((r) => r.order_id).sort()).toEqual(cancelled.sort());
    for (const r of refunds) expect(Number(r.amount)).toBe(-Number(r.spent));
    // Every order number is unique across money and points orders, and the stock ledger agrees.
    const [dupes] = await queryRows<{ n: string }>(db, sql`select count(*) - count(distinct number) as n from orders`);
    expect(Number(dupes!.n)).toBe(0);
    expect(await ledgerDisagreements(db)).toEqual([]);
  });
});
