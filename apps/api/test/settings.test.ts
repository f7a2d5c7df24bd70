import { auditLog } from '@portal/db/schema';
import { DEFAULT_APP_SETTINGS } from '@portal/shared/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('settings kept on the server', () => {
  it('starts from the specification defaults and keeps what the member saves', async () => {
    const { cookie } = await signIn(t.app, DEMO.istanbul);
    const first = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json().app).toEqual(DEFAULT_APP_SETTINGS);
    expect(first.json().account.commissionPreferences).toEqual({ payoutMethod: 'bank', display: 'percentage' });

    const app = {
      ...DEFAULT_APP_SETTINGS,
      theme: 'dark',
      notificationPreferences: { transactions: false, commissions: true, network: true },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings/app', headers: { cookie }, payload: app });
    expect(saved.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect(again.json().app.theme).toBe('dark');
    expect(again.json().app.notificationPreferences.transactions).toBe(false);
  });

  it('gives clients no account section and refuses to save one', async () => {
    const { cookie } = await signIn(t.app, DEMO.musteri);
    const res = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect(res.json().account).toBeNull();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/account',
      headers: { cookie },
      payload: {
        bankDetails: null,
        taxDetails: null,
        commissionPreferences: { payoutMethod: 'points', display: 'fixed' },
      },
    });
    expect(put.statusCode).toBe(403);
  });

  it('validates the IBAN and audits account changes', async () => {
    const { cookie, user } = await signIn(t.app, DEMO.bayi);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/account',
      headers: { cookie },
      payload: {
        bankDetails: { bankName: 'Ziraat', accountHolder: 'Kadıköy Bayi', iban: 'TR000000000000000000000000' },
        taxDetails: null,
        commissionPreferences: { payoutMethod: 'bank', display: 'percentage' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');

    const good = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/account',
      headers: { cookie },
      payload: {
        bankDetails: { bankName: 'Ziraat', accountHolder: 'Kadıköy Bayi', iban: 'TR33 0006 1005 1978 6457 8413 26' },
        taxDetails: { taxOffice: 'Kadıköy', taxNumber: '1234567890' },
        commissionPreferences: { payoutMethod: 'points', display: 'percentage' },
      },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().account.bankDetails.iban).toBe('TR330006100519786457841326');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries.some((e) => e.action === 'member.account_settings_changed')).toBe(true);
  });

  it('updates name and phone, refusing a phone another member has', async () => {
    const { cookie } = await signIn(t.app, DEMO.ankara);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/profile',
      headers: { cookie },
      payload: { name: 'Ankara Bölge', phone: '0555 000 00 05' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PHONE_TAKEN');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/profile',
      headers: { cookie },
      payload: { name: 'Ankara Bölge Distribütörü', phone: '0532 111 22 33' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile).toMatchObject({ name: 'Ankara Bölge Distribütörü', phone: '05321112233' });
  });
});
