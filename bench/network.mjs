// Network tree benchmark on PostgreSQL with a million members: the tree's reads (a page of a wide
// member's children, the upline of a depth-20 member, search by name prefix, the size of the
// root's network) and the move of a 100 000-member subtree, each against a recursive-CTE baseline
// measured in the same run (what the same answer costs without the materialized path and the
// trigger-kept counters). Median and p95 after warm-up.
//
// The database (portal_bench_network) is created from the project's migrations, filled in SQL with
// triggers off, its counters recounted, then measured. `--keep` leaves it for
// bench/network-browser.mjs (the tree page in Chromium); `--reuse` measures a kept one again.
// Usage: node bench/network.mjs [postgres://…/postgres-admin-db] [--keep] [--reuse]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const reuse = args.includes('--reuse');
const adminUrl =
  args.find((a) => !a.startsWith('--')) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const root = new URL('..', import.meta.url).pathname;
export const BENCH_DB = 'portal_bench_network';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
})();

/** The wide member's owner signs in with this in bench/network-browser.mjs. */
const BENCH_PASSWORD = 'Portal.2026';
const WIDE_CHILDREN = 100_000;

const FIRST = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Ramazan',
  'Halil',
  'Süleyman',
  'Abdullah',
  'Mahmut',
  'Recep',
  'Emre',
  'Burak',
  'Can',
  'Kemal',
  'Şükrü',
  'Çağrı',
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Meryem',
  'Şerife',
  'Zehra',
  'Sultan',
  'Hanife',
  'Merve',
  'Özlem',
  'Gül',
  'Esra',
  'Büşra',
  'Işıl',
  'İrem',
  'Ceren',
  'Derya',
  'Ebru',
  'Gökçe',
  'Nur',
  'Ümran',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Çelik',
  'Şahin',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Korkmaz',
  'Erdoğan',
  'Güneş',
  'Akın',
  'Işık',
  'Uçar',
  'Bulut',
  'Güler',
  'Türk',
  'Ateş',
  'Tekin',
  'Bozkurt',
  'Ünal',
  'Avcı',
  'Sarı',
  'Aksoy',
  'Erdem',
  'Bayram',
  'Keskin',
];
const CITIES = [...readFileSync(`${root}packages/shared/src/cities.ts`, 'utf8').matchAll(/\['([^']+)', '/g)].map(
  (m) => m[1],
);
const sqlArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount > 0;
if (!reuse || !exists) {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
}
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const q = (text, params) => db.query(text, params);
const one = async (text, params) => (await q(text, params)).rows[0];
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

