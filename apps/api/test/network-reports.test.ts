import { queryRows } from '@portal/db/client';
import type {
  ActiveDealers,
  Customer,
  Customers,
  NetworkGrowth,
  NewMember,
  NewMembers,
  TurkeyPanel,
} from '@portal/shared/contracts/network-reports';
import { dayOf, lastMonths, periodDays } from '@portal/shared/network-reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const paths: Record<string, string> = {};
type Who = keyof typeof DEMO;
const WHO = Object.keys(DEMO) as Who[];

/** What a sale is, written out again here rather than taken from the code under test. */
const SALE = `o.status not in ('pending_payment', 'cancelled', 'returned')`;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of WHO) {
    const s = await signIn(t.app, DEMO[who]);
    cookies[who] = s.cookie;
    ids[who] = s.user.id;
  }
  const rows = await rowsOf<{ id: string; path: string }>(`select id, path from profiles`);
  for (const who of WHO) paths[who] = rows.find((r) => r.id === ids[who])!.path;
}, 120_000);
afterAll(() => t.close());

const get = (who: Who | null, url: string) => t.app.inject({ url, headers: who ? { cookie: cookies[who]! } : {} });
const json = async <T>(who: Who, url: string): Promise<T> => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const rowsOf = <T>(text: string) => queryRows<T>(t.database.db, sql.raw(text));
const q = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Every page of a paged list. */
async function allPages<T>(who: Who, url: string, key: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page < 100; page++) {
    const body = await json<Record<string, unknown> & { total: number }>(
      who,
      `${url}${url.includes('?') ? '&' : '?'}page=${page}`,
    );
    const rows = body[key] as T[];
    out.push(...rows);
    if (out.length >= body.total || rows.length === 0) break;
  }
  return out;
}

