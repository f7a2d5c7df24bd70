import { notifications, profiles } from '@portal/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
let cookie = '';
let memberId = '';
let otherId = '';
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, DEMO.musteri);
  cookie = signedIn.cookie;
  memberId = signedIn.user.id;
  const [other] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
  otherId = other!.id;
});
afterAll(() => t.close());

interface Note {
  id: string;
  userId: string;
  title: string;
  read: boolean;
  createdAt: string;
  expiresAt: string | null;
}

const api = (method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { cookie } });
async function list(query = '') {
  const res = await api('GET', `/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { notifications: Note[]; nextCursor: string | null };
}
async function unread() {
  const res = await api('GET', '/api/notifications/unread-count');
  expect(res.statusCode).toBe(200);
  return res.json().count as number;
}
async function dbRows(userId = memberId) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('notifications', () => {
  it("lists the member's own notifications, newest first", async () => {
    const { notifications: page, nextCursor } = await list();
    expect(page.map((n) => n.title)).toEqual(['Güvenlik hatırlatması', 'Yeni ürün kataloğu', 'Portala hoş geldiniz']);
    expect(page.every((n) => n.userId === memberId)).toBe(true);
    expect(nextCursor).toBeNull();
    expect(await unread()).toBe(2);
    expect((await t.app.inject('/api/notifications')).statusCode).toBe(401);
  });

  it('pages by 50 with a cursor, without gaps or repeats', async () => {
    const base = Date.now() - 10 * 3600_000; // between the demo ones of 3 h and 30 h ago
    await t.database.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: memberId,
        title: `Toplu ${String(i).padStart(2, '0')}`,
        message: 'Sayfalama denemesi',
        // Pairs share a timestamp, so the id breaks ties.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const first = await list();
    expect(first.notifications).toHaveLength(50);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.notifications).toHaveLength(13);
    expect(second.nextCursor).toBeNull();

    const all = [...first.notifications, ...second.notifications];
    expect(new Set(all.map((n) => n.id)).size).toBe(63);
    const ordered = all.map((n) => [n.createdAt, n.id] as const);
    for (let i = 1; i < ordered.length; i++) {
      const [prevAt, prevId] = ordered[i - 1]!;
      const [at, id] = ordered[i]!;
      expect(prevAt > at || (prevAt === at && prevId > id)).toBe(true);
    }
    expect(first.notifications[0]!.title).toBe('Güvenlik hatırlatması');
    expect(all.at(-1)!.title).toBe('Portala hoş geldiniz');
    expect(await unread()).toBe(62);

    const bad = await api('GET', '/api/notifications?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('filters unread only', async () => {
    const { notifications: page } = await list('?unreadOnly=true');
    expect(page.length).toBe(50);
    expect(page.every((n) => !n.read)).toBe(true);
  });

  it('marks one read', async () => {
    const before = await unread();
    const target = (await list()).notifications.find((n) => !n.read)!;
    const res = await api('POST', `/api/notifications/${target.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    expect(await unread()).toBe(before - 1);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, target.id));
    expect(row!.read).toBe(true);
  });

  it("cannot touch another member's notification: 404 and unchanged", async () => {
    const [foreign] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, otherId), eq(notifications.read, false)))
      .limit(1);
    expect(foreign).toBeTruthy();

    const read = await api('POST', `/api/notifications/${foreign!.id}/read`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Kayıt bulunamadı' });
    const del = await api('DELETE', `/api/notifications/${foreign!.id}`);
    expect(del.statusCode).toBe(404);

    const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, foreign!.id));
    expect(after).toEqual(foreign);

    const unknown = await api('POST', '/api/notifications/3f1f0d6e-2c1e-4a4b-9a39-5d0f3a1c2b7e/read');
    expect(unknown.statusCode).toBe(404);
    const notUuid = await api('POST', '/api/notifications/abc/read');
    expect(notUuid.statusCode).toBe(400);
  });

  it('reads all of its own, and only its own', async () => {
    const otherUnreadBefore = (await dbRows(otherId)).filter((n) => !n.read).length;
    expect(otherUnreadBefore).toBeGreaterThan(0);
    const before = await unread();
    const res = await api('POST', '/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: before });
    expect(await unread()).toBe(0);
    expect((await dbRows()).every((n) => n.read)).toBe(true);
    expect((await dbRows(otherId)).filter((n) => !n.read)).toHaveLength(otherUnreadBefore);
  });

  it('deletes one', async () => {
    const target = (await list()).notifications[0]!;
    const res = await api('DELETE', `/api/notifications/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await dbRows()).map((n) => n.id)).not.toContain(target.id);
    expect((await api('DELETE', `/api/notifications/${target.id}`)).statusCode).toBe(404);
  });

  it('hides expired notifications and purges them', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 24 * 3600_000);
    const [expiredA, expiredB, live] = await t.database.db
      .insert(notifications)
      .values([
        { userId: memberId, title: 'Süresi doldu A', message: 'x', expiresAt: past },
        { userId: memberId, title: 'Süresi doldu B', message: 'x', expiresAt: past },
        { userId: memberId, title: 'Hâlâ geçerli', message: 'x', expiresAt: future },
      ])
      .returning();
    const [foreignExpired] = await t.database.db
      .insert(notifications)
      .values({ userId: otherId, title: 'Başkasının eskisi', message: 'x', expiresAt: past })
      .returning();

    const visible = (await list()).notifications.map((n) => n.id);
    expect(visible).toContain(live!.id);
    expect(visible).not.toContain(expiredA!.id);
    expect(await unread()).toBe(1); // only the live one; expired unread ones are not counted

    const res = await api('POST', '/api/notifications/purge-expired');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    const ids = (await dbRows()).map((n) => n.id);
    expect(ids).not.toContain(expiredA!.id);
    expect(ids).not.toContain(expiredB!.id);
    expect(ids).toContain(live!.id);
    expect((await dbRows(otherId)).map((n) => n.id)).toContain(foreignExpired!.id);
  });

  it('deletes all of its own, and only its own', async () => {
    const otherBefore = (await dbRows(otherId)).length;
    const mine = (await dbRows()).length;
    const res = await api('DELETE', '/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: mine });
    expect(await list()).toEqual({ notifications: [], nextCursor: null });
    expect(await unread()).toBe(0);
    expect(await dbRows(otherId)).toHaveLength(otherBefore);
  });
});
