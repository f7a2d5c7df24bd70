import { profiles, twoFactors } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext, totpCode } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = DEMO.istanbul;

const post = (url: string, cookie: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

/** Cookie jar: the old cookies with any that the response set or cleared replaced. */
function merge(cookie: string, res: { headers: Record<string, unknown> }) {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c] as const),
  );
  const raw = res.headers['set-cookie'];
  for (const c of ([] as string[]).concat((raw as string | string[]) ?? [])) {
    const pair = c.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=') || /max-age=0/i.test(c)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** A code for a moment well inside its 30-second step, so a test never races the step boundary. */
async function currentCode(secret: string) {
  return totpCode(secret, Date.now());
}

describe('TOTP helper', () => {
  it('matches the RFC 6238 SHA-1 test vector', async () => {
    // Secret "12345678901234567890" in base32; T = 59 s → 94287082 (8 digits).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await totpCode(secret, 59_000, 30, 8)).toBe('94287082');
    expect(await totpCode(secret, 1_111_111_109_000, 30, 8)).toBe('07081804');
    expect(await totpCode(secret, 59_000)).toBe('287082');
  });
});

describe('two-factor authentication', () => {
  let secret = '';

  it('enrolment needs the password and returns an otpauth URI with backup codes', async () => {
    const { cookie } = await signIn(t.app, EMAIL, DEMO_PASSWORD, { userAgent: 'tf-setup', platform: 'Linux' });
    const wrong = await post('/api/auth/two-factor/enrol', cookie, { password: 'Yanlis.Sifre' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');

    const res = await post('/api/auth/two-factor/enrol', cookie, { password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { totpURI, backupCodes } = res.json();
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toContain(EMAIL);
    expect(uri.searchParams.get('issuer')).toBe('Bayi Portalı');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
    secret = uri.searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(backupCodes.length).toBeGreaterThan(0);

    // Not on until a code confirms it.
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, EMAIL));
    expect(profile!.twoFactorEnabled).toBe(false);
    const plain = await post(
      '/api/auth/sign-in',
      undefined,
      { email: EMAIL, password: DEMO_PASSWORD },
      { 'user-agent': 'tf-plain' },
    );
    expect(plain.json().user.email).toBe(EMAIL);

    // A wrong code does not confirm.
    const good = await currentCode(secret);
    const bad = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/auth/two-factor/confirm', cookie, { code: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', message: 'Doğrulama kodu hatalı' });

    const confirmed = await post('/api/auth/two-factor/confirm', cookie, { code: await currentCode(secret) });
    expect(confirmed.statusCode).toBe(204);
    const [after] = await t.database.db.select().from(profiles).where(eq(profiles.email, EMAIL));
    expect(after!.twoFactorEnabled).toBe(true);
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, after!.id));
    expect(row!.verified).toBe(true);
    expect(row!.secret).not.toContain(secret); // stored encrypted

    // The browser that turned it on stays signed in, and its device session is still listed as current.
    const jar = merge(cookie, confirmed);
    expect((await me(jar)).statusCode).toBe(200);
    expect((await me(jar)).json().user.twoFactorEnabled).toBe(true);
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie: jar } });
    expect(list.json().sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    const heartbeat = await t.app.inject({ method: 'POST', url: '/api/sessions/heartbeat', headers: { cookie: jar } });
    expect(heartbeat.statusCode).toBe(200);
  });

  it('sign-in then asks for the code and gives no usable session until it is verified', async () => {
    expect(secret).not.toBe('');
    const first = await post(
      '/api/auth/sign-in',
      undefined,
      { email: EMAIL, password: DEMO_PASSWORD },
      { 'user-agent': 'tf-login' },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const challenge = cookiesFrom(first);
    expect(challenge).toContain('portal.two_factor=');
    expect(challenge).not.toContain('portal.session_token=');
    expect((await me(challenge)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/sessions', headers: { cookie: challenge } })).statusCode).toBe(401);

    const good = await currentCode(secret);
    const bad = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/auth/two-factor/verify', challenge, { code: bad });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(cookiesFrom(wrong)).not.toContain('portal.session_token=');

    const malformed = await post('/api/auth/two-factor/verify', challenge, { code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');

    const verified = await post(
      '/api/auth/two-factor/verify',
      challenge,
      { code: await currentCode(secret), deviceInfo: { platform: 'Linux' } },
      { 'user-agent': 'tf-login' },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: EMAIL, role: 'cityDistributor', twoFactorEnabled: true });
    const session = cookiesFrom(verified);
    expect(session).toContain('portal.session_token=');
    expect((await me(session)).statusCode).toBe(200);

    // The device session was recorded for the two-factor sign-in as well.
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie: session } });
    const current = list.json().sessions.find((s: { isCurrent: boolean }) => s.isCurrent);
    expect(current?.deviceName).toContain('Linux');

    // The challenge is spent.
    const replay = await post('/api/auth/two-factor/verify', challenge, { code: await currentCode(secret) });
    expect(replay.statusCode).toBe(400);
  });

  it('verify without a pending sign-in is refused', async () => {
    const res = await post('/api/auth/two-factor/verify', undefined, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(['TWO_FACTOR_REQUIRED', 'INVALID_TWO_FACTOR_CODE']).toContain(res.json().code);
    expect(cookiesFrom(res)).not.toContain('portal.session_token=');
  });

  it('the phone sign-in asks for the code as well', async () => {
    const res = await post('/api/auth/sign-in', undefined, { phone: '0555 000 00 03', password: DEMO_PASSWORD });
    expect(res.json()).toEqual({ twoFactorRequired: true });
  });

  it('a wrong password never reaches the two-factor step', async () => {
    const res = await post('/api/auth/sign-in', undefined, { email: EMAIL, password: 'Yanlis.Sifre' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    expect(cookiesFrom(res)).not.toContain('portal.two_factor=');
  });

  it('disabling needs the password; afterwards sign-in needs no code', async () => {
    const first = await post(
      '/api/auth/sign-in',
      undefined,
      { email: EMAIL, password: DEMO_PASSWORD },
      { 'user-agent': 'tf-off' },
    );
    const verified = await post(
      '/api/auth/two-factor/verify',
      cookiesFrom(first),
      { code: await currentCode(secret) },
      { 'user-agent': 'tf-off' },
    );
    const cookie = cookiesFrom(verified);

    const wrong = await post('/api/auth/two-factor/disable', cookie, { password: 'Yanlis.Sifre' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');

    const off = await post('/api/auth/two-factor/disable', cookie, { password: DEMO_PASSWORD });
    expect(off.statusCode).toBe(204);
    const jar = merge(cookie, off);
    expect((await me(jar)).statusCode).toBe(200);
    expect((await me(jar)).json().user.twoFactorEnabled).toBe(false);
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie: jar } });
    expect(list.json().sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);

    const plain = await post('/api/auth/sign-in', undefined, { email: EMAIL, password: DEMO_PASSWORD });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().user).toMatchObject({ email: EMAIL, twoFactorEnabled: false });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, EMAIL));
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, profile!.id))).toEqual([]);
  });
});
