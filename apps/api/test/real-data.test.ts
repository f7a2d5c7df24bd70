import { productPrices, products, profiles, rolePermissions, systemSettings } from '@portal/db/schema';
import { queryRows } from '@portal/db/client';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.admin)).cookie;
  dealer = (await signIn(t.app, DEMO.bayi)).cookie;
});
afterAll(() => t.close());

const upload = (mode: 'preview' | 'commit', kind: string, filename: string, data: Buffer | string, cookie = admin) => {
  const boundary = '----realdata';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/real-data/import/${mode}?kind=${kind}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, typeof data === 'string' ? Buffer.from(data) : data, tail]),
  });
};

const PRODUCT_HEADER =
  'Ürün Adı;Açıklama;Maliyet Fiyatı;Türkiye Distribütörü Fiyatı;Şehir Distribütörü Fiyatı;Bayi Fiyatı;Müşteri Fiyatı;Perakende Fiyatı;KDV Oranı;Stok Kodu;Stok';
const productCsv = (rows: string[]) => `\uFEFF${[PRODUCT_HEADER, ...rows].join('\r\n')}\r\n`;
const countProducts = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`))[0]?.n ?? 0;

describe('real-data management: access', () => {
  it('is the admin’s only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/real-data/demo', headers: { cookie: dealer } });
    expect(res.statusCode).toBe(403);
    const up = await upload('preview', 'products', 'a.csv', productCsv(['X;;;;;1;2;;;;']), dealer);
    expect(up.statusCode).toBe(403);
  });
});

describe('upload edges', () => {
  it('refuses a file over 5 MB while it streams, and a file that is neither CSV nor XLSX', async () => {
    const big = await upload('preview', 'products', 'buyuk.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dosya en fazla 5 MB olabilir');
    const pdf = await upload('preview', 'products', 'urunler.pdf', '%PDF-1.4');
    expect(pdf.statusCode).toBe(415);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/real-data/import/preview?kind=products',
      headers: { cookie: admin },
      payload: {},
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  });
});

describe('product import', () => {
  it('a file with one bad row commits nothing and names the row and the problem in Turkish', async () => {
    const before = await countProducts();
    const csv = productCsv([
      '"Omega 3; 1000 mg";Balık yağı;100,00;;;1.234,56;1.500,00;;%10;OMG-1;25',
      'Magnezyum;;;;;abc;200,00;;18;MAG-1;10',
    ]);
    const res = await upload('commit', 'products', 'urunler.csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.committed).toBe(false);
    expect(body.invalid).toBe(1);
    expect(body.rows[1]).toMatchObject({ row: 3, summary: 'Magnezyum' });
    expect(body.rows[1].errors[0]).toBe('Bayi Fiyatı geçerli bir tutar değil: "abc" (örnek: 1.234,56)');
    expect(body.rows[0].errors).toEqual([]);
    expect(await countProducts()).toBe(before);
  });

  it('a missing column is a file error', async () => {
    const res = await upload('preview', 'products', 'x.csv', 'Ürün Adı;Bayi Fiyatı\r\nA;1\r\n');
    expect(res.json().fileError).toContain('Dosyada şu sütunlar eksik: Açıklama');
  });

  it('a good file creates the products with prices in kuruş from Turkish input', async () => {
    const csv = productCsv([
      '"Omega 3; 1000 mg";Balık yağı;100,00;;;1.234,56;1.500,00;;%10;OMG-1;25',
      'Magnezyum Sitrat;;;;;99,9;120;;18;MAG-1;0',
    ]);
    const preview = await upload('preview', 'products', 'urunler.csv', csv);
    expect(preview.json()).toMatchObject({ valid: 2, invalid: 0, committed: false });
    const before = await countProducts();
    expect(before).toBeGreaterThan(0);
    const res = await upload('commit', 'products', 'urunler.csv', csv);
    expect(res.json()).toMatchObject({ committed: true, created: 2 });
    expect(await countProducts()).toBe(before + 2);
    const [omega] = await t.database.db.select().from(products).where(eq(products.name, 'Omega 3; 1000 mg'));
    expect(omega?.isDemo).toBe(false);
    const prices = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, omega!.id));
    expect(prices[0]).toMatchObject({
      dealerPrice: 123456,
      clientPrice: 150000,
      adminCostPrice: 10000,
      vatRateBp: 1000,
    });
  });

  it('reads an XLSX workbook the same way', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Ürünler');
    sheet.addRow(PRODUCT_HEADER.split(';'));
    sheet.addRow(['Çinko 15 mg', '', '', '', '', 45.5, '60,00', '', 10, 'ZN-1', 3]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload('commit', 'products', 'urunler.xlsx', data);
    expect(res.json()).toMatchObject({ committed: true, created: 1 });
    const [zinc] = await t.database.db.select().from(products).where(eq(products.name, 'Çinko 15 mg'));
    const [price] = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, zinc!.id));
    expect(price).toMatchObject({ dealerPrice: 4550, clientPrice: 6000 });
  });
});

const MEMBER_HEADER = 'Ad Soyad;E-posta;Telefon;Rol;Üst Üye E-postası;Şehir;İlçe';
const memberCsv = (rows: string[]) => `\uFEFF${[MEMBER_HEADER, ...rows].join('\r\n')}\r\n`;

describe('member import', () => {
  it('names the rows whose parent or role cannot be placed, and commits nothing', async () => {
    const csv = memberCsv([
      'Ayşe Kaya;ayse.kaya@ornek.com.tr;05321112233;Bayi;istanbul@portal.test;İstanbul;Kadıköy',
      'Mehmet Demir;mehmet@ornek.com.tr;;Şehir Distribütörü;bayi@portal.test;İzmir;',
      'Ali Veli;ali@ornek.com.tr;;Danışan;yok@ornek.com.tr;;',
    ]);
    const res = await upload('commit', 'members', 'uyeler.csv', csv);
    const body = res.json();
    expect(body.committed).toBe(false);
    expect(body.rows[1].errors).toContain('Bayi altına Şehir Distribütörü yerleştirilemez');
    expect(body.rows[2].errors).toContain(
      'Üst üye bulunamadı: "yok@ornek.com.tr" (portalda ya da dosyada daha yukarıda olmalı)',
    );
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.email, 'ayse.kaya@ornek.com.tr'));
    expect(rows).toHaveLength(0);
  });

  it('places members under their named parent, parents earlier in the file too, with no password', async () => {
    const csv = memberCsv([
      'Ayşe Kaya;ayse.kaya@ornek.com.tr;0532 111 22 33;Bayi;istanbul@portal.test;İstanbul;Kadıköy',
      'Can Yılmaz;can.yilmaz@ornek.com.tr;;Danışan;ayse.kaya@ornek.com.tr;İstanbul;',
    ]);
    const res = await upload('commit', 'members', 'uyeler.csv', csv);
    expect(res.json()).toMatchObject({ committed: true, created: 2 });
    const [ayse] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'ayse.kaya@ornek.com.tr'));
    const [can] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'can.yilmaz@ornek.com.tr'));
    const [ist] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'istanbul@portal.test'));
    expect(ayse).toMatchObject({ role: 'dealer', parentId: ist!.id, phone: '05321112233' });
    expect(can).toMatchObject({ role: 'client', parentId: ayse!.id, path: `${ayse!.path}${can!.id}/` });
    const accounts = await queryRows<{ password: string | null }>(
      t.database.db,
      sql`select password from auth_accounts where user_id = ${ayse!.id}`,
    );
    expect(accounts.every((a) => !a.password)).toBe(true);
    // The set-password mail went out to each new member.
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox where "to" in ('ayse.kaya@ornek.com.tr', 'can.yilmaz@ornek.com.tr')`,
    );
    expect(mails[0]?.n).toBe(2);
    // The set-password path: the link in the mail sets the first password, then the member signs in.
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text from email_outbox where "to" = 'can.yilmaz@ornek.com.tr' order by created_at desc limit 1`,
    );
    const token = decodeURIComponent(mail?.text.match(/reset-password\?token=([^\s"&]+)/)?.[1] ?? '');
    expect(token).toBeTruthy();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Yeni.Sifre.2026' },
    });
    expect(set.statusCode, set.body).toBe(204);
    const signed = await signIn(t.app, 'can.yilmaz@ornek.com.tr', 'Yeni.Sifre.2026');
    expect(signed.user.role).toBe('client');
    // Imported again: every row now says the address is taken.
    const again = await upload('preview', 'members', 'uyeler.csv', csv);
    expect(again.json().rows[0].errors).toContain('Bu e-posta adresiyle kayıtlı bir üye zaten var');
  });
});

describe('demo removal', () => {
  const tableCounts = async () => {
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select tablename as name from pg_tables where schemaname = current_schema()`,
    );
    const counts = new Map<string, number>();
    for (const { name } of tables) {
      const r = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.raw(`"${name}"`)}`,
      );
      counts.set(name, r[0]?.n ?? 0);
    }
    return counts;
  };

  it('outside the removal the ledgers still refuse a delete', async () => {
    await expect(
      t.database.db.execute(sql`delete from commission_lines where id = (select id from commission_lines limit 1)`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`delete from points_transactions where id = (select id from points_transactions limit 1)`,
      ),
    ).rejects.toThrow();
  });

  it('is refused while real members hang under demo members', async () => {
    const dry = (
      await t.app.inject({ method: 'GET', url: '/api/admin/real-data/demo', headers: { cookie: admin } })
    ).json();
    expect(dry.realMembersUnderDemo).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/real-data/demo/remove',
      headers: { cookie: admin },
      payload: { expectedTotal: dry.total },
    });
    expect(res.statusCode).toBe(409);
    // Move the imported dealer under the admin so the removal may go.
    const [adm] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.admin));
    const [ayse] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'ayse.kaya@ornek.com.tr'));
    await t.database.db.execute(
      sql`update profiles set parent_id = ${adm!.id}, path = replace(path, ${ayse!.path}, ${`${adm!.path}${ayse!.id}/`}),
          depth = depth - 1 where path like ${`${ayse!.path}%`}`,
    );
  });

  it('the dry run lists exactly what the removal removes; the admin and the essentials stay', async () => {
    const before = await tableCounts();
    const dryRes = await t.app.inject({ method: 'GET', url: '/api/admin/real-data/demo', headers: { cookie: admin } });
    expect(dryRes.statusCode).toBe(200);
    const dry = dryRes.json();
    expect(dry.realMembersUnderDemo).toBe(0);
    expect(dry.members).toBeGreaterThan(150);
    expect(dry.products).toBeGreaterThan(30);
    expect(await tableCounts()).toEqual(before); // the dry run keeps nothing

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/admin/real-data/demo/remove',
      headers: { cookie: admin },
      payload: { expectedTotal: dry.total + 1 },
    });
    expect(stale.statusCode).toBe(409);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/real-data/demo/remove',
      headers: { cookie: admin },
      payload: { expectedTotal: dry.total },
    });
    expect(res.statusCode).toBe(200);
    const removed = res.json();
    expect(removed.total).toBe(dry.total);
    expect(removed.tables).toEqual(expect.arrayContaining(dry.tables));

    const after = await tableCounts();
    const planned = new Map<string, number>(
      dry.tables.map((x: { table: string; count: number }) => [x.table, x.count]),
    );
    for (const [table, n] of before) {
      if (table === 'audit_log' || table === 'auth_sessions' || table === 'email_outbox') continue;
      // The sales rollups are recomputed from what stays (decision 051), not deleted row by row.
      if (table.startsWith('analytics_')) continue;
      expect(after.get(table), table).toBe(n - (planned.get(table) ?? 0));
    }

    // What stays: the admin, the imported real data, permissions, settings and the policy pages.
    const left = await t.database.db.select({ email: profiles.email }).from(profiles);
    expect(left.map((p) => p.email).sort()).toEqual(
      ['admin@portal.test', 'ayse.kaya@ornek.com.tr', 'can.yilmaz@ornek.com.tr'].sort(),
    );
    expect(await t.database.db.select().from(products).where(eq(products.isDemo, true))).toHaveLength(0);
    expect((await t.database.db.select().from(products)).map((p) => p.name).sort()).toEqual(
      ['Magnezyum Sitrat', 'Omega 3; 1000 mg', 'Çinko 15 mg'].sort(),
    );
    expect((await t.database.db.select().from(rolePermissions)).length).toBeGreaterThan(0);
    expect((await t.database.db.select().from(systemSettings)).length).toBeGreaterThan(0);
    expect(after.get('policy_pages')).toBeGreaterThan(0);
  });

  it('the app still works afterwards: the admin signs in and the shop answers', async () => {
    const { cookie } = await signIn(t.app, DEMO.admin);
    const shop = await t.app.inject({ method: 'GET', url: '/api/products', headers: { cookie } });
    expect(shop.statusCode).toBe(200);
    expect(JSON.stringify(shop.json())).not.toContain('Selenyum 200 mcg');
    const network = await t.app.inject({ method: 'GET', url: '/api/admin/real-data/demo', headers: { cookie } });
    expect(network.json()).toMatchObject({ total: 0, members: 0, products: 0 });
    await expect(signIn(t.app, DEMO.bayi)).rejects.toThrow();
  });
});

// Last: it adds a product the removal tests above do not expect.
describe('the import inside its transaction', () => {
  it('commits while the settings are not cached (on the embedded database a read from inside the transaction waited for it for ever)', async () => {
    const cookie = (await signIn(t.app, DEMO.admin)).cookie;
    const before = await countProducts();
    t.app.ctx.settings.forget();
    const csv = productCsv(['Çinko Pikolinat;;;;;45,00;60,00;;;;5']);
    // On PostgreSQL the transaction is one connection: no statement is asked of it while another
    // runs (node-postgres queues such a one today, and refuses it from version 9).
    const busy: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      const self = this as unknown as { _activeQuery: unknown; _queryQueue?: unknown[]; pipeline?: boolean };
      if ((self._activeQuery || (self._queryQueue?.length ?? 0) > 0) && !self.pipeline) {
        busy.push(typeof config === 'string' ? config : String((config as { text?: string })?.text));
      }
      return (original as (...a: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof original;
    let res: Awaited<ReturnType<typeof upload>>;
    try {
      res = await upload('commit', 'products', 'urunler.csv', csv, cookie);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(res.json()).toMatchObject({ committed: true, created: 1 });
    expect(await countProducts()).toBe(before + 1);
    expect(busy).toEqual([]);
  });
});