async function generate() {
  let t0 = performance.now();
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: `${root}packages/db/migrations` });
  await pool.end();
  console.log(`migrations applied in ${seconds(t0)}`);

  t0 = performance.now();
  await q(`set synchronous_commit = off`);
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`set work_mem = '256MB'`);
  await q('begin');
  // Bulk load without the counter triggers (one UPDATE per ancestor per row); recounted below.
  await q('alter table profiles disable trigger user');
  await q('create temp sequence bench_n');
  // Names and cities from the member's number: deterministic, Turkish, many repeats (as in life).
  await q(`create function pg_temp.member_name(n bigint) returns text language sql immutable as $$
    select (${sqlArray(FIRST)})[1 + (n % ${FIRST.length})::int] || ' ' ||
           (${sqlArray(LAST)})[1 + ((n / ${FIRST.length}) % ${LAST.length})::int] $$`);
  await q(`create temp table lvl (tag text, id uuid, path text, depth int, city text)`);
  /**
   * Inserts `per` children under every member of `fromTag` (or the given parent rows), tagged
   * `tag` for the next level. Roles: the generator keeps admin > turkeyDistributor >
   * cityDistributor at the top; below, dealers stand in for every inner member and clients for
   * leaves (the role rule would stop a tree at depth 4; the queries only see the shape).
   */
  const level = async (tag, fromWhere, per, role, emailOf = `'uye' || x.n || '@bench.test'`) => {
    await q(`
      with src as (
        select gen_random_uuid() as id, nextval('bench_n') as n, p.id as pid, p.path as ppath, p.depth as pdepth,
               coalesce(p.city, (${sqlArray(CITIES)})[1 + (g % ${CITIES.length})]) as city
        from (${fromWhere}) p cross join generate_series(1, ${per}) g
      ),
      ins as (
        insert into profiles (id, name, email, email_verified, role, parent_id, path, depth, seller_no,
                              permanent_invite_code, city, created_at)
        select x.id, pg_temp.member_name(x.n), ${emailOf}, true, '${role}', x.pid, coalesce(x.ppath, '/') || x.id || '/',
               coalesce(x.pdepth + 1, 0), 'TR-' || lpad(x.n::text, greatest(6, length(x.n::text)), '0'), 'B' || lpad(upper(to_hex(x.n)), 7, '0'),
               x.city, now() - (x.n % 5000) * interval '1 hour'
        from src x
        returning id, path, depth, city)
      insert into lvl select '${tag}', id, path, depth, city from ins`);
  };
  const none = `select null::uuid as id, null::text as path, null::int as depth, null::text as city`;
  const tagged = (tag, extra = '') => `select id, path, depth, city from lvl where tag = '${tag}' ${extra}`;
  await level('root', none, 1, 'admin', `'kok@bench.test'`);
  await level('turkey', tagged('root'), 1, 'turkeyDistributor', `'turkiye@bench.test'`);
  // 81 city distributors, one per province; the first is the wide one, the next two host the move.
  await q(`
    with src as (
      select gen_random_uuid() as id, nextval('bench_n') as n, g, t.id as pid, t.path as ppath
      from lvl t cross join generate_series(1, ${CITIES.length}) g where t.tag = 'turkey'),
    ins as (
      insert into profiles (id, name, email, email_verified, role, parent_id, path, depth, seller_no,
                            permanent_invite_code, city)
      select id, (${sqlArray(CITIES)})[g] || ' Şehir Distribütörü',
             case g when 1 then 'genis@bench.test' when 2 then 'kaynak@bench.test' when 3 then 'hedef@bench.test'
                    else 'sehir' || g || '@bench.test' end,
             true, 'cityDistributor', pid, ppath || id || '/', 2, 'TR-' || lpad(n::text, greatest(6, length(n::text)), '0'),
             'B' || lpad(upper(to_hex(n)), 7, '0'), (${sqlArray(CITIES)})[g]
      from src
      returning id, path, depth, city, email)
    insert into lvl select case email when 'genis@bench.test' then 'wide' else 'city' end, id, path, depth, city from ins`);
  // The wide member: 100 000 dealers directly below one city distributor.
  await level('wideChild', tagged('wide'), WIDE_CHILDREN, 'dealer');
  // The subtree to move: a dealer of the second city with 100 000 members below it.
  await level(
    'moved',
    `select p.id, p.path, p.depth, p.city from profiles p where p.email = 'kaynak@bench.test'`,
    1,
    'dealer',
    `'tasinan@bench.test'`,
  );
  await level('movedL4', tagged('moved'), 100, 'dealer');
  await level('movedL5', tagged('movedL4'), 999, 'client');
  // Every other city: 10 dealers, 10 below each, 10 below those, 9 clients below each of them.
  await level('l3', tagged('city'), 10, 'dealer');
  await level('l4', tagged('l3'), 10, 'dealer');
  await level('l5', tagged('l4'), 10, 'dealer');
  await level('l6', tagged('l5'), 9, 'client');
  // One chain down to the limit: from a depth-5 member to depth 20.
  let chainTag = 'l5';
  for (let depth = 6; depth <= 20; depth++) {
    const from = depth === 6 ? tagged('l5', 'order by id limit 1') : tagged(chainTag);
    chainTag = `chain${depth}`;
    await level(chainTag, from, 1, depth === 20 ? 'client' : 'dealer', depth === 20 ? `'derin@bench.test'` : undefined);
  }
  const { n } = await one('select count(*)::int as n from profiles');
  console.log(`${n.toLocaleString('en')} members generated in ${seconds(t0)}`);

  t0 = performance.now();
  // Orders of the wide member's dealers over the last 60 days, some pending or cancelled.
  await q(`
    insert into orders (number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total, total,
                        item_count, shipping_address, shipping_city, created_at)
    select 'BN-' || lpad(g::text, 8, '0'), c.id, 'dealer', w.id,
           (array['paid','confirmed','shipped','delivered','completed','pending_payment','cancelled'])[1 + g % 7],
           'card', 10000 + (g * 7919) % 490000, 0, 10000 + (g * 7919) % 490000, 1,
           '{"title":"Depo","recipientName":"Bench","phone":"05550000000","city":"Adana","district":"Seyhan","addressLine":"-","postalCode":null}'::jsonb,
           'Adana', now() - ((g * 37) % (60 * 24)) * interval '1 hour'
    from (select id, row_number() over (order by id) as r from lvl where tag = 'wideChild') c
    join generate_series(1, 200000) g on c.r = 1 + (g % ${WIDE_CHILDREN})
    cross join (select id from lvl where tag = 'wide') w`);
  console.log(`200,000 orders generated in ${seconds(t0)}`);

  t0 = performance.now();
  // The counters the triggers keep, recounted once in SQL.
  await q(`update profiles p set direct_count = c.n
           from (select parent_id, count(*)::int as n from profiles where not is_deleted and parent_id is not null
                 group by parent_id) c where p.id = c.parent_id`);
  await q(`update profiles p set network_size = c.n
           from (select a, count(*)::int as n from profiles, unnest(profiles_upline_ids(path)) a
                 where not is_deleted group by a) c where p.id = c.a`);
  await q('alter table profiles enable trigger user');
  // The wide member's owner can sign in (bench/network-browser.mjs).
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await q(
    `insert into auth_accounts (account_id, provider_id, user_id, password)
     select id::text, 'credential', id, $1 from profiles where email = 'genis@bench.test'`,
    [passwordHash],
  );
  await q('commit');
  console.log(`counters recounted in ${seconds(t0)}`);
  t0 = performance.now();
  await q('vacuum analyze profiles');
  await q('vacuum analyze orders');
  console.log(`vacuum analyze in ${seconds(t0)}`);
}

