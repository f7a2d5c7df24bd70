import { randomUUID } from 'node:crypto';
import { queryRows } from '@portal/db/client';
import {
  cartItems,
  commissionLines,
  commissionPayouts,
  commissionPeriods,
  orderLines,
  orders,
  pointsTransactions,
  productPrices,
} from '@portal/db/schema';
import { periodOf } from '@portal/shared/commissions';
import type { DirectSalesReport, FinancialMonth, FinancialReport } from '@portal/shared/contracts/financial-reports';
import { eq, inArray, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPoints } from '../src/modules/points/points-ledger.repository';
import { createTestApp, DEMO, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

// The admin's financial report and the Direct Sales Regulation report (decision 030), after real
// order flows through the API: every figure of the month is checked to the kuruş against the
// orders and ledgers the flows wrote, read back with SQL written here.

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let p20: string;
let p10: string;
const WHO = Object.keys(DEMO) as Who[];
const MONTH = periodOf(new Date());

beforeAll(async () => {
  // No automation timer: nothing but these flows may change the month's figures.
  t = await createTestApp({ orderAutomationIntervalMs: 0 });
  f = await orderFixtures(t, WHO);
  await f.address('musteri');
  p20 = await f.product('Finans Testi Krem', 1_000);
  p10 = await f.product('Finans Testi Takviye', 1_000);
  // The second product: VAT 10 %, no cost price (counted at zero, flagged).
  await t.database.db
    .update(productPrices)
    .set({ vatRateBp: 1000, adminCostPrice: null })
    .where(eq(productPrices.productId, p10));
}, 120_000);
afterAll(() => t.close());

const read = (who: Who, url: string) => f.call(who, 'GET', url);

async function monthOf(month = MONTH): Promise<FinancialMonth> {
  const res = await read('admin', `/api/admin/financial-reports?from=${month}&to=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as FinancialReport;
  expect(body.months.map((m) => m.month)).toEqual([month]);
  return body.months[0]!;
}

/** A cart of several products at the client price (fillCart takes one). */
async function cart(lines: [string, number][]) {
  const db = t.database.db;
  await db.delete(cartItems).where(eq(cartItems.userId, f.ids.musteri));
  await db.insert(cartItems).values(
    lines.map(([productId, quantity]) => ({
      userId: f.ids.musteri,
      productId,
      quantity,
      priceAtTime: 10_000,
      roleAtTime: 'client',
    })),
  );
}

async function placeOrder(lines: [string, number][]): Promise<string> {
  await cart(lines);
  const res = await f.checkout('musteri');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.id as string;
}

async function walk(id: string, steps: [Who, object][]) {
  for (const [who, body] of steps) {
    const res = await f.act(who, id, body);
    expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(200);
  }
}
const PAY: [Who, object] = ['admin', { action: 'mark_paid', reference: 'HAVALE-1' }];
const toDelivered = (): [Who, object][] => [
  PAY,
  ['admin', { action: 'confirm' }],
  ['admin', { action: 'prepare' }],
  [
    'admin',
    { action: 'ship', shipment: { carrier: 'aras', trackingNumber: `FR-${randomUUID().slice(0, 10)}`, desi: 1 } },
  ],
  ['admin', { action: 'deliver' }],
];

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const linesOf = (id: string) => t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));

describe('who may read the financial reports', () => {
  const urls = [
    '/api/admin/financial-reports',
    '/api/admin/financial-reports/export.csv',
    '/api/admin/financial-reports/export.pdf',
    '/api/admin/direct-sales-report',
  ];
  for (const url of urls) {
    it(`${url}: the admin only`, async () => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      for (const who of WHO) {
        const res = await read(who, url);
        expect(res.statusCode, `${who} ${res.body.slice(0, 200)}`).toBe(who === 'admin' ? 200 : 403);
      }
    });
  }

  it('refuses a range the other way round, too long, or half given', async () => {
    expect((await read('admin', '/api/admin/financial-reports?from=2026-05&to=2026-01')).statusCode).toBe(400);
    expect((await read('admin', '/api/admin/financial-reports?from=2020-01&to=2026-01')).statusCode).toBe(400);
    expect((await read('admin', '/api/admin/financial-reports?from=2026-01')).statusCode).toBe(400);
    expect((await read('admin', '/api/admin/financial-reports?from=2026-13&to=2026-13')).statusCode).toBe(400);
    expect((await read('admin', '/api/admin/direct-sales-report?year=abc')).statusCode).toBe(400);
  });

  it('answers the last 12 months by default, current one last', async () => {
    const body = (await read('admin', '/api/admin/financial-reports')).json() as FinancialReport;
    expect(body.months).toHaveLength(12);
    expect(body.to).toBe(MONTH);
  });
});

describe('the month after real order flows', () => {
  it('net sales, VAT by rate, cost, refunds, commissions and points move by exactly what the flows did', async () => {
    const before = await monthOf();

    // A: two products at two VAT rates, paid and delivered: a sale.
    const a = await placeOrder([
      [p20, 3],
      [p10, 2],
    ]);
    await walk(a, toDelivered());
    // B: paid, then cancelled: no sale, its total refunded this month.
    const b = await placeOrder([[p20, 12]]);
    await walk(b, [PAY, ['musteri', { action: 'cancel', note: 'Vazgeçtim' }]]);
    // C: delivered, returned: no sale, refunded this month.
    const c = await placeOrder([[p10, 4]]);
    await walk(c, [
      ...toDelivered(),
      ['musteri', { action: 'request_return', note: 'Hasarlı geldi' }],
      ['admin', { action: 'accept_return' }],
    ]);
    // D: never paid: nothing.
    await placeOrder([[p20, 7]]);

    // A payout paid this month (the payouts module's rows, written here as it would write them).
    const db = t.database.db;
    await db.insert(commissionPeriods).values({ period: '2019-01', status: 'closed' }).onConflictDoNothing();
    await db.insert(commissionPayouts).values({
      period: '2019-01',
      beneficiaryId: f.ids.bayi,
      lineCount: 1,
      gross: 123_456,
      withholding: 12_346,
      net: 111_110,
      method: 'bank',
      status: 'paid',
      paidAt: new Date(),
      bankReference: 'TR-REF-1',
    });
    // Points given this month.
    await db.transaction((tx) =>
      appendPoints(tx, {
        userId: f.ids.musteri,
        type: 'bonus',
        amount: 12_345,
        source: 'admin_bonus',
        description: 'test',
      }),
    );

    const after = await monthOf();
    const aLines = await linesOf(a);
    const aRow = await orderRow(a);
    const net = aLines.reduce((s, l) => s + l.netAmount, 0);
    const vat20 = aLines.filter((l) => l.vatRateBp === 2000);
    const vat10 = aLines.filter((l) => l.vatRateBp === 1000);
    expect(vat20).toHaveLength(1);
    expect(vat10).toHaveLength(1);
    const rate = (m: FinancialMonth, bp: number) => m.vatByRate.find((v) => v.rateBp === bp) ?? { net: 0, vat: 0 };

    expect(after.orderCount - before.orderCount).toBe(1);
    expect(after.netSales - before.netSales).toBe(net);
    expect(net).toBe(aRow.subtotal);
    expect(rate(after, 2000).net - rate(before, 2000).net).toBe(vat20[0]!.netAmount);
    expect(rate(after, 2000).vat - rate(before, 2000).vat).toBe(vat20[0]!.vatAmount);
    expect(rate(after, 1000).net - rate(before, 1000).net).toBe(vat10[0]!.netAmount);
    expect(rate(after, 1000).vat - rate(before, 1000).vat).toBe(vat10[0]!.vatAmount);
    expect(after.grossSales - before.grossSales).toBe(aRow.total);
    // 3 units at ₺40,00 cost; the 10 % product has no cost price: 2 units flagged.
    expect(after.costOfGoods - before.costOfGoods).toBe(3 * 4_000);
    expect(after.unitsWithoutCost - before.unitsWithoutCost).toBe(2);
    expect(after.grossMargin - before.grossMargin).toBe(net - 12_000);
    expect(after.refunds - before.refunds).toBe((await orderRow(b)).total + (await orderRow(c)).total);
    expect((await orderRow(b)).total).toBe(120_000);

    // Commissions accrued: A's lines only (B's and C's were cancelled before any payout).
    const aCommissions = await db.select().from(commissionLines).where(eq(commissionLines.orderId, a));
    expect(aCommissions.length).toBeGreaterThan(0);
    const bcCommissions = await db
      .select()
      .from(commissionLines)
      .where(inArray(commissionLines.orderId, [b, c]));
    expect(bcCommissions.length).toBeGreaterThan(0);
    expect(bcCommissions.every((l) => l.status === 'cancelled')).toBe(true);
    expect(after.commissionsAccrued - before.commissionsAccrued).toBe(aCommissions.reduce((s, l) => s + l.amount, 0));
    expect(after.clawbacks - before.clawbacks).toBe(0);

    expect(after.commissionsPaid - before.commissionsPaid).toBe(123_456);
    expect(after.withholding - before.withholding).toBe(12_346);
    expect(after.pointsLiability - before.pointsLiability).toBe(12_345);

    // The liability is the ledger's completed sum up to the month's end.
    const [ledger] = await queryRows<{ sum: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::bigint as sum from points_transactions where status = 'completed'`,
    );
    expect(after.pointsLiability).toBe(Number(ledger!.sum));
  });

  it('the month’s figures agree with the orders table read directly', async () => {
    const m = await monthOf();
    const [row] = await queryRows<{ net: string; total: string; n: number }>(
      t.database.db,
      sql`select coalesce(sum(subtotal), 0)::bigint as net, coalesce(sum(total), 0)::bigint as total, count(*)::int as n
          from orders
          where status not in ('pending_payment', 'cancelled', 'returned') and payment_method <> 'points'
            and to_char(paid_at at time zone 'Europe/Istanbul', 'YYYY-MM') = ${MONTH}`,
    );
    expect(m.netSales).toBe(Number(row!.net));
    expect(m.grossSales).toBe(Number(row!.total));
    expect(m.orderCount).toBe(row!.n);
  });
});

