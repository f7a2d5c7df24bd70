import type { AddressInfo } from 'node:net';
import { queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';

/** The admin's users API: who may use it, search and filters, and every action with its audit row. */

let t: TestContext;
const c: Record<string, string> = {};
const ids = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    const s = await signIn(t.app, DEMO[key]);
    c[key] = s.cookie;
    ids[key] = s.user.id;
  }
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.app.inject({ url, headers: { cookie: c[who] ?? who } });
const post = (who: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: c[who] ?? who }, ...(payload ? { payload } : {}) });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

async function row(email: string) {
  const [r] = await queryRows<{
    id: string;
    email: string;
    phone: string | null;
    path: string;
    parent_id: string | null;
    network_size: number;
    direct_count: number;
    is_active: boolean;
    is_deleted: boolean;
  }>(
    t.database.db,
    sql`select id, email, phone, path, parent_id, network_size, direct_count, is_active, is_deleted from profiles where email = ${email}`,
  );
  if (!r) throw new Error(`no member ${email}`);
  return r;
}

/** Clients of the İstanbul dealer other than the named demo client, in seller-number order. */
async function bayiClients() {
  return queryRows<{ id: string; email: string }>(
    t.database.db,
    sql`select id, email from profiles where parent_id = ${ids.bayi} and email <> ${DEMO.musteri} and not is_deleted
        order by seller_no`,
  );
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [r] = await queryRows<{ n: number }>(t.database.db, query);
  return r?.n ?? 0;
}

async function auditRows(action: string, entityId: string) {
  return queryRows<{ actor_id: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select actor_id, before, after from audit_log where action = ${action} and entity_id = ${entityId}`,
  );
}

async function counterMismatches() {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select p.id from profiles p
        where p.direct_count <> (select count(*) from profiles c where c.parent_id = p.id and not c.is_deleted)
           or p.network_size <> (select count(*) from profiles c where c.path like p.path || '%' and c.id <> p.id and not c.is_deleted)`,
  );
  return rows.map((r) => r.id);
}

function openSocket(cookie: string): Promise<{ socket: WebSocket; messages: { type: string; payload: unknown }[] }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
    const messages: { type: string; payload: unknown }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

