import { emailOutbox, profiles, signInAttempts } from '@portal/db/schema';
import { and, asc, desc, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NAMED = Object.values(DEMO) as string[];

function postSignIn(payload: unknown, ip = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: payload as object, remoteAddress: ip });
}

/** Active, not deleted demo members that no other test of this file uses. */
async function unnamedClients(count: number) {
  const rows = await t.database.db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'client'),
        eq(profiles.isActive, true),
        eq(profiles.isDeleted, false),
        notInArray(profiles.email, NAMED),
      ),
    )
    .orderBy(asc(profiles.sellerNo))
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows;
}

describe('sign-in', () => {
  it('signs in by email and answers the member with role, seller number and sponsor', async () => {
    const res = await postSignIn({ email: DEMO.bayi, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: DEMO.bayi,
      role: 'dealer',
      name: 'Kadıköy Bayi',
      isActive: true,
      twoFactorEnabled: false,
      sponsor: { name: 'İstanbul Şehir Distribütörü', role: 'cityDistributor' },
    });
    expect(user.sellerNo).toMatch(/^TR-\d{6}$/);
    expect(user.sponsor.sellerNo).toMatch(/^TR-\d{6}$/);
    expect(user.sponsor.id).toBe(user.parentId);
    expect(user).not.toHaveProperty('password');
  });

  it('the root admin has no sponsor', async () => {
    const { user } = await signIn(t.app, DEMO.admin);
    expect(user).toMatchObject({ role: 'admin', parentId: null, sponsor: null });
  });

  it('signs in by phone however the number is typed', async () => {
    for (const phone of ['0555 000 00 05', '05550000005', '+90 (555) 000-00-05', '555 000 0005']) {
      const res = await postSignIn({ phone, password: DEMO_PASSWORD });
      expect({ phone, status: res.statusCode }).toEqual({ phone, status: 200 });
      expect(res.json().user).toMatchObject({ email: DEMO.musteri, role: 'client', phone: '05550000005' });
    }
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await postSignIn({ email: '  Ankara@Portal.TEST ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('cityDistributor');
  });

  it('refuses a wrong password with 400 INVALID_CREDENTIALS in Turkish and sets no cookie', async () => {
    const res = await postSignIn({ email: DEMO.turkiye, password: 'Yanlis.Sifre1' }, '10.1.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-posta/telefon veya şifre hatalı' });
    expect(res.json().requestId).toBeTruthy();
    expect(cookiesFrom(res)).not.toContain('session_token');
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await postSignIn({ email: 'nobody@portal.test', password: DEMO_PASSWORD }, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    const phone = await postSignIn({ phone: '0599 999 99 99', password: DEMO_PASSWORD }, '10.1.0.2');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('requires an identifier and a password', async () => {
    const cases = [
      {},
      { password: DEMO_PASSWORD },
      { email: '', password: DEMO_PASSWORD },
      { email: '   ', phone: ' ', password: DEMO_PASSWORD },
      { email: DEMO.bayi },
      { email: DEMO.bayi, password: '' },
      { phone: '05550000005' },
    ];
    for (const payload of cases) {
      const res = await postSignIn(payload, '10.1.0.3');
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json()).toMatchObject({
        code: 'AUTH_IDENTIFIER_REQUIRED',
        message: 'You must provide either an email or phone number and a password',
      });
    }
  });

  it('refuses an inactive member even with the right password, and ends their open session', async () => {
    const [member] = await unnamedClients(1);
    const open = await signIn(t.app, member!.email, DEMO_PASSWORD, { userAgent: 'inactive-test' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: open.cookie } })).statusCode).toBe(200);

    await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, member!.id));

    const res = await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, '10.1.0.4');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: 'Hesabınız aktif değil' });
    expect(cookiesFrom(res)).not.toContain('session_token');

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: open.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHORIZED');
    const sessions = await t.app.inject({ url: '/api/sessions', headers: { cookie: open.cookie } });
    expect(sessions.statusCode).toBe(401);

    // The wrong password still answers as a wrong password (nothing tells the account state apart).
    const wrong = await postSignIn({ email: member!.email, password: 'Yanlis.Sifre1' }, '10.1.0.4');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a soft-deleted member even with the right password, and ends their open session', async () => {
    const [, member] = await unnamedClients(2);
    const open = await signIn(t.app, member!.email, DEMO_PASSWORD, { userAgent: 'deleted-test' });
    await t.database.db
      .update(profiles)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(profiles.id, member!.id));

    const res = await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, '10.1.0.5');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: open.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses an inactive member who signs in by phone', async () => {
    const [row] = await t.database.db
      .select({ id: profiles.id, phone: profiles.phone })
      .from(profiles)
      .where(
        and(
          eq(profiles.role, 'dealer'),
          eq(profiles.isActive, true),
          notInArray(profiles.email, NAMED),
          ne(profiles.phone, ''),
        ),
      )
      .limit(1);
    await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, row!.id));
    const res = await postSignIn({ phone: row!.phone, password: DEMO_PASSWORD }, '10.1.0.6');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });
});

