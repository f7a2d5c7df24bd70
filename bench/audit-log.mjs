// The audit log of admin/security-management on PostgreSQL with a million entries: the first page,
// a page deep in the log (keyset cursor), each filter (who, what, kind of record, a day), the
// filters' choices (loose index scans) and a streamed CSV-sized walk of one action, median and p95.
// Each query is the one security.repository.ts runs; the plan of the first page is printed to show
// it reads audit_log_created_at_id_idx backwards and stops after 51 rows.
//
// The database (portal_bench_audit) is created from the project's migrations and filled in SQL.
// Usage: node bench/audit-log.mjs [postgres://…/postgres-admin-db] [entries]
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENTRIES = Number(process.argv[3] ?? 1_000_000);
const BENCH_DB = 'portal_bench_audit';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
})();
const root = new URL('..', import.meta.url).pathname;
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB}`);
await admin.query(`create database ${BENCH_DB}`);
await admin.end();

const t0 = performance.now();
const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
await migrate(drizzle(pool), { migrationsFolder: `${root}packages/db/migrations` });
const c = await pool.connect();
const q = (text, params) => c.query(text, params);
await q(`set session_replication_role = replica`);
await q(`
  insert into profiles (id, name, email, email_verified, role, path, depth, seller_no, permanent_invite_code)
  select gen_random_uuid(), 'Yönetici ' || g, 'admin' || g || '@bench.test', true, 'admin', '/x/', 0,
         'TR-' || lpad(g::text, 6, '0'), 'B' || lpad(upper(to_hex(g)), 7, '0')
  from generate_series(1, 50) g`);
await q(`update profiles set path = '/' || id || '/'`);
const ACTIONS = [
  'permission.updated',
  'policy.updated',
  'slider.updated',
  'blog.updated',
  'session.ended',
  'member.updated',
  'settings.updated',
  'commission_setting.updated',
  'product.updated',
  'order.status_changed',
];
await q(
  `insert into audit_log (actor_id, action, entity_type, entity_id, before, after, ip_address, created_at)
   select (array(select id from profiles))[1 + g % 50], ($1::text[])[1 + (g * 7) % 10],
          split_part(($1::text[])[1 + (g * 7) % 10], '.', 1), g::text,
          jsonb_build_object('value', g, 'enabled', g % 2 = 0), jsonb_build_object('value', g + 1, 'enabled', g % 2 = 1),
          '10.0.' || (g % 250) || '.' || (g % 200), now() - (g * interval '20 seconds') - (g % 3) * interval '1 microsecond'
   from generate_series(1, $2::int) g`,
  [ACTIONS, ENTRIES],
);
await q(`analyze`);
console.log(`${ENTRIES.toLocaleString('tr-TR')} audit entries ready in ${seconds(t0)}`);

const [{ id: actor }] = (await q(`select id from profiles order by seller_no limit 1`)).rows;
const where = (f, after) => {
  const parts = ['true'];
  const params = [];
  const p = (v) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.actorId) parts.push(`l.actor_id = ${p(f.actorId)}::uuid`);
  if (f.action) parts.push(`l.action = ${p(f.action)}`);
  if (f.entityType) parts.push(`l.entity_type = ${p(f.entityType)}`);
  if (f.from) parts.push(`l.created_at >= (${p(f.from)}::date::timestamp at time zone 'Europe/Istanbul')`);
  if (f.to) parts.push(`l.created_at < ((${p(f.to)}::date + 1)::timestamp at time zone 'Europe/Istanbul')`);
  if (after) parts.push(`(l.created_at, l.id) < (${p(after.at)}::timestamptz, ${p(after.id)}::bigint)`);
  return { sql: parts.join(' and '), params };
};
const page = async (f, after, limit = 51) => {
  const w = where(f, after);
  const { rows } = await q(
    `select l.id::text as id, l.created_at::text as cursor_at, p.name, l.action, l.entity_type, l.before, l.after
     from audit_log l left join profiles p on p.id = l.actor_id where ${w.sql}
     order by l.created_at desc, l.id desc limit ${limit}`,
    w.params,
  );
  return rows;
};
const distinct = (col) => `with recursive v as (
    (select ${col} as value from audit_log where ${col} is not null order by ${col} limit 1)
    union all
    select (select ${col} from audit_log where ${col} > v.value order by ${col} limit 1) from v where v.value is not null
  ) select value from v where value is not null limit 200`;

async function time(label, fn, runs = 30) {
  await fn();
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(2);
  console.log(`${label.padEnd(44)} p50 ${at(0.5).padStart(8)} ms   p95 ${at(0.95).padStart(8)} ms`);
}

const deep = (await page({}, null, 500_001)).at(-1);
const day = (await q(`select to_char((now() - interval '30 days') at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as d`))
  .rows[0].d;
await time('first page (50 newest)', () => page({}, null));
await time('page after 500 000 entries (cursor)', () => page({}, { at: deep.cursor_at, id: deep.id }));
await time('filter: one action', () => page({ action: 'session.ended' }, null));
await time('filter: one actor', () => page({ actorId: actor }, null));
await time('filter: one kind of record', () => page({ entityType: 'policy' }, null));
await time('filter: one day 30 days ago', () => page({ from: day, to: day }, null));
await time('filter: actor + action + day', () =>
  page({ actorId: actor, action: 'policy.updated', from: day, to: day }, null),
);
await time('facets (actors, actions, kinds)', async () => {
  await q(distinct('actor_id'));
  await q(distinct('action'));
  await q(distinct('entity_type'));
});
await time(
  'CSV walk of one action (100 000 rows, 1 000 a batch)',
  async () => {
    let after = null;
    let n = 0;
    for (;;) {
      const rows = await page({ action: 'blog.updated' }, after, 1000);
      n += rows.length;
      if (rows.length < 1000) break;
      after = { at: rows.at(-1).cursor_at, id: rows.at(-1).id };
    }
    if (n !== ENTRIES / 10) throw new Error(`walked ${n}`);
  },
  3,
);
const plan = await q(
  `explain (analyze, buffers off, timing off, summary off)
   select l.id from audit_log l where true order by l.created_at desc, l.id desc limit 51`,
);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
c.release();
await pool.end();
