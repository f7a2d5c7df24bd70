import { queryRows } from '@portal/db/client';
import { productPrices } from '@portal/db/schema';
import { netUnitPrice } from '@portal/shared/analytics-profit';
import type { Profit } from '@portal/shared/contracts/analytics-profit';
import { rolePrice } from '@portal/shared/pricing';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

/**
 * Profit (decision 053): the admin's gross margin against today's cost price, a distributor's own
 * margin on the orders it supplied against its own price, and the prices nobody else may read.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;
// Unusual prices, so a scan of the response finds them only if they leaked.
const PRICES = {
  adminCostPrice: 3_137,
  turkeyDistributorPrice: 5_471,
  cityDistributorPrice: 6_983,
  dealerPrice: 8_219,
  clientPrice: 10_007,
  retailPrice: 12_011,
};

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('Kâr Analizi Test Ürünü', 100, f.ids.istanbul);
  await t.database.db.update(productPrices).set(PRICES).where(eq(productPrices.productId, productId));
  for (const quantity of [3, 2]) {
    await f.fillCart('musteri', productId, quantity, PRICES.clientPrice);
    const res = await f.checkout('musteri');
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().order.id as string;
    expect((await f.act('istanbul', id, { action: 'mark_paid' })).statusCode).toBe(200);
  }
}, 120_000);
afterAll(() => t.close());

async function profit(as: Who, query = ''): Promise<Profit> {
  const res = await f.call(as, 'GET', `/api/analytics/profit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Profit;
}

const range = (p: Profit['period']) =>
  sql`o.status not in ('pending_payment', 'cancelled', 'returned')
      and (o.created_at at time zone 'Europe/Istanbul')::date between ${p.from}::date and ${p.to}::date`;

describe('profit', () => {
  it('the admin’s margin is the counted net minus today’s cost price × quantity', async () => {
    const body = await profit('admin');
    expect(body.basis).toBe('adminCost');
    const [x] = await queryRows<{ net: string; cost: string; qty: string; orders: string }>(
      t.database.db,
      sql`select coalesce(sum(l.net_amount), 0) as net, coalesce(sum(l.quantity * coalesce(pp.admin_cost_price, 0)), 0) as cost,
                 coalesce(sum(l.quantity), 0) as qty, count(distinct o.id) as orders
          from orders o join order_lines l on l.order_id = o.id left join product_prices pp on pp.product_id = l.product_id
          where ${range(body.period)}`,
    );
    expect(body.totals.net).toBe(Number(x!.net));
    expect(body.totals.cost).toBe(Number(x!.cost));
    expect(body.totals.quantity).toBe(Number(x!.qty));
    expect(body.totals.margin).toBe(Number(x!.net) - Number(x!.cost));
    expect(body.totals.orders).toBe(Number(x!.orders));
    const mine = body.byProduct.find((p) => p.productId === productId)!;
    expect(mine).toMatchObject({ quantity: 5, cost: 5 * PRICES.adminCostPrice });
    // The tables add up to the totals.
    expect(body.byProduct.reduce((s, p) => s + p.margin, 0)).toBe(body.totals.margin);
    expect(body.byCategory.reduce((s, p) => s + p.net, 0)).toBe(body.totals.net);
    expect(body.byMonth.reduce((s, p) => s + p.cost, 0)).toBe(body.totals.cost);
  });

  it('a city distributor’s margin is its supplied orders’ net minus its own price × quantity', async () => {
    const body = await profit('istanbul');
    expect(body.basis).toBe('ownPrice');
    const lines = await queryRows<{
      product_id: string;
      net: string;
      quantity: string;
      total: string;
      vat_rate_bp: number;
      vat_included: boolean;
      turkey_distributor_price: number | null;
      city_distributor_price: number | null;
      dealer_price: number | null;
      client_price: number | null;
      retail_price: number | null;
    }>(
      t.database.db,
      sql`select l.product_id, l.net_amount as net, l.quantity, l.total_amount as total, pp.*
          from orders o join order_lines l on l.order_id = o.id join product_prices pp on pp.product_id = l.product_id
          where o.supplier_id = ${f.ids.istanbul}::uuid and ${range(body.period)}`,
    );
    let net = 0;
    let cost = 0;
    let revenue = 0;
    for (const l of lines) {
      net += Number(l.net);
      revenue += Number(l.total);
      const own = rolePrice(
        {
          turkeyDistributorPrice: l.turkey_distributor_price === null ? null : Number(l.turkey_distributor_price),
          cityDistributorPrice: l.city_distributor_price === null ? null : Number(l.city_distributor_price),
          dealerPrice: l.dealer_price === null ? null : Number(l.dealer_price),
          clientPrice: l.client_price === null ? null : Number(l.client_price),
          retailPrice: l.retail_price === null ? null : Number(l.retail_price),
        } as Parameters<typeof rolePrice>[0],
        'cityDistributor',
      );
      cost += Number(l.quantity) * (own === null ? 0 : netUnitPrice(own, l.vat_rate_bp, l.vat_included));
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(body.totals.net).toBe(net);
    expect(body.totals.revenue).toBe(revenue);
    expect(body.totals.cost).toBe(cost);
    expect(body.totals.margin).toBe(net - cost);
    const mine = body.byProduct.find((p) => p.productId === productId)!;
    expect(mine.cost).toBe(5 * netUnitPrice(PRICES.cityDistributorPrice, 2000, true));
  });

  it('adds the commissions the distributor earned in the period', async () => {
    const body = await profit('istanbul');
    const [x] = await queryRows<{ amount: string }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0) as amount from commission_lines
          where beneficiary_id = ${f.ids.istanbul}::uuid and status <> 'cancelled'
            and (created_at at time zone 'Europe/Istanbul')::date between ${body.period.from}::date and ${body.period.to}::date`,
    );
    expect(Number(x!.amount)).toBeGreaterThan(0);
    expect(body.totals.commissions).toBe(Number(x!.amount));
  });

  it('never sends a distributor another role’s price', async () => {
    for (const [who, own] of [
      ['istanbul', 'cityDistributorPrice'],
      ['turkiye', 'turkeyDistributorPrice'],
    ] as const) {
      const res = await f.call(who, 'GET', '/api/analytics/profit');
      expect(res.statusCode).toBe(200);
      const others = Object.entries(PRICES)
        .filter(([k]) => k !== own && k !== 'clientPrice')
        .flatMap(([, v]) => [v, netUnitPrice(v, 2000, true), 5 * v, 5 * netUnitPrice(v, 2000, true)]);
      // The ids aside: a random UUID's digits can spell any price (`…-10009…` once failed a run).
      const withoutIds = res.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '');
      const numbers = new Set((withoutIds.match(/-?\d+/g) ?? []).map(Number));
      for (const price of others) expect(numbers.has(price), `${who} ${price}`).toBe(false);
      expect(res.body).not.toMatch(/admin_?cost/i);
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await f.call(who, 'GET', `/api/analytics/profit/export?view=product&format=${format}`);
        expect(file.statusCode).toBe(200);
      }
    }
  });

  it('is closed to dealers and clients', async () => {
    for (const who of ['bayi', 'musteri'] as const) {
      expect((await f.call(who, 'GET', '/api/analytics/profit')).statusCode).toBe(403);
      expect((await f.call(who, 'GET', '/api/analytics/profit/export')).statusCode).toBe(403);
    }
  });

  it('exports each table as Turkish CSV and XLSX', async () => {
    const body = await profit('admin');
    const res = await f.call('admin', 'GET', '/api/analytics/profit/export?view=product&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = res.body
      .slice(1)
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, '')));
    expect(header).toEqual([
      'Ürün',
      'Kategori',
      'Adet',
      'Ciro (KDV dahil)',
      'Ciro (KDV hariç)',
      'Maliyet',
      'Brüt kâr',
      'Kâr marjı (%)',
    ]);
    expect(rows).toHaveLength(body.byProduct.length);
    const trNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
    const sum = rows.reduce((s, r) => s + Math.round(trNumber(r[6]!) * 100), 0);
    expect(sum).toBe(body.totals.margin);

    const months = await f.call('admin', 'GET', '/api/analytics/profit/export?view=month&format=xlsx');
    expect(months.statusCode).toBe(200);
    expect(months.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(months.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(body.byMonth.length + 1);
  });
});