function closeCode(socket: WebSocket, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still open')), timeoutMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('users: who may use it', () => {
  it('answers the admin and refuses every other role with 403 (by permission and role)', async () => {
    expect((await get('admin', '/api/users')).statusCode).toBe(200);
    for (const who of ['turkiye', 'istanbul', 'ankara', 'bayi', 'musteri']) {
      for (const url of ['/api/users', `/api/users/${ids.bayi}`]) {
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const res = await post(who, `/api/users/${ids.musteri}/deactivate`);
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('users: search, filters, pages', () => {
  it('finds a member by name, e-mail, phone and seller number', async () => {
    const bayi = (await get('admin', `/api/users/${ids.bayi}`)).json();
    for (const search of ['Kadıköy', 'bayi@portal', '0555 000 0006', bayi.sellerNo]) {
      const res = await get('admin', `/api/users?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().users.map((u: { id: string }) => u.id),
        search,
      ).toContain(ids.bayi);
    }
    const none = (await get('admin', '/api/users?search=%25%25nobody%25')).json();
    expect(none.total).toBe(0);
  });

  it('filters by role, status and city, and pages on the server', async () => {
    const dealers = (await get('admin', '/api/users?role=dealer&pageSize=100')).json();
    expect(dealers.users.length).toBeGreaterThan(0);
    expect(dealers.users.every((u: { role: string }) => u.role === 'dealer')).toBe(true);

    const inactive = await countOf(sql`select count(*)::int as n from profiles where not is_active and not is_deleted`);
    const inactiveList = (await get('admin', '/api/users?status=inactive&pageSize=100')).json();
    expect(inactiveList.total).toBe(inactive);
    expect(inactive).toBeGreaterThan(0);
    expect(inactiveList.users.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);

    const ankara = (await get('admin', `/api/users?city=${encodeURIComponent('Ankara')}&pageSize=100`)).json();
    expect(ankara.users.every((u: { city: string }) => u.city === 'Ankara')).toBe(true);

    const all = await countOf(sql`select count(*)::int as n from profiles`);
    const page1 = (await get('admin', '/api/users?pageSize=10&page=1')).json();
    const page2 = (await get('admin', '/api/users?pageSize=10&page=2')).json();
    expect(page1.total).toBe(all);
    expect(page1.users).toHaveLength(10);
    const overlap = page1.users.filter((u: { id: string }) => page2.users.some((v: { id: string }) => v.id === u.id));
    expect(overlap).toEqual([]);
  });

  it('opens a member: sponsor, the chain from the root, downline, recent orders and sessions', async () => {
    const res = await get('admin', `/api/users/${ids.bayi}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.sponsor).toMatchObject({ id: ids.istanbul });
    expect(d.chain.map((l: { id: string }) => l.id)).toEqual([ids.admin, ids.turkiye, ids.istanbul, ids.bayi]);
    const bayi = await row(DEMO.bayi);
    expect(d.directCount).toBe(bayi.direct_count);
    expect(d.networkSize).toBe(bayi.network_size);
    const orders = await countOf(sql`select count(*)::int as n from orders where buyer_id = ${ids.bayi}`);
    expect(d.recentOrders.length).toBe(Math.min(orders, 5));
    expect(d.sessions.length).toBeGreaterThan(0);
    expect(d.sessions[0]).toHaveProperty('lastActive');
    expect((await get('admin', '/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('users: actions', () => {
  it('edits name, e-mail, phone, city and district, audited; a taken e-mail or phone is refused', async () => {
    const [target] = await bayiClients();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${target!.id}`,
      headers: { cookie: c.admin! },
      payload: {
        name: 'Yeni Ad Soyad',
        email: 'Yeni.Adres@Portal.test',
        phone: '0532 111 22 33',
        city: 'İzmir',
        district: 'Konak',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Yeni Ad Soyad',
      email: 'yeni.adres@portal.test',
      phone: '05321112233',
      city: 'İzmir',
      district: 'Konak',
    });
    const audit = await auditRows('user.updated', target!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(ids.admin);
    expect(audit[0]!.before).toMatchObject({ email: target!.email });

    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${target!.id}`,
      headers: { cookie: c.admin! },
      payload: { name: 'Yeni Ad Soyad', email: DEMO.bayi, phone: null, city: null, district: null },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const phoneTaken = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${target!.id}`,
      headers: { cookie: c.admin! },
      payload: {
        name: 'Yeni Ad Soyad',
        email: 'yeni.adres@portal.test',
        phone: '05550000006',
        city: null,
        district: null,
      },
    });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json().code).toBe('PHONE_TAKEN');
  });

  it('deactivating signs the member out everywhere at once: next request 401, socket closed, no sign-in', async () => {
    const [, target] = await bayiClients();
    const session = await signIn(t.app, target!.email, DEMO_PASSWORD, { userAgent: 'target-device' });
    expect((await me(session.cookie)).statusCode).toBe(200); // cached on this server now
    const sock = await openSocket(session.cookie);
    await waitFor(() => sock.messages.find((m) => m.type === 'hello'));
    const upline = await openSocket(c.istanbul!);
    await waitFor(() => upline.messages.find((m) => m.type === 'hello'));
    const closing = closeCode(sock.socket);

    const res = await post('admin', `/api/users/${target!.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.isActive).toBe(false);

    // No wait for any cache to expire: the very next request is refused.
    expect((await me(session.cookie)).statusCode).toBe(401);
    expect(await closing).toBe(4401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: target!.email, password: DEMO_PASSWORD },
    });
    expect(signInAgain.json().code).toBe('ACCOUNT_INACTIVE');
    const open = await countOf(
      sql`select count(*)::int as n from user_sessions where user_id = ${target!.id} and is_active`,
    );
    expect(open).toBe(0);
    expect(await auditRows('user.deactivated', target!.id)).toHaveLength(1);
    // The upline hears of it live.
    const event = await waitFor(() =>
      upline.messages.find(
        (m) => m.type === 'network_member' && (m.payload as { memberId: string }).memberId === target!.id,
      ),
    );
    expect(event.payload).toMatchObject({ kind: 'updated' });
    upline.socket.close();

    const back = await post('admin', `/api/users/${target!.id}/activate`);
    expect(back.json().user.isActive).toBe(true);
    expect(await auditRows('user.activated', target!.id)).toHaveLength(1);
    await signIn(t.app, target!.email);
  });

  it('never deactivates or deletes the root admin (nor lets the admin switch themself off)', async () => {
    for (const action of ['deactivate', 'delete']) {
      const res = await post('admin', `/api/users/${ids.admin}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USER_ROOT_PROTECTED');
    }
    expect((await row(DEMO.admin)).is_active).toBe(true);
    expect((await me(c.admin!)).statusCode).toBe(200);
  });

  it('soft-deletes and restores: children keep their place, the upline counters follow, sessions end', async () => {
    const [, , target] = await bayiClients();
    const session = await signIn(t.app, target!.email);
    const before = { bayi: await row(DEMO.bayi), istanbul: await row(DEMO.istanbul) };

    const res = await post('admin', `/api/users/${target!.id}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.isDeleted).toBe(true);
    expect((await me(session.cookie)).statusCode).toBe(401);
    expect((await row(DEMO.bayi)).network_size).toBe(before.bayi.network_size - 1);
    expect((await row(DEMO.bayi)).direct_count).toBe(before.bayi.direct_count - 1);
    expect((await row(DEMO.istanbul)).network_size).toBe(before.istanbul.network_size - 1);
    expect((await post('admin', `/api/users/${target!.id}/delete`)).json().code).toBe('USER_DELETED');
    expect((await post('admin', `/api/users/${target!.id}/activate`)).json().code).toBe('USER_DELETED');
    const deleted = (await get('admin', '/api/users?status=deleted')).json();
    expect(deleted.users.map((u: { id: string }) => u.id)).toContain(target!.id);
    expect(await auditRows('user.deleted', target!.id)).toHaveLength(1);

    const restored = await post('admin', `/api/users/${target!.id}/restore`);
    expect(restored.json().user.isDeleted).toBe(false);
    expect((await row(DEMO.bayi)).network_size).toBe(before.bayi.network_size);
    expect((await row(DEMO.istanbul)).network_size).toBe(before.istanbul.network_size);
    expect((await post('admin', `/api/users/${target!.id}/restore`)).json().code).toBe('USER_NOT_DELETED');
    expect(await counterMismatches()).toEqual([]);
  });

  it("deleting a dealer keeps its clients under it and takes only the dealer off the upline's count", async () => {
    const [dealer] = await queryRows<{ id: string; direct_count: number }>(
      t.database.db,
      sql`select id, direct_count from profiles where parent_id = ${ids.istanbul} and role = 'dealer'
          and id <> ${ids.bayi} and direct_count > 0 order by seller_no limit 1`,
    );
    const before = await row(DEMO.istanbul);
    await post('admin', `/api/users/${dealer!.id}/delete`);
    const children = await countOf(sql`select count(*)::int as n from profiles where parent_id = ${dealer!.id}`);
    expect(children).toBe(dealer!.direct_count);
    expect((await row(DEMO.istanbul)).network_size).toBe(before.network_size - 1);
    await post('admin', `/api/users/${dealer!.id}/restore`);
    expect(await counterMismatches()).toEqual([]);
  });

  it('sends a password-reset link through the reset flow: the mail lands in the outbox, audited', async () => {
    const [, , , target] = await bayiClients();
    const res = await post('admin', `/api/users/${target!.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await queryRows<{ text: string | null; html: string | null }>(
      t.database.db,
      sql`select * from email_outbox where "to" = ${target!.email}`,
    );
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain('/reset-password');
    expect(await auditRows('user.password_reset_sent', target!.id)).toHaveLength(1);
  });

  it('ends every session of a member', async () => {
    const [, , , , target] = await bayiClients();
    const a = await signIn(t.app, target!.email, DEMO_PASSWORD, { userAgent: 'one' });
    const b = await signIn(t.app, target!.email, DEMO_PASSWORD, { userAgent: 'two' });
    expect((await me(a.cookie)).statusCode).toBe(200);
    const res = await post('admin', `/api/users/${target!.id}/end-sessions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(401);
    expect(await auditRows('user.sessions_ended', target!.id)).toHaveLength(1);
    // The member may sign in again: ending sessions is not deactivation.
    await signIn(t.app, target!.email);
  });
});