if (!reuse || !exists) {
  const t0 = performance.now();
  await generate();
  console.log(`database ready in ${seconds(t0)}\n`);
}

// ---- the statements measured -------------------------------------------------------------------

/** Tree row columns, as apps/api/src/modules/network/network-tree.repository.ts (nodeColumns). */
const NODE_COLUMNS = `p.id, p.role, p.name, p.seller_no as "sellerNo", p.city, p.is_active as "isActive",
  p.is_deleted as "isDeleted", p.path, p.depth, p.direct_count as "directCount", p.network_size as "networkSize",
  (select coalesce(sum(o.total), 0)::bigint from orders o
     where o.buyer_id = p.id and o.created_at >= now() - interval '30 days'
       and o.status not in ('pending_payment', 'cancelled')) as "sales30d",
  exists (select 1 from profiles c where c.parent_id = p.id) as "hasChildren"`;

/** listChildren of network-tree.repository.ts, after a (name, id) cursor. */
const CHILDREN_PAGE = `select ${NODE_COLUMNS} from (
    select * from profiles where parent_id = $1::uuid and (name, id) > ($2, $3::uuid)
    order by name, id limit $4) p
  order by p.name, p.id`;
const CHILDREN_FIRST = `select ${NODE_COLUMNS} from (
    select * from profiles where parent_id = $1::uuid order by name, id limit $2) p
  order by p.name, p.id`;
