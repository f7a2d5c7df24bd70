import { auditLog } from '@portal/db/schema';
import { DEFAULT_APP_SETTINGS } from '@portal/shared/contracts/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';

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
        currentPassword: DEMO_PASSWORD,
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

  describe('a new IBAN needs the password again', () => {
    const IBAN_A = 'TR330006100519786457841326';
    const IBAN_B = 'TR320010009999901234567890';
    const bank = (iban: string) => ({ bankName: 'Ziraat', accountHolder: 'Şehir Distribütörü', iban });
    let cookie: string;
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/account',
        headers: { cookie },
        payload: {
          taxDetails: null,
          commissionPreferences: { payoutMethod: 'bank', display: 'percentage' },
          ...payload,
        },
      });
    const storedIban = async () =>
      (await t.app.inject({ url: '/api/settings', headers: { cookie } })).json().account.bankDetails?.iban ?? null;

    beforeAll(async () => {
      ({ cookie } = await signIn(t.app, DEMO.turkiye));
    });

    it('refuses a first IBAN without the password, or with a wrong one, and stores nothing', async () => {
      const missing = await save({ bankDetails: bank(IBAN_A) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_REQUIRED',
        message: 'IBAN değişikliği için mevcut şifrenizi girin',
      });
      const wrong = await save({ bankDetails: bank(IBAN_A), currentPassword: 'Yanlis.Sifre1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: 'Mevcut şifre yanlış' });
      expect(await storedIban()).toBeNull();

      const right = await save({ bankDetails: bank(IBAN_A), currentPassword: DEMO_PASSWORD });
      expect(right.statusCode).toBe(200);
      expect(await storedIban()).toBe(IBAN_A);
      // The password is checked, never kept.
      expect(JSON.stringify(right.json())).not.toContain(DEMO_PASSWORD);
    });

    it('asks again to change or remove it, but not to save other fields with the same IBAN', async () => {
      expect((await save({ bankDetails: bank(IBAN_B) })).json().code).toBe('CURRENT_PASSWORD_REQUIRED');
      expect((await save({ bankDetails: null })).json().code).toBe('CURRENT_PASSWORD_REQUIRED');
      expect(await storedIban()).toBe(IBAN_A);

      // The same IBAN typed with spaces and in lower case is no change.
      const same = await save({
        bankDetails: { ...bank('tr33 0006 1005 1978 6457 8413 26'), bankName: 'Ziraat Bankası' },
        commissionPreferences: { payoutMethod: 'points', display: 'fixed' },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json().account).toMatchObject({
        bankDetails: { bankName: 'Ziraat Bankası', iban: IBAN_A },
        commissionPreferences: { payoutMethod: 'points', display: 'fixed' },
      });

      const changed = await save({ bankDetails: bank(IBAN_B), currentPassword: DEMO_PASSWORD });
      expect(changed.statusCode).toBe(200);
      expect(await storedIban()).toBe(IBAN_B);
    });
  });
});
