import { queryRows } from '@portal/db/client';
import { ANALYTICS_EXPORT_WORDS, DRILL_PAGE_SIZE } from '@portal/shared/analytics';
import type { AnalyticsOverview, SalesByDimension, SalesOrders } from '@portal/shared/contracts/analytics';
import type { DashboardSummary } from '@portal/shared/contracts/dashboard';
import { istanbulDay } from '@portal/shared/orders';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

/**
 * Sales analytics (decision 052): every figure equals the same sum computed here, independently,
 * from the raw orders of the caller's subtree; the rollups and the orders agree; a bar's orders are
 * exactly the bar's; exports hold what the JSON holds.
 */
let t: TestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, { id: string; path: string }> = {};
let range: { dateFrom: string; dateTo: string };

const COUNTED = sql`o.status not in ('pending_payment', 'cancelled', 'returned')`;
const inDays = (from: string, to: string) =>
  sql`(o.created_at at time zone 'Europe/Istanbul')::date between ${from}::date and ${to}::date`;

/** Sums of counted orders whose buyer is under `path` (all when null), computed here from the orders. */
async function rawTotals(path: string | null, from: string, to: string, extra = sql`true`) {
  const [row] = await queryRows<{ orders: number; revenue: string; net: string; items: string; buyers: number }>(
    t.database.db,
    sql`select count(*)::int as orders, coalesce(sum(o.total), 0)::text as revenue, coalesce(sum(o.subtotal), 0)::text as net,
               coalesce(sum((select sum(l.quantity) from order_lines l where l.order_id = o.id)), 0)::text as items,
               count(distinct o.buyer_id)::int as buyers
        from orders o join profiles b on b.id = o.buyer_id
        where ${COUNTED} and ${inDays(from, to)} and ${path ? sql`b.path like ${`${path}%`}` : sql`true`} and ${extra}`,
  );
  return {
    orders: row?.orders ?? 0,
    revenue: Number(row?.revenue),
    net: Number(row?.net),
    items: Number(row?.items),
    buyers: row?.buyers ?? 0,
  };
}

async function get<T>(who: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] ?? '' } });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json() : null) as T, raw: res };
}

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined) as [string, string][],
  ).toString();

/** A counted order written straight into the tables (the rollup trigger adds it at commit). */
async function insertOrder(buyerEmail: string, productId: string, city: string, total: number) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`with b as (select id, role from profiles where email = ${buyerEmail}),
        s as (select id from profiles where email = ${DEMO.admin}),
        o as (
          insert into orders (number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total, total,
                              item_count, shipping_address, shipping_city)
          select 'T-' || substr(md5(random()::text), 1, 10), b.id, b.role, s.id, 'confirmed', 'card', ${total - 100}, 100, ${total},
                 2, jsonb_build_object('title','Ev','recipientName','Test','phone','05550000000','city',${city}::text,'district','Merkez','addressLine','-','postalCode',null),
                 ${city}
          from b, s returning id)
        insert into order_lines (order_id, product_id, product_name, quantity, list_unit_price, unit_price, vat_rate_bp,
                                 vat_included, net_amount, vat_amount, total_amount)
        select o.id, p.id, p.name, 2, ${total / 2}, ${total / 2}, 100, true, ${total - 100}, 100, ${total}
        from o, products p where p.id = ${productId}::uuid
        returning order_id as id`,
  );
  return row?.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) {
    cookies[key] = (await signIn(t.app, email)).cookie;
    const [p] = await queryRows<{ id: string; path: string }>(
      t.database.db,
      sql`select id, path from profiles where email = ${email}`,
    );
    ids[key] = p as { id: string; path: string };
  }
  const [span] = await queryRows<{ first: Date | string; last: Date | string }>(
    t.database.db,
    sql`select min(created_at) as first, max(created_at) as last from orders`,
  );
  const last = istanbulDay(new Date(span?.last ?? Date.now()));
  const today = istanbulDay(new Date());
  range = {
    dateFrom: istanbulDay(new Date(span?.first ?? Date.now())),
    dateTo: last > today ? last : today,
  };
}, 120_000);
afterAll(async () => t?.close());

