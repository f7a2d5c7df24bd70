import { queryRows } from '@portal/db/client';
import type {
  NetworkChildrenPage,
  NetworkNode,
  NetworkNodeDetail,
  NetworkSearchResult,
  NetworkTree,
} from '@portal/shared/contracts/network';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

/**
 * The network tree: the viewer's root, children in keyset pages, a node with its upline, and the
 * search, each within the viewer's subtree (404 outside); counters and 30-day sales as SQL counts them.
 */
describe('network tree', () => {
  let t: TestContext;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  async function member(email: string) {
    const [row] = await queryRows<{ id: string; path: string; depth: number }>(
      t.database.db,
      sql`select id, path, depth from profiles where email = ${email}`,
    );
    if (!row) throw new Error(`no member ${email}`);
    return row;
  }

  /** A member under `parentId`, written as registration would (counters follow by trigger). */
  async function addChild(parentId: string, f: { name: string; role: string; email?: string; phone?: string }) {
    const [row] = await queryRows<{ id: string; seller_no: string }>(
      t.database.db,
      sql`insert into profiles (id, name, email, phone, role, parent_id, path, depth, seller_no, permanent_invite_code)
          select g, ${f.name}, coalesce(${f.email ?? null}, g::text || '@tree.test'), ${f.phone ?? null}, ${f.role},
                 p.id, p.path || g::text || '/', p.depth + 1,
                 'TR-' || lpad((900000 + (select count(*) from profiles))::text, 6, '0'),
                 upper(substr(replace(g::text, '-', ''), 1, 8))
          from gen_random_uuid() g, profiles p where p.id = ${parentId}::uuid
          returning id, seller_no`,
    );
    if (!row) throw new Error('insert failed');
    return row;
  }

  const get = (who: string, url: string) => t.app.inject({ url, headers: { cookie: cookies[who] ?? '' } });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, email] of Object.entries(DEMO)) {
      cookies[key] = (await signIn(t.app, email)).cookie;
      ids[key] = (await member(email)).id;
    }
  }, 120_000);
  afterAll(() => t.close());

  it('starts the dealer at its own node and the city distributor at its own', async () => {
    const dealer = await get('bayi', '/api/network/tree');
    expect(dealer.statusCode).toBe(200);
    const body = dealer.json() as NetworkTree;
    expect(body.root.id).toBe(ids.bayi);
    expect(body.root.role).toBe('dealer');
    expect(body).toMatchObject({ warnDepth: 15, maxDepth: 20 });
    expect(((await get('istanbul', '/api/network/tree')).json() as NetworkTree).root.id).toBe(ids.istanbul);
  });

  it('shows the turkeyDistributor and the admin the root admin’s network', async () => {
    const [root] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from profiles where parent_id is null and role = 'admin' and not is_deleted`,
    );
    const turkey = (await get('turkiye', '/api/network/tree')).json() as NetworkTree;
    expect(turkey.root.id).toBe(root?.id);
    expect(turkey.root.id).toBe(ids.admin);
    expect(((await get('admin', '/api/network/tree')).json() as NetworkTree).root.id).toBe(ids.admin);
    // …and the turkeyDistributor may open any member of it, a city distributor of Ankara's children too.
    expect((await get('turkiye', `/api/network/nodes/${ids.ankara}/children`)).statusCode).toBe(200);
  });

  it('refuses the client by the page permission', async () => {
    for (const url of ['/api/network/tree', `/api/network/nodes/${ids.musteri}`, '/api/network/search?q=ab']) {
      const res = await get('musteri', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 404 to the dealer for every node outside its subtree', async () => {
    for (const outside of [ids.istanbul, ids.admin, ids.ankara, ids.turkiye]) {
      for (const url of [`/api/network/nodes/${outside}`, `/api/network/nodes/${outside}/children`]) {
        const res = await get('bayi', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    // Its own client is inside.
    expect((await get('bayi', `/api/network/nodes/${ids.musteri}`)).statusCode).toBe(200);
    // An id nobody has is just as missing.
    expect((await get('bayi', '/api/network/nodes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 404 to a city distributor for another city’s members, and shows its own', async () => {
    const ankaraChildren = (await get('ankara', `/api/network/nodes/${ids.ankara}/children?limit=200`)).json()
      .items as NetworkNode[];
    expect(ankaraChildren.length).toBeGreaterThan(0);
    for (const child of ankaraChildren.slice(0, 3)) {
      expect((await get('istanbul', `/api/network/nodes/${child.id}`)).statusCode).toBe(404);
      expect((await get('istanbul', `/api/network/nodes/${child.id}/children`)).statusCode).toBe(404);
    }
    const own = (await get('istanbul', `/api/network/nodes/${ids.istanbul}/children?limit=200`)).json()
      .items as NetworkNode[];
    expect(own.map((c) => c.id)).toContain(ids.bayi);
  });

  it('gives a node its upline from the viewer’s root down, not above it', async () => {
    const deep = await addChild(ids.bayi as string, { name: 'Zincir Üye', role: 'client' });
    const asDealer = (await get('bayi', `/api/network/nodes/${deep.id}`)).json() as NetworkNodeDetail;
    expect(asDealer.node.id).toBe(deep.id);
    expect(asDealer.upline.map((u) => u.id)).toEqual([ids.bayi]);
    const asCity = (await get('istanbul', `/api/network/nodes/${deep.id}`)).json() as NetworkNodeDetail;
    expect(asCity.upline.map((u) => u.id)).toEqual([ids.istanbul, ids.bayi]);
    const asAdmin = (await get('admin', `/api/network/nodes/${deep.id}`)).json() as NetworkNodeDetail;
    expect(asAdmin.upline[0]?.id).toBe(ids.admin);
    expect(asAdmin.upline.at(-1)?.id).toBe(ids.bayi);
    expect(asAdmin.upline.length).toBe(asAdmin.node.depth);
  });

  it('pages a wide node’s children by (name, id): every child exactly once, in order', async () => {
    const parent = await addChild(ids.istanbul as string, { name: 'Geniş Bayi', role: 'dealer' });
    // Names repeat, so the id breaks the ties across page boundaries.
    for (let i = 0; i < 45; i++) {
      await addChild(parent.id, { name: `Üye ${String(i % 9).padStart(2, '0')}`, role: 'client' });
    }
    const seen: NetworkNode[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await get('istanbul', `/api/network/nodes/${parent.id}/children?limit=7${q}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as NetworkChildrenPage;
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((s) => s.id)).size).toBe(45);
    const expected = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from profiles where parent_id = ${parent.id}::uuid order by name, id`,
    );
    expect(seen.map((s) => s.id)).toEqual(expected.map((e) => e.id));
    // A page may start at a given child (to reveal it), with its position among the siblings.
    const tenth = expected[10]?.id as string;
    const from = (await get('istanbul', `/api/network/nodes/${parent.id}/children?limit=5&from=${tenth}`)).json();
    expect(from.startIndex).toBe(10);
    expect(from.items.map((i: NetworkNode) => i.id)).toEqual(expected.slice(10, 15).map((e) => e.id));
    const rest = (
      await get(
        'istanbul',
        `/api/network/nodes/${parent.id}/children?limit=50&cursor=${encodeURIComponent(from.nextCursor)}`,
      )
    ).json();
    expect(rest.items.map((i: NetworkNode) => i.id)).toEqual(expected.slice(15).map((e) => e.id));
    // …but only at one of its own children.
    expect((await get('istanbul', `/api/network/nodes/${parent.id}/children?from=${ids.bayi}`)).statusCode).toBe(404);
    // The parent's own row knows its size.
    const detail = (await get('istanbul', `/api/network/nodes/${parent.id}`)).json() as NetworkNodeDetail;
    expect(detail.node).toMatchObject({ directCount: 45, networkSize: 45, hasChildren: true });
  });

  it('refuses a cursor it did not make and a limit above 200', async () => {
    const bad = await get('istanbul', `/api/network/nodes/${ids.istanbul}/children?cursor=not-a-cursor`);
    expect(bad.statusCode).toBe(400);
    const big = await get('istanbul', `/api/network/nodes/${ids.istanbul}/children?limit=201`);
    expect(big.statusCode).toBe(400);
  });

  it('counts members and 30-day sales as SQL does', async () => {
    // An order of a child: paid and recent counts, pending or cancelled or older does not.
    const children = (await get('istanbul', `/api/network/nodes/${ids.istanbul}/children?limit=200`)).json()
      .items as NetworkNode[];
    expect(children.length).toBeGreaterThan(3);
    const rows = await queryRows<{ id: string; d: number; n: number; s: string; kids: boolean }>(
      t.database.db,
      sql`select p.id,
            (select count(*)::int from profiles c where c.parent_id = p.id and not c.is_deleted) as d,
            (select count(*)::int from profiles c where c.path like p.path || '%' and c.id <> p.id and not c.is_deleted) as n,
            (select coalesce(sum(o.total), 0)::text from orders o where o.buyer_id = p.id
               and o.status in ('paid','confirmed','preparing','shipped','delivered','completed','return_requested','returned')
               and o.created_at >= now() - interval '30 days') as s,
            exists (select 1 from profiles c where c.parent_id = p.id) as kids
          from profiles p where p.parent_id = ${ids.istanbul}::uuid`,
    );
    const bySql = new Map(rows.map((r) => [r.id, r]));
    for (const child of children) {
      const want = bySql.get(child.id);
      expect(want, child.name).toBeDefined();
      expect(child.directCount).toBe(want?.d);
      expect(child.networkSize).toBe(want?.n);
      expect(child.sales30d).toBe(Number(want?.s));
      expect(child.hasChildren).toBe(want?.kids);
    }
    // The dealer's own sales: some order of the demo is recent and paid, so the rule is exercised.
    const salesTotal = children.reduce((sum, c) => sum + c.sales30d, 0);
    const [withCancelled] = await queryRows<{ all: string }>(
      t.database.db,
      sql`select coalesce(sum(o.total), 0)::text as all from orders o join profiles p on p.id = o.buyer_id
          where p.parent_id = ${ids.istanbul}::uuid and o.created_at >= now() - interval '30 days'`,
    );
    expect(salesTotal).toBeLessThanOrEqual(Number(withCancelled?.all));
  });

  it('leaves pending and cancelled orders and older ones out of the 30-day sales', async () => {
    const buyer = await addChild(ids.bayi as string, { name: 'Satış Ölçü Müşterisi', role: 'client' });
    const insertOrder = (status: string, total: number, daysAgo: number, n: number) =>
      t.database.db.execute(sql`
        insert into orders (number, buyer_id, buyer_role, supplier_id, status, subtotal, vat_total, total, item_count,
                            payment_method, shipping_address, shipping_city, created_at)
        values (${`TST-${buyer.id.slice(0, 8)}-${n}`}, ${buyer.id}::uuid, 'client', ${ids.istanbul}::uuid, ${status},
                ${total}, 0, ${total}, 1, 'bank_transfer',
                ${JSON.stringify({ title: 'Ev', recipientName: 'X', phone: '05550000000', city: 'İstanbul', district: 'Kadıköy', addressLine: 'Y', postalCode: null })}::jsonb,
                'İstanbul', now() - make_interval(days => ${daysAgo}))`);
    await insertOrder('paid', 10_000, 1, 1);
    await insertOrder('delivered', 2_500, 29, 2);
    await insertOrder('pending_payment', 70_000, 1, 3);
    await insertOrder('cancelled', 80_000, 2, 4);
    await insertOrder('completed', 90_000, 31, 5);
    const detail = (await get('bayi', `/api/network/nodes/${buyer.id}`)).json() as NetworkNodeDetail;
    expect(detail.node.sales30d).toBe(12_500);
  });

  it('searches by name prefix (Turkish letters either case), e-mail, phone and seller number, inside the subtree only', async () => {
    const isik = await addChild(ids.bayi as string, {
      name: 'Işık Yıldırım',
      role: 'client',
      email: 'isik.yildirim@tree.test',
      phone: '05321112233',
    });
    const hitIds = async (who: string, q: string) =>
      ((await get(who, `/api/network/search?q=${encodeURIComponent(q)}`)).json() as NetworkSearchResult).hits.map(
        (h) => h.id,
      );
    for (const q of [
      'Işık',
      'ışık',
      'IŞIK',
      'işık y',
      'isik.yil',
      'ISIK.YILDIRIM@',
      '0532 111 22 33',
      '+90 532 111 2233',
    ]) {
      expect(await hitIds('bayi', q), q).toContain(isik.id);
    }
    expect(await hitIds('bayi', isik.seller_no)).toEqual([isik.id]);
    expect(await hitIds('bayi', isik.seller_no.replace('TR-', ''))).toEqual([isik.id]);
    // The ancestors from the dealer's root, to reveal the hit in place.
    const res = (await get('bayi', '/api/network/search?q=Işık')).json() as NetworkSearchResult;
    expect(res.hits.find((h) => h.id === isik.id)?.ancestorIds).toEqual([ids.bayi]);
    // Above the dealer: found by the city distributor, never by Ankara's nor by the dealer's client.
    expect(await hitIds('istanbul', 'Işık')).toContain(isik.id);
    expect(await hitIds('ankara', 'Işık')).not.toContain(isik.id);
    expect(await hitIds('ankara', isik.seller_no)).toEqual([]);
    expect(await hitIds('ankara', '05321112233')).toEqual([]);
    expect(await hitIds('ankara', 'isik.yildirim@')).toEqual([]);
    // The dealer never finds what is above it or beside it.
    expect(await hitIds('bayi', 'istanbul@')).toEqual([]);
    const ankaraName = (
      await queryRows<{ name: string }>(t.database.db, sql`select name from profiles where email = ${DEMO.ankara}`)
    )[0]?.name as string;
    expect(await hitIds('bayi', ankaraName)).toEqual([]);
    // Every hit of a broad prefix lies in the dealer's subtree, and there are at most 20.
    const bayiPath = (await member(DEMO.bayi)).path;
    const broad = (await get('istanbul', '/api/network/search?q=a')).statusCode;
    expect(broad).toBe(400);
    const many = ((await get('admin', '/api/network/search?q=%C3%BC%C3%BC')).json() as NetworkSearchResult).hits;
    expect(many.length).toBeLessThanOrEqual(20);
    const dealerHits = ((await get('bayi', '/api/network/search?q=sa')).json() as NetworkSearchResult).hits;
    const paths = await queryRows<{ path: string }>(
      t.database.db,
      sql`select path from profiles where id = any(${`{${dealerHits.map((h) => h.id).join(',')}}`}::uuid[])`,
    );
    for (const p of paths) expect(p.path.startsWith(bayiPath)).toBe(true);
  });

  it('keeps a deleted member in the tree, marked, with its children in place', async () => {
    const parent = await addChild(ids.bayi as string, { name: 'Silinecek Alt Bayi', role: 'client' });
    const child = await addChild(parent.id, { name: 'Yerinde Kalan Üye', role: 'client' });
    await t.database.db.execute(
      sql`update profiles set is_deleted = true, deleted_at = now() where id = ${parent.id}::uuid`,
    );
    const page = (await get('bayi', `/api/network/nodes/${ids.bayi}/children?limit=200`)).json() as NetworkChildrenPage;
    const row = page.items.find((i) => i.id === parent.id);
    expect(row).toMatchObject({ isDeleted: true, hasChildren: true, directCount: 1 });
    const below = (await get('bayi', `/api/network/nodes/${parent.id}/children`)).json() as NetworkChildrenPage;
    expect(below.items.map((i) => i.id)).toEqual([child.id]);
  });

  it('shows the turkeyDistributor every city’s members in search, with the way from the root', async () => {
    const parent = await addChild(ids.ankara as string, { name: 'Uzak Bayi', role: 'dealer' });
    const hits = ((await get('turkiye', '/api/network/search?q=uzak bayi')).json() as NetworkSearchResult).hits;
    const hit = hits.find((h) => h.id === parent.id);
    expect(hit?.ancestorIds).toEqual([ids.admin, ids.turkiye, ids.ankara]);
  });

  it('refuses a page asked both after a cursor and from a child', async () => {
    const first = (
      await get('istanbul', `/api/network/nodes/${ids.istanbul}/children?limit=1`)
    ).json() as NetworkChildrenPage;
    expect(first.nextCursor).not.toBeNull();
    const res = await get(
      'istanbul',
      `/api/network/nodes/${ids.istanbul}/children?cursor=${encodeURIComponent(first.nextCursor ?? '')}&from=${ids.bayi}`,
    );
    expect(res.statusCode).toBe(400);
  });

  it('finds at most 20 and orders them by name', async () => {
    const parent = await addChild(ids.ankara as string, { name: 'Arama Bayisi', role: 'dealer' });
    for (let i = 0; i < 25; i++)
      await addChild(parent.id, { name: `Qarşı ${String(i).padStart(2, '0')}`, role: 'client' });
    const hits = ((await get('ankara', '/api/network/search?q=qarşı')).json() as NetworkSearchResult).hits;
    expect(hits).toHaveLength(20);
    expect(hits.map((h) => h.name)).toEqual([...hits.map((h) => h.name)].sort());
    expect(hits[0]?.ancestorIds).toEqual([ids.ankara, parent.id]);
  });
});
