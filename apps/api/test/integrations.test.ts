import { createServer } from 'node:net';
import { auditLog, authSessions, integrationSettings, productInventory, productPrices } from '@portal/db/schema';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { keyId } from '../src/platform/secrets';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

let t: TestContext;
const cookies: Record<string, string> = {};
const SMTP_PASSWORD = 'Gizli-SMTP-parola-ÇokUzun-7391';
const PAYMENT_SECRET = 'sk_live_odeme_gizli_anahtar_5520';
const CARGO_KEY = 'kargo-api-anahtari-0042-xyz';
/** Every answer these tests were given, to look for a clear secret in. */
const answers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, 5, 'debug');
  for (const who of ['admin', 'turkiye', 'istanbul', 'bayi', 'musteri'] as const) {
    cookies[who] = (await signIn(t.app, DEMO[who])).cookie;
  }
}, 120_000);
afterAll(() => t.close());

async function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who] ?? '' },
    ...(payload ? { payload } : {}),
  });
  answers.push(res.body);
  return res;
}

/** A local port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const smtp = (port: number, password?: string) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  username: 'portal@bayi.test',
  fromAddress: 'bildirim@bayi.test',
  ...(password === undefined ? {} : { password }),
});

describe('integrations: who sees and changes them', () => {
  it('the admin and the turkeyDistributor read them; nobody below does', async () => {
    for (const who of ['admin', 'turkiye']) {
      expect((await call(who, 'GET', '/api/admin/integrations')).statusCode).toBe(200);
    }
    for (const who of ['istanbul', 'bayi', 'musteri']) {
      expect((await call(who, 'GET', '/api/admin/integrations')).statusCode).toBe(403);
      const put = await call(who, 'PUT', '/api/admin/integrations/cargo', { carrier: 'X', customerCode: 'Y' });
      expect(put.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ url: '/api/admin/integrations' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('test connection before any SMTP settings says to save them first', async () => {
    const res = await call('admin', 'POST', '/api/admin/integrations/smtp/test');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SMTP_NOT_CONFIGURED', message: 'Önce SMTP ayarlarını kaydedin.' });
  });

  it('the turkeyDistributor changes the cargo settings; only the admin re-seals after a key rotation', async () => {
    const res = await call('turkiye', 'PUT', '/api/admin/integrations/cargo', {
      carrier: 'Yurtiçi Kargo',
      customerCode: 'MUS-1001',
      apiKey: CARGO_KEY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cargo).toMatchObject({ carrier: 'Yurtiçi Kargo', apiKey: { set: true, last4: '-xyz' } });
    expect((await call('turkiye', 'POST', '/api/admin/integrations/rotate-key')).statusCode).toBe(403);
  });
});

describe('integration secrets', () => {
  let port: number;

  it('are sealed at rest, answered only as set / last four, kept when the field is left empty', async () => {
    port = await closedPort();
    const saved = await call('admin', 'PUT', '/api/admin/integrations/smtp', smtp(port, SMTP_PASSWORD));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().smtp).toMatchObject({
      configured: true,
      host: '127.0.0.1',
      port,
      password: { set: true, last4: '7391' },
      source: 'stored',
    });
    const pay = await call('admin', 'PUT', '/api/admin/integrations/payment', {
      provider: 'iyzico',
      merchantId: 'M-88',
      testMode: true,
      apiSecret: PAYMENT_SECRET,
    });
    expect(pay.json().payment.apiSecret).toEqual({ set: true, last4: '5520' });

    const [row] = await t.database.db.select().from(integrationSettings).where(eq(integrationSettings.kind, 'smtp'));
    expect(row?.secret).toMatch(/^v1:[0-9a-f]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row?.secret).not.toContain(SMTP_PASSWORD);
    const sealed = row?.secret;

    // Left empty: the stored one stays, sealed exactly as it was.
    const again = await call('admin', 'PUT', '/api/admin/integrations/smtp', {
      ...smtp(port, ''),
      username: 'yeni@bayi.test',
    });
    expect(again.json().smtp).toMatchObject({ username: 'yeni@bayi.test', password: { set: true, last4: '7391' } });
    const [kept] = await t.database.db.select().from(integrationSettings).where(eq(integrationSettings.kind, 'smtp'));
    expect(kept?.secret).toBe(sealed);
    // The server opens it for the mailer: mail now goes out through the stored settings.
    t.app.ctx.integrations.forget();
    expect((await t.app.ctx.integrations.smtp())?.password).toBe(SMTP_PASSWORD);
    expect(await t.app.ctx.mailer.currentDelivery()).toBe('smtp');
  });

  it('test connection makes a real attempt and fails clearly against a closed port', async () => {
    const res = await call('admin', 'POST', '/api/admin/integrations/smtp/test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ok).toBe(false);
    expect(res.json().message).toMatch(/^SMTP sunucusuna bağlanılamadı: .*ECONNREFUSED/);
  });

  it('a clear secret is never in an answer, the audit log or a log line', async () => {
    await call('admin', 'GET', '/api/admin/integrations');
    await call('turkiye', 'GET', '/api/admin/integrations');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'integration_settings'))
      .orderBy(desc(auditLog.createdAt));
    expect(audits.length).toBeGreaterThanOrEqual(4);
    expect(t.serverErrors.length).toBeGreaterThan(0);
    const everything = [...answers, ...t.serverErrors, JSON.stringify(audits)].join('\n');
    for (const secret of [SMTP_PASSWORD, PAYMENT_SECRET, CARGO_KEY]) expect(everything).not.toContain(secret);
    // Leaving the field empty and clearing it are told apart in the audit log.
    expect(audits.map((a) => (a.after as { secret?: string }).secret)).toContain('kept');
  });

  it('removing the SMTP settings sends mail back to the outbox', async () => {
    const other = await call('admin', 'PUT', '/api/admin/integrations/smtp', smtp(port, 'ikinci-parola-uzun-0001'));
    expect(other.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/integrations/smtp',
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().smtp).toMatchObject({ configured: false, password: { set: false }, source: 'outbox' });
    expect(await t.app.ctx.mailer.currentDelivery()).toBe('outbox');
    // Saved again for the rotation below.
    await call('admin', 'PUT', '/api/admin/integrations/smtp', smtp(port, SMTP_PASSWORD));
  });

  it('clearing removes the stored secret', async () => {
    const res = await call('admin', 'PUT', '/api/admin/integrations/payment', {
      provider: 'iyzico',
      merchantId: 'M-88',
      testMode: true,
      clearSecret: true,
    });
    expect(res.json().payment.apiSecret).toEqual({ set: false, last4: null });
  });

  it('after a key rotation the old key still reads, and rotate re-seals every secret with the new key', async () => {
    const oldKey = t.app.ctx.config.secretsKey;
    const newKey = Buffer.alloc(32, 42).toString('base64');
    const other = await buildApp({
      config: testConfig({ secretsKey: newKey, secretsKeyPrevious: [oldKey] }),
      database: t.database,
      logger: false,
    });
    await other.ready();
    try {
      const admin = (await signIn(other, DEMO.admin, undefined, { userAgent: 'rotation' })).cookie;
      expect((await other.ctx.integrations.smtp())?.password).toBe(SMTP_PASSWORD);
      const res = await other.inject({
        method: 'POST',
        url: '/api/admin/integrations/rotate-key',
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().resealed).toBe(2);
      const rows = await t.database.db.select().from(integrationSettings);
      for (const row of rows.filter((r) => r.secret)) {
        expect(row.secret?.split(':')[1]).toBe(keyId(Buffer.from(newKey, 'base64')));
      }
      other.ctx.integrations.forget();
      expect((await other.ctx.integrations.smtp())?.password).toBe(SMTP_PASSWORD);
    } finally {
      await other.close();
    }
  });
});

const SETTINGS_URL = '/api/admin/system-settings';
const settingsInput = {
  defaultVatRateBp: 1800,
  withholdingBp: 0,
  minimumPayout: 10_000,
  paymentDay: 15,
  purchaseRewardBp: 0,
  newMemberBonus: { enabled: false, amount: 5_000 },
  sessionLifetimeHours: 24,
  lowStockThreshold: 5,
};

describe('system settings', () => {
  it('only the admin reads and changes them', async () => {
    const res = await call('admin', 'GET', SETTINGS_URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settingsInput);
    for (const who of ['turkiye', 'istanbul', 'bayi', 'musteri']) {
      expect((await call(who, 'GET', SETTINGS_URL)).statusCode).toBe(403);
      expect((await call(who, 'PUT', SETTINGS_URL, settingsInput)).statusCode).toBe(403);
    }
  });

  it('refuses values out of range', async () => {
    for (const bad of [
      { paymentDay: 31 },
      { sessionLifetimeHours: 0 },
      { sessionLifetimeHours: 721 },
      { defaultVatRateBp: 10_001 },
      { lowStockThreshold: -1 },
      { minimumPayout: 1.5 },
    ]) {
      const res = await call('admin', 'PUT', SETTINGS_URL, { ...settingsInput, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('a change is audited with before and after, and reaches another server at once', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await other.ready();
    try {
      expect(await other.ctx.settings.get('vat.defaultRateBp')).toBe(1800);
      const res = await call('admin', 'PUT', SETTINGS_URL, {
        ...settingsInput,
        defaultVatRateBp: 1000,
        sessionLifetimeHours: 2,
        lowStockThreshold: 12,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ defaultVatRateBp: 1000, sessionLifetimeHours: 2, lowStockThreshold: 12 });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'system_settings.updated'))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(entry?.before).toEqual({
        'vat.defaultRateBp': 1800,
        'session.lifetimeHours': 24,
        'stock.lowThreshold': 5,
      });
      expect(entry?.after).toEqual({ 'vat.defaultRateBp': 1000, 'session.lifetimeHours': 2, 'stock.lowThreshold': 12 });
      // The other server's cached copy was dropped by the announcement, not by time.
      await expect.poll(() => other.ctx.settings.get('vat.defaultRateBp')).toBe(1000);
    } finally {
      await other.close();
    }
  });

  it('the session lifetime applies to a new session', async () => {
    const before = Date.now();
    const { user } = await signIn(t.app, DEMO.bayi, undefined, { userAgent: 'lifetime' });
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    const lifetime = (session?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600_000 + 60_000);
  });

  it('the default VAT rate and low-stock threshold apply to a product saved without them', async () => {
    const res = await call('admin', 'POST', '/api/admin/products', {
      name: 'KDV Varsayılanı Ürünü',
      description: 'Deneme',
      isClientProduct: true,
      activeIngredients: [],
      prices: {
        adminCostPrice: 1_000,
        turkeyDistributorPrice: 1_500,
        cityDistributorPrice: 2_000,
        dealerPrice: 2_500,
        clientPrice: 3_000,
        retailPrice: 3_500,
        vatIncluded: true,
      },
      inventory: {
        inStock: true,
        displayStock: 5,
        sku: `KDV-${Date.now()}`,
        minOrderQuantity: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [price] = await t.database.db.select().from(productPrices).where(eq(productPrices.productId, res.json().id));
    expect(price?.vatRateBp).toBe(1000);
    // …and so does the low-stock threshold to one saved without its own.
    const [inventory] = await t.database.db
      .select()
      .from(productInventory)
      .where(eq(productInventory.productId, res.json().id));
    expect(inventory?.lowStockThreshold).toBe(12);
  });
});
