import { authAccounts, authVerifications, emailOutbox, profiles, userSessions } from '@portal/db/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Yeni.Sifre.2026';

const forgot = (email: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const trySignIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: '10.9.9.9' });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

async function outboxFor(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));
}

async function outboxCount() {
  const [row] = await t.database.db.select({ n: count() }).from(emailOutbox);
  return Number(row!.n);
}

function tokenFrom(text: string) {
  const match = text.match(/http:\/\/localhost:3000\/reset-password\?token=([^\s"&]+)/);
  expect(match, text).toBeTruthy();
  return decodeURIComponent(match![1]!);
}

async function passwordHashOf(email: string) {
  const [row] = await t.database.db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .innerJoin(profiles, eq(profiles.id, authAccounts.userId))
    .where(eq(profiles.email, email));
  return row!.password!;
}

describe('forgot and reset password', () => {
  it('writes the reset email to the outbox with a single-use link, and the new password replaces the old', async () => {
    const other = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'other-device' });
    const oldHash = await passwordHashOf(DEMO.ankara);

    const res = await forgot('Ankara@Portal.Test', '10.2.0.1');
    expect(res.statusCode).toBe(204);
    const [mail] = await outboxFor(DEMO.ankara);
    expect(mail).toMatchObject({ status: 'stored', kind: 'password_reset', subject: 'Şifre sıfırlama bağlantınız' });
    expect(mail!.text).toContain('Merhaba Ankara Şehir Distribütörü');
    expect(mail!.html).toContain('/reset-password?token=');
    const token = tokenFrom(mail!.text);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(204);

    const old = await trySignIn(DEMO.ankara, DEMO_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    const fresh = await trySignIn(DEMO.ankara, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);

    // Sessions opened before the reset are ended, and so are their device rows.
    expect((await me(other.cookie)).statusCode).toBe(401);
    const stale = await t.database.db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, other.user.id), eq(userSessions.userAgent, 'other-device')));
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.every((row) => !row.isActive && row.endedAt)).toBe(true);

    const newHash = await passwordHashOf(DEMO.ankara);
    expect(newHash).not.toBe(oldHash);
    expect(newHash.startsWith('$argon2id$')).toBe(true);
    expect(newHash).toContain('m=19456,t=2');

    // Single use.
    const again = await reset(token, 'Baska.Sifre.2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş',
    });
    expect((await trySignIn(DEMO.ankara, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 204 for an unknown address and writes no mail', async () => {
    const before = await outboxCount();
    const res = await forgot('kimse@portal.test', '10.2.0.2');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await outboxCount()).toBe(before);
  });

  it('sends nothing to an inactive member', async () => {
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.isActive, false)).limit(1);
    const before = await outboxCount();
    expect((await forgot(row!.email, '10.2.0.3')).statusCode).toBe(204);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an unknown or expired token and a weak new password', async () => {
    const unknown = await reset('this-token-does-not-exist', NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('RESET_TOKEN_INVALID');

    expect((await forgot(DEMO.istanbul, '10.2.0.4')).statusCode).toBe(204);
    const [mail] = await outboxFor(DEMO.istanbul);
    const token = tokenFrom(mail!.text);

    const weak = await reset(token, 'kisa');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('VALIDATION_ERROR');

    // An hour later the link no longer works.
    await t.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.identifier, `reset-password:${token}`));
    const expired = await reset(token, NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await trySignIn(DEMO.istanbul, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('the reset link expires after one hour', async () => {
    expect((await forgot(DEMO.turkiye, '10.2.0.5')).statusCode).toBe(204);
    const [mail] = await outboxFor(DEMO.turkiye);
    const token = tokenFrom(mail!.text);
    const [row] = await t.database.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `reset-password:${token}`));
    expect(row).toBeTruthy();
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('limits forgot-password requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(`yok${i}@portal.test`, '10.2.0.6')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('change password', () => {
  it('refuses a wrong current password and accepts the right one', async () => {
    const { cookie } = await signIn(t.app, DEMO.bayi);
    const oldHash = await passwordHashOf(DEMO.bayi);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: 'Yanlis.Sifre', newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: 'Mevcut şifre yanlış' });
    expect(await passwordHashOf(DEMO.bayi)).toBe(oldHash);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'kisa' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('VALIDATION_ERROR');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(204);
    expect((await trySignIn(DEMO.bayi, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await trySignIn(DEMO.bayi, NEW_PASSWORD)).statusCode).toBe(200);
    const hash = await passwordHashOf(DEMO.bayi);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('with revokeOtherSessions ends the other sessions and keeps this browser signed in', async () => {
    const here = await signIn(t.app, DEMO.musteri, undefined, { userAgent: 'cp-here', platform: 'Linux' });
    const there = await signIn(t.app, DEMO.musteri, undefined, { userAgent: 'cp-there', platform: 'Linux' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here.cookie, 'user-agent': 'cp-here' },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(there.cookie)).statusCode).toBe(401);
    const setCookie = ([] as string[])
      .concat((res.headers['set-cookie'] as string | string[]) ?? [])
      .map((c) => c.split(';')[0]);
    const newCookie = setCookie.find((c) => c?.startsWith('portal.session_token='));
    expect(newCookie).toBeTruthy();
    expect((await me(newCookie!)).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie: newCookie! } });
    expect(list.json().sessions).toHaveLength(1);
    expect(list.json().sessions[0].isCurrent).toBe(true);
  });

  it('stores every demo and new password as argon2id at the OWASP floor', async () => {
    const rows = await t.database.db.select({ password: authAccounts.password }).from(authAccounts);
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