/** Baseline: offset paging, counts by recursive descent, for the same 50 rows. */
const CHILDREN_BASELINE = `select c.id, c.role, c.name, c.seller_no, c.city, c.depth,
    (select count(*) from profiles d where d.parent_id = c.id and not d.is_deleted) as direct,
    (with recursive t as (select id from profiles where parent_id = c.id and not is_deleted
                          union all select p.id from profiles p join t on p.parent_id = t.id where not p.is_deleted)
     select count(*) from t) as size,
    (select coalesce(sum(o.total), 0) from orders o where o.buyer_id = c.id
       and o.created_at >= now() - interval '30 days' and o.status not in ('pending_payment', 'cancelled')) as sales
  from profiles c where c.parent_id = $1::uuid order by c.name, c.id offset $2 limit 50`;

/** findUpline of network-tree.repository.ts: the ids of the path, by primary key. */
const UPLINE = `select id, name, role, seller_no as "sellerNo", depth from profiles where id = any($1::uuid[]) order by depth`;
const UPLINE_BASELINE = `with recursive up as (
    select id, parent_id, name, role, seller_no, depth from profiles where id = $1::uuid
    union all
    select p.id, p.parent_id, p.name, p.role, p.seller_no, p.depth from profiles p join up on p.id = up.parent_id)
  select id, name, role, seller_no, depth from up where id <> $1::uuid order by depth`;

/** search of network-tree.repository.ts for a name query: one index walk per spelling, and the e-mail's. */
function searchSql(branches) {
  const cols = `p.id, p.role, p.name, p.seller_no as "sellerNo", p.city, p.is_active as "isActive",
    p.is_deleted as "isDeleted", p.path, p.depth`;
  const parts = branches.map(
    (b, i) =>
      `(select ${cols}, lower(p.name) as k from profiles p
        where lower(p.${b}) like $${i + 2} and p.path like $1
        order by lower(p.${b}) using ~<~ limit 20)`,
  );
  return `select distinct on (k, id) id, role, name, "sellerNo", city, "isActive", "isDeleted", path, depth
    from (${parts.join(' union all ')}) hits order by k, id limit 20`;
}
const SEARCH_BASELINE = `with recursive sub as (
    select id from profiles where id = $1::uuid
    union all select p.id from profiles p join sub on p.parent_id = sub.id)
  select p.id, p.name, p.path from profiles p join sub on sub.id = p.id
  where lower(p.name) like $2 order by lower(p.name), p.id limit 20`;

/** The size of a network: the trigger-kept counter. */
const NETWORK_SIZE = 'select network_size from profiles where id = $1::uuid';
const NETWORK_SIZE_BASELINE = `with recursive sub as (
    select id from profiles where parent_id = $1::uuid and not is_deleted
    union all select p.id from profiles p join sub on p.parent_id = sub.id where not p.is_deleted)
  select count(*)::int as n from sub`;

/**
 * The move: the statement of rewriteSubtree in apps/api/src/modules/network/network-moves.repository.ts,
 * word for word (drizzle's parameters as $n); the counters follow by trigger.
 */
const MOVE = `with moved as (
          update profiles set
            parent_id = case when id = $1::uuid then $2::uuid else parent_id end,
            role = case when id = $1::uuid then $3 else role end,
            path = $4 || substr(path, $5),
            depth = depth + $6,
            updated_at = case when id = $1::uuid then now() else updated_at end
          where path like $7
          returning 1)
        select count(*)::int as n from moved`;
/** Baseline: the same rewrite over a subtree found by recursive descent. */
const MOVE_BASELINE = `with recursive sub as (
      select id from profiles where id = $1::uuid
      union all select p.id from profiles p join sub on p.parent_id = sub.id),
    moved as (
      update profiles p set
        parent_id = case when p.id = $1::uuid then $2::uuid else p.parent_id end,
        role = case when p.id = $1::uuid then $3 else p.role end,
        path = $4 || substr(p.path, $5),
        depth = p.depth + $6,
        updated_at = case when p.id = $1::uuid then now() else p.updated_at end
      from sub where p.id = sub.id
      returning 1)
    select count(*)::int as n from moved`;

