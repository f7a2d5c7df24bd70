import type { AddressInfo } from 'node:net';
import { openDatabase } from '@portal/db/client';
import { profiles } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../src/app';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

interface Message {
  type: string;
  payload: Record<string, unknown> | null;
}

/** A socket that keeps every message it gets, so a test can wait for the one it expects. */
class Client {
  readonly messages: Message[] = [];
  private waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  next(match: (m: Message) => boolean, timeoutMs = 5000): Promise<Message> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close() {
    this.socket.close();
  }
}

const sockets: Client[] = [];

function urlOf(app: App) {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/realtime`;
}

function connect(app: App, headers: Record<string, string>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(urlOf(app), { headers });
    const client = new Client(socket);
    socket.once('open', () => {
      sockets.push(client);
      resolve(client);
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`rejected with ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The HTTP status with which the upgrade is refused. */
function refusal(app: App, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(urlOf(app), { headers });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the socket was accepted'));
    });
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    socket.once('error', () => {});
  });
}

let t: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const [name, email] of Object.entries(DEMO)) cookies[name] = (await signIn(t.app, email)).cookie;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const setPermission = (app: App, enabled: boolean) =>
  app.inject({
    method: 'PUT',
    url: '/api/permissions',
    headers: { cookie: cookies.admin! },
    payload: { role: 'dealer', permissionKey: 'canAccessSalesAnalysis', enabled },
  });

describe('realtime socket', () => {
  it('greets a signed-in member with hello', async () => {
    const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
    const client = await connect(t.app, { cookie: cookies.bayi! });
    const hello = await client.next((m) => m.type === 'hello');
    expect(hello.payload).toMatchObject({ userId: bayi!.id, role: 'dealer' });
    expect(hello.payload?.online).toBeUndefined(); // presence is for the admin only
  });

  it('refuses a socket without a session with 401', async () => {
    const res = await refusal(t.app, {});
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await refusal(t.app, { cookie: 'portal.session_token=forged.value' })).status).toBe(401);
  });

  it('refuses a socket opened from a foreign origin with 403', async () => {
    const res = await refusal(t.app, { cookie: cookies.bayi!, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it('accepts a socket from our own origin', async () => {
    const client = await connect(t.app, { cookie: cookies.ankara!, origin: 'http://localhost:3000' });
    await client.next((m) => m.type === 'hello');
  });

  it('pushes permissions_changed to signed-in clients when the admin changes a permission', async () => {
    const dealer = await connect(t.app, { cookie: cookies.bayi! });
    const client = await connect(t.app, { cookie: cookies.musteri! });
    await dealer.next((m) => m.type === 'hello');
    await client.next((m) => m.type === 'hello');

    const res = await setPermission(t.app, false);
    expect(res.statusCode).toBe(200);
    const isChange = (m: Message) =>
      m.type === 'permissions_changed' && m.payload?.permissionKey === 'canAccessSalesAnalysis';
    const event = await dealer.next(isChange);
    expect(event.payload).toEqual({ role: 'dealer', permissionKey: 'canAccessSalesAnalysis', enabled: false });
    await client.next(isChange);
    expect((await setPermission(t.app, true)).statusCode).toBe(200);
    await dealer.next((m) => isChange(m) && m.payload?.enabled === true);
  });

  it("delivers a member's own events to that member only", async () => {
    const bayi = await connect(t.app, { cookie: cookies.bayi! });
    const musteri = await connect(t.app, { cookie: cookies.musteri! });
    await bayi.next((m) => m.type === 'hello');
    await musteri.next((m) => m.type === 'hello');

    const [owner] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        code: owner!.permanentInviteCode,
        name: 'Canlı Üye',
        email: 'canli.uye@example.com',
        password: 'Guclu.Sifre1',
      },
    });
    expect(res.statusCode).toBe(201);
    await bayi.next((m) => m.type === 'notification');
    // Give a misdirected event time to arrive before concluding it did not.
    await new Promise((r) => setTimeout(r, 300));
    expect(musteri.messages.filter((m) => m.type === 'notification')).toEqual([]);
  });

  it('tells the admin who comes online', async () => {
    const [ankara] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.ankara));
    const admin = await connect(t.app, { cookie: cookies.admin! });
    const hello = await admin.next((m) => m.type === 'hello');
    expect(Array.isArray(hello.payload?.online)).toBe(true);
    const member = await connect(t.app, { cookie: cookies.ankara! });
    await member.next((m) => m.type === 'hello');
    const presence = await admin.next((m) => m.type === 'presence' && m.payload?.userId === ankara!.id);
    expect(presence.payload).toEqual({ userId: ankara!.id, delta: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(member.messages.filter((m) => m.type === 'presence')).toEqual([]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reaches the clients of another server on the same PostgreSQL database',
    async () => {
      expect(t.database.url).toBeTruthy();
      const secondDb = await openDatabase({ url: t.database.url!, poolSize: 2 });
      const serverB = await buildApp({ config: testConfig(), database: secondDb, logger: false });
      try {
        await serverB.listen({ port: 0, host: '127.0.0.1' });
        // The session made on server A is valid on B: both read the same database.
        const client = await connect(serverB, { cookie: cookies.istanbul! });
        await client.next((m) => m.type === 'hello');

        // B caches the dealer's permissions before the change…
        const cached = await serverB.inject({ url: '/api/permissions/me', headers: { cookie: cookies.bayi! } });
        expect(cached.json().keys).toContain('canAccessSalesAnalysis');

        const res = await setPermission(t.app, false);
        expect(res.statusCode).toBe(200);
        const event = await client.next(
          (m) =>
            m.type === 'permissions_changed' &&
            m.payload?.permissionKey === 'canAccessSalesAnalysis' &&
            m.payload?.enabled === false,
          5000,
        );
        expect(event.payload).toMatchObject({ role: 'dealer' });

        // …and dropped them when the event arrived.
        const fresh = await serverB.inject({ url: '/api/permissions/me', headers: { cookie: cookies.bayi! } });
        expect(fresh.json().keys).not.toContain('canAccessSalesAnalysis');
        expect((await setPermission(t.app, true)).statusCode).toBe(200);
      } finally {
        await serverB.close();
        await secondDb.close();
      }
    },
  );
});
