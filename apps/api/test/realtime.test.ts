import type { AddressInfo } from 'node:net';
import { openDatabase } from '@portal/db/client';
import { profiles } from '@portal/db/schema';
import { RESYNC_EVENT } from '@portal/shared/contracts/realtime';
import { SOCKET_CLOSE } from '@portal/shared/sessions';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
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

  /** Resolves with the close code once the server closes the socket. */
  closed(timeoutMs = 5000): Promise<{ code: number; reason: string; at: number }> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.reject(new Error('already closed'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
      this.socket.once('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString(), at: Date.now() });
      });
    });
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

  it('refuses a socket whose Origin is not a URL with 403, not a server error', async () => {
    const res = await refusal(t.app, { cookie: cookies.bayi!, origin: 'not a url' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it('does not take X-Forwarded-Host from a client when no proxy is trusted', async () => {
    const res = await refusal(t.app, {
      cookie: cookies.bayi!,
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.status).toBe(403);
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

/** Active demo members of a role that no other test of this file signs in as. */
async function spareMembers(role: 'dealer' | 'client', count: number, skip = 0) {
  const rows = await t.database.db
    .select({ id: profiles.id, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, role),
        eq(profiles.isActive, true),
        eq(profiles.isDeleted, false),
        notInArray(profiles.email, Object.values(DEMO)),
      ),
    )
    .orderBy(asc(profiles.sellerNo))
    .limit(count + skip);
  expect(rows).toHaveLength(count + skip);
  return rows.slice(skip);
}

/** Time from the end of the action that changed the session to the socket's close. */
async function closesAfter(client: Client, action: () => Promise<unknown>) {
  const closed = client.closed();
  await action();
  const done = Date.now();
  const { code, at } = await closed;
  return { code, ms: at - done };
}

describe('a socket lives no longer than its session', () => {
  it('closes with SESSION_ENDED when the member signs out on this device, and only that session', async () => {
    const first = await signIn(t.app, DEMO.turkiye, undefined, { userAgent: 'socket-a' });
    const second = await signIn(t.app, DEMO.turkiye, undefined, { userAgent: 'socket-b' });
    const a = await connect(t.app, { cookie: first.cookie });
    const b = await connect(t.app, { cookie: second.cookie });
    await a.next((m) => m.type === 'hello');
    await b.next((m) => m.type === 'hello');

    const { code, ms } = await closesAfter(a, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: first.cookie },
        payload: { scope: 'local' },
      }),
    );
    expect(code).toBe(SOCKET_CLOSE.SESSION_ENDED);
    expect(ms).toBeLessThan(1000);
    // The other device's session is untouched, and so is its socket.
    await new Promise((r) => setTimeout(r, 200));
    expect(b.socket.readyState).toBe(WebSocket.OPEN);
    // A socket cannot be opened again with the ended session.
    expect((await refusal(t.app, { cookie: first.cookie })).status).toBe(401);
  });

  it('closes the sockets of the other sessions when the member ends them', async () => {
    const [member] = await spareMembers('client', 1);
    const here = await signIn(t.app, member!.email, undefined, { userAgent: 'socket-here' });
    const there = await signIn(t.app, member!.email, undefined, { userAgent: 'socket-there' });
    const mine = await connect(t.app, { cookie: here.cookie });
    const other = await connect(t.app, { cookie: there.cookie });
    await mine.next((m) => m.type === 'hello');
    await other.next((m) => m.type === 'hello');

    const { code, ms } = await closesAfter(other, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: here.cookie },
        payload: { scope: 'others' },
      });
      expect(res.statusCode).toBe(204);
    });
    expect(code).toBe(SOCKET_CLOSE.SESSION_ENDED);
    expect(ms).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes one device session ended from the session list', async () => {
    const [member] = await spareMembers('client', 1, 1);
    const here = await signIn(t.app, member!.email, undefined, { userAgent: 'list-here' });
    const there = await signIn(t.app, member!.email, undefined, { userAgent: 'list-there' });
    const other = await connect(t.app, { cookie: there.cookie });
    await other.next((m) => m.type === 'hello');
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie: here.cookie } });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json() as { sessions: { id: string; isCurrent: boolean }[] };
    const target = sessions.find((s) => !s.isCurrent);
    expect(target).toBeTruthy();

    const { code } = await closesAfter(other, async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/sessions/${target!.id}`,
        headers: { cookie: here.cookie },
      });
      expect(res.statusCode).toBeLessThan(300);
    });
    expect(code).toBe(SOCKET_CLOSE.SESSION_ENDED);
  });

  it("closes the member's socket when the admin ends that session from security management", async () => {
    const [member] = await spareMembers('client', 1, 2);
    const kept = await signIn(t.app, member!.email, undefined, { userAgent: 'security-kept' });
    const ended = await signIn(t.app, member!.email, undefined, { userAgent: 'security-ended' });
    const keptSocket = await connect(t.app, { cookie: kept.cookie });
    const endedSocket = await connect(t.app, { cookie: ended.cookie });
    await keptSocket.next((m) => m.type === 'hello');
    await endedSocket.next((m) => m.type === 'hello');
    const list = await t.app.inject({
      url: `/api/security/sessions?q=${encodeURIComponent(member!.email)}`,
      headers: { cookie: cookies.admin! },
    });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json() as { sessions: { id: string; browser: string; deviceName: string }[] };
    const mine = await t.app.inject({ url: '/api/sessions', headers: { cookie: ended.cookie } });
    const current = (mine.json() as { sessions: { id: string; isCurrent: boolean }[] }).sessions.find(
      (s) => s.isCurrent,
    );
    expect(sessions.map((s) => s.id)).toContain(current!.id);

    const { code } = await closesAfter(endedSocket, async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/security/sessions/${current!.id}`,
        headers: { cookie: cookies.admin! },
      });
      expect(res.statusCode).toBe(204);
    });
    expect(code).toBe(SOCKET_CLOSE.SESSION_ENDED);
    expect((await refusal(t.app, { cookie: ended.cookie })).status).toBe(401);
    // The member's other session, and its socket, are left alone.
    const again = await t.app.inject({ url: '/api/auth/me', headers: { cookie: kept.cookie } });
    expect(again.statusCode).toBe(200);
    expect(keptSocket.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes with SESSION_ENDED when the member is deactivated or deleted', async () => {
    const [inactive, deleted] = await spareMembers('dealer', 2);
    for (const [member, change] of [
      [inactive!, { isActive: false }],
      [deleted!, { isDeleted: true, deletedAt: new Date() }],
    ] as const) {
      const { cookie } = await signIn(t.app, member.email);
      const client = await connect(t.app, { cookie });
      await client.next((m) => m.type === 'hello');
      const { code, ms } = await closesAfter(client, () =>
        t.database.db.update(profiles).set(change).where(eq(profiles.id, member.id)),
      );
      expect({ email: member.email, code }).toEqual({ email: member.email, code: SOCKET_CLOSE.SESSION_ENDED });
      expect(ms).toBeLessThan(1000);
      expect((await refusal(t.app, { cookie })).status).toBe(401);
    }
  });

  it('closes with MEMBER_CHANGED when the role changes, and the new socket carries the new role', async () => {
    const [member] = await spareMembers('dealer', 1, 2);
    const { cookie } = await signIn(t.app, member!.email);
    const client = await connect(t.app, { cookie });
    expect((await client.next((m) => m.type === 'hello')).payload).toMatchObject({ role: 'dealer' });

    const { code, ms } = await closesAfter(client, () =>
      t.database.db.update(profiles).set({ role: 'client' }).where(eq(profiles.id, member!.id)),
    );
    expect(code).toBe(SOCKET_CLOSE.MEMBER_CHANGED);
    expect(ms).toBeLessThan(1000);

    // The session itself is still valid: the browser reconnects as who the member now is, and
    // events aimed at its former role no longer reach it.
    const again = await connect(t.app, { cookie });
    expect((await again.next((m) => m.type === 'hello')).payload).toMatchObject({ role: 'client' });
    const dealer = await connect(t.app, { cookie: cookies.bayi! });
    await dealer.next((m) => m.type === 'hello');
    await t.app.ctx.bus.publish('dealers_only', { n: 1 }, { roles: ['dealer'] });
    await dealer.next((m) => m.type === 'dealers_only');
    await new Promise((r) => setTimeout(r, 200));
    expect(again.messages.filter((m) => m.type === 'dealers_only')).toEqual([]);
  });

  it('keeps the socket open when only the name changes', async () => {
    const [member] = await spareMembers('dealer', 1, 3);
    const { cookie } = await signIn(t.app, member!.email);
    const client = await connect(t.app, { cookie });
    await client.next((m) => m.type === 'hello');
    await t.database.db.update(profiles).set({ name: 'Yeni Ad Soyad' }).where(eq(profiles.id, member!.id));
    await new Promise((r) => setTimeout(r, 300));
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'closes sockets on another server: sign-out, deactivation and demotion made through server A',
    async () => {
      const secondDb = await openDatabase({ url: t.database.url!, poolSize: 2 });
      const serverB = await buildApp({ config: testConfig(), database: secondDb, logger: false });
      try {
        await serverB.listen({ port: 0, host: '127.0.0.1' });
        const [deactivated, demoted] = await spareMembers('dealer', 2, 4);

        const session = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'server-b' });
        const onB = await connect(serverB, { cookie: session.cookie });
        await onB.next((m) => m.type === 'hello');
        const signOut = await closesAfter(onB, () =>
          t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: session.cookie } }),
        );
        expect(signOut.code).toBe(SOCKET_CLOSE.SESSION_ENDED);
        expect(signOut.ms).toBeLessThan(1000);

        const inactive = await signIn(t.app, deactivated!.email);
        const inactiveOnB = await connect(serverB, { cookie: inactive.cookie });
        await inactiveOnB.next((m) => m.type === 'hello');
        const deactivation = await closesAfter(inactiveOnB, () =>
          t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, deactivated!.id)),
        );
        expect(deactivation.code).toBe(SOCKET_CLOSE.SESSION_ENDED);
        expect(deactivation.ms).toBeLessThan(1000);

        const dealer = await signIn(t.app, demoted!.email);
        const dealerOnB = await connect(serverB, { cookie: dealer.cookie });
        await dealerOnB.next((m) => m.type === 'hello');
        const demotion = await closesAfter(dealerOnB, () =>
          t.database.db.update(profiles).set({ role: 'client' }).where(eq(profiles.id, demoted!.id)),
        );
        expect(demotion.code).toBe(SOCKET_CLOSE.MEMBER_CHANGED);
        expect(demotion.ms).toBeLessThan(1000);
      } finally {
        await serverB.close();
        await secondDb.close();
      }
    },
  );
});

