// Sales analytics benchmark on PostgreSQL at a million orders: the overview, a sales-analysis
// drill-down (the orders of one product in one city, page 1) and a performance ranking, each for
// the admin and for one city distributor, through HTTP against the real server, each against the
// naive query on the raw tables (orders, order_lines, profiles) giving the same answer, measured in
// the same run. Median and p95 after warm-up.
//
// The database (portal_bench_analytics) is created from the project's migrations and filled in SQL
// with triggers off: 1,000,000 members (admin → national distributor → 81 city distributors → 10
// dealers each → 10 dealers below each → 122 clients below each of those), 40 products in 8
// categories and 1,000,000 orders over three years ending today with 1–3 lines each, growing
// year on year with a yearly season; then `select analytics_rebuild()` fills the rollups once, as
// the trigger would have kept them. `--reuse` measures a kept database again.
// Usage: npm run build && node bench/analytics.mjs [postgres://…/postgres-admin-db] [--reuse] [--keep]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { stopServer, untilAnswering } from './server.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const keep = args.includes('--keep') || reuse;
const adminUrl =
  args.find((a) => !a.startsWith('--')) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const root = new URL('..', import.meta.url).pathname;
const BENCH_DB = 'portal_bench_analytics';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
})();
const PORT = Number(process.env.BENCH_PORT ?? 3715);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Portal.2026';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DAYS = 3 * 365;
/** The city distributor measured: İstanbul's. */
const CITY = 'İstanbul';