// ---- measuring ---------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function time(fn, runs, warmup) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), runs };
}

const wide = await one(`select id, path, depth, network_size from profiles where email = 'genis@bench.test'`);
const top = await one(`select id, path, network_size from profiles where email = 'kok@bench.test'`);
const deep = await one(`select id, path, depth from profiles where email = 'derin@bench.test'`);
const moved = await one(`select id, path, depth, role, network_size from profiles where email = 'tasinan@bench.test'`);
const target = await one(`select id, path, depth from profiles where email = 'hedef@bench.test'`);
const totals = await one('select count(*)::int as members, max(depth)::int as depth from profiles');
const wideKids = await one('select count(*)::int as n from profiles where parent_id = $1', [wide.id]);
console.log(
  `members ${totals.members.toLocaleString('en')}, deepest ${totals.depth}, wide member's children ${wideKids.n.toLocaleString('en')}, ` +
    `moved subtree ${(moved.network_size + 1).toLocaleString('en')}\n`,
);

// Cursors at several depths of the wide member's list (deep ones too), the same for ours and the baseline.
const offsets = [0, 10_000, 25_000, 50_000, 60_000, 75_000, 90_000, 99_900];
const cursors = [];
for (const offset of offsets) {
  const row = await one('select name, id from profiles where parent_id = $1 order by name, id offset $2 limit 1', [
    wide.id,
    Math.max(0, offset - 1),
  ]);
  cursors.push({ offset, name: row.name, id: row.id });
}

const results = [];
async function compare(name, goalMs, ours, baseline, { runs = 200, warmup = 20, baseRuns = 20, baseWarmup = 2 } = {}) {
  const a = await time(ours, runs, warmup);
  const b = baseline ? await time(baseline, baseRuns, baseWarmup) : null;
  results.push({ name, goalMs, ...a, baseline: b });
  console.log(
    `${name}: median ${a.median.toFixed(2)} ms, p95 ${a.p95.toFixed(2)} ms (load average ${loadavg()[0].toFixed(1)})` +
      (b ? `; baseline median ${b.median.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms` : ''),
  );
}

await compare(
  'children page (50, first)',
  20,
  () => q(CHILDREN_FIRST, [wide.id, 51]),
  () => q(CHILDREN_BASELINE, [wide.id, 0]),
);
await compare(
  'children page (50, deep in 100k)',
  20,
  (i) => {
    const c = cursors[1 + (i % (cursors.length - 1))];
    return q(CHILDREN_PAGE, [wide.id, c.name, c.id, 51]);
  },
  (i) => q(CHILDREN_BASELINE, [wide.id, offsets[1 + (i % (offsets.length - 1))]]),
);
const uplineIds = deep.path.split('/').filter(Boolean).slice(0, -1);
await compare(
  'upline of a depth-20 member',
  2,
  () => q(UPLINE, [`{${uplineIds.join(',')}}`]),
  () => q(UPLINE_BASELINE, [deep.id]),
);