describe('who may open the reports', () => {
  const cases: { url: string; allowed: Who[] }[] = [
    { url: '/api/network/reports/active-dealers', allowed: ['admin'] },
    { url: '/api/network/reports/new-members', allowed: ['admin'] },
    { url: '/api/network/reports/growth', allowed: ['admin'] },
    { url: '/api/customers', allowed: ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi'] },
    { url: '/api/turkey-distributor/panel', allowed: ['turkiye'] },
  ];
  for (const { url, allowed } of cases) {
    it(`${url}: ${allowed.join(', ')}; everyone else refused`, async () => {
      expect((await get(null, url)).statusCode).toBe(401);
      for (const who of WHO) {
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${res.body}`).toBe(allowed.includes(who) ? 200 : 403);
      }
    });
  }
});

describe('active dealers', () => {
  const expected = async (asOf: string, days: number) =>
    rowsOf<{ id: string; n: number; volume: string; last: Date; clients: number }>(`
      select d.id, count(*)::int as n, sum(o.total)::text as volume, max(o.created_at) as last,
             (select count(*)::int from profiles c where c.role = 'client' and not c.is_deleted and c.path like d.path || '%') as clients
      from profiles d
      join profiles b on b.path like d.path || '%'
      join orders o on o.buyer_id = b.id
      where d.role = 'dealer' and d.is_active and not d.is_deleted and ${SALE}
        and o.created_at >= ${q(asOf)}::timestamptz - interval '${days} days' and o.created_at < ${q(asOf)}::timestamptz
      group by d.id, d.path`);

  for (const days of [30, 90]) {
    it(`the last ${days} days: dealers, counts, volume, clients and totals agree with SQL`, async () => {
      const body = await json<ActiveDealers>('admin', `/api/network/reports/active-dealers?days=${days}`);
      const want = await expected(body.asOf, days);
      expect(want.length).toBeGreaterThan(0);
      expect(body.totals.dealers).toBe(want.length);
      expect(body.totals.orders).toBe(want.reduce((s, r) => s + r.n, 0));
      expect(body.totals.volume).toBe(want.reduce((s, r) => s + Number(r.volume), 0));
      expect(body.totals.clients).toBe(want.reduce((s, r) => s + r.clients, 0));
      const got = new Map(body.dealers.map((d) => [d.id, d]));
      expect(got.size).toBe(Math.min(want.length, 50));
      for (const w of want) {
        const d = got.get(w.id);
        if (!d) continue;
        expect(d).toMatchObject({
          orderCount: w.n,
          volume: Number(w.volume),
          clientCount: w.clients,
          lastOrderAt: new Date(w.last).toISOString(),
        });
      }
      const volumes = body.dealers.map((d) => d.volume);
      expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    });
  }

  it('ninety days hold at least the thirty days', async () => {
    const d30 = await json<ActiveDealers>('admin', '/api/network/reports/active-dealers?days=30');
    const d90 = await json<ActiveDealers>('admin', '/api/network/reports/active-dealers?days=90');
    expect(d90.totals.dealers).toBeGreaterThanOrEqual(d30.totals.dealers);
    expect(d90.totals.volume).toBeGreaterThan(d30.totals.volume);
  });

  it('names the dealer’s city distributor as sponsor and filters by city', async () => {
    const all = await json<ActiveDealers>('admin', '/api/network/reports/active-dealers?days=90');
    const bayi = all.dealers.find((d) => d.id === ids.bayi);
    expect(bayi?.sponsor?.id).toBe(ids.istanbul);
    const city = bayi!.city as string;
    const only = await json<ActiveDealers>(
      'admin',
      `/api/network/reports/active-dealers?days=90&city=${encodeURIComponent(city)}`,
    );
    expect(only.dealers.length).toBeGreaterThan(0);
    expect(only.dealers.every((d) => d.city === city)).toBe(true);
    expect(only.totals.dealers).toBeLessThan(all.totals.dealers);
  });

  it('refuses a window other than 30 or 90 days', async () => {
    expect((await get('admin', '/api/network/reports/active-dealers?days=60')).statusCode).toBe(400);
  });
});

describe('new members', () => {
  it('the last 90 days: members, sponsors, first sales and counts by role agree with SQL', async () => {
    const body = await json<NewMembers>('admin', '/api/network/reports/new-members?period=last90');
    const { from, to } = periodDays('last90', dayOf(new Date()));
    expect({ from: body.from, to: body.to }).toEqual({ from, to });
    const want = await rowsOf<{
      id: string;
      role: string;
      parent_id: string | null;
      first_id: string | null;
      first_total: string | null;
    }>(`
      select p.id, p.role, p.parent_id,
             (select o.id from orders o where o.buyer_id = p.id and ${SALE} order by o.created_at, o.id limit 1) as first_id,
             (select o.total::text from orders o where o.buyer_id = p.id and ${SALE} order by o.created_at, o.id limit 1) as first_total
      from profiles p
      where not p.is_deleted
        and p.created_at >= (${q(from)}::date)::timestamp at time zone 'Europe/Istanbul'
        and p.created_at < (${q(to)}::date + 1)::timestamp at time zone 'Europe/Istanbul'`);
    expect(want.length).toBeGreaterThan(0);
    expect(body.total).toBe(want.length);
    for (const role of ['admin', 'turkeyDistributor', 'cityDistributor', 'dealer', 'client']) {
      expect(body.byRole.find((r) => r.role === role)?.count).toBe(want.filter((w) => w.role === role).length);
    }
    const members = await allPages<NewMember>('admin', '/api/network/reports/new-members?period=last90', 'members');
    expect(members.map((m) => m.id).sort()).toEqual(want.map((w) => w.id).sort());
    for (const m of members) {
      const w = want.find((x) => x.id === m.id)!;
      expect(m.sponsor?.id ?? null).toBe(w.parent_id);
      expect(m.firstOrder?.id ?? null).toBe(w.first_id);
      if (w.first_total) expect(m.firstOrder?.total).toBe(Number(w.first_total));
    }
    expect(members.some((m) => m.firstOrder === null)).toBe(true);
    expect(members.some((m) => m.firstOrder !== null)).toBe(true);
  });

  it('a role filter narrows the list but not the counts by role', async () => {
    const all = await json<NewMembers>('admin', '/api/network/reports/new-members?period=thisYear');
    const clients = await json<NewMembers>('admin', '/api/network/reports/new-members?period=thisYear&role=client');
    expect(clients.members.every((m) => m.role === 'client')).toBe(true);
    expect(clients.total).toBe(all.byRole.find((r) => r.role === 'client')?.count);
    expect(clients.byRole).toEqual(all.byRole);
  });

  it('a custom range is taken day by day, Istanbul days, both ends included', async () => {
    const [member] = await rowsOf<{ id: string; day: string }>(
      `select id, to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day from profiles
       where not is_deleted and role = 'dealer' order by created_at desc limit 1`,
    );
    const body = await json<NewMembers>(
      'admin',
      `/api/network/reports/new-members?period=custom&from=${member!.day}&to=${member!.day}`,
    );
    expect(body.members.map((m) => m.id)).toContain(member!.id);
    for (const m of body.members) expect(dayOf(new Date(m.joinedAt))).toBe(member!.day);
  });

  it('refuses a custom range without its days or running backwards', async () => {
    expect((await get('admin', '/api/network/reports/new-members?period=custom')).statusCode).toBe(400);
    expect(
      (await get('admin', '/api/network/reports/new-members?period=custom&from=2026-02-10&to=2026-02-01')).statusCode,
    ).toBe(400);
    expect(
      (await get('admin', '/api/network/reports/new-members?period=custom&from=2026-02-30&to=2026-03-01')).statusCode,
    ).toBe(400);
  });
});

describe('growth', () => {
  it('twelve Istanbul months; new and buying members by role agree with SQL for every month', async () => {
    const body = await json<NetworkGrowth>('admin', '/api/network/reports/growth');
    const months = lastMonths(dayOf(new Date()), 12);
    expect(body.months.map((m) => m.month)).toEqual(months);
    const joined = await rowsOf<{ month: string; role: string; n: number }>(`
      select to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month, role, count(*)::int as n
      from profiles where not is_deleted group by 1, 2`);
    const active = await rowsOf<{ month: string; role: string; n: number }>(`
      select to_char(o.created_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month, p.role, count(distinct p.id)::int as n
      from orders o join profiles p on p.id = o.buyer_id
      where ${SALE} and p.is_active and not p.is_deleted group by 1, 2`);
    let buying = 0;
    for (const m of body.months) {
      for (const role of ['turkeyDistributor', 'cityDistributor', 'dealer', 'client'] as const) {
        expect(m.newMembers[role], `${m.month} ${role}`).toBe(
          joined.find((j) => j.month === m.month && j.role === role)?.n ?? 0,
        );
        expect(m.activeMembers[role], `${m.month} ${role}`).toBe(
          active.find((a) => a.month === m.month && a.role === role)?.n ?? 0,
        );
        buying += m.activeMembers[role];
      }
    }
    expect(buying).toBeGreaterThan(0);
  });

  it('filters by city and role', async () => {
    const [top] = await rowsOf<{ city: string }>(
      `select city from profiles where city is not null and role = 'client' group by city order by count(*) desc limit 1`,
    );
    const body = await json<NetworkGrowth>(
      'admin',
      `/api/network/reports/growth?city=${encodeURIComponent(top!.city)}&role=client`,
    );
    const active = await rowsOf<{ month: string; n: number }>(`
      select to_char(o.created_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month, count(distinct p.id)::int as n
      from orders o join profiles p on p.id = o.buyer_id
      where ${SALE} and p.is_active and not p.is_deleted and p.role = 'client' and p.city = ${q(top!.city)} group by 1`);
    let total = 0;
    for (const m of body.months) {
      expect(m.activeMembers.client).toBe(active.find((a) => a.month === m.month)?.n ?? 0);
      expect(m.activeMembers.dealer + m.newMembers.dealer + m.newMembers.cityDistributor).toBe(0);
      total += m.activeMembers.client;
    }
    expect(total).toBeGreaterThan(0);
  });
});

describe('customers', () => {
  const clientsBelow = (path: string | null) =>
    rowsOf<{ id: string; n: number; spend: string; points: string }>(`
      select p.id, p.points::text as points,
             (select count(*)::int from orders o where o.buyer_id = p.id and ${SALE}) as n,
             (select coalesce(sum(o.total), 0)::text from orders o where o.buyer_id = p.id and ${SALE}) as spend
      from profiles p where p.role = 'client' and not p.is_deleted ${path ? `and p.path like ${q(`${path}%`)}` : ''}`);

  it('the dealer sees exactly its clients, with their sales and points', async () => {
    const want = await clientsBelow(paths.bayi!);
    expect(want.length).toBeGreaterThan(0);
    const got = await allPages<Customer>('bayi', '/api/customers', 'customers');
    expect(got.map((c) => c.id).sort()).toEqual(want.map((w) => w.id).sort());
    for (const c of got) {
      const w = want.find((x) => x.id === c.id)!;
      expect(c.orderCount).toBe(w.n);
      expect(c.totalSpend).toBe(Number(w.spend));
      expect(c.points).toBe(Number(w.points) / 100);
    }
    expect(got.some((c) => c.orderCount > 0)).toBe(true);
  });

  it('a city distributor sees exactly the clients in its subtree; the admin and the national distributor all', async () => {
    for (const who of ['istanbul', 'ankara'] as const) {
      const want = await clientsBelow(paths[who]!);
      const got = await allPages<Customer>(who, '/api/customers?sort=name', 'customers');
      expect(got.map((c) => c.id).sort()).toEqual(want.map((w) => w.id).sort());
    }
    const everyone = (await clientsBelow(null)).map((w) => w.id).sort();
    for (const who of ['admin', 'turkiye'] as const) {
      const body = await json<Customers>(who, '/api/customers');
      expect(body.total).toBe(everyone.length);
    }
  });

  it('a client outside the scope never appears, not even by search', async () => {
    const [other] = await rowsOf<{ name: string; seller_no: string }>(
      `select name, seller_no from profiles where role = 'client' and not is_deleted and path like ${q(`${paths.ankara}%`)} limit 1`,
    );
    for (const term of [other!.name, other!.seller_no]) {
      const body = await json<Customers>('istanbul', `/api/customers?q=${encodeURIComponent(term)}`);
      expect(body.customers.filter((c) => c.sellerNo === other!.seller_no)).toEqual([]);
      const admin = await json<Customers>('admin', `/api/customers?q=${encodeURIComponent(term)}`);
      expect(admin.customers.some((c) => c.sellerNo === other!.seller_no)).toBe(true);
    }
  });

  it('sorts by spend, last order and name', async () => {
    const spend = (await json<Customers>('istanbul', '/api/customers?sort=spend')).customers.map((c) => c.totalSpend);
    expect(spend).toEqual([...spend].sort((a, b) => b - a));
    const last = (await json<Customers>('istanbul', '/api/customers?sort=lastOrder')).customers.map(
      (c) => c.lastOrderAt ?? '',
    );
    const withOrders = last.filter((x: string) => x !== '');
    expect(withOrders).toEqual([...withOrders].sort().reverse());
    expect(last.slice(withOrders.length).every((x: string) => x === '')).toBe(true);
    const names = (await json<Customers>('istanbul', '/api/customers?sort=name')).customers.map((c) => c.name);
    expect(names.length).toBeGreaterThan(1);
  });
});

describe('the national distributor’s panel', () => {
  it('cities, city distributors, stock by city and what waits agree with SQL', async () => {
    const body = await json<TurkeyPanel>('turkiye', '/api/turkey-distributor/panel');
    const asOf = q(body.asOf);
    const reach = `p.path like ${q(`${paths.turkiye}%`)} and p.id <> ${q(ids.turkiye!)}`;

    const cities = await rowsOf<{ city: string; members: number; sales: string }>(`
      select p.city, count(*)::int as members,
             (select coalesce(sum(o.total), 0)::text from orders o join profiles b on b.id = o.buyer_id
              where b.city = p.city and ${SALE} and b.path like ${q(`${paths.turkiye}%`)} and b.id <> ${q(ids.turkiye!)}
                and o.created_at >= ${asOf}::timestamptz - interval '30 days' and o.created_at < ${asOf}::timestamptz) as sales
      from profiles p where not p.is_deleted and p.city is not null and ${reach} group by p.city`);
    expect(body.cities.length).toBe(cities.length);
    for (const c of cities) {
      expect(body.cities.find((x) => x.city === c.city)).toEqual({
        city: c.city,
        members: c.members,
        sales30: Number(c.sales),
      });
    }

    const cds = await rowsOf<{ id: string; members: number; s30: string; s90: string; p30: string }>(`
      select cd.id,
             (select count(*)::int from profiles m where m.path like cd.path || '%' and m.id <> cd.id and not m.is_deleted) as members,
             ${[
               ['s30', '30 days', '0 days'],
               ['s90', '90 days', '0 days'],
               ['p30', '60 days', '30 days'],
             ]
               .map(
                 ([
                   name,
                   start,
                   end,
                 ]) => `(select coalesce(sum(o.total), 0)::text from orders o join profiles b on b.id = o.buyer_id
                  where b.path like cd.path || '%' and ${SALE}
                    and o.created_at >= ${asOf}::timestamptz - interval '${start}'
                    and o.created_at < ${asOf}::timestamptz - interval '${end}') as ${name}`,
               )
               .join(',\n')}
      from profiles cd where cd.role = 'cityDistributor' and not cd.is_deleted`);
    expect(body.cityDistributors.length).toBe(cds.length);
    for (const c of cds) {
      const got = body.cityDistributors.find((x) => x.id === c.id);
      expect(got).toMatchObject({
        members: c.members,
        sales30: Number(c.s30),
        sales90: Number(c.s90),
        previous30: Number(c.p30),
      });
      if (Number(c.p30) > 0)
        expect(got?.growth).toBeCloseTo(((Number(c.s30) - Number(c.p30)) / Number(c.p30)) * 100, 0);
      else expect(got?.growth).toBeNull();
    }
    expect(body.cityDistributors.some((c) => c.sales30 > 0)).toBe(true);

    const stock = await rowsOf<{ city: string; on_hand: string; reserved: string; products: number }>(`
      select p.city, sum(sl.on_hand)::text as on_hand, sum(sl.reserved)::text as reserved, count(distinct sl.product_id)::int as products
      from stock_levels sl join profiles p on p.id = sl.holder_id join products pr on pr.id = sl.product_id
      where p.role = 'cityDistributor' and not p.is_deleted and not pr.is_deleted group by p.city`);
    expect(body.stockByCity.length).toBe(stock.length);
    for (const s of stock) {
      expect(body.stockByCity.find((x) => x.city === s.city)).toMatchObject({
        onHand: Number(s.on_hand),
        reserved: Number(s.reserved),
        products: s.products,
      });
    }

    const waiting = await rowsOf<{ status: string; n: number }>(
      `select status, count(*)::int as n from orders where supplier_id = ${q(ids.turkiye!)} group by status`,
    );
    for (const w of body.waiting.orders) {
      expect(w.count).toBe(waiting.find((x) => x.status === w.status)?.n ?? 0);
    }
    expect(body.waiting.orders.map((w) => w.status)).toEqual(['pending_payment', 'paid', 'confirmed', 'preparing']);
    const [inv] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from invitations where inviter_id = ${q(ids.turkiye!)} and status = 'active' and expires_at > now() and used_count < max_uses`,
    );
    expect(body.waiting.activeInvitations).toBe(inv!.n);
    const [low] = await rowsOf<{ n: number }>(`
      select count(*)::int as n from stock_levels sl join products pr on pr.id = sl.product_id
      left join product_inventory pi on pi.product_id = sl.product_id
      where sl.holder_id = ${q(ids.turkiye!)} and not pr.is_deleted
        and sl.on_hand - sl.reserved <= coalesce(sl.low_stock_threshold, pi.low_stock_threshold, 5)`);
    expect(body.waiting.lowStock.count).toBe(low!.n);
  });
});

describe('what changes the figures', () => {
  it('a cancelled sale leaves the dealer’s volume and the client’s spend', async () => {
    const [order] = await rowsOf<{ id: string; total: string; buyer_id: string }>(`
      select o.id, o.total::text as total, o.buyer_id from orders o join profiles b on b.id = o.buyer_id
      where b.parent_id = ${q(ids.bayi!)} and b.role = 'client' and ${SALE} and o.created_at > now() - interval '25 days'
      order by o.created_at desc limit 1`);
    expect(order).toBeDefined();
    const dealer = async () =>
      (await json<ActiveDealers>('admin', '/api/network/reports/active-dealers?days=30')).dealers.find(
        (d) => d.id === ids.bayi,
      );
    const client = async () =>
      (await allPages<Customer>('bayi', '/api/customers', 'customers')).find((c) => c.id === order!.buyer_id);
    const [d0, c0] = [await dealer(), await client()];
    await rowsOf(`update orders set status = 'cancelled' where id = ${q(order!.id)}`);
    const [d1, c1] = [await dealer(), await client()];
    if (!d0 || !c0 || !d1 || !c1) throw new Error('the dealer and the client are in the lists');
    expect(d1.volume).toBe(d0.volume - Number(order!.total));
    expect(d1.orderCount).toBe(d0.orderCount - 1);
    expect(c1.totalSpend).toBe(c0.totalSpend - Number(order!.total));
    expect(c1.orderCount).toBe(c0.orderCount - 1);
  });

  it('a report key given to a city distributor shows it only its own downline', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/permissions',
      headers: { cookie: cookies.admin! },
      payload: { role: 'cityDistributor', permissionKey: 'canAccessActiveDealers', enabled: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const body = await json<ActiveDealers>('istanbul', '/api/network/reports/active-dealers?days=90');
    const mine = await rowsOf<{ id: string }>(
      `select id from profiles where role = 'dealer' and path like ${q(`${paths.istanbul}%`)}`,
    );
    expect(body.dealers.length).toBeGreaterThan(0);
    for (const d of body.dealers) expect(mine.map((m) => m.id)).toContain(d.id);
    expect((await get('ankara', '/api/network/reports/new-members')).statusCode).toBe(403);
  });
});
