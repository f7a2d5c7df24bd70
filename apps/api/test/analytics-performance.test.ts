import { queryRows } from '@portal/db/client';
import { periodOf } from '@portal/shared/analytics-filters';
import type {
  PerformanceMember,
  PerformanceRanking,
  PerformanceReport,
} from '@portal/shared/contracts/analytics-performance';
import { istanbulDay } from '@portal/shared/orders';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

/**
 * Performance rankings (decision 053) against the demo network's orders: every figure of a ranked
 * member equals its subtree's raw counted orders, and nobody reads past their own subtree.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
const today = istanbulDay(new Date());
const yearAgo = new Date(Date.now() - 364 * 86_400_000);
const WIDE = `dateFrom=${istanbulDay(yearAgo)}&dateTo=${today}`;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
}, 120_000);
afterAll(() => t.close());

async function get<T>(as: Who, url: string, status = 200): Promise<T> {
  const res = await f.call(as, 'GET', url);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

interface Raw {
  id: string;
  sales: number;
  net: number;
  orders: number;
  previous: number;
}

/** The subtree's counted orders, straight from the orders table. */
async function raw(ids: string[], p: { from: string; to: string; previousFrom: string; previousTo: string }) {
  const rows = await queryRows<{ id: string; sales: string; net: string; orders: string; previous: string }>(
    t.database.db,
    sql`
    select m.id,
      coalesce(sum(o.total) filter (where d between ${p.from}::date and ${p.to}::date), 0) as sales,
      coalesce(sum(o.subtotal) filter (where d between ${p.from}::date and ${p.to}::date), 0) as net,
      count(o.id) filter (where d between ${p.from}::date and ${p.to}::date) as orders,
      coalesce(sum(o.total) filter (where d between ${p.previousFrom}::date and ${p.previousTo}::date), 0) as previous
    from profiles m
    left join profiles b on b.path like m.path || '%'
    left join lateral (select o.*, (o.created_at at time zone 'Europe/Istanbul')::date as d from orders o
                       where o.buyer_id = b.id and o.status not in ('pending_payment', 'cancelled', 'returned')) o on true
    where m.id = any(${`{${ids.join(',')}}`}::uuid[])
    group by m.id`,
  );
  return new Map<string, Raw>(
    rows.map((r) => [
      r.id,
      { id: r.id, sales: Number(r.sales), net: Number(r.net), orders: Number(r.orders), previous: Number(r.previous) },
    ]),
  );
}

