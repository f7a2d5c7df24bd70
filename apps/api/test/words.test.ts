import { profiles } from '@portal/db/schema';
import { DEFAULT_APP_SETTINGS } from '@portal/shared/contracts/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

/** Issue 13, words: topics a role can never receive, and invitation codes as people type them. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function permanentCodeOf(email: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
  return row!.permanentInviteCode;
}

const withDash = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();

describe('notification topics per role', () => {
  it("refuses a client's commission, network or AI switch and stores nothing", async () => {
    const { cookie } = await signIn(t.app, DEMO.musteri);
    const first = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect(first.json().app).toMatchObject({
      aiEnabled: false,
      notificationPreferences: { transactions: true, commissions: false, network: false },
    });

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/app',
      headers: { cookie },
      payload: { ...DEFAULT_APP_SETTINGS, theme: 'dark' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'SETTING_NOT_FOR_ROLE',
      details: [
        { path: 'notificationPreferences.commissions' },
        { path: 'notificationPreferences.network' },
        { path: 'aiEnabled' },
      ],
    });
    const unchanged = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    expect(unchanged.json().app.theme).toBe(DEFAULT_APP_SETTINGS.theme);

    const own = {
      ...DEFAULT_APP_SETTINGS,
      theme: 'dark',
      aiEnabled: false,
      notificationPreferences: { transactions: false, commissions: false, network: false },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings/app', headers: { cookie }, payload: own });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().app).toEqual(own);
  });

  it('lets a dealer keep every topic', async () => {
    const { cookie } = await signIn(t.app, DEMO.bayi);
    const all = {
      ...DEFAULT_APP_SETTINGS,
      notificationPreferences: { transactions: true, commissions: true, network: true },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings/app', headers: { cookie }, payload: all });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().app).toEqual(all);
  });
});

describe('invitation codes as typed', () => {
  it('finds a code typed in lower case with a dash, or with spaces around and inside', async () => {
    const code = await permanentCodeOf(DEMO.bayi);
    for (const typed of [withDash(code), ` ${code.slice(0, 4)} ${code.slice(4)} `]) {
      const res = await t.app.inject(`/api/invitations/lookup/${encodeURIComponent(typed)}`);
      expect({ typed, status: res.statusCode }).toEqual({ typed, status: 200 });
      expect(res.json().code).toBe(code);
    }
  });

  it('names the characters no code holds (O, I, 1) instead of "not found"', async () => {
    for (const [typed, characters] of [
      ['ABCD1234', ['1']],
      ['abcd-o234', ['O']],
      ['IKLM2345', ['I', 'L']],
    ] as const) {
      const res = await t.app.inject(`/api/invitations/lookup/${encodeURIComponent(typed)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVITATION_CODE_INVALID', details: { characters } });
    }
    const missing = await t.app.inject('/api/invitations/lookup/ZZZZZZZZ');
    expect(missing.json().code).toBe('INVITATION_NOT_FOUND');
  });

  it('registers with a code typed in lower case with a dash', async () => {
    const code = await permanentCodeOf(DEMO.bayi);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        code: withDash(code),
        name: 'Küçük Harf',
        email: 'kucuk.harf@example.com',
        password: 'Guclu.Sifre2026',
      },
    });
    expect(res.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { code: 'abcd-1234', name: 'Yanlış Kod', email: 'yanlis.kod@example.com', password: 'Guclu.Sifre2026' },
    });
    expect(bad.json()).toMatchObject({ code: 'INVITATION_CODE_INVALID' });
  });
});

describe('the public catalogue', () => {
  it('marks the products a client cannot buy, agreeing with the client shop', async () => {
    const publicIds = new Map<string, boolean>();
    for (let page = 1; ; page++) {
      const res = await t.app.inject(`/api/public/products?page=${page}`);
      for (const p of res.json().products) publicIds.set(p.id, p.isClientProduct);
      if (page >= res.json().totalPages) break;
    }
    const { cookie } = await signIn(t.app, DEMO.musteri);
    const clientIds = new Set<string>();
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ url: `/api/products?page=${page}`, headers: { cookie } });
      for (const p of res.json().products) clientIds.add(p.id);
      if (page >= res.json().totalPages) break;
    }
    const forClients = [...publicIds].filter(([, isClient]) => isClient).map(([id]) => id);
    expect(forClients.length).toBeGreaterThan(0);
    expect(forClients.length).toBeLessThan(publicIds.size);
    expect(new Set(forClients)).toEqual(clientIds);
  });
});
