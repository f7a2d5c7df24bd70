import { orders, profiles, signInAttempts } from '@portal/db/schema';
import ExcelJS from 'exceljs';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
let client: { cookie: string; id: string };
let dealer: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const c = await signIn(t.app, DEMO.musteri);
  const d = await signIn(t.app, DEMO.bayi);
  client = { cookie: c.cookie, id: c.user.id };
  dealer = { cookie: d.cookie, id: d.user.id };
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
/** From 2024 to today (a report reads at most FILTER_MAX_DAYS). */
const WIDE = 'dateFrom=2024-01-01';

describe('client pages', () => {
  it('are the client’s alone: a dealer, the admin and a visitor are refused', async () => {
    const admin = (await signIn(t.app, DEMO.admin)).cookie;
    for (const url of [
      '/api/client/reports',
      '/api/client/reports/export',
      '/api/client/status',
      '/api/client/sign-ins',
    ]) {
      expect((await get(dealer.cookie, url)).statusCode, url).toBe(403);
      expect((await get(admin, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('reports my own spending: the totals are my counted orders, nobody else’s', async () => {
    const res = await get(client.cookie, `/api/client/reports?${WIDE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [mine] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${orders.total}), 0)` })
      .from(orders)
      .where(
        and(eq(orders.buyerId, client.id), notInArray(orders.status, ['pending_payment', 'cancelled', 'returned'])),
      );
    expect(body.totals.orders).toBe(mine?.n);
    expect(body.totals.spent).toBe(Number(mine?.total));
    expect(body.totals.orders).toBeGreaterThan(0);
    // The months add up to the totals; the categories' shares to 100 %.
    expect(body.months.reduce((s: number, m: { spent: number }) => s + m.spent, 0)).toBe(body.totals.spent);
    const shares = body.categories.reduce((s: number, c: { shareBp: number }) => s + c.shareBp, 0);
    expect(Math.abs(shares - 10_000)).toBeLessThanOrEqual(body.categories.length);
  });

  it('defaults to the last 30 days, a month row for each month, and checks the dates', async () => {
    const body = (await get(client.cookie, '/api/client/reports')).json();
    expect(body.period.days).toBe(30);
    expect(body.months.length).toBeGreaterThanOrEqual(1);
    expect(body.months.length).toBeLessThanOrEqual(2);
    const year = (await get(client.cookie, '/api/client/reports?dateFrom=2026-01-01&dateTo=2026-12-31')).json();
    expect(year.months.map((m: { month: string }) => m.month)).toHaveLength(12);
    expect((await get(client.cookie, '/api/client/reports?dateFrom=2026-05-01&dateTo=2026-04-01')).statusCode).toBe(
      400,
    );
    expect((await get(client.cookie, '/api/client/reports?dateFrom=yesterday')).statusCode).toBe(400);
  });

  it('exports the months and the categories as CSV and XLSX with the same rows', async () => {
    for (const table of ['months', 'categories']) {
      const csv = await get(client.cookie, `/api/client/reports/export?${WIDE}&table=${table}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      const csvLines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const xlsx = await get(client.cookie, `/api/client/reports/export?${WIDE}&table=${table}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      expect(sheet.rowCount).toBe(csvLines.length);
      expect((sheet.getRow(1).values as unknown[]).slice(1).join(';')).toBe(csvLines[0]);
    }
  });

  it('shows my account: state, sponsor as my parent, my open orders only, my points', async () => {
    const body = (await get(client.cookie, '/api/client/status')).json();
    const [me] = await t.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    const [parent] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, me?.parentId ?? ''));
    expect(body).toMatchObject({ name: me?.name, sellerNo: me?.sellerNo, active: true });
    expect(body.sponsor).toEqual({
      name: parent?.name,
      sellerNo: parent?.sellerNo,
      email: parent?.email,
      phone: parent?.phone,
    });
    expect(body.points.balance).toBe(me?.points);
    const ids = body.openOrders.map((o: { id: string }) => o.id);
    if (ids.length > 0) {
      const rows = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
      expect(rows.every((r) => r.buyerId === client.id)).toBe(true);
      expect(rows.every((r) => !['completed', 'cancelled', 'returned', 'delivered'].includes(r.status))).toBe(true);
    }
    expect(body.openOrderCount).toBeGreaterThanOrEqual(ids.length);
  });

  it('lists my recent sign-ins and never another member’s', async () => {
    await t.database.db.insert(signInAttempts).values({
      identifier: DEMO.bayi,
      userId: dealer.id,
      ipAddress: '203.0.113.99',
      success: false,
      reason: 'bad_password',
    });
    // Signing in again ends the earlier session: read with the new one.
    const again = await signIn(t.app, DEMO.musteri, undefined, { ip: '198.51.100.7' });
    const body = (await get(again.cookie, '/api/client/sign-ins')).json();
    expect(body.signIns.length).toBeGreaterThan(0);
    expect(body.signIns[0]).toMatchObject({ ipAddress: '198.51.100.7', success: true });
    expect(body.signIns.some((s: { ipAddress: string }) => s.ipAddress === '203.0.113.99')).toBe(false);
  });
});