// ---------------------------------------------------------------- a constructed year: 2019

const YEAR = 2019;
let yearNet = 0;

describe('exports and the Direct Sales Regulation report on a constructed year', () => {
  beforeAll(async () => {
    // One real order (₺1.500,00 with VAT), paid, moved into March 2019: the year's only sale.
    const e = await placeOrder([[p20, 15]]);
    await walk(e, [PAY]);
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date('2019-03-10T09:00:00Z') })
      .where(eq(orders.id, e));
    const row = await orderRow(e);
    yearNet = row.subtotal;
    expect(yearNet).toBe(125_000);
  });

  it('CSV: BOM, `;`, Turkish numbers (1.250,00), a line per month and the total', async () => {
    const res = await read('admin', `/api/admin/financial-reports/export.csv?from=2019-02&to=2019-03`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('finansal-rapor-2019-02-2019-03.csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Ay;Sipariş;Net satış \(KDV hariç\);KDV %20 matrah;KDV %20;/);
    expect(lines[1]).toMatch(/^2019-02;0;0,00;0,00;0,00;0,00;0,00;/);
    // ₺1.500,00 with 20 % VAT: net 1.250,00, VAT 250,00; cost 15 × ₺40 = 600,00; margin 650,00 (52 %).
    expect(lines[2]).toMatch(/^2019-03;1;1\.250,00;1\.250,00;250,00;250,00;1\.500,00;600,00;650,00;52,00;/);
    expect(lines[3]).toMatch(/^Toplam;1;1\.250,00;/);
  });

  it('PDF: a PDF whose text has the Turkish title and headings', async () => {
    const res = await read('admin', `/api/admin/financial-reports/export.pdf?from=2019-01&to=2019-03`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Finansal Rapor · 2019-01 – 2019-03');
    expect(text).toContain('Satılan malın maliyeti');
    expect(text).toContain('İadeler');
    expect(text).toContain('yükümlülüğü');
    expect(text).toContain('KDV %20 matrah: ₺1.250,00');
    expect(text).toContain('₺1.250,00');
  });

  /** Constructed commission lines in the year (the ledger as the commission module writes it). */
  async function benefit(
    kind: string,
    amount: number,
    period: string,
    extra: Partial<typeof commissionLines.$inferInsert> = {},
  ) {
    const [someOrder] = await t.database.db.select().from(orders).limit(1);
    await t.database.db.insert(commissionLines).values({
      orderId: someOrder!.id,
      orderLineId: null,
      orderNumber: someOrder!.number,
      buyerId: someOrder!.buyerId,
      // A fresh beneficiary per row keeps the ledger's unique keys apart.
      beneficiaryId: (await freshBeneficiary())!,
      kind,
      entry: amount < 0 ? 'clawback' : 'commission',
      reversesId: amount < 0 ? randomUUID() : null,
      commissionType: 'fixed',
      base: 0,
      quantity: 1,
      amount,
      status: amount < 0 ? 'approved' : 'pending',
      period,
      chain: [],
      ...extra,
    });
  }
  let used = 0;
  async function freshBeneficiary() {
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from profiles order by id offset ${used++} limit 1`,
    );
    return rows[0]?.id;
  }
  const dsr = async () => {
    const res = await read('admin', `/api/admin/direct-sales-report?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DirectSalesReport;
  };

  it('under both caps, then near them, then over each', async () => {
    // Net sales ₺1.250,00. Sales benefits ₺200,00 (one line cancelled, one clawed back), bonus ₺10,00.
    await benefit('dealer', 15_000, '2019-03');
    await benefit('city_distributor', 10_000, '2019-03');
    await benefit('dealer', 99_999, '2019-03', { status: 'cancelled', cancelledAt: new Date() });
    await benefit('city_distributor', -5_000, '2019-04');
    await benefit('recruitment_bonus', 1_000, '2019-03');
    await t.database.db.insert(pointsTransactions).values({
      userId: f.ids.musteri,
      amount: 7_000,
      transactionType: 'earned',
      status: 'completed',
      source: 'purchase_reward',
      createdAt: new Date('2019-05-01T12:00:00Z'),
    });
    let r = await dsr();
    expect(r.total).toMatchObject({
      netSales: 125_000,
      salesBenefits: 20_000,
      recruitmentBenefits: 1_000,
      benefits: 21_000,
      benefitsBp: 1_680,
      recruitmentBp: 476,
      benefitsState: 'compliant',
      recruitmentState: 'compliant',
    });
    expect(r.months.find((m) => m.month === '2019-04')).toMatchObject({ salesBenefits: -5_000, netSales: 0 });
    expect(r.notCounted).toEqual({ purchaseRewards: 7_000, adminBonuses: 0, benefitsBpIfCounted: 2_240 });

    // Near: benefits ₺570,00 of ₺1.250,00 = 45,6 % (≥ 45 %); recruitment ₺160,00 = 28,07 % (≥ 27 %).
    await benefit('sponsor_distributor', 21_000, '2019-06');
    await benefit('recruitment_bonus', 15_000, '2019-06');
    r = await dsr();
    expect(r.total).toMatchObject({
      salesBenefits: 41_000,
      recruitmentBenefits: 16_000,
      benefitsBp: 4_560,
      recruitmentBp: 2_807,
      benefitsState: 'near',
      recruitmentState: 'near',
    });

    // Over the recruitment cap only: bonus ₺200,00 of ₺610,00 = 32,78 %; benefits 48,8 % (near).
    await benefit('recruitment_bonus', 4_000, '2019-07');
    r = await dsr();
    expect(r.total).toMatchObject({
      benefitsBp: 4_880,
      recruitmentBp: 3_278,
      benefitsState: 'near',
      recruitmentState: 'exceeded',
    });

    // Over the benefits cap: ₺710,00 of ₺1.250,00 = 56,8 %.
    await benefit('dealer', 10_000, '2019-12');
    r = await dsr();
    expect(r.total).toMatchObject({ benefitsBp: 5_680, benefitsState: 'exceeded' });
    expect(r.months).toHaveLength(12);
    expect(r.months.reduce((s, m) => s + m.salesBenefits + m.recruitmentBenefits, 0)).toBe(r.total.benefits);
  });

  it('the financial report of the year counts the same ledger: accrued, clawbacks by month', async () => {
    const body = (
      await read('admin', '/api/admin/financial-reports?from=2019-03&to=2019-04')
    ).json() as FinancialReport;
    const [march, april] = body.months;
    expect(march!.commissionsAccrued).toBe(15_000 + 10_000 + 1_000);
    expect(april!.clawbacks).toBe(5_000);
    expect(april!.commissionsAccrued).toBe(0);
  });
});
