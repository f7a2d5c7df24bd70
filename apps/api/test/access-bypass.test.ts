/**
 * The access rule follows the route that matched, whatever the URL's spelling: the admin takeover
 * through `/%61pi/admin/outbox` and the limits it used to lift, replayed as an attacker would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppOn, DEMO, openTestDatabase, signIn, type TestContext, testConfig } from './helpers';

const SPELLINGS = [
  '/api/admin/outbox',
  '/%61pi/admin/outbox',
  '/%61%70%69/%61dmin/%6Futbox',
  '//api//admin//outbox',
  '/api/./admin/outbox',
  '/x/../api/admin/outbox',
  '/API/Admin/Outbox',
  '/api;a=1/admin/outbox;b=2',
  '/api/admin/outbox/',
];

// Each test builds a server configured its own way (limits, environment); their limits are kept
// in the server, so they share one database and none of them needs data of its own.
let database: TestContext['database'];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('the admin takeover chain', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestAppOn(database);
  });
  afterAll(() => t.close());

  it('a reset link for the admin cannot be read from the outbox by anyone but the admin, however the path is spelled', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: DEMO.admin },
    });
    expect(forgot.statusCode).toBe(204);

    const dealer = await signIn(t.app, DEMO.bayi);
    for (const path of SPELLINGS) {
      const url = `${path}?to=${encodeURIComponent(DEMO.admin)}`;
      const anonymous = await t.app.inject({ url });
      expect({ url, status: anonymous.statusCode, code: anonymous.json().code }).toEqual({
        url,
        status: 401,
        code: 'UNAUTHORIZED',
      });
      expect(anonymous.body).not.toContain('reset-password');
      const member = await t.app.inject({ url, headers: { cookie: dealer.cookie } });
      expect({ url, status: member.statusCode }).toEqual({ url, status: 403 });
      expect(member.body).not.toContain('reset-password');
    }

    // The admin still reads it (the outbox is theirs), by any spelling too.
    const admin = await signIn(t.app, DEMO.admin);
    for (const path of SPELLINGS) {
      const res = await t.app.inject({
        url: `${path}?to=${encodeURIComponent(DEMO.admin)}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('an encoded path runs no handler for an anonymous caller: product administration, shipments, automation', async () => {
    const attempts: [string, string][] = [
      ['GET', '/%61pi/admin/products'],
      ['GET', '/%61pi/shipments'],
      ['POST', '/%61pi/orders/automation/run'],
      ['DELETE', '/%61pi/admin/products/00000000-0000-4000-8000-000000000000'],
      ['GET', '/%61pi/permissions'],
    ];
    for (const [method, url] of attempts) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
  });
});

describe('limits follow the route, not the spelling', () => {
  it('the forgot-password limit cannot be lifted by spelling the path differently', async () => {
    const t = await createTestAppOn(database);
    try {
      const paths = ['/api/auth/forgot-password', '/%61pi/auth/forgot-password', '/API/AUTH/FORGOT-PASSWORD'];
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: paths[i % paths.length]!,
          payload: { email: `nobody${i}@portal.test` },
          remoteAddress: '10.20.30.40',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('the per-address request limit counts every spelling of an API path', async () => {
    const t = await createTestAppOn(database, { limits: { ...testConfig().limits, requestsPerMinute: 4 } });
    try {
      const paths = ['/api/health', '/%61pi/health', '//api/health', '/API/HEALTH', '/api/health;x'];
      const statuses: number[] = [];
      for (const url of paths) statuses.push((await t.app.inject({ url, remoteAddress: '10.20.30.41' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('refused requests count too: the limit is applied before the access rule', async () => {
    const t = await createTestAppOn(database, { limits: { ...testConfig().limits, requestsPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (const url of ['/api/permissions', '/%61pi/permissions', '/api/admin/outbox', '/api/permissions']) {
        const res = await t.app.inject({
          url,
          remoteAddress: '10.20.30.42',
          headers: { cookie: 'portal.session_token=forged.x' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('a cross-site write is refused on an encoded path as on the plain one', async () => {
    const t = await createTestAppOn(database);
    try {
      const admin = await signIn(t.app, DEMO.admin);
      for (const url of ['/api/orders/automation/run', '/%61pi/orders/automation/run']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: admin.cookie, origin: 'https://evil.example' },
          payload: {},
        });
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
          url,
          status: 403,
          code: 'CSRF_REJECTED',
        });
      }
    } finally {
      await t.close();
    }
  });
});

describe('operations endpoints', () => {
  const TOKEN = 'operations-token-operations-token-0123';

  it('are open outside production', async () => {
    const t = await createTestAppOn(database);
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('in production answer only configured addresses or the operations token, by any spelling', async () => {
    const t = await createTestAppOn(database, {
      env: 'production',
      operations: { allowFrom: ['10.0.0.0/8', '192.0.2.7'], token: TOKEN },
    });
    try {
      for (const url of [
        '/metrics',
        '/METRICS',
        '/%6detrics',
        '/api/docs/json',
        '/%61pi/docs/json',
        '/api/docs/static/index.html',
      ]) {
        const outsider = await t.app.inject({ url, remoteAddress: '203.0.113.9' });
        expect({ url, status: outsider.statusCode, code: outsider.json().code }).toEqual({
          url,
          status: 403,
          code: 'FORBIDDEN',
        });
        const wrongToken = await t.app.inject({
          url,
          remoteAddress: '203.0.113.9',
          headers: { authorization: `Bearer ${TOKEN}x` },
        });
        expect(wrongToken.statusCode).toBe(403);
        const withToken = await t.app.inject({
          url,
          remoteAddress: '203.0.113.9',
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        // Swagger UI's page answers with a redirect to its own file name; either way it is served.
        expect({ url, served: withToken.statusCode < 400 }).toEqual({ url, served: true });
        for (const ip of ['10.1.2.3', '192.0.2.7', '::ffff:10.9.9.9']) {
          const allowed = await t.app.inject({ url, remoteAddress: ip });
          expect({ url, ip, served: allowed.statusCode < 400 }).toEqual({ url, ip, served: true });
        }
      }
    } finally {
      await t.close();
    }
  });
});
