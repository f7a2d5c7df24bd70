import { profiles } from '@portal/db/schema';
import { ERROR_CODES } from '@portal/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';
import { tableCounts } from './table-counts';

let t: TestContext;
let admin = '';
let musteri = '';
let inviteCode = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.admin)).cookie;
  musteri = (await signIn(t.app, DEMO.musteri)).cookie;
  const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
  inviteCode = bayi!.permanentInviteCode;
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udfff';
const HOME = {
  title: 'Ev',
  recipientName: 'Demo Müşteri',
  phone: '0532 123 45 67',
  city: 'İstanbul',
  district: 'Kadıköy',
  addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
  postalCode: '34710',
};

type Call = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  cookie?: () => string;
  payload?: string | object;
  headers?: Record<string, string>;
  where: 'params' | 'query' | 'body' | 'headers';
};

/** Each bad text, spelt the way a client would send it in that place. */
function cases(bad: string): Call[] {
  const q = encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, '')) || '%00';
  // A lone surrogate has no UTF-8 spelling, so in a URL only NUL can arrive; JSON carries both.
  const inUrl = bad === NUL ? '%00' : q;
  const body = (value: object) => JSON.stringify(value);
  return [
    { name: 'public product search', method: 'GET', url: `/api/public/products?search=${inUrl}`, where: 'query' },
    {
      name: 'shop product search',
      method: 'GET',
      url: `/api/shop/products?search=${inUrl}`,
      cookie: () => musteri,
      where: 'query',
    },
    {
      name: 'admin product search',
      method: 'GET',
      url: `/api/admin/products?search=${inUrl}`,
      cookie: () => admin,
      where: 'query',
    },
    {
      name: 'my orders search',
      method: 'GET',
      url: `/api/orders/mine?search=${inUrl}`,
      cookie: () => musteri,
      where: 'query',
    },
    {
      name: 'managed orders city',
      method: 'GET',
      url: `/api/orders?city=${inUrl}`,
      cookie: () => admin,
      where: 'query',
    },
    { name: 'order by id', method: 'GET', url: `/api/orders/${inUrl}`, cookie: () => admin, where: 'params' },
    { name: 'address by id', method: 'GET', url: `/api/addresses/${inUrl}`, cookie: () => musteri, where: 'params' },
    {
      name: 'outbox by recipient',
      method: 'GET',
      url: `/api/admin/outbox?to=${inUrl}`,
      cookie: () => admin,
      where: 'query',
    },
    { name: 'invitation lookup', method: 'GET', url: `/api/invitations/lookup/${inUrl}`, where: 'params' },
    {
      name: 'new address',
      method: 'POST',
      url: '/api/addresses',
      cookie: () => musteri,
      payload: body({ ...HOME, district: `Kadı${bad}köy` }),
      where: 'body',
    },
    {
      name: 'profile settings',
      method: 'PUT',
      url: '/api/settings/profile',
      cookie: () => musteri,
      payload: body({ name: `Demo${bad} Müşteri`, phone: null }),
      where: 'body',
    },
    {
      name: 'sign-in email',
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: body({ email: `${DEMO.bayi}${bad}`, password: DEMO_PASSWORD }),
      where: 'body',
    },
    {
      name: 'sign-in device key',
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: body({ email: DEMO.bayi, password: DEMO_PASSWORD, deviceInfo: { [`platform${bad}`]: 'x' } }),
      where: 'body',
    },
    {
      name: 'registration',
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ code: inviteCode, name: `Yeni${bad} Üye`, email: 'yeni@example.com', password: 'Guclu.Sifre1' }),
      where: 'body',
    },
    {
      name: 'registration code',
      method: 'POST',
      url: '/api/auth/register',
      payload: body({ code: `${bad}`, name: 'Yeni Üye', email: 'yeni@example.com', password: 'Guclu.Sifre1' }),
      where: 'body',
    },
    {
      name: 'forgot password',
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: body({ email: `${bad}${DEMO.bayi}` }),
      where: 'body',
    },
    {
      // The body is `z.unknown()`: nothing but the edge looks at it before the provider does.
      name: 'payment callback',
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      payload: body({ paymentId: `x${bad}`, nested: [{ deep: bad }] }),
      where: 'body',
    },
    {
      name: 'checkout idempotency key',
      method: 'POST',
      url: '/api/checkout',
      cookie: () => musteri,
      headers: { 'idempotency-key': `key-${bad}` },
      payload: body({
        addressId: '00000000-0000-4000-8000-000000000000',
        paymentMethod: 'bank_transfer',
        acceptedTotal: 0,
      }),
      where: 'headers',
    },
  ];
}

