import { commissionLines, profiles, userSettings } from '@portal/db/schema';
import { periodOf } from '@portal/shared/commissions';
import { eq, inArray } from 'drizzle-orm';
import type { Member } from '../src/platform/context';
import { closeCommissionPeriod } from '../src/workflows/close-commission-period';
import { transition } from '../src/workflows/order-transition';
import { emptyCommissionLedger, type TestContext } from './helpers';
import { orderFixtures } from './order-fixtures';

/** The 10th of the month `monthsAgo` before now, at noon UTC (inside the same Istanbul month). */
export function monthsAgo(monthsAgo: number, day = 10, from = new Date()): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - monthsAgo, day, 12));
}

/**
 * Orders of the demo client (bayi above it, then istanbul, then turkiye) walked through their
 * transitions at chosen moments, so their commission lines fall in past months, plus the calls
 * the payout tests share.
 */
export async function payoutFixtures(t: TestContext) {
  // The demo's months and payouts are not these tests': each test builds and closes its own.
  await emptyCommissionLedger(t.database.db);
  const f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'bayi', 'musteri']);
  await f.address('musteri');
  const db = t.database.db;
  const ctx = t.app.ctx;
  const productId = await f.product('Komisyon Testi Ürünü', 100_000);
  const rows = await db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, Object.values(f.ids)));
  const member = (id: string): Member => {
    const p = rows.find((r) => r.id === id)!;
    return {
      id: p.id,
      role: p.role as Member['role'],
      name: p.name,
      email: p.email,
      path: p.path,
      authSessionId: 'test',
      sessionToken: 'test',
    };
  };
  const admin = member(f.ids.admin);
  const buyer = member(f.ids.musteri);
  const actor = { id: admin.id, role: admin.role, path: admin.path, ip: null, userAgent: null, requestId: null };
  let tracking = 0;

  const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

  return {
    ...f,
    db,
    ctx,
    productId,
    admin,
    actor,
    /** A placed order of `quantity` units (₺100 each, VAT included), not yet paid. */
    async placed(quantity: number) {
      await f.fillCart('musteri', productId, quantity, 10_000);
      const res = await f.checkout('musteri');
      if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
      return res.json().order.id as string;
    },
    async pay(orderId: string, when: Date) {
      await transition(ctx, admin, orderId, 'mark_paid', {}, when);
    },
    /** Paid at `when` and delivered an hour later: its lines are approved, in `when`'s month. */
    async delivered(quantity: number, when: Date) {
      const id = await this.placed(quantity);
      await transition(ctx, admin, id, 'mark_paid', {}, when);
      await transition(ctx, admin, id, 'confirm', {}, at(when, 10));
      await transition(ctx, admin, id, 'prepare', {}, at(when, 20));
      await transition(
        ctx,
        admin,
        id,
        'ship',
        { shipment: { carrier: 'aras', trackingNumber: `PY-${String(++tracking).padStart(7, '0')}`, desi: 2 } },
        at(when, 30),
      );
      await transition(ctx, admin, id, 'deliver', {}, at(when, 60));
      return id;
    },
    async requestReturn(orderId: string, when: Date) {
      await transition(ctx, buyer, orderId, 'request_return', { note: 'Ürün hasarlı geldi' }, when);
    },
    async acceptReturn(orderId: string, when: Date) {
      await transition(ctx, admin, orderId, 'accept_return', {}, when);
    },
    close(period: string, now?: Date) {
      return closeCommissionPeriod(ctx, actor, period, now);
    },
    linesOf(orderId: string) {
      return db.select().from(commissionLines).where(eq(commissionLines.orderId, orderId));
    },
    async preferPoints(userId: string) {
      const account = {
        bankDetails: null,
        taxDetails: null,
        commissionPreferences: { payoutMethod: 'points', display: 'percentage' },
      };
      await db
        .insert(userSettings)
        .values({ userId, account })
        .onConflictDoUpdate({ target: userSettings.userId, set: { account } });
    },
    period: (d: Date) => periodOf(d),
  };
}
