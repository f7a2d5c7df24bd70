import { authSessions, profiles, userSessions } from '@portal/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row!.id;
}

async function deviceRows(email: string) {
  return t.database.db
    .select()
    .from(userSessions)
    .where(eq(userSessions.userId, await userId(email)))
    .orderBy(asc(userSessions.createdAt));
}

const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const listSessions = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/sessions', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().sessions as {
    id: string;
    deviceName: string;
    browser: string;
    location: string | null;
    isCurrent: boolean;
    lastActive: string;
  }[];
};
const signOut = (cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('device sessions', () => {
  it('each sign-in writes a user_sessions row with device info, user agent and address', async () => {
    const { cookie } = await signIn(t.app, DEMO.bayi, undefined, {
      userAgent: CHROME_MAC,
      platform: 'MacIntel',
      ip: '198.51.100.1',
    });
    const rows = await deviceRows(DEMO.bayi);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      userAgent: CHROME_MAC,
      ipAddress: '198.51.100.1',
      isActive: true,
      endedAt: null,
      deviceInfo: { platform: 'MacIntel', userAgent: CHROME_MAC },
    });
    expect(row!.sessionToken).toMatch(/^[0-9a-f]{64}$/); // a hash, never the token itself
    expect(cookie).not.toContain(row!.sessionToken);
    const [auth] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, row!.authSessionId!));
    expect(auth?.userId).toBe(row!.userId);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('signing in again on the same device replaces the earlier session, whose cookie stops working', async () => {
    const first = await signIn(t.app, DEMO.musteri, undefined, { userAgent: FIREFOX_WIN, platform: 'Win32' });
    expect((await me(first.cookie)).statusCode).toBe(200);
    const second = await signIn(t.app, DEMO.musteri, undefined, { userAgent: FIREFOX_WIN, platform: 'Win32' });

    const rows = await deviceRows(DEMO.musteri);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ isActive: false });
    expect(rows[0]!.endedAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ isActive: true, endedAt: null });

    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(200);
    expect((await listSessions(second.cookie)).map((s) => s.isCurrent)).toEqual([true]);
  });

  it('a sign-in from another device keeps the first one active, and the list marks the current one', async () => {
    const laptop = await signIn(t.app, DEMO.ankara, undefined, {
      userAgent: CHROME_MAC,
      platform: 'MacIntel',
      ip: '198.51.100.2',
    });
    const phone = await signIn(t.app, DEMO.ankara, undefined, {
      userAgent: SAFARI_IPHONE,
      platform: 'iPhone',
      ip: '198.51.100.3',
    });
    // Same browser string, other platform: another device too.
    const tablet = await signIn(t.app, DEMO.ankara, undefined, { userAgent: CHROME_MAC, platform: 'iPad' });

    for (const cookie of [laptop.cookie, phone.cookie, tablet.cookie]) expect((await me(cookie)).statusCode).toBe(200);
    const rows = await deviceRows(DEMO.ankara);
    expect(rows.filter((r) => r.isActive)).toHaveLength(3);

    const fromPhone = await listSessions(phone.cookie);
    expect(fromPhone).toHaveLength(3);
    expect(fromPhone.filter((s) => s.isCurrent)).toHaveLength(1);
    const current = fromPhone.find((s) => s.isCurrent)!;
    expect(current.id).toBe(rows[1]!.id);
    expect(current.location).toBe('198.51.100.3');
    expect(current.deviceName).toContain('iPhone');
    expect(current.browser).toMatch(/safari/i);
    const laptopEntry = fromPhone.find((s) => s.id === rows[0]!.id)!;
    expect(laptopEntry).toMatchObject({ isCurrent: false, location: '198.51.100.2' });
    expect(laptopEntry.browser).toMatch(/chrome/i);

    const fromLaptop = await listSessions(laptop.cookie);
    expect(fromLaptop.find((s) => s.isCurrent)?.id).toBe(rows[0]!.id);
  });

  it('ending another session by id turns its cookie away; a session of someone else is not found', async () => {
    const a = await signIn(t.app, DEMO.istanbul, undefined, { userAgent: CHROME_MAC, platform: 'MacIntel' });
    const b = await signIn(t.app, DEMO.istanbul, undefined, { userAgent: FIREFOX_WIN, platform: 'Win32' });
    const other = await signIn(t.app, DEMO.turkiye, undefined, { userAgent: FIREFOX_WIN, platform: 'Win32' });
    const [otherRow] = (await deviceRows(DEMO.turkiye)).filter((r) => r.isActive);

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${otherRow!.id}`,
      headers: { cookie: a.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', message: 'Oturum bulunamadı' });
    expect((await me(other.cookie)).statusCode).toBe(200);

    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/5b0c4a53-58c3-4c0a-9a57-1f3c0b6f0e11',
      headers: { cookie: a.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SESSION_NOT_FOUND');

    const target = (await listSessions(a.cookie)).find((s) => !s.isCurrent)!;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${target.id}`,
      headers: { cookie: a.cookie },
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(b.cookie)).statusCode).toBe(401);
    expect((await me(a.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(userSessions).where(eq(userSessions.id, target.id));
    expect(row).toMatchObject({ isActive: false });

    // Already ended: nothing left to end.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${target.id}`,
      headers: { cookie: a.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('ending the current session by id signs this browser out', async () => {
    const a = await signIn(t.app, DEMO.istanbul, undefined, { userAgent: 'current-end', platform: 'Linux' });
    const current = (await listSessions(a.cookie)).find((s) => s.isCurrent)!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${current.id}`,
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/portal\.session_token=;/);
    expect((await me(a.cookie)).statusCode).toBe(401);
  });

  it('end-others ends every session but the current one', async () => {
    const keep = await signIn(t.app, DEMO.admin, undefined, { userAgent: CHROME_MAC, platform: 'MacIntel' });
    const x = await signIn(t.app, DEMO.admin, undefined, { userAgent: FIREFOX_WIN, platform: 'Win32' });
    const y = await signIn(t.app, DEMO.admin, undefined, { userAgent: SAFARI_IPHONE, platform: 'iPhone' });
    const bystander = await signIn(t.app, DEMO.bayi, undefined, { userAgent: 'bystander' });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/end-others',
      headers: { cookie: keep.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(keep.cookie)).statusCode).toBe(200);
    expect((await me(x.cookie)).statusCode).toBe(401);
    expect((await me(y.cookie)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
    const sessions = await listSessions(keep.cookie);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.isCurrent).toBe(true);
    expect((await deviceRows(DEMO.admin)).filter((r) => r.isActive)).toHaveLength(1);
  });

  it('the heartbeat updates last activity and the expiry', async () => {
    const { cookie } = await signIn(t.app, DEMO.turkiye, undefined, {
      userAgent: 'heartbeat-device',
      platform: 'Linux',
    });
    const id = await userId(DEMO.turkiye);
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    await t.database.db
      .update(userSessions)
      .set({ lastActivity: longAgo })
      .where(and(eq(userSessions.userId, id), eq(userSessions.userAgent, 'heartbeat-device')));

    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/sessions/heartbeat', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(new Date(body.lastActivity).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const [row] = await t.database.db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, id), eq(userSessions.userAgent, 'heartbeat-device')));
    expect(row!.lastActivity.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.lastActivity.getTime()).toBeGreaterThan(longAgo.getTime());

    expect((await t.app.inject({ method: 'POST', url: '/api/sessions/heartbeat' })).statusCode).toBe(401);
  });

  it('an expired session is refused and not listed', async () => {
    const old = await signIn(t.app, DEMO.bayi, undefined, { userAgent: 'expired-device', platform: 'Linux' });
    const fresh = await signIn(t.app, DEMO.bayi, undefined, { userAgent: 'fresh-device', platform: 'Linux' });
    const [row] = await t.database.db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userAgent, 'expired-device'), eq(userSessions.isActive, true)));
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, row!.authSessionId!));
    expect((await me(old.cookie)).statusCode).toBe(401);
    const listed = await listSessions(fresh.cookie);
    expect(listed.map((s) => s.id)).not.toContain(row!.id);
  });
});

describe('sign-out', () => {
  it('local ends only this session', async () => {
    const a = await signIn(t.app, DEMO.musteri, undefined, { userAgent: CHROME_MAC, platform: 'MacIntel' });
    const b = await signIn(t.app, DEMO.musteri, undefined, { userAgent: SAFARI_IPHONE, platform: 'iPhone' });
    const res = await signOut(a.cookie, { scope: 'local' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/portal\.session_token=;/);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(200);
    const rows = await deviceRows(DEMO.musteri);
    const active = rows.filter((r) => r.isActive).map((r) => r.userAgent);
    expect(active).toContain(SAFARI_IPHONE);
    expect(active).not.toContain(CHROME_MAC);
  });

  it('others ends every other session and keeps this one', async () => {
    const a = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'so-a', platform: 'Linux' });
    const b = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'so-b', platform: 'Linux' });
    const res = await signOut(a.cookie, { scope: 'others' });
    expect(res.statusCode).toBe(204);
    expect((await me(a.cookie)).statusCode).toBe(200);
    expect((await me(b.cookie)).statusCode).toBe(401);
  });

  it('global ends every session of the member', async () => {
    const a = await signIn(t.app, DEMO.istanbul, undefined, { userAgent: 'sg-a', platform: 'Linux' });
    const b = await signIn(t.app, DEMO.istanbul, undefined, { userAgent: 'sg-b', platform: 'Linux' });
    const bystander = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'sg-bystander' });
    const res = await signOut(a.cookie, { scope: 'global' });
    expect(res.statusCode).toBe(204);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
    expect((await deviceRows(DEMO.istanbul)).filter((r) => r.isActive)).toEqual([]);
  });

  it('with no scope given signs out globally, the specification default', async () => {
    const a = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'sd-a', platform: 'Linux' });
    const b = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'sd-b', platform: 'Linux' });
    const res = await signOut(a.cookie, {});
    expect(res.statusCode).toBe(204);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(401);
  });

  it('an unknown scope answers 400 INVALID_SIGN_OUT_SCOPE and ends nothing', async () => {
    const a = await signIn(t.app, DEMO.turkiye, undefined, { userAgent: 'scope-bad' });
    for (const payload of [{ scope: 'everything' }, { scope: 1 }, { scope: 'local', extra: true }]) {
      const res = await signOut(a.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_SIGN_OUT_SCOPE',
        message: 'Çıkış kapsamı global, local veya others olmalıdır',
      });
    }
    expect((await me(a.cookie)).statusCode).toBe(200);
  });

  it('signing out without a session answers 204', async () => {
    expect((await signOut(undefined)).statusCode).toBe(204);
    expect((await signOut(undefined, { scope: 'global' })).statusCode).toBe(204);
    expect((await signOut('portal.session_token=stale.token')).statusCode).toBe(204);
  });
});