describe('sign-in throttling', () => {
  /** Each guess from an address of its own, as from a botnet. */
  let nextAddress = 0;
  let lastAddress = '';
  const freshAddress = () => {
    nextAddress++;
    lastAddress = `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
    return lastAddress;
  };

  /** Moves an account's recorded attempts into the past, as if that much time had gone by. */
  async function letTimePass(userId: string, ms: number) {
    const rows = await t.database.db
      .select({ id: signInAttempts.id, createdAt: signInAttempts.createdAt })
      .from(signInAttempts)
      .where(eq(signInAttempts.userId, userId));
    for (const row of rows) {
      await t.database.db
        .update(signInAttempts)
        .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
        .where(eq(signInAttempts.id, row.id));
    }
  }

  let spare: { id: string; email: string }[] = [];
  beforeAll(async () => {
    spare = await unnamedClients(6);
  });

  async function guessFiveTimes(login: { email: string } | { phone: string }) {
    for (let i = 0; i < 5; i++) {
      const res = await postSignIn({ ...login, password: `Wrong.${i}pass` }, freshAddress());
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
  }

  it('slows one account after 5 wrong passwords, whatever addresses they come from', async () => {
    await guessFiveTimes({ email: DEMO.istanbul });
    // The sixth attempt, from yet another address, waits: right password or not, it is not checked.
    const held = await postSignIn({ email: DEMO.istanbul, password: DEMO_PASSWORD }, freshAddress());
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Çok fazla başarısız giriş denemesi. Lütfen birkaç dakika sonra tekrar deneyin.',
    });
    const wait = held.json().details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(cookiesFrom(held)).not.toContain('session_token');

    // The same account typed differently is still the same account.
    const shouted = await postSignIn({ email: ' ISTANBUL@portal.test', password: DEMO_PASSWORD }, freshAddress());
    expect(shouted.statusCode).toBe(429);
    // Held attempts are not guesses: they do not lengthen the wait.
    const again = await postSignIn({ email: DEMO.istanbul, password: 'Wrong.again1' }, freshAddress());
    expect(again.json().details.retryAfterSeconds).toBeLessThanOrEqual(wait);

    // Other accounts, even from the guesser's addresses, are not affected.
    const other = await postSignIn({ email: DEMO.ankara, password: DEMO_PASSWORD }, lastAddress);
    expect(other.statusCode).toBe(200);
  });

  it('lets the right password in once the delay has passed, and doubles the delay for further guesses', async () => {
    const member = spare[0];
    await guessFiveTimes({ email: member!.email });
    await postSignIn({ email: member!.email, password: 'Wrong.6pass' }, freshAddress());
    await letTimePass(member!.id, 31_000);
    // A sixth guess is checked after 30 s, and the seventh then waits 60 s.
    expect((await postSignIn({ email: member!.email, password: 'Wrong.6pass' }, freshAddress())).statusCode).toBe(400);
    const held = await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, freshAddress());
    expect(held.statusCode).toBe(429);
    expect(held.json().details.retryAfterSeconds).toBeGreaterThan(55);
    await letTimePass(member!.id, 61_000);
    const res = await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, freshAddress());
    expect(res.statusCode).toBe(200);
    // The success starts the count again.
    expect((await postSignIn({ email: member!.email, password: 'Wrong.7pass' }, freshAddress())).statusCode).toBe(400);
  });

  it("does not hold the member's own browser, where they signed in before", async () => {
    const [member, other] = [spare[1], spare[2]];
    const earlier = await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, '192.0.2.10');
    expect(earlier.statusCode).toBe(200);
    const knownDevice = cookiesFrom(earlier)
      .split('; ')
      .find((c) => c.startsWith('portal.known_device='));
    expect(knownDevice).toBeTruthy();

    await guessFiveTimes({ email: member!.email });
    expect((await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, freshAddress())).statusCode).toBe(429);

    const fromHome = (payload: object, cookie = knownDevice!) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload,
        remoteAddress: '192.0.2.11',
        headers: { cookie },
      });
    // The cookie speaks for its own account only, and only when it is ours.
    const forged = knownDevice!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fromHome({ email: member!.email, password: DEMO_PASSWORD }, forged)).statusCode).toBe(429);
    await guessFiveTimes({ email: other!.email });
    expect((await fromHome({ email: other!.email, password: DEMO_PASSWORD })).statusCode).toBe(429);

    const home = await fromHome({ email: member!.email, password: DEMO_PASSWORD });
    expect(home.statusCode).toBe(200);
    await guessFiveTimes({ email: member!.email });

    // A wrong password from the remembered browser forgets it: a stolen cookie is worth one guess.
    const wrong = await fromHome({ email: member!.email, password: 'Wrong.home1' });
    expect(wrong.statusCode).toBe(400);
    const cleared = ([] as string[]).concat(wrong.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^portal\.known_device=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('ends the delay when the member resets their password', async () => {
    const member = spare[3];
    await guessFiveTimes({ email: member!.email });
    expect((await postSignIn({ email: member!.email, password: DEMO_PASSWORD }, freshAddress())).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member!.email },
      remoteAddress: '192.0.2.20',
    });
    expect(forgot.statusCode).toBe(204);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, member!.email))
      .orderBy(desc(emailOutbox.createdAt));
    const token = decodeURIComponent(mail!.text.match(/reset-password\?token=([^\s"&]+)/)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Yeni.Sifre.2026' },
      remoteAddress: '192.0.2.20',
    });
    expect(reset.statusCode).toBe(204);
    const res = await postSignIn({ email: member!.email, password: 'Yeni.Sifre.2026' }, '192.0.2.21');
    expect(res.statusCode).toBe(200);
  });

  it('counts an account once however it is named: phone typings and email together', async () => {
    const [owner] = await t.database.db
      .select({ email: profiles.email, phone: profiles.phone })
      .from(profiles)
      .where(and(eq(profiles.role, 'dealer'), eq(profiles.isActive, true), notInArray(profiles.email, NAMED)))
      .orderBy(asc(profiles.sellerNo))
      .offset(3)
      .limit(1);
    const p = owner!.phone!;
    expect(p).toMatch(/^05\d{9}$/);
    const typings = [
      `${p.slice(0, 4)} ${p.slice(4, 7)} ${p.slice(7, 9)} ${p.slice(9)}`,
      p,
      `+90${p.slice(1)}`,
      `${p.slice(1, 4)}-${p.slice(4, 7)}-${p.slice(7, 9)}-${p.slice(9)}`,
      `(${p.slice(0, 4)}) ${p.slice(4, 7)} ${p.slice(7)}`,
    ];
    for (const phone of typings) {
      const res = await postSignIn({ phone, password: 'Wrong.pass1' }, freshAddress());
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await postSignIn({ email: owner!.email, password: DEMO_PASSWORD }, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('slows guesses at an address that belongs to nobody the same way, so the answer tells nothing', async () => {
    await guessFiveTimes({ email: 'nobody.here@portal.test' });
    const held = await postSignIn({ email: 'nobody.here@portal.test', password: DEMO_PASSWORD }, freshAddress());
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('pauses an address after 30 failures across accounts', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i++) {
      const res = await postSignIn({ email: `ghost${i}@portal.test`, password: 'Wrong.pass1' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const res = await postSignIn({ email: DEMO.admin, password: DEMO_PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await postSignIn({ email: DEMO.admin, password: DEMO_PASSWORD }, '203.0.113.10')).statusCode).toBe(200);
  });

  it('records every attempt in sign_in_attempts', async () => {
    const ip = '192.0.2.55';
    await postSignIn({ email: DEMO.turkiye, password: 'Wrong.pass1' }, ip);
    await postSignIn({ email: DEMO.turkiye, password: DEMO_PASSWORD }, ip);
    await postSignIn({ email: 'nobody.at.all@portal.test', password: 'Wrong.pass1' }, ip);
    const rows = await t.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.ipAddress, ip))
      .orderBy(asc(signInAttempts.createdAt));
    const [turkiye] = await t.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, DEMO.turkiye));
    expect(
      rows.map((r) => ({ identifier: r.identifier, userId: r.userId, success: r.success, reason: r.reason })),
    ).toEqual([
      { identifier: DEMO.turkiye, userId: turkiye!.id, success: false, reason: 'wrong_password' },
      { identifier: DEMO.turkiye, userId: turkiye!.id, success: true, reason: null },
      { identifier: 'nobody.at.all@portal.test', userId: null, success: false, reason: 'unknown_account' },
    ]);
  });
});

describe('me and the session cookie', () => {
  it('GET /api/auth/me answers the member with a cookie and 401 without one', async () => {
    const anonymous = await t.app.inject({ url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
    });

    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: 'portal.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);

    const { cookie } = await signIn(t.app, DEMO.ankara);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: DEMO.ankara,
      role: 'cityDistributor',
      sponsor: { role: 'turkeyDistributor' },
    });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await postSignIn({ email: DEMO.admin, password: DEMO_PASSWORD });
    const raw = res.headers['set-cookie'];
    const list = Array.isArray(raw) ? raw : [String(raw)];
    const session = list.find((c) => c.startsWith('portal.session_token='));
    expect(session).toBeTruthy();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
  });
});
