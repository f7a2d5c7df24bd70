import { openDatabase } from '@portal/db/client';
import { authSessions, profiles } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

// A long cache life: whatever ends a session here must do so through the change triggers, not time.
const LONG = 60_000;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: LONG });
});
afterAll(async () => {
  await t?.close();
});

async function me(app: TestContext['app'], cookie: string) {
  return (await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode;
}

/** Polls until the status is the expected one (the change arrives through LISTEN). */
async function eventually(read: () => Promise<number>, expected: number, withinMs = 3000) {
  const until = Date.now() + withinMs;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    last = await read();
  }
  return last;
}

async function memberId(email: string) {
  const [row] = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row!.id;
}

describe('session cache', () => {
  it('looks a session up once for a burst of requests', async () => {
    const { cookie } = await signIn(t.app, DEMO.bayi, undefined, { userAgent: 'cache-burst' });
    const spy = vi.spyOn(t.app.ctx.auth.api, 'getSession');
    try {
      for (let i = 0; i < 5; i++) expect(await me(t.app, cookie)).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('ends a cached session at once when the member is deactivated in the database', async () => {
    const { cookie } = await signIn(t.app, DEMO.ankara, undefined, { userAgent: 'cache-deactivate' });
    expect(await me(t.app, cookie)).toBe(200);
    const id = await memberId(DEMO.ankara);
    await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, id));
    try {
      expect(await eventually(() => me(t.app, cookie), 401)).toBe(401);
    } finally {
      await t.database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, id));
    }
  });

  it('ends a cached session at once when its row is deleted', async () => {
    const { cookie } = await signIn(t.app, DEMO.musteri, undefined, { userAgent: 'cache-delete' });
    expect(await me(t.app, cookie)).toBe(200);
    await t.database.db.delete(authSessions).where(eq(authSessions.userId, await memberId(DEMO.musteri)));
    expect(await eventually(() => me(t.app, cookie), 401)).toBe(401);
  });

  it('ends a cached session on sign-out', async () => {
    const { cookie } = await signIn(t.app, DEMO.istanbul, undefined, { userAgent: 'cache-signout' });
    expect(await me(t.app, cookie)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBeLessThan(300);
    expect(await eventually(() => me(t.app, cookie), 401)).toBe(401);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'drops the session on another server sharing the database',
    async () => {
      const secondDb = await openDatabase({ url: t.database.url!, poolSize: 2 });
      const serverB = await buildApp({
        config: testConfig({ sessionCacheMs: LONG }),
        database: secondDb,
        logger: false,
      });
      try {
        await serverB.ready();
        const { cookie } = await signIn(t.app, DEMO.turkiye, undefined, { userAgent: 'cache-two-servers' });
        expect(await me(serverB, cookie)).toBe(200);
        const id = await memberId(DEMO.turkiye);
        await t.database.db.update(profiles).set({ isDeleted: true }).where(eq(profiles.id, id));
        try {
          expect(await eventually(() => me(serverB, cookie), 401)).toBe(401);
        } finally {
          await t.database.db.update(profiles).set({ isDeleted: false }).where(eq(profiles.id, id));
        }
      } finally {
        await serverB.close();
        await secondDb.close();
      }
    },
  );
});