describe('overview within scope', () => {
  it('equals the raw orders of the subtree for the admin, a city distributor and a dealer', async () => {
    const expectations: [string, string | null][] = [
      ['admin', null],
      ['istanbul', ids.istanbul?.path ?? ''],
      ['bayi', ids.bayi?.path ?? ''],
    ];
    const seen: number[] = [];
    for (const [who, path] of expectations) {
      const res = await get<AnalyticsOverview>(who, `/api/analytics/overview?${qs(range)}`);
      expect(res.status).toBe(200);
      const raw = await rawTotals(path, range.dateFrom, range.dateTo);
      const f = res.body.figures;
      expect(res.body.source).toBe('rollup');
      expect({
        who,
        orders: f.orders.value,
        revenue: f.revenue.value,
        net: f.net.value,
        items: f.items.value,
        active: f.activeMembers.value,
      }).toEqual({
        who,
        orders: raw.orders,
        revenue: raw.revenue,
        net: raw.net,
        items: raw.items,
        active: raw.buyers,
      });
      expect(res.body.series.reduce((s, p) => s + p.revenue, 0)).toBe(raw.revenue);
      seen.push(raw.orders);
    }
    // The demo has sales at every level, and a smaller scope never sees more.
    expect(seen[2]).toBeGreaterThan(0);
    expect(seen[0]).toBeGreaterThanOrEqual(seen[1] as number);
    expect(seen[1]).toBeGreaterThanOrEqual(seen[2] as number);
  });

  it('compares with the previous period of the same length', async () => {
    const to = range.dateTo;
    const from = istanbulDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000));
    const res = await get<AnalyticsOverview>(
      'istanbul',
      `/api/analytics/overview?${qs({ dateFrom: from, dateTo: to })}`,
    );
    const { previousFrom, previousTo } = res.body.period;
    const prev = await rawTotals(ids.istanbul?.path ?? '', previousFrom, previousTo);
    const cur = await rawTotals(ids.istanbul?.path ?? '', from, to);
    expect(res.body.figures.revenue).toMatchObject({ value: cur.revenue, previous: prev.revenue });
    expect(res.body.figures.activeMembers).toMatchObject({ value: cur.buyers, previous: prev.buyers });
  });

  it('filters by city and date range as the raw orders say, from the rollups and from the orders alike', async () => {
    const [top] = await queryRows<{ city: string }>(
      t.database.db,
      sql`select o.shipping_city as city from orders o where ${COUNTED} group by 1 order by count(*) desc limit 1`,
    );
    const city = top?.city as string;
    const params = { ...range, cities: city };
    const rollup = await get<AnalyticsOverview>('admin', `/api/analytics/overview?${qs(params)}`);
    // salesMin=0 keeps every order but is a filter the rollups do not carry: the orders answer.
    const orders = await get<AnalyticsOverview>('admin', `/api/analytics/overview?${qs({ ...params, salesMin: 0 })}`);
    const raw = await rawTotals(null, range.dateFrom, range.dateTo, sql`o.shipping_city = ${city}`);
    expect(rollup.body.source).toBe('orders'); // top products need the orders under a city filter
    expect(orders.body.source).toBe('orders');
    expect(rollup.body.figures.revenue.value).toBe(raw.revenue);
    expect(rollup.body.figures.orders.value).toBe(raw.orders);
    expect(orders.body.figures).toEqual(rollup.body.figures);
    expect(orders.body.series).toEqual(rollup.body.series);
    expect(orders.body.topCities).toEqual([{ city, revenue: raw.revenue, orders: raw.orders }]);
    const all = await get<AnalyticsOverview>('admin', `/api/analytics/overview?${qs(range)}`);
    expect(all.body.figures.revenue.value).toBeGreaterThan(raw.revenue);
  });

  it('gives the same answers from the rollups and from the orders, for every dimension', async () => {
    const overviewRollup = await get<AnalyticsOverview>('istanbul', `/api/analytics/overview?${qs(range)}`);
    const overviewOrders = await get<AnalyticsOverview>(
      'istanbul',
      `/api/analytics/overview?${qs({ ...range, statuses: 'active,inactive' })}`,
    );
    expect(overviewRollup.body.source).toBe('rollup');
    expect(overviewOrders.body.source).toBe('orders');
    expect({ ...overviewOrders.body, source: 'rollup' }).toEqual(overviewRollup.body);
    for (const dimension of ['product', 'category', 'city', 'role', 'day', 'week', 'month']) {
      const a = await get<SalesByDimension>('istanbul', `/api/analytics/sales?${qs({ ...range, dimension })}`);
      const b = await get<SalesByDimension>(
        'istanbul',
        `/api/analytics/sales?${qs({ ...range, dimension, salesMin: 0 })}`,
      );
      expect(a.status).toBe(200);
      expect(a.body.source).toBe('rollup');
      expect(b.body.source).toBe('orders');
      expect({ dimension, rows: b.body.rows }).toEqual({ dimension, rows: a.body.rows });
      expect(a.body.rows.length).toBeGreaterThan(0);
    }
  });

  it("a sibling subtree's order changes the admin's figures, never the dealer's", async () => {
    const [product] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from products order by name limit 1`,
    );
    const before = await get<AnalyticsOverview>('bayi', `/api/analytics/overview?${qs(range)}`);
    const adminBefore = await get<AnalyticsOverview>('admin', `/api/analytics/overview?${qs(range)}`);
    const orderId = await insertOrder(DEMO.ankara, product?.id as string, 'Ankara', 12_345_00);
    const after = await get<AnalyticsOverview>('bayi', `/api/analytics/overview?${qs(range)}`);
    const adminAfter = await get<AnalyticsOverview>('admin', `/api/analytics/overview?${qs(range)}`);
    expect(after.body.figures).toEqual(before.body.figures);
    expect(adminAfter.body.figures.revenue.value - adminBefore.body.figures.revenue.value).toBe(12_345_00);

    // The same order is not behind the dealer's bar of that product, whatever the parameters.
    const drill = (who: string) =>
      get<SalesOrders>(
        who,
        `/api/analytics/sales/orders?${qs({ ...range, dimension: 'product', value: product?.id as string, cities: 'Ankara' })}`,
      );
    expect((await drill('admin')).body.rows.map((r) => r.id)).toContain(orderId);
    const dealer = await drill('bayi');
    expect(dealer.status).toBe(200);
    expect(dealer.body.rows.map((r) => r.id)).not.toContain(orderId);
    const dealerOrders = await queryRows<{ id: string }>(
      t.database.db,
      sql`select o.id from orders o join profiles b on b.id = o.buyer_id where b.path like ${`${ids.bayi?.path}%`}`,
    );
    const own = new Set(dealerOrders.map((r) => r.id));
    for (const r of dealer.body.rows) expect(own.has(r.id)).toBe(true);
  });
});

describe('drill-down', () => {
  it('returns exactly the orders of the bar, page after page', async () => {
    const sales = await get<SalesByDimension>(
      'istanbul',
      `/api/analytics/sales?${qs({ ...range, dimension: 'product' })}`,
    );
    const bar = sales.body.rows[0];
    expect(bar).toBeDefined();
    const got: string[] = [];
    let total = 0;
    let revenue = 0;
    for (let page = 1; page < 100; page++) {
      const res = await get<SalesOrders>(
        'istanbul',
        `/api/analytics/sales/orders?${qs({ ...range, dimension: 'product', value: bar?.key, page })}`,
      );
      expect(res.status).toBe(200);
      if (page === 1) {
        total = res.body.total;
        revenue = res.body.totalRevenue;
        expect(res.body.label).toBe(bar?.label);
      }
      got.push(...res.body.rows.map((r) => r.id));
      if (res.body.rows.length < DRILL_PAGE_SIZE) break;
    }
    const expected = await queryRows<{ id: string; total: string }>(
      t.database.db,
      sql`select o.id, o.total::text from orders o join profiles b on b.id = o.buyer_id
          where ${COUNTED} and ${inDays(range.dateFrom, range.dateTo)} and b.path like ${`${ids.istanbul?.path}%`}
            and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${bar?.key}::uuid)`,
    );
    expect(got.sort()).toEqual(expected.map((r) => r.id).sort());
    expect(total).toBe(expected.length);
    expect(total).toBe(bar?.orders);
    expect(revenue).toBe(expected.reduce((s, r) => s + Number(r.total), 0));
  });

  it('a time bar holds the orders of its days; a bad value is refused', async () => {
    const days = await get<SalesByDimension>('bayi', `/api/analytics/sales?${qs({ ...range, dimension: 'day' })}`);
    const day = days.body.rows[days.body.rows.length - 1];
    const res = await get<SalesOrders>(
      'bayi',
      `/api/analytics/sales/orders?${qs({ ...range, dimension: 'day', value: day?.key })}`,
    );
    expect(res.body.total).toBe(day?.orders);
    const raw = await rawTotals(ids.bayi?.path ?? '', day?.key as string, day?.key as string);
    expect(res.body.totalRevenue).toBe(raw.revenue);
    for (const [dimension, value] of [
      ['product', 'not-an-id'],
      ['city', 'Atlantis'],
      ['role', 'king'],
      ['week', '2026-11-25'],
    ]) {
      const bad = await get('bayi', `/api/analytics/sales/orders?${qs({ ...range, dimension, value })}`);
      expect({ dimension, status: bad.status }).toEqual({ dimension, status: 400 });
    }
  });
});

describe('access', () => {
  it('refuses a client and the signed-out', async () => {
    for (const url of [
      '/api/analytics/overview',
      '/api/analytics/sales?dimension=city',
      '/api/analytics/sales/orders?dimension=city&value=Ankara',
      '/api/analytics/sales/export?format=csv',
    ]) {
      expect((await get('musteri', url)).status).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

/** A CSV as Turkish Excel reads it: BOM, `;`, `"` quoting. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
/** '1.234,56' → 123456 kuruş. */
const kurusOf = (text: string) => Math.round(Number(text.replaceAll('.', '').replace(',', '.')) * 100);

describe('exports', () => {
  it('sales by city: the CSV read back with Turkish settings and the XLSX hold the JSON rows', async () => {
    const params = qs({ ...range, dimension: 'city' });
    const json = await get<SalesByDimension>('istanbul', `/api/analytics/sales?${params}`);
    const csv = await get('istanbul', `/api/analytics/sales/export?${params}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-type']).toContain('text/csv');
    expect(String(csv.raw.headers['content-disposition'])).toContain(ANALYTICS_EXPORT_WORDS.salesFileName);
    const [header, ...lines] = parseCsv(csv.raw.body);
    expect(header?.[1]).toBe(ANALYTICS_EXPORT_WORDS.headers.revenue);
    expect(
      lines.map((l) => ({
        label: l[0],
        revenue: kurusOf(l[1] as string),
        orders: Number((l[3] as string).replaceAll('.', '')),
      })),
    ).toEqual(json.body.rows.map((r) => ({ label: r.label, revenue: r.revenue, orders: r.orders })));

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/sales/export?${params}&format=xlsx`,
      headers: { cookie: cookies.istanbul ?? '' },
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const rows: { label: string; revenue: number }[] = [];
    sheet?.eachRow((r, n) => {
      if (n > 1)
        rows.push({ label: String(r.getCell(1).value), revenue: Math.round(Number(r.getCell(2).value) * 100) });
    });
    expect(rows).toEqual(json.body.rows.map((r) => ({ label: r.label, revenue: r.revenue })));
  });

  it("a bar's orders: CSV dates as 24.11.2026 and amounts as 1.234,56, the same as the JSON", async () => {
    const sales = await get<SalesByDimension>('admin', `/api/analytics/sales?${qs({ ...range, dimension: 'role' })}`);
    const bar = sales.body.rows[0];
    const params = qs({ ...range, dimension: 'role', value: bar?.key });
    const all: SalesOrders['rows'] = [];
    for (let page = 1; ; page++) {
      const res = await get<SalesOrders>('admin', `/api/analytics/sales/orders?${params}&page=${page}`);
      all.push(...res.body.rows);
      if (res.body.rows.length < DRILL_PAGE_SIZE) break;
    }
    const csv = await get('admin', `/api/analytics/sales/orders/export?${params}&format=csv`);
    const [, ...lines] = parseCsv(csv.raw.body);
    expect(lines.map((l) => l[0])).toEqual(all.map((r) => r.number));
    expect(lines.map((l) => kurusOf(l[5] as string))).toEqual(all.map((r) => r.total));
    for (const l of lines) expect(l[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/sales/orders/export?${params}&format=xlsx`,
      headers: { cookie: cookies.admin ?? '' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const numbers: string[] = [];
    wb.worksheets[0]?.eachRow((r, n) => {
      if (n > 1) numbers.push(String(r.getCell(1).value));
    });
    expect(numbers).toEqual(all.map((r) => r.number));
  });
});

describe('dashboard home', () => {
  it("a seller's last 30 days come from its subtree; a client gets its own", async () => {
    const today = istanbulDay(new Date());
    const from = istanbulDay(new Date(Date.parse(`${today}T12:00:00Z`) - 29 * 86_400_000));
    const res = await get<DashboardSummary>('istanbul', '/api/dashboard/summary');
    expect(res.status).toBe(200);
    const raw = await rawTotals(ids.istanbul?.path ?? '', from, today);
    expect(res.body.business).toMatchObject({
      from,
      to: today,
      revenue: { value: raw.revenue },
      orders: { value: raw.orders },
      activeMembers: { value: raw.buyers },
    });
    expect(res.body.client).toBeNull();

    const client = await get<DashboardSummary>('musteri', '/api/dashboard/summary');
    expect(client.body.business).toBeNull();
    const monthStart = `${today.slice(0, 7)}-01`;
    const own = await queryRows<{ spent: string; open: number }>(
      t.database.db,
      sql`select coalesce(sum(o.total) filter (where ${COUNTED} and ${inDays(monthStart, today)}), 0)::text as spent,
                 count(*) filter (where o.status in ('pending_payment','paid','confirmed','preparing','shipped','return_requested'))::int as open
          from orders o where o.buyer_id = ${ids.musteri?.id}::uuid`,
    );
    expect(client.body.client).toEqual({ spentThisMonth: Number(own[0]?.spent), openOrders: own[0]?.open });
  });
});