const CITIES = [...readFileSync(`${root}packages/shared/src/cities.ts`, 'utf8').matchAll(/\['([^']+)', '/g)].map(
  (m) => m[1],
);
const sqlArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const FIRST = ['Ahmet', 'Mehmet', 'Ayşe', 'Fatma', 'Mustafa', 'Zeynep', 'Emre', 'Elif', 'Can', 'Merve', 'Ömer', 'Şule'];
const LAST = ['Yılmaz', 'Kaya', 'Demir', 'Çelik', 'Şahin', 'Yıldız', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Koç'];
const CATEGORIES = ['Vitaminler', 'Mineraller', 'Omega', 'Probiyotik', 'Bitkisel', 'Çocuk', 'Spor', 'Cilt'];

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
  await q(`set maintenance_work_mem = '1GB'`);
  await q(`set work_mem = '256MB'`);
  await q('begin');
  // Bulk load: no triggers, no foreign-key checks (every row is written consistent), no rollup per order.
  await q(`set local session_replication_role = replica`);
  await q('create temp sequence bench_n');
  await q(`create function pg_temp.member_name(n bigint) returns text language sql immutable as $$
    select (${sqlArray(FIRST)})[1 + (n % ${FIRST.length})::int] || ' ' ||
           (${sqlArray(LAST)})[1 + ((n / ${FIRST.length}) % ${LAST.length})::int] $$`);
  await q(`create temp table lvl (tag text, id uuid, path text, depth int, city text)`);
  // One level: `per` children under every member of the source rows, tagged for the next level.
  const level = async (
    tag,
    fromWhere,
    per,
    role,
    emailOf = `'uye' || x.n || '@bench.test'`,
    nameOf = 'pg_temp.member_name(x.n)',
  ) => {
    await q(`
      with src as (
        select gen_random_uuid() as id, nextval('bench_n') as n, p.id as pid, p.path as ppath, p.depth as pdepth, g,
               coalesce(p.city, (${sqlArray(CITIES)})[1 + ((g - 1) % ${CITIES.length})]) as city
        from (${fromWhere}) p cross join generate_series(1, ${per}) g
      ),
      ins as (
        insert into profiles (id, name, email, email_verified, role, parent_id, path, depth, seller_no,
                              permanent_invite_code, city, district, created_at)
        select x.id, ${nameOf}, ${emailOf}, true, '${role}', x.pid, coalesce(x.ppath, '/') || x.id || '/',
               coalesce(x.pdepth + 1, 0), 'TR-' || lpad(x.n::text, 7, '0'), 'B' || lpad(upper(to_hex(x.n)), 7, '0'),
               x.city, 'Merkez', now() - ((x.n * 7919) % (${DAYS} * 24)) * interval '1 hour'
        from src x
        returning id, path, depth, city)
      insert into lvl select '${tag}', id, path, depth, city from ins`);
  };
  const none = `select null::uuid as id, null::text as path, null::int as depth, null::text as city`;
  const tagged = (tag) => `select id, path, depth, city from lvl where tag = '${tag}'`;
  await level('root', none, 1, 'admin', `'kok@bench.test'`, `'Bench Yönetici'`);
  await level('turkey', tagged('root'), 1, 'turkeyDistributor', `'turkiye@bench.test'`, `'Bench Türkiye'`);
  // 81 city distributors, one per province (the city comes from g: the turkey row has none).
  await level(
    'city',
    `select id, path, depth, null::text as city from lvl where tag = 'turkey'`,
    CITIES.length,
    'cityDistributor',
    `'sehir' || x.g || '@bench.test'`,
    `x.city || ' Şehir Distribütörü'`,
  );
  await level('dealer', tagged('city'), 10, 'dealer');
  await level('subdealer', tagged('dealer'), 10, 'dealer');
  await level('client', tagged('subdealer'), 122, 'client');
  const { n } = await one('select count(*)::int as n from profiles');
  console.log(`${n.toLocaleString('en')} members generated in ${seconds(t0)}`);

  t0 = performance.now();
  await q(`insert into categories (name, slug, sort_order)
           select c, 'kategori-' || i, i from unnest(${sqlArray(CATEGORIES)}) with ordinality as t(c, i)`);
  await q(`create temp table prod as
    with ins as (
      insert into products (name, slug, category_id, search_text)
      select 'Ürün ' || g, 'urun-' || g, (select id from categories where sort_order = 1 + (g % 8)), 'urun ' || g
      from generate_series(1, 40) g returning id, slug)
    select id, substr(slug, 6)::int as n, 5000 + (substr(slug, 6)::int * 1373) % 45000 as price from ins`);
  await q(`insert into product_prices (product_id, retail_price, client_price, dealer_price, city_distributor_price,
                                       turkey_distributor_price, admin_cost_price)
           select id, price, price, price * 8 / 10, price * 7 / 10, price * 65 / 100, price / 2 from prod`);

  // Orders per day: growing over the three years (×3 from first to last) with a yearly season
  // (±30 %, high in winter), scaled to ORDERS in all.
  await q(`create temp table buyers as
    select row_number() over (order by id) - 1 as k, id, role, path, city,
           split_part(path, '/', 4)::uuid as supplier
    from profiles where depth >= 3`);
  await q('create index on buyers (k)');
  await q('analyze buyers');
  const { buyers } = await one('select count(*)::int as buyers from buyers');
  await q(`create temp table per_day as
    with w as (
      select d, (1 + 2.0 * d / ${DAYS}) * (1 + 0.3 * cos(2 * pi() * extract(doy from current_date - (${DAYS} - 1 - d)) / 365.0)) as w
      from generate_series(0, ${DAYS} - 1) d)
    select d, round(${ORDERS} * w / sum(w) over ())::int as n, sum(w) over () as total from w`);
  await q(`create temp table src as
    select gen_random_uuid() as id, row_number() over () as g, b.id as buyer_id, b.role as buyer_role, b.supplier,
           b.city, (current_date - (${DAYS} - 1 - p.d))::timestamp at time zone 'Europe/Istanbul'
             + ((i * 7919) % 86400) * interval '1 second' as created_at,
           case when (i * 31 + p.d) % 100 < 3 then 'pending_payment'
                when (i * 31 + p.d) % 100 < 7 then 'cancelled'
                when (i * 31 + p.d) % 100 < 9 then 'returned'
                when p.d > ${DAYS} - 10 and (i * 31 + p.d) % 100 < 40 then 'paid'
                when p.d > ${DAYS} - 20 and (i * 31 + p.d) % 100 < 60 then 'shipped'
                else 'completed' end as status
    from per_day p cross join generate_series(1, p.n) i
    cross join lateral (select * from buyers where k = ((p.d::bigint * 1000003 + i * 7919) % ${buyers})) b`);
  await q(`insert into order_lines (order_id, product_id, product_name, quantity, list_unit_price, unit_price, vat_rate_bp,
                                    vat_included, net_amount, vat_amount, total_amount)
    select s.id, p.id, 'Ürün ' || p.n, 1 + ((s.g + k) % 3), p.price, p.price, 1000, false,
           p.price * (1 + ((s.g + k) % 3)), p.price * (1 + ((s.g + k) % 3)) / 10, p.price * (1 + ((s.g + k) % 3)) * 11 / 10
    from src s cross join generate_series(1, 1 + (s.g % 3)::int) k
    join prod p on p.n = 1 + ((s.g * 7 + k * 13 + (s.g / 97)) % 40)`);
  await q(`insert into orders (id, number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total,
                               total, item_count, shipping_address, shipping_city, created_at, updated_at)
    select s.id, 'S-' || to_char(s.created_at, 'YYYYMMDD') || '-' || s.g, s.buyer_id, s.buyer_role, s.supplier, s.status,
           'card', l.net, l.vat, l.total, l.items,
           jsonb_build_object('title', 'Ev', 'recipientName', 'Bench', 'phone', '05550000000', 'city', s.city,
                              'district', 'Merkez', 'addressLine', '-', 'postalCode', null),
           s.city, s.created_at, s.created_at
    from src s join (select order_id, sum(net_amount) as net, sum(vat_amount) as vat, sum(total_amount) as total,
                            sum(quantity)::int as items from order_lines group by order_id) l on l.order_id = s.id`);
  const orders = await one('select count(*)::int as n, min(created_at) as first from orders');
  const lines = await one('select count(*)::int as n from order_lines');
  console.log(
    `${orders.n.toLocaleString('en')} orders, ${lines.n.toLocaleString('en')} lines since ${orders.first.toISOString().slice(0, 10)} generated in ${seconds(t0)}`,
  );

  // The admin and the city distributor sign in over HTTP.
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await q(
    `insert into auth_accounts (account_id, provider_id, user_id, password)
     select id::text, 'credential', id, $1 from profiles where email = 'kok@bench.test' or (role = 'cityDistributor' and city = $2)`,
    [passwordHash, CITY],
  );
  await q('commit');

  t0 = performance.now();
  await q('select analytics_rebuild()');
  console.log(`rollups rebuilt in ${seconds(t0)}`);
  t0 = performance.now();
  for (const table of [
    'profiles',
    'orders',
    'order_lines',
    'analytics_scope_daily',
    'analytics_scope_product_daily',
    'analytics_scope_segment_daily',
    'analytics_member_monthly',
    'analytics_scope_active_monthly',
  ]) {
    await q(`vacuum analyze ${table}`);
  }
  console.log(`vacuum analyze in ${seconds(t0)}`);
}