describe('a lost link to the event stream (PostgreSQL restart, failover)', () => {
  /** Ends, from the database side, this server's LISTEN connection (or every connection of its pool too). */
  async function terminate(what: 'listener' | 'all') {
    const admin = new pg.Client({ connectionString: t.database.url! });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and ($1 = 'all' or query ilike 'LISTEN%')`,
        [what],
      );
      return rows[0]!.n;
    } finally {
      await admin.end();
    }
  }

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'comes back by itself: the pages are told to read again, caches are dropped and events flow again',
    async () => {
      const client = await connect(t.app, { cookie: cookies.bayi! });
      await client.next((m) => m.type === 'hello');
      // Something cached before the loss…
      const signedIn = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookies.bayi! } });
      expect(signedIn.statusCode).toBe(200);
      expect(t.app.ctx.sessions.size).toBeGreaterThan(0);

      expect(await terminate('listener')).toBeGreaterThan(0);
      const resync = await client.next((m) => m.type === RESYNC_EVENT, 10_000);
      expect(resync.payload).toBeNull();
      // …is not trusted afterwards: an announcement may have been missed.
      expect(t.app.ctx.sessions.size).toBe(0);

      // Events published after the loss arrive again.
      await t.app.ctx.bus.publish('probe_after_resume', { n: 1 }, { userIds: [(await bayiId())!] });
      await client.next((m) => m.type === 'probe_after_resume');
      expect(t.serverErrors.some((line) => line.includes('database connection error'))).toBe(true);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'survives every connection being cut at once: the next requests are answered and the server still runs',
    async () => {
      const client = await connect(t.app, { cookie: cookies.istanbul! });
      await client.next((m) => m.type === 'hello');
      expect(await terminate('all')).toBeGreaterThan(0);
      await client.next((m) => m.type === RESYNC_EVENT, 10_000);
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookies.istanbul! } });
      expect(me.statusCode).toBe(200);
    },
  );
});

describe('a connection dropped in the middle of a transaction', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'fails that transaction and nothing else: the server keeps answering',
    async () => {
      const admin = new pg.Client({ connectionString: t.database.url! });
      await admin.connect();
      try {
        const outcome = t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // Every connection of this database ends while this one is checked out and idle.
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(outcome).rejects.toThrow();
      } finally {
        await admin.end();
      }
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    },
  );
});

async function bayiId() {
  const [row] = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, DEMO.bayi));
  return row?.id;
}