async function send(call: Call) {
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...(call.cookie ? { cookie: call.cookie() } : {}),
      ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}

function expectInvalidText(res: Awaited<ReturnType<typeof send>>, call: Call) {
  expect(res.statusCode, `${call.name}: ${res.body}`).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ code: 'INVALID_TEXT', message: ERROR_CODES.INVALID_TEXT.message });
  expect(body.message).toBe('Metin geçersiz karakterler içeriyor.');
  expect(body.requestId).toBe(res.headers['x-request-id']);
  expect(body.details[0].in).toBe(call.where);
}

describe('text the database cannot store is refused at the edge', () => {
  for (const [label, bad] of [
    ['a NUL byte', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ] as const) {
    it(`${label}: 400 INVALID_TEXT in every place, and nothing is written`, async () => {
      const before = await tableCounts(t.database);
      for (const call of cases(bad)) {
        if (call.where !== 'body' && bad !== NUL) continue;
        expectInvalidText(await send(call), call);
      }
      expect(await tableCounts(t.database)).toEqual(before);
    });
  }

  it('names the place of the bad text without echoing the character itself', async () => {
    const res = await send({
      name: 'nested',
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: JSON.stringify({ email: DEMO.bayi, password: DEMO_PASSWORD, deviceInfo: { platform: `a${NUL}` } }),
      where: 'body',
    });
    expect(res.json().details).toEqual([{ in: 'body', path: 'deviceInfo.platform', problem: 'text' }]);
    expect(res.body).not.toContain('\\u0000');
  });

  it('a surrogate pair (an emoji) is ordinary text and passes', async () => {
    const res = await t.app.inject({ url: `/api/public/products?search=${encodeURIComponent('😀')}` });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/profile',
      headers: { cookie: musteri },
      payload: { name: 'Demo Müşteri 😀', phone: null },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().profile?.name ?? profile.json().name ?? profile.body).toContain('😀');
  });

  it('a percent-encoded NUL in a cookie is refused before any session lookup', async () => {
    const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie: 'portal.session_token=abc%00def' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TEXT', details: [{ in: 'headers' }] });
  });

  it('a header character that is not a byte is refused before any session lookup, not a 500', async () => {
    // Over HTTP a header is bytes; an in-process request can carry any character, and the session
    // lookup's fetch Headers threw on 'ş' (U+015F) with a 500.
    for (const headers of [
      { cookie: `${musteri}; x=ş` },
      { cookie: musteri, 'x-forwarded-for': 'ş' },
      { 'user-agent': 'Tarayıcı' },
    ]) {
      const res = await t.app.inject({ url: '/api/auth/me', headers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TEXT', details: [{ in: 'headers', problem: 'text' }] });
    }
    const latin1 = await t.app.inject({ url: '/api/auth/me', headers: { cookie: musteri, 'x-note': 'caf\u00e9' } });
    expect(latin1.statusCode, latin1.body).toBe(200);
  });

  it('the payment sandbox form post is checked too', async () => {
    const before = await tableCounts(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'session=abc%00&cardNumber=4242&decision=pay',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TEXT', details: [{ in: 'body', path: 'session' }] });
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('a body nested deeper than the edge allows is refused as invalid, not a 500', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    for (const url of ['/api/payments/callback/sandbox', '/api/auth/sign-in']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: url.endsWith('sign-in') ? `{"deviceInfo":${deep}}` : deep,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ in: 'body', problem: 'depth' }] });
    }
  });
});