async function membersOf(role: string, path: string | null, exclude?: string) {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from profiles where role = ${role} and is_deleted = false
        and (${path}::text is null or path like ${`${path ?? ''}%`}) and id <> ${exclude ?? '00000000-0000-0000-0000-000000000000'}::uuid`,
  );
  return rows.map((r) => r.id).sort();
}

async function pathOf(id: string) {
  const rows = await queryRows<{ path: string }>(t.database.db, sql`select path from profiles where id = ${id}::uuid`);
  return rows[0]!.path;
}

describe('performance ranking', () => {
  it('ranks a city distributor’s dealers with each team’s raw figures', async () => {
    const body = await get<PerformanceRanking>('istanbul', `/api/analytics/performance?${WIDE}`);
    expect(body.level).toBe('dealer');
    expect(body.levels).toEqual(['dealer', 'client']);
    const expected = await membersOf('dealer', await pathOf(f.ids.istanbul));
    expect(body.total).toBe(expected.length);
    expect(expected.length).toBeLessThanOrEqual(body.pageSize);
    expect(body.rows.map((r) => r.id).sort()).toEqual(expected);
    const truth = await raw(
      body.rows.map((r) => r.id),
      body.period,
    );
    expect(body.rows.some((r) => r.sales > 0)).toBe(true);
    for (const r of body.rows) {
      const x = truth.get(r.id)!;
      expect({ id: r.id, sales: r.sales, net: r.net, orders: r.orders, previous: r.previousSales }).toEqual({
        id: r.id,
        sales: x.sales,
        net: x.net,
        orders: x.orders,
        previous: x.previous,
      });
      expect(r.averageBasket).toBe(x.orders ? Math.round(x.sales / x.orders) : 0);
      expect(r.activeRateBp).toBeGreaterThanOrEqual(0);
      expect(r.activeRateBp).toBeLessThanOrEqual(10_000);
    }
    // Ranked by sales, highest first, with the totals of the whole level.
    const sales = body.rows.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(body.rows[0]!.rank).toBe(1);
    expect(body.totals.sales).toBe([...truth.values()].reduce((s, x) => s + x.sales, 0));
  });

  it('the admin ranks the national distributors by default, and may rank any level', async () => {
    const body = await get<PerformanceRanking>('admin', `/api/analytics/performance?${WIDE}`);
    expect(body.level).toBe('turkeyDistributor');
    expect(body.rows.map((r) => r.id).sort()).toEqual(await membersOf('turkeyDistributor', null));
    const truth = await raw(
      body.rows.map((r) => r.id),
      body.period,
    );
    for (const r of body.rows) expect(r.sales).toBe(truth.get(r.id)!.sales);
    const cities = await get<PerformanceRanking>('admin', `/api/analytics/performance?${WIDE}&level=cityDistributor`);
    expect(cities.total).toBe((await membersOf('cityDistributor', null)).length);
  });

  it('a dealer ranks only members of its own subtree', async () => {
    const path = await pathOf(f.ids.bayi);
    const body = await get<PerformanceRanking>('bayi', `/api/analytics/performance?${WIDE}`);
    expect(body.level).toBe('client');
    expect(body.levels).toEqual(['client']);
    expect(body.rows.map((r) => r.id).sort()).toEqual(await membersOf('client', path));
    const outside = await membersOf('client', null);
    expect(outside.length).toBeGreaterThan(body.rows.length);
    for (const r of body.rows) expect((await pathOf(r.id)).startsWith(path)).toBe(true);
  });

  it('refuses a level that is not below the caller', async () => {
    for (const [who, level] of [
      ['bayi', 'dealer'],
      ['bayi', 'cityDistributor'],
      ['istanbul', 'cityDistributor'],
      ['istanbul', 'admin'],
    ] as const) {
      const res = await f.call(who, 'GET', `/api/analytics/performance?level=${level}`);
      expect(res.statusCode, `${who} ${level}`).toBe(400);
      expect(res.json().code).toBe('PERFORMANCE_LEVEL_NOT_ALLOWED');
      const csv = await f.call(who, 'GET', `/api/analytics/performance/export?level=${level}`);
      expect(csv.statusCode).toBe(400);
    }
    // A client ranks nobody (and the page is not its: 403 by the permission).
    expect((await f.call('musteri', 'GET', '/api/analytics/performance')).statusCode).toBe(403);
  });

  it('sorts by growth, highest first, members without a previous period last', async () => {
    const body = await get<PerformanceRanking>('istanbul', `/api/analytics/performance?${WIDE}&sort=growth`);
    const growth = body.rows.map((r) => r.growthBp);
    const known = growth.filter((g): g is number => g !== null);
    expect(growth.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    expect(growth.slice(known.length).every((g) => g === null)).toBe(true);
    for (const r of body.rows) {
      if (r.previousSales > 0) {
        expect(r.growthBp).toBe(Math.round(((r.sales - r.previousSales) * 10_000) / r.previousSales));
      }
    }
  });

  it('filters by search and by sales bounds', async () => {
    const all = await get<PerformanceRanking>('istanbul', `/api/analytics/performance?${WIDE}`);
    const top = all.rows[0]!;
    const named = await get<PerformanceRanking>(
      'istanbul',
      `/api/analytics/performance?${WIDE}&search=${encodeURIComponent(top.sellerNo)}`,
    );
    expect(named.rows.map((r) => r.id)).toEqual([top.id]);
    const bounded = await get<PerformanceRanking>(
      'istanbul',
      `/api/analytics/performance?${WIDE}&salesMin=${top.sales}`,
    );
    expect(bounded.rows.every((r) => r.sales >= top.sales)).toBe(true);
  });
});

describe('member drill-down', () => {
  it('opens a member of the scope with its series, children and products', async () => {
    const ranking = await get<PerformanceRanking>('istanbul', `/api/analytics/performance?${WIDE}`);
    const top = ranking.rows[0]!;
    const body = await get<PerformanceMember>('istanbul', `/api/analytics/performance/members/${top.id}?${WIDE}`);
    expect(body.member.sales).toBe(top.sales);
    expect(body.series).toHaveLength(12);
    expect(body.series.at(-1)!.month).toBe(`${today.slice(0, 7)}-01`);
    const children = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from profiles where parent_id = ${top.id}::uuid and is_deleted = false`,
    );
    expect(body.children.map((c) => c.id).sort()).toEqual(children.map((c) => c.id).sort());
    const truth = await raw(
      body.children.map((c) => c.id),
      body.period,
    );
    for (const c of body.children) expect(c.sales).toBe(truth.get(c.id)!.sales);
    const products = body.topProducts.map((p) => p.sales);
    expect(products).toEqual([...products].sort((a, b) => b - a));
    if (top.sales > 0) expect(body.topProducts.reduce((s, p) => s + p.sales, 0)).toBeLessThanOrEqual(top.sales);
  });

  it('answers 404 for a member outside the scope', async () => {
    await get('istanbul', `/api/analytics/performance/members/${f.ids.ankara}`, 404);
    await get('bayi', `/api/analytics/performance/members/${f.ids.istanbul}`, 404);
    await get('istanbul', '/api/analytics/performance/members/00000000-0000-4000-8000-000000000000', 404);
    await get('admin', `/api/analytics/performance/members/${f.ids.ankara}`, 200);
  });
});

