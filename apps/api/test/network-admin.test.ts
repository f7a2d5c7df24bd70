import { randomUUID } from 'node:crypto';
import { queryRows } from '@portal/db/client';
import { NETWORK_ADMIN_DEMO as SEEDED } from '@portal/db/seed/network-admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../src/modules/network/network-admin.repository';
import { createTestApp, DEMO, signIn } from './helpers';

/**
 * The admin's network pages: the member list and its CSV, the inconsistent profiles and their
 * fixes, and the maintenance jobs, each against a database broken on purpose.
 */

async function setUp() {
  const t = await createTestApp();
  const admin = (await signIn(t.app, DEMO.admin)).cookie;
  const db = t.database.db;
  const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);

  async function member(email: string) {
    const [row] = await q<{
      id: string;
      path: string;
      depth: number;
      parent_id: string | null;
      points: number;
      network_size: number;
      direct_count: number;
    }>(
      sql`select id, path, depth, parent_id, points::float8 as points, network_size, direct_count
          from profiles where email = ${email}`,
    );
    if (!row) throw new Error(`no member ${email}`);
    return row;
  }

  let seq = 0;
  /** A member under `parentEmail` (or none); path and depth follow the parent unless given. */
  async function add(
    email: string,
    role: string,
    parentEmail: string | null,
    place: { path?: (id: string, parentPath: string) => string; depth?: number } = {},
  ) {
    const parent = parentEmail ? await member(parentEmail) : null;
    seq++;
    const id = randomUUID();
    const path = place.path ? place.path(id, parent?.path ?? '/') : `${parent?.path ?? '/'}${id}/`;
    const depth = place.depth ?? (parent ? parent.depth + 1 : 0);
    await db.execute(
      sql`insert into profiles (id, name, email, role, parent_id, path, depth, seller_no, permanent_invite_code, city)
          values (${id}::uuid, ${`Test ${email}`}, ${email}, ${role}, ${parent?.id ?? null}::uuid, ${path}, ${depth},
                  ${`NA-${String(seq).padStart(6, '0')}`}, ${id.replaceAll('-', '').slice(0, 8).toUpperCase()}, 'Eskişehir')`,
    );
    return id;
  }

  /** Members whose counters disagree with a recount from the paths. */
  async function counterMismatches() {
    return q<{ id: string }>(
      sql`select p.id from profiles p
          where p.direct_count <> (select count(*) from profiles c where c.parent_id = p.id and not c.is_deleted)
             or p.network_size <> (select count(*) from profiles c
                                   where c.path like p.path || '%' and c.id <> p.id and not c.is_deleted)`,
    );
  }

  const inject = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

  return { t, admin, db, q, member, add, counterMismatches, inject };
}

type Harness = Awaited<ReturnType<typeof setUp>>;

