import { randomUUID } from 'node:crypto';
import { queryRows } from '@portal/db/client';
import type { Insights } from '@portal/shared/contracts/insights';
import { restockQuantity } from '@portal/shared/insights/restock';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearInsightsCache } from '../src/modules/insights/insights.service';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';
import { orderFixtures } from './order-fixtures';

/**
 * AI Öngörüleri (decision 054) on the demo database with planted patterns: a sales spike in one
 * city, a member who stopped ordering, a pair of products bought together and a product running
 * out at a city distributor — in the dealer's subtree — and a spike and a churner in another
 * subtree that the dealer must not see.
 */
describe('insights', () => {
  let t: TestContext;
  type Who = 'admin' | 'bayi' | 'ankara' | 'istanbul' | 'musteri';
  const cookie = {} as Record<Who, string>;
  const id = {} as Record<Who, string>;
  let churner = '';
  let otherChurner = '';
  let pairFrom = '';
  let pairTo = '';
  let restocked = '';

  async function plant(o: {
    buyer: string;
    buyerRole: string;
    supplier: string;
    city: string;
    daysAgo: number;
    lines: { product: string; quantity: number; unit: number }[];
  }) {
    const orderId = randomUUID();
    const total = o.lines.reduce((s, l) => s + l.quantity * l.unit, 0);
    const net = Math.round(total / 1.2);
    await t.database.db.execute(sql`
      insert into orders (id, number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total,
                          total, item_count, shipping_address, shipping_city, created_at, updated_at)
      values (${orderId}, ${`INS-${orderId.slice(0, 12)}`}, ${o.buyer}, ${o.buyerRole}, ${o.supplier}, 'delivered',
              'bank_transfer', ${net}, ${total - net}, ${total}, ${o.lines.reduce((s, l) => s + l.quantity, 0)},
              '{}'::jsonb, ${o.city}, now() - make_interval(days => ${o.daysAgo}),
              now() - make_interval(days => ${o.daysAgo}))`);
    for (const l of o.lines) {
      const lineTotal = l.quantity * l.unit;
      const lineNet = Math.round(lineTotal / 1.2);
      await t.database.db.execute(sql`
        insert into order_lines (order_id, product_id, product_name, quantity, list_unit_price, unit_price, vat_rate_bp,
                                 vat_included, net_amount, vat_amount, total_amount)
        values (${orderId}, ${l.product}, 'planted', ${l.quantity}, ${l.unit}, ${l.unit}, 2000, true, ${lineNet},
                ${lineTotal - lineNet}, ${lineTotal})`);
    }
  }

  async function get(who: Who, query = ''): Promise<{ status: number; body: Insights }> {
    clearInsightsCache();
    const res = await t.app.inject({ method: 'GET', url: `/api/insights${query}`, headers: { cookie: cookie[who] } });
    return { status: res.statusCode, body: res.json() };
  }

  const ids = (s: Insights['anomalies']) => s.cards.map((c) => c.id);

  beforeAll(async () => {
    t = await createTestApp();
    // The fixture signs the admin in first; the sign-ins below are the sessions the tests use.
    const fx = await orderFixtures(t, ['admin']);
    for (const who of ['admin', 'bayi', 'ankara', 'istanbul', 'musteri'] as const) {
      const s = await signIn(t.app, DEMO[who]);
      cookie[who] = s.cookie;
      id[who] = s.user.id;
    }
    const filler = await fx.product('Planted Filler', 1_000);
    pairFrom = await fx.product('Planted Pair Q', 1_000);
    pairTo = await fx.product('Planted Pair P', 1_000);
    restocked = await fx.product('Planted Restock R', 3, id.istanbul);

    // Two members without any order of their own: one under the dealer, one under Ankara.
    const [mine] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select p.id from profiles p where p.parent_id = ${id.bayi} and p.role = 'client'
            and not exists (select 1 from orders o where o.buyer_id = p.id) order by p.seller_no limit 1`,
    );
    const [theirs] = await queryRows<{ id: string; path: string }>(
      t.database.db,
      sql`select p.id, p.path from profiles p where p.path like ${`%/${id.ankara}/%`} and p.id <> ${id.ankara}
            and p.role in ('client', 'dealer') and not exists (select 1 from orders o where o.buyer_id = p.id)
          order by p.seller_no limit 1`,
    );
    churner = mine?.id as string;
    otherChurner = theirs?.id as string;
    expect(churner).toBeTruthy();
    expect(otherChurner).toBeTruthy();

    // A regular weekly buyer in Rize for 20 weeks (one or two orders a week), then a spike: 8
    // orders in the last 5 days, each with 5 units of R supplied by Istanbul.
    for (let week = 1; week <= 20; week++) {
      const n = week % 2 === 0 ? 2 : 1;
      for (let k = 0; k < n; k++)
        await plant({
          buyer: id.musteri,
          buyerRole: 'client',
          supplier: id.istanbul,
          city: 'Rize',
          daysAgo: week * 7 + 2 + k,
          lines: [{ product: week === 2 ? pairTo : filler, quantity: 1, unit: 10_000 }],
        });
    }
    for (let k = 0; k < 8; k++)
      await plant({
        buyer: id.musteri,
        buyerRole: 'client',
        supplier: id.istanbul,
        city: 'Rize',
        daysAgo: 1 + (k % 5),
        lines: [
          { product: filler, quantity: 5, unit: 10_000 },
          { product: restocked, quantity: 5, unit: 10_000 },
        ],
      });
    // The churner: every 7 days, 8 orders, the last 60 days ago; each with Q and P together.
    for (let k = 0; k < 8; k++)
      await plant({
        buyer: churner,
        buyerRole: 'client',
        supplier: id.istanbul,
        city: 'İstanbul',
        daysAgo: 60 + 7 * k,
        lines: [
          { product: pairFrom, quantity: 1, unit: 50_000 },
          { product: pairTo, quantity: 1, unit: 50_000 },
        ],
      });
    // Under Ankara: a spike in Artvin and a churner, which the dealer must never see.
    for (let week = 1; week <= 20; week++)
      for (let k = 0; k < (week % 2 === 0 ? 2 : 1); k++)
        await plant({
          buyer: otherChurner,
          buyerRole: 'client',
          supplier: id.ankara,
          city: 'Artvin',
          daysAgo: 60 + week * 7 + k,
          lines: [{ product: filler, quantity: 1, unit: 10_000 }],
        });
    for (let week = 1; week <= 20; week++)
      await plant({
        buyer: id.ankara,
        buyerRole: 'cityDistributor',
        supplier: id.admin,
        city: 'Artvin',
        daysAgo: week * 7 + 2 + (week % 2),
        lines: [{ product: filler, quantity: week % 2 ? 1 : 2, unit: 10_000 }],
      });
    for (let k = 0; k < 8; k++)
      await plant({
        buyer: id.ankara,
        buyerRole: 'cityDistributor',
        supplier: id.admin,
        city: 'Artvin',
        daysAgo: 1 + (k % 5),
        lines: [{ product: filler, quantity: 5, unit: 10_000 }],
      });
    await t.database.db.execute(sql`select analytics_rebuild()`);
  }, 120_000);
  afterAll(async () => t?.close());

  it('finds the planted spike, churner, pair and restock in the dealer’s subtree', async () => {
    const { status, body } = await get('bayi');
    expect(status).toBe(200);
    expect(body.scope).toBe('subtree');
    expect(body.languageModel).toBe(false);

    const rize = body.anomalies.cards.find((c) => c.id === 'anomaly_city:Rize');
    expect(rize).toMatchObject({ kind: 'anomaly_city', tone: 'up' });
    expect(rize?.explanation).toMatch(/^Rize'de son 7 günde satışlar beklenenin %[\d.]+ üstünde/);
    expect(rize?.link.href).toContain('/dashboard/sales-analysis?cities=Rize');

    const late = body.churn.cards.find((c) => c.id === `churn:${churner}`);
    expect(late?.explanation).toContain(
      'Genellikle 7 günde bir sipariş veriyordu, son siparişinden bu yana 60 gün geçti',
    );
    expect(late?.link.href).toBe(`/dashboard/network?uye=${churner}`);
    // The weekly buyer who ordered a day ago is not at risk.
    expect(body.churn.cards.map((c) => c.id)).not.toContain(`churn:${id.musteri}`);

    // The planted pair is the top bundle, with the lift the counts give.
    const [counts] = await queryRows<{ n: number; q: number; p: number; both: number }>(
      t.database.db,
      sql`with o as (
            select o.id from orders o join profiles b on b.id = o.buyer_id
            where analytics_counted(o.status) and b.path like ${`%/${id.bayi}/%`}
              and o.created_at >= (((now() at time zone 'Europe/Istanbul')::date - 364)::timestamp at time zone 'Europe/Istanbul'))
          select (select count(*) from o)::int as n,
                 (select count(distinct l.order_id) from order_lines l join o on o.id = l.order_id where l.product_id = ${pairFrom})::int as q,
                 (select count(distinct l.order_id) from order_lines l join o on o.id = l.order_id where l.product_id = ${pairTo})::int as p,
                 (select count(*) from o where exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${pairFrom})
                    and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${pairTo}))::int as both`,
    );
    const c = counts as { n: number; q: number; p: number; both: number };
    expect(c).toMatchObject({ q: 8, p: 10, both: 8 });
    const top = body.bundles.cards[0];
    expect(top?.id).toBe(`bundle:${pairFrom}:${pairTo}`);
    expect(top?.figure).toEqual({ value: Math.round(((c.both * c.n) / (c.q * c.p)) * 10) / 10, unit: 'times' });
    expect(top?.explanation).toContain("Planted Pair Q alanların %100'ü Planted Pair P de aldı");

    // A dealer holds no stock: nothing to advise, and it says why.
    expect(body.restock).toEqual({ cards: [], shortfall: 'no_holders' });

    // The forecast with its back-test over the last 90 days.
    expect(body.forecast.status).toBe('ok');
    if (body.forecast.status === 'ok') {
      const bt = body.forecast.backtest;
      expect(body.forecast.points).toHaveLength(30);
      expect(bt.days).toBe(90);
      const mae = bt.points.reduce((s, p) => s + Math.abs(p.actual - p.model), 0) / bt.points.length;
      expect(Math.abs(bt.model.mae - mae)).toBeLessThanOrEqual(1);
      const total = bt.points.reduce((s, p) => s + p.actual, 0);
      const naiveErr = bt.points.reduce((s, p) => s + Math.abs(p.actual - p.naive), 0);
      expect(bt.naive.wapeBp).toBe(Math.round((naiveErr / total) * 10_000));
      expect(bt.winner).toBe((bt.model.wapeBp ?? 0) < (bt.naive.wapeBp ?? 0) ? 'model' : 'naive');
    }
  });

  it('a dealer’s insights use only its subtree', async () => {
    const { body } = await get('bayi');
    expect(ids(body.anomalies)).not.toContain('anomaly_city:Artvin');
    expect(ids(body.churn)).not.toContain(`churn:${otherChurner}`);
    // Every member named is in the dealer's subtree.
    const named = body.churn.cards.map((c) => c.id.slice('churn:'.length));
    if (named.length > 0) {
      const rows = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from profiles where path like ${`%/${id.bayi}/%`} and id::text in (${sql.join(
          named.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
      expect(rows).toHaveLength(named.length);
    }
    // Ankara sees its own planted patterns and not the dealer's.
    const ankara = (await get('ankara')).body;
    expect(ids(ankara.anomalies)).toContain('anomaly_city:Artvin');
    expect(ids(ankara.anomalies)).not.toContain('anomaly_city:Rize');
    expect(ids(ankara.churn)).toContain(`churn:${otherChurner}`);
    expect(ids(ankara.churn)).not.toContain(`churn:${churner}`);
    // The admin sees both.
    const adminRes = await get('admin');
    expect(adminRes.status, JSON.stringify(adminRes.body).slice(0, 300)).toBe(200);
    const admin = adminRes.body;
    expect(admin.scope).toBe('network');
    expect(ids(admin.churn)).toEqual(expect.arrayContaining([`churn:${churner}`, `churn:${otherChurner}`]));
  });

  it('advises the city distributor to restock what runs out, with the quantity and its request link', async () => {
    const { body } = await get('istanbul');
    const card = body.restock.cards.find((c) => c.id === `restock:${id.istanbul}|${restocked}`);
    // 40 units in the last 60 days, 3 saleable: 4,5 days of cover.
    const quantity = restockQuantity(3, 40 / 60);
    expect(card?.figure).toEqual({ value: 4, unit: 'days' });
    expect(card?.link.href).toBe(
      `/dashboard/stock-management?tab=requests-out&newRequest=${restocked}&quantity=${quantity}`,
    );
    expect(card?.explanation).toContain(`${quantity} adet talep edilmesi önerilir`);
  });

  it('honours the cities and the end day, and is deterministic', async () => {
    const rize = (await get('bayi', '?cities=Rize')).body;
    expect(rize.cities).toEqual(['Rize']);
    expect(ids(rize.anomalies).filter((x) => x.startsWith('anomaly_city:'))).toEqual(['anomaly_city:Rize']);
    // Ten days ago the spike had not happened.
    const before = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const earlier = (await get('bayi', `?dateTo=${before}`)).body;
    expect(earlier.asOf).toBe(before);
    expect(ids(earlier.anomalies)).not.toContain('anomaly_city:Rize');

    const a = (await get('bayi')).body;
    const b = (await get('bayi')).body;
    const strip = (x: Insights) => ({ ...x, computedAt: '', computeMs: 0, cached: false });
    expect(strip(a)).toEqual(strip(b));
  });

  it('a client is refused', async () => {
    expect((await get('musteri')).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/insights' });
    expect(anonymous.statusCode).toBe(401);
  });
});