function parseTurkishCsv(body: string) {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const lines = body.slice(1).trim().split(/\r?\n/);
  return lines.map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, '')));
}
const trNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

describe('performance exports and report', () => {
  it('exports the ranking as Turkish CSV and as XLSX with the same figures', async () => {
    const body = await get<PerformanceRanking>('istanbul', `/api/analytics/performance?${WIDE}`);
    const res = await f.call('istanbul', 'GET', `/api/analytics/performance/export?${WIDE}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseTurkishCsv(res.body);
    expect(header![0]).toBe('Sıra');
    expect(rows).toHaveLength(body.total);
    const first = rows[0]!;
    expect(first[1]).toBe(body.rows[0]!.name);
    expect(trNumber(first[5]!)).toBeCloseTo(body.rows[0]!.sales / 100, 2);

    const xlsx = await f.call('istanbul', 'GET', `/api/analytics/performance/export?${WIDE}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(6).value).toBeCloseTo(body.rows[0]!.sales / 100, 2);
  });

  it('compares months side by side; the current month equals the ranking of this month', async () => {
    const report = await get<PerformanceReport>('istanbul', '/api/analytics/performance/report?grain=month&periods=6');
    expect(report.periods).toHaveLength(6);
    const current = report.periods.at(-1)!;
    expect(current.to).toBe(today);
    const ranking = await get<PerformanceRanking>(
      'istanbul',
      `/api/analytics/performance?dateFrom=${current.from}&dateTo=${current.to}`,
    );
    expect(report.totals.cells.at(-1)!.sales).toBe(ranking.totals.sales);
    for (const row of report.rows) {
      expect(row.total.sales).toBe(row.cells.reduce((s, c) => s + c.sales, 0));
      const r = ranking.rows.find((x) => x.id === row.id);
      if (r) expect(row.cells.at(-1)!.sales).toBe(r.sales);
    }
    const quarters = await get<PerformanceReport>(
      'istanbul',
      '/api/analytics/performance/report?grain=quarter&periods=4',
    );
    expect(quarters.periods.map((p) => p.key)).toHaveLength(4);
    expect(quarters.totals.total.sales).toBeGreaterThanOrEqual(report.totals.cells.at(-1)!.sales);

    const csv = await f.call('istanbul', 'GET', '/api/analytics/performance/report/export?grain=month&periods=6');
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = parseTurkishCsv(csv.body);
    expect(header).toEqual(['Üye', 'Satıcı No', 'İl', ...report.periods.map((p) => p.label), 'Toplam', 'Sipariş']);
    const totalLine = rows.at(-1)!;
    expect(totalLine[0]).toBe('Toplam');
    expect(trNumber(totalLine[3 + 6]!)).toBeCloseTo(report.totals.total.sales / 100, 2);
  });

  it('keeps the default period of the filters', () => {
    expect(periodOf({}).days).toBe(30);
  });
});
