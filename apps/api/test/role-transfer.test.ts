import { queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

/**
 * Role transfer through the API: the preview, every invariant of a move, the subtree rewritten,
 * orders keeping their supplier, concurrent moves that would make a cycle together, and members'
 * requests with the admin's decisions.
 */

let t: TestContext;
const c: Record<string, string> = {};
const ids = {} as Record<keyof typeof DEMO, string>;

beforeAll(async () => {
  t = await createTestApp({}, 8);
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

interface Node {
  id: string;
  email: string;
  role: string;
  path: string;
  depth: number;
  parent_id: string | null;
  network_size: number;
  seller_no: string;
}

async function node(id: string): Promise<Node> {
  const [r] = await queryRows<Node>(
    t.database.db,
    sql`select id, email, role, path, depth, parent_id, network_size, seller_no from profiles where id = ${id}`,
  );
  if (!r) throw new Error(`no member ${id}`);
  return r;
}

async function subtree(path: string) {
  return queryRows<{ id: string; path: string; depth: number }>(
    t.database.db,
    sql`select id, path, depth from profiles where path like ${`${path}%`} order by id`,
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

let seq = 0;
/** A member inserted straight into the tree (for shapes the invitations would not make). */
async function addChild(parentId: string, role: string): Promise<string> {
  const parent = await node(parentId);
  const n = ++seq;
  const [r] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into profiles (id, name, email, role, parent_id, path, depth, seller_no, permanent_invite_code)
        select g, ${`Test Üye ${n}`}, ${`rt-${n}@portal.test`}, ${role}, ${parentId}, ${parent.path} || g::text || '/',
               ${parent.depth + 1}, ${`RT-${String(n).padStart(6, '0')}`}, ${`RT${String(n).padStart(6, '0')}`}
        from gen_random_uuid() g returning id`,
  );
  return r!.id;
}

async function dealerWithClients(cityId: string): Promise<Node> {
  const [r] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from profiles where parent_id = ${cityId} and role = 'dealer' and id <> ${ids.bayi}
        and direct_count > 1 and not is_deleted order by seller_no limit 1`,
  );
  return node(r!.id);
}

const move = (payload: object, who = 'admin') => post(who, '/api/role-transfer/moves', payload);
const movesCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from network_moves`))[0]!.n;

describe('role transfer: who may use it', () => {
  it('refuses every role but the admin on the admin routes, and the admin on the member routes', async () => {
    const q = `memberId=${ids.bayi}&newParentId=${ids.ankara}`;
    for (const who of ['turkiye', 'istanbul', 'bayi', 'musteri']) {
      for (const url of [
        `/api/role-transfer/preview?${q}`,
        '/api/role-transfer/moves',
        '/api/role-transfer/requests',
      ]) {
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await move({ memberId: ids.bayi, newParentId: ids.ankara, reason: 'deneme' }, who)).statusCode).toBe(403);
    }
    expect((await get('admin', '/api/role-transfer/mine')).statusCode).toBe(403);
    expect((await get('bayi', '/api/role-transfer/mine')).statusCode).toBe(200);
  });
});

describe('role transfer: preview and move', () => {
  it('previews a move without writing: subtree size, the new deepest depth, no refusal', async () => {
    const dealer = await dealerWithClients(ids.istanbul);
    const before = await movesCount();
    const res = await get('admin', `/api/role-transfer/preview?memberId=${dealer.id}&newParentId=${ids.ankara}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.subtreeSize).toBe(dealer.network_size + 1);
    expect(p.deepestDepth).toBe(dealer.depth + 1);
    expect(p.newDeepestDepth).toBe(dealer.depth + 1);
    expect(p.refusal).toBeNull();
    expect(p.toParent.id).toBe(ids.ankara);
    expect(await movesCount()).toBe(before);
    expect((await node(dealer.id)).parent_id).toBe(ids.istanbul);
  });

  it('moves a dealer with its clients: the whole subtree rewritten, counters agree, notices, audit, history', async () => {
    const dealer = await dealerWithClients(ids.istanbul);
    const before = await subtree(dealer.path);
    const ankara = await node(ids.ankara);
    const istanbulBefore = await node(ids.istanbul);
    // An open order of a client in the subtree, supplied from above.
    const [order] = await queryRows<{ id: string; supplier_id: string }>(
      t.database.db,
      sql`select o.id, o.supplier_id from orders o join profiles p on p.id = o.buyer_id
          where p.path like ${`${dealer.path}%`} and o.supplier_id is not null
          and o.status not in ('delivered','completed','cancelled','returned') limit 1`,
    );

    const res = await move({ memberId: dealer.id, newParentId: ids.ankara, reason: 'Bölge değişikliği' });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().move;
    expect(m).toMatchObject({
      memberId: dealer.id,
      fromParentId: ids.istanbul,
      toParentId: ids.ankara,
      fromRole: 'dealer',
      toRole: 'dealer',
      subtreeSize: before.length,
      reason: 'Bölge değişikliği',
      movedById: ids.admin,
    });

    const newPath = `${ankara.path}${dealer.id}/`;
    const after = await subtree(newPath);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    const shift = ankara.depth + 1 - dealer.depth;
    for (const r of after) {
      const old = before.find((b) => b.id === r.id)!;
      expect(r.path).toBe(newPath + old.path.slice(dealer.path.length));
      expect(r.depth).toBe(old.depth + shift);
    }
    expect(await subtree(dealer.path)).toEqual([]);
    expect(await counterMismatches()).toEqual([]);
    expect((await node(ids.istanbul)).network_size).toBe(istanbulBefore.network_size - before.length);

    if (order) {
      const [o] = await queryRows<{ supplier_id: string }>(
        t.database.db,
        sql`select supplier_id from orders where id = ${order.id}`,
      );
      expect(o!.supplier_id).toBe(order.supplier_id);
    }

    const notes = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select user_id from notifications where related_entity_id = ${dealer.id} and related_entity_type = 'profile'
          and created_at > now() - interval '1 minute'`,
    );
    expect(new Set(notes.map((n) => n.user_id))).toEqual(new Set([dealer.id, ids.istanbul, ids.ankara]));
    const audit = await queryRows<{ actor_id: string }>(
      t.database.db,
      sql`select actor_id from audit_log where action = 'network.member_moved' and entity_id = ${dealer.id}`,
    );
    expect(audit).toHaveLength(1);
    const history = (await get('admin', `/api/role-transfer/moves?memberId=${dealer.id}`)).json();
    expect(history.moves).toHaveLength(1);
    expect(history.moves[0]).toMatchObject({ fromParentName: 'İstanbul Şehir Distribütörü', toParentId: ids.ankara });
  });

  it('an open order keeps its supplier after its buyer moves', async () => {
    const [order] = await queryRows<{ id: string; buyer_id: string; supplier_id: string }>(
      t.database.db,
      sql`select o.id, o.buyer_id, o.supplier_id from orders o join profiles p on p.id = o.buyer_id
          where p.role = 'client' and p.parent_id <> ${ids.bayi} and o.supplier_id is not null and not p.is_deleted
          and o.status in ('pending_payment','paid','confirmed','preparing') order by o.created_at limit 1`,
    );
    expect(order).toBeDefined();
    const buyer = await node(order!.buyer_id);
    const res = await move({ memberId: buyer.id, newParentId: ids.bayi, reason: 'Bayi değişikliği' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await node(buyer.id)).parent_id).toBe(ids.bayi);
    const [o] = await queryRows<{ supplier_id: string }>(
      t.database.db,
      sql`select supplier_id from orders where id = ${order!.id}`,
    );
    expect(o!.supplier_id).toBe(order!.supplier_id);
  });

  it('changes a role under the same parent (a promotion) and refuses what breaks an invariant, through preview and move alike', async () => {
    const bayi = await node(ids.bayi);
    const anyDealer = await dealerWithClients(ids.ankara);
    const cases: [object, string][] = [
      [{ memberId: ids.istanbul, newParentId: ids.bayi }, 'MOVE_CYCLE'],
      [{ memberId: ids.istanbul, newParentId: ids.istanbul }, 'MOVE_CYCLE'],
      [{ memberId: ids.bayi, newParentId: anyDealer.id }, 'MOVE_PARENT_ROLE'],
      [{ memberId: ids.bayi, newRole: 'cityDistributor' }, 'MOVE_PARENT_ROLE'],
      [{ memberId: ids.bayi, newRole: 'client' }, 'MOVE_CHILD_ROLE'],
      [{ memberId: ids.admin, newParentId: ids.turkiye }, 'MOVE_ROOT'],
      [{ memberId: ids.bayi, newParentId: ids.istanbul }, 'MOVE_NOTHING'],
      [{ memberId: ids.bayi }, 'MOVE_NOTHING'],
    ];
    for (const [body, code] of cases) {
      const query = new URLSearchParams(body as Record<string, string>).toString();
      const p = await get('admin', `/api/role-transfer/preview?${query}`);
      expect(p.statusCode, p.body).toBe(200);
      expect(p.json().refusal?.code, `${query} preview`).toBe(code);
      const res = await move({ ...body, reason: 'deneme' });
      expect(res.statusCode, `${query} move`).toBe(422);
      expect(res.json().code).toBe(code);
    }
    expect(await node(ids.bayi)).toEqual(bayi);

    // A promotion: a dealer becomes a city distributor under the national distributor.
    const promoted = await move({
      memberId: anyDealer.id,
      newParentId: ids.turkiye,
      newRole: 'cityDistributor',
      reason: 'Terfi',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await node(anyDealer.id)).toMatchObject({ role: 'cityDistributor', parent_id: ids.turkiye, depth: 2 });
    expect(await counterMismatches()).toEqual([]);
  });

  it('refuses a parent that is inactive or deleted (MOVE_PARENT_UNAVAILABLE)', async () => {
    const city = await addChild(ids.turkiye, 'cityDistributor');
    const dealer = await addChild(ids.istanbul, 'dealer');
    await post('admin', `/api/users/${city}/deactivate`);
    let res = await move({ memberId: dealer, newParentId: city, reason: 'deneme' });
    expect(res.json().code).toBe('MOVE_PARENT_UNAVAILABLE');
    await post('admin', `/api/users/${city}/activate`);
    await post('admin', `/api/users/${city}/delete`);
    res = await move({ memberId: dealer, newParentId: city, reason: 'deneme' });
    expect(res.json().code).toBe('MOVE_PARENT_UNAVAILABLE');
    await post('admin', `/api/users/${city}/restore`);
    res = await move({ memberId: dealer, newParentId: city, reason: 'deneme' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a move that would put the deepest member below level 20 (MOVE_TOO_DEEP)', async () => {
    // A dealer at depth 3 with a chain down to depth 20 below it, and a city distributor at depth 3.
    const dealer = await addChild(ids.ankara, 'dealer');
    let parent = dealer;
    for (let depth = 4; depth <= 20; depth++) parent = await addChild(parent, 'client');
    expect((await node(parent)).depth).toBe(20);
    const deepCity = await addChild(ids.ankara, 'cityDistributor');
    const p = (await get('admin', `/api/role-transfer/preview?memberId=${dealer}&newParentId=${deepCity}`)).json();
    expect(p).toMatchObject({ deepestDepth: 20, newDeepestDepth: 21, refusal: { code: 'MOVE_TOO_DEEP' } });
    const res = await move({ memberId: dealer, newParentId: deepCity, reason: 'deneme' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('MOVE_TOO_DEEP');
    // The same subtree fits under a city distributor at depth 2.
    expect((await move({ memberId: dealer, newParentId: ids.istanbul, reason: 'deneme' })).statusCode).toBe(200);
    expect(await counterMismatches()).toEqual([]);
  });

  it('two moves sent at once that would make a cycle together: exactly one succeeds, the other is MOVE_CYCLE', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await addChild(ids.istanbul, 'dealer');
      const b = await addChild(ids.ankara, 'dealer');
      const [ra, rb] = await Promise.all([
        move({ memberId: a, newParentId: b, newRole: 'client', reason: 'eşzamanlı' }),
        move({ memberId: b, newParentId: a, newRole: 'client', reason: 'eşzamanlı' }),
      ]);
      const statuses = [ra.statusCode, rb.statusCode].sort();
      expect(statuses, `${ra.body} ${rb.body}`).toEqual([200, 422]);
      const refused = ra.statusCode === 422 ? ra : rb;
      expect(refused.json().code).toBe('MOVE_CYCLE');
      const [na, nb] = [await node(a), await node(b)];
      expect(na.path.startsWith(nb.path) !== nb.path.startsWith(na.path)).toBe(true);
    }
    expect(await counterMismatches()).toEqual([]);
  });
});

describe("role transfer: members' requests", () => {
  const ask = (who: string, payload: object) => post(who, '/api/role-transfer/mine', payload);

  it('one pending request per member; cancel only own pending ones', async () => {
    const turkiye = await node(ids.turkiye);
    const res = await ask('ankara', { toRole: 'turkeyDistributor', reason: 'Büyüme', toParentSellerNo: '' });
    expect(res.json().code).toBe('MOVE_PARENT_ROLE');
    expect((await ask('bayi', { reason: 'Hiçbir şey' })).json().code).toBe('TRANSFER_NOTHING_REQUESTED');
    expect((await ask('bayi', { toParentSellerNo: 'TR-999999', reason: 'Yok' })).json().code).toBe(
      'TRANSFER_PARENT_NOT_FOUND',
    );
    expect(
      (await ask('bayi', { toParentSellerNo: (await node(ids.istanbul)).seller_no, reason: 'Aynı' })).json().code,
    ).toBe('TRANSFER_NOTHING_REQUESTED');

    const [first, second] = await Promise.all([
      ask('bayi', { toRole: 'cityDistributor', toParentSellerNo: turkiye.seller_no.toLowerCase(), reason: 'Terfi' }),
      ask('bayi', { toRole: 'cityDistributor', toParentSellerNo: turkiye.seller_no, reason: 'Terfi' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const created = (first.statusCode === 200 ? first : second).json().request;
    expect(created).toMatchObject({
      status: 'pending',
      toRole: 'cityDistributor',
      toParentId: ids.turkiye,
      refusal: null,
    });
    expect((first.statusCode === 409 ? first : second).json().code).toBe('TRANSFER_PENDING_EXISTS');

    const adminNote = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${ids.admin} and related_entity_id = ${created.id}`,
    );
    expect(adminNote[0]!.n).toBe(1);
    const mine = (await get('bayi', '/api/role-transfer/mine')).json();
    expect(mine.requests.map((r: { id: string }) => r.id)).toContain(created.id);

    expect((await post('musteri', `/api/role-transfer/mine/${created.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await post('bayi', `/api/role-transfer/mine/${created.id}/cancel`);
    expect(cancelled.json().request.status).toBe('cancelled');
    expect((await post('bayi', `/api/role-transfer/mine/${created.id}/cancel`)).json().code).toBe(
      'TRANSFER_NOT_PENDING',
    );
    expect((await post('admin', `/api/role-transfer/requests/${created.id}/approve`, {})).json().code).toBe(
      'TRANSFER_NOT_PENDING',
    );
  });

  it('reject needs a note and tells the member; approve moves with the request id and tells the member', async () => {
    const turkiye = await node(ids.turkiye);
    const asked = (
      await ask('bayi', { toRole: 'cityDistributor', toParentSellerNo: turkiye.seller_no, reason: 'Terfi' })
    ).json().request;
    expect((await post('admin', `/api/role-transfer/requests/${asked.id}/reject`, { note: '' })).statusCode).toBe(400);
    const rejected = await post('admin', `/api/role-transfer/requests/${asked.id}/reject`, { note: 'Henüz erken' });
    expect(rejected.json().request).toMatchObject({ status: 'rejected', decisionNote: 'Henüz erken' });
    const told = await queryRows<{ message: string }>(
      t.database.db,
      sql`select message from notifications where user_id = ${ids.bayi} and related_entity_id = ${asked.id}`,
    );
    expect(told[0]!.message).toContain('Henüz erken');
    expect((await node(ids.bayi)).role).toBe('dealer');

    const again = (
      await ask('bayi', { toRole: 'cityDistributor', toParentSellerNo: turkiye.seller_no, reason: 'Terfi' })
    ).json().request;
    const pending = (await get('admin', '/api/role-transfer/requests?status=pending')).json();
    expect(pending.requests.map((r: { id: string }) => r.id)).toContain(again.id);
    const approved = await post('admin', `/api/role-transfer/requests/${again.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request.status).toBe('approved');
    expect(await node(ids.bayi)).toMatchObject({ role: 'cityDistributor', parent_id: ids.turkiye, depth: 2 });
    const [history] = await queryRows<{ request_id: string }>(
      t.database.db,
      sql`select request_id from network_moves where member_id = ${ids.bayi} order by id desc limit 1`,
    );
    expect(history!.request_id).toBe(again.id);
    const notices = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from notifications where user_id = ${ids.bayi} and related_entity_id = ${again.id}`,
    );
    expect(notices).toHaveLength(1);
    expect(await counterMismatches()).toEqual([]);
  });

  it('a request whose move is refused stays pending and shows the reason', async () => {
    const city = await addChild(ids.turkiye, 'cityDistributor');
    const dealer = await addChild(ids.ankara, 'dealer');
    await t.database.db.execute(
      sql`insert into auth_accounts (account_id, provider_id, user_id, password)
          select ${dealer}, 'credential', ${dealer}, password from auth_accounts where user_id = ${ids.musteri}`,
    );
    const dealerNode = await node(dealer);
    const s = await signIn(t.app, dealerNode.email);
    const asked = (await ask(s.cookie, { toParentSellerNo: (await node(city)).seller_no, reason: 'Taşınma' })).json()
      .request;
    expect(asked.status).toBe('pending');
    await post('admin', `/api/users/${city}/deactivate`);
    const res = await post('admin', `/api/role-transfer/requests/${asked.id}/approve`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('MOVE_PARENT_UNAVAILABLE');
    const list = (await get('admin', '/api/role-transfer/requests?status=pending')).json();
    const shown = list.requests.find((r: { id: string }) => r.id === asked.id);
    expect(shown).toMatchObject({ status: 'pending', refusal: { code: 'MOVE_PARENT_UNAVAILABLE' } });
    expect((await node(dealer)).parent_id).toBe(ids.ankara);
  });
});
