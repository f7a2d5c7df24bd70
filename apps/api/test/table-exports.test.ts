import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

/**
 * Every table that exported CSV also exports XLSX (decision 055): the same header, the same rows,
 * text the same and numbers as numbers — read back with exceljs and compared with the CSV read
 * with Turkish settings.
 */
let t: TestContext;
let admin: string;
let istanbul: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.admin)).cookie;
  istanbul = (await signIn(t.app, DEMO.istanbul)).cookie;
});
afterAll(() => t.close());

/** A `;`-separated CSV with "" quoting, BOM first, as the exports write it. */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** '1.234,56' → 1234.56 */
const turkishNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const values = (r.values as unknown[]).slice(1);
    rows.push(values);
  });
  return rows;
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function bothFormats(cookie: string, csvUrl: string, xlsxUrl: string) {
  const csv = await get(cookie, csvUrl);
  expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
  const xlsx = await get(cookie, xlsxUrl);
  expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
  expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(String(xlsx.headers['content-disposition'])).toMatch(/\.xlsx/);
  return { csv: parseCsv(csv.body), xlsx: await readXlsx(xlsx.rawPayload) };
}

/** Same header, same number of rows, every text cell equal and every number equal. */
function expectSameTable(csv: string[][], xlsx: unknown[][]) {
  expect(xlsx[0]).toEqual(csv[0]);
  expect(xlsx.length).toBe(csv.length);
  for (let r = 1; r < csv.length; r++) {
    const c = csv[r] as string[];
    const x = xlsx[r] as unknown[];
    for (let i = 0; i < c.length; i++) {
      const cell = x[i];
      const text = c[i] as string;
      if (cell === undefined || cell === null) expect(text, `row ${r} col ${i}`).toBe('');
      else if (typeof cell === 'number') expect(cell, `row ${r} col ${i}`).toBeCloseTo(turkishNumber(text), 2);
      else if (cell instanceof Date) expect(text, `row ${r} col ${i}`).not.toBe('');
      else expect(String(cell), `row ${r} col ${i}`).toBe(text.replace(/^'(?=[=+\-@\t\r])/, ''));
    }
  }
}

describe('XLSX beside every CSV export', () => {
  it('sales details: the same rows, in the member’s own scope', async () => {
    for (const cookie of [admin, istanbul]) {
      const { csv, xlsx } = await bothFormats(
        cookie,
        '/api/sales/details/export',
        '/api/sales/details/export?format=xlsx',
      );
      expect(csv.length).toBeGreaterThan(1);
      expectSameTable(csv, xlsx);
    }
  });

  it('payments (admin)', async () => {
    const { csv, xlsx } = await bothFormats(
      admin,
      '/api/admin/payments/export',
      '/api/admin/payments/export?format=xlsx',
    );
    expect(csv.length).toBeGreaterThan(1);
    expectSameTable(csv, xlsx);
  });

  it('network members (admin), streamed', async () => {
    const { csv, xlsx } = await bothFormats(
      admin,
      '/api/network/admin/members/export',
      '/api/network/admin/members/export?format=xlsx',
    );
    expect(csv.length).toBeGreaterThan(5);
    expectSameTable(csv, xlsx);
  });

  it('audit log (admin), streamed', async () => {
    // An audited act, so the log has a row (with a before/after in JSON).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { cookie: istanbul },
      payload: {
        title: 'Depo; "ana"',
        recipientName: 'Demo İstanbul',
        phone: '0532 123 45 67',
        city: 'İstanbul',
        district: 'Kadıköy',
        addressLine: 'Caferağa Mah. Moda Cad. No: 12',
      },
    });
    expect(created.statusCode).toBe(201);
    const { csv, xlsx } = await bothFormats(
      admin,
      '/api/security/audit-log/export',
      '/api/security/audit-log/export?format=xlsx',
    );
    expectSameTable(csv, xlsx);
  });

  it('payouts: the old export.csv and the new export give the same CSV, and XLSX the same rows', async () => {
    const old = await get(admin, '/api/payouts/export.csv');
    const now = await get(admin, '/api/payouts/export');
    expect(now.body).toBe(old.body);
    const { csv, xlsx } = await bothFormats(admin, '/api/payouts/export.csv', '/api/payouts/export?format=xlsx');
    expect(csv.length).toBeGreaterThan(1);
    expectSameTable(csv, xlsx);
  });

  it('the financial report: the months and the totals', async () => {
    const q = 'from=2025-01&to=2026-12';
    const old = await get(admin, `/api/admin/financial-reports/export.csv?${q}`);
    const now = await get(admin, `/api/admin/financial-reports/export?${q}`);
    expect(now.statusCode).toBe(200);
    expect(now.body).toBe(old.body);
    const { csv, xlsx } = await bothFormats(
      admin,
      `/api/admin/financial-reports/export.csv?${q}`,
      `/api/admin/financial-reports/export?${q}&format=xlsx`,
    );
    expect(csv.length).toBeGreaterThan(2);
    expectSameTable(csv, xlsx);
  });

  it('refuses an unknown format and keeps each export’s access', async () => {
    expect((await get(admin, '/api/admin/payments/export?format=pdf')).statusCode).toBe(400);
    expect((await get(istanbul, '/api/admin/payments/export?format=xlsx')).statusCode).toBe(403);
    expect((await get(istanbul, '/api/security/audit-log/export?format=xlsx')).statusCode).toBe(403);
  });
});
