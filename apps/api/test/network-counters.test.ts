import { queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers';

/**
 * direct_count and network_size are kept by triggers (migration 0009): these tests compare them
 * with a recount from the paths after inserts, soft deletes, restores, moves and hard deletes.
 */
describe('network counters', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  async function mismatches() {
    const rows = await queryRows<{
      id: string;
      direct_count: number;
      network_size: number;
      d: number;
      n: number;
    }>(
      database.db,
      sql`
      select p.id, p.direct_count, p.network_size,
        (select count(*)::int from profiles c where c.parent_id = p.id and not c.is_deleted) as d,
        (select count(*)::int from profiles c where c.path like p.path || '%' and c.id <> p.id and not c.is_deleted) as n
      from profiles p`,
    );
    return rows.filter((r) => r.direct_count !== r.d || r.network_size !== r.n);
  }

  async function member(email: string) {
    const rows = await queryRows<{
      id: string;
      path: string;
      depth: number;
      network_size: number;
      direct_count: number;
    }>(database.db, sql`select id, path, depth, network_size, direct_count from profiles where email = ${email}`);
    const row = rows[0];
    if (!row) throw new Error(`no member ${email}`);
    return row;
  }

  async function addChild(parentEmail: string, email: string, role: string) {
    const parent = await member(parentEmail);
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`
      insert into profiles (id, name, email, role, parent_id, path, depth, seller_no, permanent_invite_code)
      select g, ${email}, ${email}, ${role}, ${parent.id}, ${parent.path} || g::text || '/', ${parent.depth + 1},
             'T-' || substr(g::text, 1, 8), upper(substr(replace(g::text, '-', ''), 1, 8))
      from gen_random_uuid() g returning id`,
    );
    return rows[0]?.id as string;
  }

  it('agree with the demo network after seeding', async () => {
    expect(await mismatches()).toEqual([]);
    const root = await member('admin@portal.test');
    const total = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from profiles where not is_deleted`,
    );
    expect(root.network_size).toBe((total[0]?.n ?? 0) - 1);
  });

  it('follow inserts, soft deletes and restores', async () => {
    const before = await member('istanbul@portal.test');
    await addChild('bayi@portal.test', 'counter-a@portal.test', 'client');
    expect((await member('istanbul@portal.test')).network_size).toBe(before.network_size + 1);
    await database.db.execute(sql`update profiles set is_deleted = true where email = 'counter-a@portal.test'`);
    expect((await member('istanbul@portal.test')).network_size).toBe(before.network_size);
    await database.db.execute(sql`update profiles set is_deleted = false where email = 'counter-a@portal.test'`);
    expect(await mismatches()).toEqual([]);
  });

  it('follow a move of a subtree in one statement', async () => {
    const ankara = await member('ankara@portal.test');
    const bayi = await member('bayi@portal.test');
    const newPath = `${ankara.path}${bayi.id}/`;
    await database.db.execute(sql`
      update profiles set
        parent_id = case when id = ${bayi.id}::uuid then ${ankara.id}::uuid else parent_id end,
        path = ${newPath} || substr(path, ${bayi.path.length + 1}),
        depth = depth + ${ankara.depth + 1 - bayi.depth}
      where path like ${`${bayi.path}%`}`);
    expect(await mismatches()).toEqual([]);
    expect((await member('ankara@portal.test')).network_size).toBe(ankara.network_size + bayi.network_size + 1);
  });

  it('follow a hard delete of a leaf', async () => {
    await database.db.execute(
      sql`delete from invitation_uses where profile_id in (select id from profiles where email = 'counter-a@portal.test')`,
    );
    await database.db.execute(sql`delete from profiles where email = 'counter-a@portal.test'`);
    expect(await mismatches()).toEqual([]);
  });
});