if (!reuse || !exists) {
  const t0 = performance.now();
  await generate();
  console.log(`database ready in ${seconds(t0)}\n`);
}

// ---- the server --------------------------------------------------------------------------------

const server = spawn(process.execPath, [`${root}apps/api/dist/main.js`], {
  env: {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '10',
    PORT: String(PORT),
    APP_URL: base,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-analytics-')),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000000',
    ORDER_AUTOMATION_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function signIn(email) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': `bench-${email}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function getJson(path, cookie) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

// ---- the naive queries: the same answers from the raw tables -------------------------------------

const istanbulDay = (d) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(d);
const COUNTED = `o.status not in ('pending_payment', 'cancelled', 'returned')`;
const DAY = `(o.created_at at time zone 'Europe/Istanbul')::date`;

/** The overview from orders, lines and profiles: totals now and before, the series, top products and cities, active and new members. */
async function naiveOverview(path, p) {
  const scope = path ? `b.path like $3` : 'true';
  const params = path ? [p.previousFrom, p.to, `${path}%`] : [p.previousFrom, p.to];
  const where = `${COUNTED} and ${DAY} between $1::date and $2::date and ${scope}`;
  const totals = await one(
    `select count(*) filter (where ${DAY} >= '${p.from}')::int as orders,
            coalesce(sum(o.total) filter (where ${DAY} >= '${p.from}'), 0)::bigint as revenue,
            coalesce(sum(o.total) filter (where ${DAY} < '${p.from}'), 0)::bigint as previous,
            count(distinct o.buyer_id) filter (where ${DAY} >= '${p.from}')::int as active
     from orders o join profiles b on b.id = o.buyer_id where ${where}`,
    params,
  );
  await q(
    `select ${DAY} as day, sum(o.total) from orders o join profiles b on b.id = o.buyer_id
     where ${where} and ${DAY} >= '${p.from}' group by 1`,
    params,
  );
  await q(
    `select l.product_id, sum(l.total_amount) as revenue, sum(l.quantity) from orders o join profiles b on b.id = o.buyer_id
     join order_lines l on l.order_id = o.id where ${where} and ${DAY} >= '${p.from}' group by 1 order by 2 desc limit 8`,
    params,
  );
  await q(
    `select o.shipping_city, sum(o.total) from orders o join profiles b on b.id = o.buyer_id
     where ${where} and ${DAY} >= '${p.from}' group by 1 order by 2 desc limit 8`,
    params,
  );
  await q(
    `select count(*) from profiles m where m.created_at >= ($1::date)::timestamp at time zone 'Europe/Istanbul'
       and ${path ? 'm.path like $2' : 'true'}`,
    path ? [p.previousFrom, `${path}%`] : [p.previousFrom],
  );
  return { revenue: Number(totals.revenue), orders: totals.orders, active: totals.active };
}

/** The drill-down from the product's lines: orders of one product in one city in the period, newest 20. */
async function naiveDrill(path, productId, city, p) {
  const { rows } = await q(
    `select o.id, o.number, o.created_at, b.name, o.total, count(*) over () as n from order_lines l
     join orders o on o.id = l.order_id join profiles b on b.id = o.buyer_id
     where l.product_id = $1 and o.shipping_city = $2 and ${COUNTED} and ${DAY} between $3::date and $4::date
       and ${path ? 'b.path like $5' : 'true'}
     order by o.created_at desc, o.id desc limit 20`,
    path ? [productId, city, p.from, p.to, `${path}%`] : [productId, city, p.from, p.to],
  );
  return { total: Number(rows[0]?.n ?? 0), first: rows[0]?.number };
}

/** The performance ranking through the API (GET /api/analytics/performance): page 1 of the level, by sales. */
async function rankingOverHttp(cookie, level, p) {
  const body = await getJson(`/api/analytics/performance?level=${level}&dateFrom=${p.from}&dateTo=${p.to}`, cookie);
  return body.rows.map((r) => ({ id: r.id, revenue: r.sales }));
}

/**
 * The same ranking from the raw orders: every counted order of the period added to each dealer on
 * its buyer's path (the path's ids), for the dealers under the caller.
 */
async function naiveRanking(caller, level, p) {
  const { rows } = await q(
    `select m.id, sum(o.total)::bigint as revenue
     from orders o join profiles b on b.id = o.buyer_id
     cross join lateral unnest(string_to_array(trim(both '/' from b.path), '/')) a(id)
     join profiles m on m.id = a.id::uuid
     where ${COUNTED} and ${DAY} between $2::date and $3::date and b.path like $1
       and m.role = $4 and m.path like $1
     group by m.id order by revenue desc, m.id limit 25`,
    [`${caller.path}%`, p.from, p.to, level],
  );
  return rows;
}

// ---- measuring -----------------------------------------------------------------------------------

const percentile = (sorted, pct) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1)] ?? 0;
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

const GOAL_MS = 300;
const results = [];
async function compare(name, ours, naive, { runs = 30, warmup = 5, naiveRuns = 3, naiveWarmup = 1 } = {}) {
  const a = await time(ours, runs, warmup);
  const b = await time(naive, naiveRuns, naiveWarmup);
  results.push({ name, ...a, naive: b });
  console.log(
    `${name}: median ${a.median.toFixed(1)} ms, p95 ${a.p95.toFixed(1)} ms; naive median ${b.median.toFixed(0)} ms, ` +
      `p95 ${b.p95.toFixed(0)} ms (load ${loadavg()[0].toFixed(1)})`,
  );
}

try {
  await untilAnswering(server, `${base}/api/health`);
  const counts = await one(
    `select (select count(*) from profiles)::int as members, (select count(*) from orders)::int as orders,
            (select count(*) from order_lines)::int as lines,
            (select count(*) from analytics_scope_daily)::int as daily, (select count(*) from analytics_scope_product_daily)::int as product_daily,
            (select count(*) from analytics_scope_segment_daily)::int as segment_daily`,
  );
  console.log(
    `members ${counts.members.toLocaleString('en')}, orders ${counts.orders.toLocaleString('en')}, lines ${counts.lines.toLocaleString('en')}; ` +
      `rollup rows: daily ${counts.daily.toLocaleString('en')}, product ${counts.product_daily.toLocaleString('en')}, segment ${counts.segment_daily.toLocaleString('en')}\n`,
  );
  const root = await one(`select id, path from profiles where email = 'kok@bench.test'`);
  const city = await one(`select id, path, email from profiles where role = 'cityDistributor' and city = $1`, [CITY]);
  const callers = [
    { who: 'admin', cookie: await signIn('kok@bench.test'), path: null, rankPath: root.path, level: 'cityDistributor' },
    {
      who: 'city distributor',
      cookie: await signIn(city.email),
      path: city.path,
      rankPath: city.path,
      level: 'dealer',
    },
  ];
  // The default period: the 30 days ending today (Istanbul) and the 30 before.
  const to = istanbulDay(new Date());
  const from = istanbulDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000));
  const period = {
    from,
    to,
    previousFrom: istanbulDay(new Date(Date.parse(`${from}T12:00:00Z`) - 30 * 86_400_000)),
    previousTo: istanbulDay(new Date(Date.parse(`${from}T12:00:00Z`) - 86_400_000)),
  };

  for (const c of callers) {
    // The same answers first.
    const overview = await getJson('/api/analytics/overview', c.cookie);
    const naive = await naiveOverview(c.path, period);
    const same =
      overview.figures.revenue.value === naive.revenue &&
      overview.figures.orders.value === naive.orders &&
      overview.figures.activeMembers.value === naive.active;
    console.log(
      `${c.who}: overview ${overview.source}, revenue ${overview.figures.revenue.value}, orders ${overview.figures.orders.value}, ` +
        `active ${overview.figures.activeMembers.value}; naive ${naive.revenue}, ${naive.orders}, ${naive.active}: ${same ? 'same' : 'DIFFERENT'}`,
    );
    if (!same) throw new Error('the overview and the naive query disagree');
    const product = overview.topProducts[0].productId;
    const drillPath = `/api/analytics/sales/orders?dimension=product&value=${product}&cities=${encodeURIComponent(CITY)}&page=1`;
    const drill = await getJson(drillPath, c.cookie);
    const naiveD = await naiveDrill(c.path, product, CITY, period);
    if (drill.total !== naiveD.total || drill.rows[0]?.number !== naiveD.first) {
      throw new Error(`the drill-down and the naive query disagree: ${drill.total} / ${naiveD.total}`);
    }
    const rank = await rankingOverHttp(c.cookie, c.level, period);
    const naiveR = await naiveRanking({ path: c.rankPath }, c.level, period);
    const sameRank =
      rank.length === naiveR.length &&
      rank.every((r, i) => r.id === naiveR[i]?.id && r.revenue === Number(naiveR[i]?.revenue));
    if (!sameRank) throw new Error('the ranking and the naive query disagree');
    console.log(`${c.who}: drill-down ${drill.total} orders, ranking ${rank.length} ${c.level} rows: same answers\n`);

    await compare(
      `overview (${c.who})`,
      () => getJson('/api/analytics/overview', c.cookie),
      () => naiveOverview(c.path, period),
    );
    await compare(
      `drill-down: one product in ${CITY}, page 1 (${c.who})`,
      () => getJson(drillPath, c.cookie),
      () => naiveDrill(c.path, product, CITY, period),
    );
    await compare(
      `ranking: ${c.level === 'dealer' ? 'its dealers' : 'the city distributors'}, 30 days, page 1 (${c.who})`,
      () => rankingOverHttp(c.cookie, c.level, period),
      () => naiveRanking({ path: c.rankPath }, c.level, period),
    );
  }

  console.log('\n| measurement | p50 | p95 | goal (p50) | naive p50 | naive p95 |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ≤ ${GOAL_MS} ms ${r.median <= GOAL_MS ? '✓' : '✗'} | ` +
        `${r.naive.median.toFixed(0)} ms | ${r.naive.p95.toFixed(0)} ms |`,
    );
  }
} finally {
  await stopServer(server);
  await db.end();
  if (!keep) await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}
