import type { AddressInfo } from 'node:net';
import { signInAttempts } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../src/app';
import type { Config } from '../src/platform/config';
import { DEMO, openTestDatabase, signIn, testConfig } from './helpers';

/**
 * Client addresses and hosts behind a load balancer: only a peer that TRUST_PROXY trusts may say
 * who the client is (X-Forwarded-For) or which host was asked for (X-Forwarded-Host).
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const apps: App[] = [];

async function appWith(trustProxy: Config['trustProxy'], requestsPerMinute = 600) {
  const base = testConfig();
  const app = await buildApp({
    config: testConfig({ trustProxy, limits: { ...base.limits, requestsPerMinute } }),
    database,
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

let probe = 0;
/** The client address the server recorded for a request, read back from its sign-in attempt. */
async function addressSeen(app: App, remoteAddress: string, forwardedFor?: string) {
  const identifier = `probe-${++probe}@portal.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: identifier, password: 'Yanlis.Sifre1' },
  });
  expect(res.statusCode).toBe(400);
  const [row] = await database.db
    .select({ ip: signInAttempts.ipAddress })
    .from(signInAttempts)
    .where(eq(signInAttempts.identifier, identifier));
  return row?.ip;
}

/** Status codes of `count` requests, each claiming another client address. */
async function statuses(app: App, remoteAddress: string, forwardedFor: (i: number) => string, count: number) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      url: '/api/cities',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const signOutFrom = (app: App, remoteAddress: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-out', remoteAddress, headers });

describe('no proxy trusted (the default)', () => {
  it("ignores a client's X-Forwarded-For for the sign-in throttle and the rate limit", async () => {
    const app = await appWith(false, 3);
    expect(await addressSeen(app, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    // Four requests claiming four addresses are one client: the fourth is over the limit of three.
    const codes = await statuses(app, '203.0.113.6', (i) => `198.51.100.${i + 1}`, 4);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("ignores a client's X-Forwarded-Host in the same-origin check", async () => {
    const app = await appWith(false);
    const res = await signOutFrom(app, '203.0.113.7', {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });
});

describe('proxies trusted by address', () => {
  const proxy = '10.0.0.1';

  it('takes the client address from a trusted proxy, and only the part that proxy wrote', async () => {
    const app = await appWith({ addresses: [proxy, '10.2.0.0/16'] });
    expect(await addressSeen(app, proxy, '198.51.100.1')).toBe('198.51.100.1');
    // The client wrote "1.2.3.4" itself; the proxy appended the address it saw.
    expect(await addressSeen(app, proxy, '1.2.3.4, 198.51.100.2')).toBe('198.51.100.2');
    // Two proxies in a row, both trusted: the address the outer one saw.
    expect(await addressSeen(app, '10.2.3.4', '1.2.3.4, 198.51.100.3, 10.0.0.1')).toBe('198.51.100.3');
    // Anyone else is the client, whatever the header says.
    expect(await addressSeen(app, '203.0.113.9', '198.51.100.4')).toBe('203.0.113.9');
  });

  it('limits each client behind the proxy on its own, and a direct client however it spells its address', async () => {
    const app = await appWith({ addresses: [proxy] }, 3);
    expect(await statuses(app, proxy, () => '198.51.100.10', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, proxy, () => '198.51.100.11', 1)).toEqual([200]);
    expect(await statuses(app, '203.0.113.10', (i) => `198.51.100.${20 + i}`, 4)).toEqual([200, 200, 200, 429]);
  });

  it('honours X-Forwarded-Host from the proxy only', async () => {
    const app = await appWith({ addresses: [proxy] });
    const headers = { origin: 'https://portal.example', 'x-forwarded-host': 'portal.example' };
    expect((await signOutFrom(app, proxy, headers)).statusCode).toBe(204);
    const direct = await signOutFrom(app, '203.0.113.11', headers);
    expect(direct.statusCode).toBe(403);
    expect(direct.json().code).toBe('CSRF_REJECTED');
  });

  it('opens the realtime socket for the host the proxy forwarded, and not for a client claiming it', async () => {
    const app = await appWith({ addresses: ['loopback'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { cookie } = await signIn(app, DEMO.bayi, undefined, { ip: '198.51.100.30' });
    const open = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie, ...headers } });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('error', () => {});
      });
    expect(await open({ origin: 'https://portal.example', 'x-forwarded-host': 'portal.example' })).toBe(101);
    expect(await open({ origin: 'https://portal.example' })).toBe(403);
  });
});

describe('proxies trusted by hop count', () => {
  it('takes the address the last proxy saw and ignores what the client wrote before it', async () => {
    const app = await appWith({ hops: 1 });
    expect(await addressSeen(app, '10.9.9.9', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(app, '10.9.9.9', '198.51.100.8')).toBe('198.51.100.8');
    expect(await addressSeen(app, '10.9.9.9')).toBe('10.9.9.9');
  });
});