describe('network admin: members, inconsistent profiles and their fixes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  }, 60_000);
  afterAll(async () => h.t.close());

  it('is the admin’s only', async () => {
    for (const email of [DEMO.turkiye, DEMO.istanbul, DEMO.bayi]) {
      const { cookie } = await signIn(h.t.app, email);
      for (const url of [
        '/api/network/admin/members',
        '/api/network/admin/members/export',
        '/api/network/admin/member-options',
        '/api/network/admin/maintenance/jobs',
        '/api/network/admin/inconsistencies',
      ]) {
        const res = await h.inject('GET', url, undefined, cookie);
        expect(res.statusCode, `${email} ${url}`).toBe(403);
      }
      const start = await h.inject('POST', '/api/network/admin/maintenance/jobs', { kind: 'recount' }, cookie);
      expect(start.statusCode).toBe(403);
      const bayi = await h.member(DEMO.bayi);
      const fix = await h.inject(
        'POST',
        `/api/network/admin/inconsistencies/${bayi.id}/sync-points`,
        undefined,
        cookie,
      );
      expect(fix.statusCode).toBe(403);
    }
  });

  it('lists every member with the filters, sorting and pages on the server', async () => {
    const [{ n: all } = { n: 0 }] = await h.q<{ n: number }>(sql`select count(*)::int as n from profiles`);
    const first = (await h.inject('GET', '/api/network/admin/members')).json();
    expect(first.total).toBe(all);
    expect(first.members).toHaveLength(first.pageSize);
    const second = (await h.inject('GET', '/api/network/admin/members?page=2')).json();
    expect(second.members[0].id).not.toBe(first.members[0].id);

    const dealers = (await h.inject('GET', '/api/network/admin/members?role=dealer')).json();
    const [{ n: dealerCount } = { n: 0 }] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from profiles where role = 'dealer'`,
    );
    expect(dealers.total).toBe(dealerCount);
    expect(dealers.members.every((m: { role: string }) => m.role === 'dealer')).toBe(true);

    const istanbul = await h.member(DEMO.istanbul);
    const under = (
      await h.inject('GET', `/api/network/admin/members?sponsorId=${istanbul.id}&sort=name&dir=asc`)
    ).json();
    expect(under.total).toBe(istanbul.direct_count);
    expect(under.members.every((m: { sponsor: { id: string } }) => m.sponsor.id === istanbul.id)).toBe(true);
    const sorted = await h.q<{ id: string }>(
      sql`select id from profiles where parent_id = ${istanbul.id}::uuid order by lower(name), id limit 25`,
    );
    expect(under.members.map((m: { id: string }) => m.id)).toEqual(sorted.map((r) => r.id));
    const reversed = (
      await h.inject('GET', `/api/network/admin/members?sponsorId=${istanbul.id}&sort=name&dir=desc`)
    ).json();
    expect(reversed.members.map((m: { id: string }) => m.id)).toEqual(sorted.map((r) => r.id).reverse());

    const bySeller = (await h.inject('GET', '/api/network/admin/members?q=TR-000001')).json();
    expect(bySeller.members.map((m: { sellerNo: string }) => m.sellerNo)).toContain('TR-000001');
    const byPhone = (await h.inject('GET', '/api/network/admin/members?q=0555 000 0006')).json();
    expect(byPhone.members.map((m: { email: string }) => m.email)).toEqual([DEMO.bayi]);

    const inactive = (await h.inject('GET', '/api/network/admin/members?status=inactive')).json();
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.members.every((m: { status: string }) => m.status === 'inactive')).toBe(true);

    const gone = await h.add('deleted-one@portal.test', 'client', DEMO.bayi);
    await h.db.execute(sql`update profiles set is_deleted = true, deleted_at = now() where id = ${gone}::uuid`);
    const deleted = (await h.inject('GET', '/api/network/admin/members?status=deleted')).json();
    expect(deleted.members.map((m: { id: string }) => m.id)).toContain(gone);
    const active = (await h.inject('GET', '/api/network/admin/members?status=active&q=deleted-one')).json();
    expect(active.total).toBe(0);

    const cities = (await h.inject('GET', '/api/network/admin/members?city=Ankara&role=cityDistributor')).json();
    expect(cities.members.map((m: { email: string }) => m.email)).toEqual([DEMO.ankara]);

    // Joined on a day of Türkiye's calendar: 23:30 UTC on 1 March is 2 March in İstanbul.
    await h.db.execute(sql`update profiles set created_at = '2020-03-01T23:30:00Z' where id = ${gone}::uuid`);
    const onDay = (
      await h.inject('GET', '/api/network/admin/members?joinedFrom=2020-03-02&joinedTo=2020-03-02')
    ).json();
    expect(onDay.members.map((m: { id: string }) => m.id)).toEqual([gone]);
    const dayBefore = (await h.inject('GET', '/api/network/admin/members?joinedTo=2020-03-01')).json();
    expect(dayBefore.total).toBe(0);

    const bad = await h.inject('GET', '/api/network/admin/members?status=gone');
    expect(bad.statusCode).toBe(400);
  });

  it('exports every filtered member as CSV with the Turkish header', async () => {
    const res = await h.inject('GET', '/api/network/admin/members/export?role=client&sort=name&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="ag-uyeleri-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Ad Soyad;Satıcı No;Rol;E-posta;Telefon;Şehir;Sponsor;Sponsor Satıcı No;Katılım Tarihi;Durum;Doğrudan Üye;Ağ Büyüklüğü;Puan',
    );
    const [{ n } = { n: 0 }] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from profiles where role = 'client'`,
    );
    expect(n).toBeGreaterThan(25);
    expect(lines.length - 1).toBe(n);
    expect(lines.slice(1).every((l) => l.split(';')[2] === 'Danışan' || l.split(';')[2] === 'Müşteri')).toBe(true);
    const musteri = lines.find((l) => l.includes(DEMO.musteri));
    expect(musteri).toMatch(/^Demo Müşteri;TR-\d{6};/);
    expect(musteri).toContain(';Kadıköy Bayi;');
  });

  it('streams the export in batches that follow the list’s order exactly, for every sort', async () => {
    for (const sort of ['name', 'sellerNo', 'joined', 'directCount', 'networkSize', 'points'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const filters = { sort, dir };
        const all = (await repo.listMembers(h.db, filters, 100_000, 0)).map((r) => r.id);
        const streamed: string[] = [];
        for await (const rows of repo.eachMember(h.db, filters, 7)) streamed.push(...rows.map((r) => r.id));
        expect(streamed, `${sort} ${dir}`).toEqual(all);
      }
    }
  });

  it('searches members for the comboboxes', async () => {
    const res = (await h.inject('GET', '/api/network/admin/member-options?q=Kadıköy&parentsOnly=true')).json();
    expect(res.options.map((o: { name: string }) => o.name)).toContain('Kadıköy Bayi');
    const parents = (await h.inject('GET', '/api/network/admin/member-options?q=Demo&parentsOnly=true')).json();
    expect(parents.options.every((o: { role: string }) => o.role !== 'client')).toBe(true);
  });

  describe('inconsistent profiles', () => {
    const ids: Record<string, string> = {};
    let chain: string[] = [];

    beforeAll(async () => {
      // A dealer under a deleted city distributor.
      ids.deletedCity = await h.add('na-city@portal.test', 'cityDistributor', DEMO.turkiye);
      ids.orphaned = await h.add('na-orphaned@portal.test', 'dealer', 'na-city@portal.test');
      await h.db.execute(
        sql`update profiles set is_deleted = true, deleted_at = now() where id = ${ids.deletedCity}::uuid`,
      );
      // A dealer under a dealer.
      ids.dealerUnderDealer = await h.add('na-dd@portal.test', 'dealer', DEMO.bayi);
      // A dealer with no parent at all.
      ids.noParent = await h.add('na-none@portal.test', 'dealer', null);
      // A client whose depth disagrees with its parent's.
      ids.wrongDepth = await h.add('na-depth@portal.test', 'client', DEMO.bayi, { depth: 9 });
      // Two dealers whose parents point at each other.
      ids.cycleA = await h.add('na-cycle-a@portal.test', 'dealer', DEMO.istanbul);
      ids.cycleB = await h.add('na-cycle-b@portal.test', 'dealer', 'na-cycle-a@portal.test');
      await h.db.execute(sql`update profiles set parent_id = ${ids.cycleB}::uuid where id = ${ids.cycleA}::uuid`);
      // A client whose ledger holds 150 points while its profile says 0.
      ids.points = await h.add('na-points@portal.test', 'client', DEMO.bayi);
      await h.db.execute(
        sql`insert into points_transactions (user_id, amount, transaction_type, status)
            values (${ids.points}::uuid, 15000, 'bonus', 'completed'), (${ids.points}::uuid, 5000, 'bonus', 'pending')`,
      );
      // A chain 20 below a dealer: its lowest members are deeper than 20 by their parents.
      const top = await h.add('na-tall-0@portal.test', 'dealer', DEMO.istanbul);
      chain = [top];
      for (let i = 1; i <= 19; i++) {
        chain.push(
          await h.add(`na-tall-${i}@portal.test`, 'client', `na-tall-${i - 1}@portal.test`, {
            path: (id) => `/${id}/`,
            depth: Math.min(20, 3 + i),
          }),
        );
      }
    }, 60_000);

    async function report() {
      const res = await h.inject('GET', '/api/network/admin/inconsistencies');
      expect(res.statusCode).toBe(200);
      const groups = res.json().groups as { kind: string; count: number; members: { id: string }[] }[];
      return (kind: string) => {
        const group = groups.find((g) => g.kind === kind);
        if (group) expect(group.count).toBeGreaterThanOrEqual(group.members.length);
        return group?.members.map((m) => m.id) ?? [];
      };
    }

    it('finds every kind', async () => {
      const kind = await report();
      expect(kind('deleted_parent')).toContain(ids.orphaned);
      expect(kind('parent_role')).toContain(ids.dealerUnderDealer);
      expect(kind('missing_parent')).toContain(ids.noParent);
      expect(kind('path_mismatch')).toContain(ids.wrongDepth);
      expect(kind('cycle')).toEqual(expect.arrayContaining([ids.cycleA, ids.cycleB]));
      expect(kind('points_mismatch')).toContain(ids.points);
      expect(kind('too_deep')).toEqual(expect.arrayContaining([chain[18], chain[19]]));
      expect(kind('too_deep')).not.toContain(chain[17]);
      // The demo's own broken members are found, and nothing else but what this test broke.
      expect(kind('deleted_parent')).toContain(SEEDED.dealerUnderDeleted);
      expect(kind('parent_role')).toContain(SEEDED.dealerUnderDealer);
      expect(kind('path_mismatch')).toContain(SEEDED.wrongDepthClient);
      expect(kind('points_mismatch')).toEqual(expect.arrayContaining([SEEDED.pointsClient, SEEDED.pointsDealer]));
      const broken = new Set<string>([...Object.values(ids), ...chain, ...Object.values(SEEDED)]);
      for (const k of ['deleted_parent', 'missing_parent', 'cycle', 'too_deep', 'parent_role', 'points_mismatch']) {
        for (const id of kind(k)) expect(broken.has(id)).toBe(true);
      }
    });

    it('refuses a fix that would break an invariant', async () => {
      const bayi = await h.member(DEMO.bayi);
      const istanbul = await h.member(DEMO.istanbul);
      const admin = await h.member(DEMO.admin);
      const turkiye = await h.member(DEMO.turkiye);
      const refuse = async (memberId: string, parentId: string, code: string) => {
        const res = await h.inject('POST', `/api/network/admin/inconsistencies/${memberId}/reparent`, { parentId });
        expect(res.statusCode, code).toBe(422);
        expect(res.json().code).toBe(code);
      };
      await refuse(ids.dealerUnderDealer as string, bayi.id, 'MOVE_PARENT_ROLE');
      await refuse(ids.orphaned as string, ids.deletedCity as string, 'MOVE_PARENT_UNAVAILABLE');
      await refuse(ids.cycleA as string, ids.cycleB as string, 'MOVE_CYCLE');
      // Under a dealer whose own chain loops: no root above it.
      await refuse(ids.wrongDepth as string, ids.cycleB as string, 'MOVE_PARENT_UNAVAILABLE');
      await refuse(chain[0] as string, istanbul.id, 'MOVE_TOO_DEEP');
      await refuse(admin.id, turkiye.id, 'MOVE_ROOT');
      const missing = await h.inject('POST', `/api/network/admin/inconsistencies/${bayi.id}/reparent`, {
        parentId: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
      // Nothing moved.
      const [dd] = await h.q<{ parent_id: string }>(
        sql`select parent_id from profiles where id = ${ids.dealerUnderDealer}::uuid`,
      );
      expect(dd?.parent_id).toBe(bayi.id);
    });

    it('re-parents a member, rebuilds its subtree, keeps the counters, records and audits it', async () => {
      const ankara = await h.member(DEMO.ankara);
      const child = await h.add('na-orphaned-child@portal.test', 'client', 'na-orphaned@portal.test', {
        path: (id) => `/garbage/${id}/`.replace('garbage', ankara.id),
        depth: 17,
      });
      const res = await h.inject('POST', `/api/network/admin/inconsistencies/${ids.orphaned}/reparent`, {
        parentId: ankara.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().rebuilt).toBe(2);
      const moved = await h.member('na-orphaned@portal.test');
      expect(moved.parent_id).toBe(ankara.id);
      expect(moved.path).toBe(`${ankara.path}${ids.orphaned}/`);
      expect(moved.depth).toBe(ankara.depth + 1);
      const below = await h.member('na-orphaned-child@portal.test');
      expect(below.path).toBe(`${moved.path}${child}/`);
      expect(below.depth).toBe(moved.depth + 1);
      expect((await h.member(DEMO.ankara)).direct_count).toBe(ankara.direct_count + 1);
      const [audit] = await h.q<{ action: string; before: { parentId: string } }>(
        sql`select action, before from audit_log where entity_id = ${ids.orphaned} and action = 'network.repair.reparent'`,
      );
      expect(audit?.before.parentId).toBe(ids.deletedCity);
      const [move] = await h.q<{ to_parent_id: string }>(
        sql`select to_parent_id from network_moves where member_id = ${ids.orphaned}::uuid`,
      );
      expect(move?.to_parent_id).toBe(ankara.id);
      expect((await report())('deleted_parent')).not.toContain(ids.orphaned);
    });

    it('fixes a cycle, a missing parent, a wrong role and a wrong depth', async () => {
      const istanbul = await h.member(DEMO.istanbul);
      const fix = async (memberId: string, parentId: string) => {
        const res = await h.inject('POST', `/api/network/admin/inconsistencies/${memberId}/reparent`, { parentId });
        expect(res.statusCode, res.body).toBe(200);
      };
      await fix(ids.cycleA as string, istanbul.id);
      const a = await h.member('na-cycle-a@portal.test');
      const b = await h.member('na-cycle-b@portal.test');
      expect(a.path).toBe(`${istanbul.path}${ids.cycleA}/`);
      expect(b.path).toBe(`${a.path}${ids.cycleB}/`);
      await fix(ids.noParent as string, istanbul.id);
      await fix(ids.dealerUnderDealer as string, istanbul.id);
      const bayi = await h.member(DEMO.bayi);
      // The same parent: only the paths are rebuilt.
      await fix(ids.wrongDepth as string, bayi.id);
      expect((await h.member('na-depth@portal.test')).depth).toBe(bayi.depth + 1);
      const kind = await report();
      expect(kind('cycle')).toEqual([]);
      for (const k of ['missing_parent', 'parent_role', 'path_mismatch']) {
        for (const id of [ids.noParent, ids.dealerUnderDealer, ids.wrongDepth]) expect(kind(k)).not.toContain(id);
      }
    });

    it('syncs a member’s points to its ledger balance, audited', async () => {
      const res = await h.inject('POST', `/api/network/admin/inconsistencies/${ids.points}/sync-points`);
      expect(res.statusCode).toBe(200);
      expect(res.json().points).toBe(150);
      expect((await h.member('na-points@portal.test')).points).toBe(15000);
      const [audit] = await h.q<{ after: { points: number } }>(
        sql`select after from audit_log where entity_id = ${ids.points} and action = 'network.repair.sync-points'`,
      );
      expect(audit?.after.points).toBe(15000);
      expect((await report())('points_mismatch')).not.toContain(ids.points);
    });

    it('leaves the counters of the fixed members agreeing with a recount', async () => {
      expect(await h.counterMismatches()).toEqual([]);
    });
  });
});

describe('network maintenance jobs', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  }, 60_000);
  afterAll(async () => h.t.close());

  async function runJob(kind: string, dryRun = false) {
    const res = await h.inject('POST', '/api/network/admin/maintenance/jobs', { kind, dryRun });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().id as string;
    for (let i = 0; i < 200; i++) {
      const job = (await h.inject('GET', `/api/network/admin/maintenance/jobs/${id}`)).json();
      if (job.status !== 'running' && job.status !== 'queued') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`job ${kind} did not finish`);
  }

  it('rebuilds wrong paths and depths top-down, and a dry run changes nothing', async () => {
    // The demo has one member with a wrong depth of its own.
    const baseline = (await runJob('rebuild_paths', true)).result.changed;
    expect(baseline).toBe(1);
    const bayi = await h.member(DEMO.bayi);
    const musteri = await h.member(DEMO.musteri);
    // The dealer's whole subtree gets a path that skips its city distributor; one client a wrong depth.
    await h.db.execute(sql`
      update profiles set path = replace(path, ${bayi.path}, ${`/${bayi.id}/`})
      where path like ${`${bayi.path}%`}`);
    await h.db.execute(sql`update profiles set depth = 1 where id = ${musteri.id}::uuid`);
    const [{ n: broken } = { n: 0 }] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from profiles where path like ${`/${bayi.id}/%`}`,
    );
    expect(broken).toBeGreaterThan(2);

    const dry = await runJob('rebuild_paths', true);
    expect(dry.status).toBe('succeeded');
    expect(dry.result.changed).toBe(broken + baseline);
    expect((await h.member(DEMO.musteri)).depth).toBe(1);

    const job = await runJob('rebuild_paths');
    expect(job.status).toBe('succeeded');
    expect(job.result.changed).toBe(broken + baseline);
    expect(job.processed).toBe(job.total);
    expect((await h.member(DEMO.bayi)).path).toBe(bayi.path);
    expect((await h.member(DEMO.musteri)).path).toBe(musteri.path);
    expect((await h.member(DEMO.musteri)).depth).toBe(musteri.depth);
    expect(await h.counterMismatches()).toEqual([]);
  });

  it('reports members in a cycle instead of guessing their place', async () => {
    const a = await h.add('job-cycle-a@portal.test', 'dealer', DEMO.ankara);
    const b = await h.add('job-cycle-b@portal.test', 'client', 'job-cycle-a@portal.test');
    await h.db.execute(sql`update profiles set parent_id = ${b}::uuid where id = ${a}::uuid`);
    const before = await h.member('job-cycle-a@portal.test');
    const job = await runJob('rebuild_paths');
    expect(job.result.unreachable).toBe(2);
    expect(job.result.sampleIds).toEqual(expect.arrayContaining([a, b]));
    expect((await h.member('job-cycle-a@portal.test')).path).toBe(before.path);
  });

  it('recounts direct and network sizes, and a dry run changes nothing', async () => {
    await h.db.execute(sql`update profiles set direct_count = 77, network_size = 999 where email = ${DEMO.istanbul}`);
    await h.db.execute(sql`update profiles set network_size = 5 where email = ${DEMO.musteri}`);
    const dry = await runJob('recount', true);
    expect(dry.result.changed).toBe(2);
    expect((await h.member(DEMO.istanbul)).network_size).toBe(999);
    const job = await runJob('recount');
    expect(job.status).toBe('succeeded');
    expect(job.result.changed).toBe(2);
    expect(job.total).toBe(job.result.checked);
    expect(job.processed).toBe(job.total);
    expect(await h.counterMismatches()).toEqual([]);
  });

  it('syncs stored points to the ledger for every member that differs, and a dry run changes nothing', async () => {
    const ledger = async (email: string) => {
      const [row] = await h.q<{ b: number }>(
        sql`select greatest(0, coalesce(sum(t.amount), 0))::float8 as b from profiles p
            left join points_transactions t on t.user_id = p.id and t.status = 'completed' where p.email = ${email}`,
      );
      return row?.b ?? 0;
    };
    const differing = async () =>
      (
        await h.q<{ n: number }>(
          sql`select count(*)::int as n from profiles p where p.points <> greatest(0, coalesce(
                (select sum(amount) from points_transactions t where t.user_id = p.id and t.status = 'completed'), 0))`,
        )
      )[0]?.n ?? 0;
    await h.db.execute(sql`update profiles set points = points + 12345 where email in (${DEMO.bayi}, ${DEMO.ankara})`);
    const before = await differing();
    expect(before).toBeGreaterThanOrEqual(2);
    const dry = await runJob('sync_points', true);
    expect(dry.result.changed).toBe(before);
    expect(await differing()).toBe(before);
    const job = await runJob('sync_points');
    expect(job.result.changed).toBe(before);
    expect(await differing()).toBe(0);
    expect((await h.member(DEMO.bayi)).points).toBe(await ledger(DEMO.bayi));
  });

  it('runs one job at a time, and a job left by a stopped server does not block the next', async () => {
    const [live] = await h.q<{ id: string }>(
      sql`insert into maintenance_jobs (kind, status, started_at, result)
          values ('recount', 'running', now(), jsonb_build_object('heartbeatAt', now())) returning id`,
    );
    const refused = await h.inject('POST', '/api/network/admin/maintenance/jobs', { kind: 'sync_points' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MAINTENANCE_JOB_RUNNING');
    expect(refused.json().message).toMatch(/çalışan bir bakım işi var/);

    await h.db.execute(
      sql`update maintenance_jobs set result = jsonb_build_object('heartbeatAt', now() - interval '5 minutes')
          where id = ${live?.id}::uuid`,
    );
    const job = await runJob('recount');
    expect(job.status).toBe('succeeded');
    const stale = (await h.inject('GET', `/api/network/admin/maintenance/jobs/${live?.id}`)).json();
    expect(stale.status).toBe('failed');
    expect(stale.error).toBeTruthy();
  });

  it('lists the jobs newest first and audits their start and end', async () => {
    const list = (await h.inject('GET', '/api/network/admin/maintenance/jobs')).json();
    expect(list.jobs.length).toBeGreaterThanOrEqual(8);
    expect(list.jobs[0].kind).toBe('recount');
    expect(list.jobs[0].startedBy.name).toBe('Sistem Yöneticisi');
    const [{ n: starts } = { n: 0 }] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'network.maintenance.start'`,
    );
    const [{ n: ends } = { n: 0 }] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'network.maintenance.finish'`,
    );
    expect(starts).toBeGreaterThanOrEqual(7);
    expect(ends).toBe(starts);
    const bad = await h.inject('POST', '/api/network/admin/maintenance/jobs', { kind: 'everything' });
    expect(bad.statusCode).toBe(400);
    const missing = await h.inject('GET', '/api/network/admin/maintenance/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
