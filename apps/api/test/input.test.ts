import { invitations, profiles, signInAttempts } from '@portal/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';

let t: TestContext;
let inviteCode = '';
beforeAll(async () => {
  t = await createTestApp();
  const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
  inviteCode = bayi!.permanentInviteCode;
});
afterAll(() => t.close());

async function counts() {
  const [p] = await t.database.db.select({ n: count() }).from(profiles);
  const [a] = await t.database.db.select({ n: count() }).from(signInAttempts);
  const [i] = await t.database.db.select({ n: count() }).from(invitations);
  return { profiles: Number(p!.n), attempts: Number(a!.n), invitations: Number(i!.n) };
}

type InjectResponse = Awaited<ReturnType<TestContext['app']['inject']>>;

const TURKISH = /[çğıöşüÇĞİÖŞÜ]|istek|Geçersiz/;

/** Every refusal: our error shape, a Turkish message, the request id, never a 5xx. */
function expectRefusal(res: InjectResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toMatch(TURKISH);
  expect(body.requestId).toBeTruthy();
  expect(body.requestId).toBe(res.headers['x-request-id']);
  return body;
}

const raw = (url: string, contentType: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } });

describe('malformed input', () => {
  it('malformed JSON answers 400 INVALID_JSON and writes nothing', async () => {
    const before = await counts();
    for (const body of ['{"email":', '{email: "x"}', "{'a':1}", '[1,2', '{"a":1}}', 'nope']) {
      const res = await raw('/api/auth/sign-in', 'application/json', body);
      expectRefusal(res, 400, 'INVALID_JSON');
      expect(res.json().message).toBe('İstek gövdesi geçerli bir JSON değil');
    }
    const reg = await raw('/api/auth/register', 'application/json', `{"code":"${inviteCode}","name":"X`);
    expectRefusal(reg, 400, 'INVALID_JSON');
    expect(await counts()).toEqual(before);
  });

  it('wrong types answer 400 VALIDATION_ERROR with the fields in details', async () => {
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 42, password: true },
    });
    const body = expectRefusal(res, 400, 'VALIDATION_ERROR');
    expect(body.message).toBe('Geçersiz istek');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'email' }),
        expect.objectContaining({ path: 'password' }),
      ]),
    );
    for (const d of body.details) expect(typeof d.message).toBe('string');

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO.bayi, password: DEMO_PASSWORD, deviceInfo: { screenWidth: 'wide' } },
    });
    expect(expectRefusal(nested, 400, 'VALIDATION_ERROR').details).toEqual([
      expect.objectContaining({ path: 'deviceInfo.screenWidth' }),
    ]);

    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { code: inviteCode, name: ['x'], email: 'a@b.co', password: 12345678 },
    });
    expectRefusal(reg, 400, 'VALIDATION_ERROR');
    // A JSON body that is not an object at all.
    expectRefusal(await raw('/api/auth/sign-in', 'application/json', '"text"'), 400, 'VALIDATION_ERROR');
    expectRefusal(await raw('/api/auth/sign-in', 'application/json', 'null'), 400, 'VALIDATION_ERROR');
    expect(await counts()).toEqual(before);
  });

  it('unknown fields in a strict body answer 400', async () => {
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO.bayi, password: DEMO_PASSWORD, role: 'admin' },
    });
    expectRefusal(res, 400, 'VALIDATION_ERROR');
    expect(res.headers['set-cookie']).toBeUndefined();

    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        code: inviteCode,
        name: 'Sinsi Üye',
        email: 'sinsi@example.com',
        password: 'Guclu.Sifre1',
        role: 'admin',
      },
    });
    expectRefusal(reg, 400, 'VALIDATION_ERROR');
    const [sneaky] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'sinsi@example.com'));
    expect(sneaky).toBeUndefined();

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO.bayi, password: DEMO_PASSWORD, deviceInfo: { platform: 'x', isAdmin: true } },
    });
    expectRefusal(nested, 400, 'VALIDATION_ERROR');
    expect(await counts()).toEqual(before);
  });

  it('a body over 1 MiB answers 413 PAYLOAD_TOO_LARGE', async () => {
    const before = await counts();
    const big = JSON.stringify({ email: DEMO.bayi, password: DEMO_PASSWORD, pad: 'x'.repeat(1_100_000) });
    const res = await raw('/api/auth/sign-in', 'application/json', big);
    expectRefusal(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.json().message).toBe('İstek gövdesi çok büyük');
    const reg = await raw(
      '/api/auth/register',
      'application/json',
      JSON.stringify({
        code: inviteCode,
        name: 'x'.repeat(1_100_000),
        email: 'big@example.com',
        password: 'Guclu.Sifre1',
      }),
    );
    expectRefusal(reg, 413, 'PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  });

  it('a body just under the limit is read normally', async () => {
    const res = await raw(
      '/api/auth/sign-in',
      'application/json',
      JSON.stringify({ email: DEMO.bayi, password: DEMO_PASSWORD, pad: 'x'.repeat(1_000_000) }),
    );
    // Read, then refused for its unknown field: not a 413.
    expectRefusal(res, 400, 'VALIDATION_ERROR');
  });

  it('text/plain and form bodies on a JSON route answer 415', async () => {
    const before = await counts();
    const credentials = JSON.stringify({ email: DEMO.bayi, password: DEMO_PASSWORD });
    const cases: [string, string][] = [
      ['text/plain', credentials],
      ['text/plain;charset=UTF-8', credentials],
      ['application/x-www-form-urlencoded', `email=${encodeURIComponent(DEMO.bayi)}&password=${DEMO_PASSWORD}`],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${DEMO.bayi}\r\n--x--`,
      ],
      ['application/xml', '<a/>'],
    ];
    for (const [type, body] of cases) {
      const res = await raw('/api/auth/sign-in', type, body);
      expectRefusal(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(res.json().message).toBe('İstek gövdesi JSON olarak gönderilmelidir');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const reg = await raw(
      '/api/auth/register',
      'text/plain',
      JSON.stringify({ code: inviteCode, name: 'Düz Metin', email: 'plain@example.com', password: 'Guclu.Sifre1' }),
    );
    expectRefusal(reg, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await counts()).toEqual(before);
  });

  it('a refused body on a signed-in write changes nothing', async () => {
    const { cookie } = await signIn(t.app, DEMO.admin);
    const before = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.admin));
    for (const [type, body] of [
      ['application/json', '{"role":"dealer",'],
      ['text/plain', '{"role":"dealer","permissionKey":"canAccessHome","enabled":false}'],
      ['application/json', '{"role":"dealer","permissionKey":"canAccessHome","enabled":"no"}'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/permissions',
        payload: body,
        headers: { cookie, 'content-type': type },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const me = await t.app.inject({
      url: '/api/permissions/me',
      headers: { cookie: (await signIn(t.app, DEMO.bayi)).cookie },
    });
    expect(me.json().keys).toContain('canAccessHome');
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.admin))).toEqual(before);
  });
});

describe('cross-site writes', () => {
  it('refuses a foreign Origin with 403 CSRF_REJECTED before doing anything', async () => {
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO.bayi, password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    const body = expectRefusal(res, 403, 'CSRF_REJECTED');
    expect(body.message).toBe('Güvenlik doğrulaması başarısız. Lütfen sayfayı yenileyip tekrar deneyin.');
    expect(res.headers['set-cookie']).toBeUndefined();

    const { cookie } = await signIn(t.app, DEMO.admin);
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/permissions',
      payload: { role: 'dealer', permissionKey: 'canAccessHome', enabled: false },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expectRefusal(write, 403, 'CSRF_REJECTED');
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'null' },
    });
    expectRefusal(signOut, 403, 'CSRF_REJECTED');
    const nullSameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'null', 'sec-fetch-site': 'same-site' },
    });
    expectRefusal(nullSameSite, 403, 'CSRF_REJECTED');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const after = await counts();
    expect(after.profiles).toBe(before.profiles);
    expect(after.attempts).toBe(before.attempts + 1); // only the admin sign-in of this test
  });

  it("refuses 'Sec-Fetch-Site: cross-site' with 403", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO.bayi, password: DEMO_PASSWORD },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectRefusal(res, 403, 'CSRF_REJECTED');
  });

  it('accepts same-origin writes', async () => {
    for (const headers of [
      { origin: 'http://localhost:3000' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://api.internal:8080', host: 'api.internal:8080' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      // A plain form post of our own page under Referrer-Policy: no-referrer.
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: DEMO.bayi, password: DEMO_PASSWORD },
        headers,
      });
      expect({ headers, status: res.statusCode }).toEqual({ headers, status: 200 });
    }
  });
});