// Name prefixes as the service spells them (Turkish lower case, ı also as i).
const spellings = (text) => {
  const lower = text.toLocaleLowerCase('tr-TR');
  return [...new Set([lower, lower.replace(/^ı/, 'i'), lower.replaceAll('ı', 'i')])];
};
const searches = ['Ayşe', 'mehmet yıl', 'Işıl', 'zeynep k', 'ömer', 'can a', 'şükrü', 'hatice'];
const escapeLike = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const searchArgs = (scopePath, text) => {
  const names = spellings(text);
  return {
    sql: searchSql([...names.map(() => 'name'), 'email']),
    params: [`${scopePath}%`, ...names.map((s) => `${escapeLike(s)}%`), `${escapeLike(text.toLowerCase())}%`],
  };
};
await compare(
  'search by name prefix (whole network)',
  50,
  (i) => {
    const { sql, params } = searchArgs(top.path, searches[i % searches.length]);
    return q(sql, params);
  },
  (i) => q(SEARCH_BASELINE, [top.id, `${spellings(searches[i % searches.length])[0]}%`]),
  { baseRuns: 3, baseWarmup: 0 },
);
await compare(
  'search by name prefix (the wide member’s network)',
  50,
  (i) => {
    const { sql, params } = searchArgs(wide.path, searches[i % searches.length]);
    return q(sql, params);
  },
  (i) => q(SEARCH_BASELINE, [wide.id, `${spellings(searches[i % searches.length])[0]}%`]),
  { baseRuns: 5, baseWarmup: 1 },
);
// A small network: a dealer with about a thousand members below it (the index walk by name must not
// read the whole network's Ayşes to find the few of its own).
const small = await one(
  `select id, path, network_size from profiles where depth = 3 and network_size between 1000 and 2000 order by id limit 1`,
);
await compare(
  `search by name prefix (a ${small.network_size.toLocaleString('en')}-member network)`,
  50,
  (i) => {
    const { sql, params } = searchArgs(small.path, searches[i % searches.length]);
    return q(sql, params);
  },
  (i) => q(SEARCH_BASELINE, [small.id, `${spellings(searches[i % searches.length])[0]}%`]),
);
await compare(
  'size of the root’s network',
  50,
  () => q(NETWORK_SIZE, [top.id]),
  () => q(NETWORK_SIZE_BASELINE, [top.id]),
  { baseRuns: 3, baseWarmup: 0 },
);
const check = await q(NETWORK_SIZE_BASELINE, [top.id]);
if (check.rows[0].n !== top.network_size) throw new Error(`counter ${top.network_size} ≠ count ${check.rows[0].n}`);

// The move, in a transaction rolled back after each run (so every run moves the same subtree).
const newPath = `${target.path}${moved.id}/`;
const moveParams = [
  moved.id,
  target.id,
  moved.role,
  newPath,
  moved.path.length + 1,
  target.depth + 1 - moved.depth,
  `${moved.path}%`,
];
async function inRolledBack(text, params) {
  await q('begin');
  try {
    const { rows } = await q(text, params);
    if (rows[0].n !== moved.network_size + 1) throw new Error(`moved ${rows[0].n}, expected ${moved.network_size + 1}`);
    const after = await one('select network_size from profiles where id = $1', [target.id]);
    if (after.network_size < moved.network_size + 1) throw new Error('the counters did not follow the move');
  } finally {
    await q('rollback');
  }
}
await compare(
  'move a 100k-member subtree',
  10_000,
  () => inRolledBack(MOVE, moveParams),
  () => inRolledBack(MOVE_BASELINE, moveParams.slice(0, 6)),
  { runs: 3, warmup: 1, baseRuns: 3, baseWarmup: 0 },
);

console.log('\n| measure | goal | median | p95 | baseline median (recursive CTE) | pass |');
console.log('|---|---|---|---|---|---|');
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(2)} ms`);
let allPass = true;
for (const r of results) {
  // Judged on the median; the p95 is shown beside it (a loaded machine's hiccups land there).
  const pass = r.median <= r.goalMs;
  allPass &&= pass;
  console.log(
    `| ${r.name} | ≤ ${fmt(r.goalMs)} | ${fmt(r.median)} | ${fmt(r.p95)} | ${r.baseline ? fmt(r.baseline.median) : '-'} | ${pass ? 'yes' : 'NO'} |`,
  );
}

await db.end();
if (!keep) await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.end();
if (keep) console.log(`\nkept ${BENCH_DB} for bench/network-browser.mjs`);
process.exitCode = allPass ? 0 : 1;
