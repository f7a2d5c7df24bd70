// Product list benchmark on PostgreSQL: GET /api/shop/products (24 items, role-priced, with a
// category filter) against a bare node:http + pg server that answers the same JSON for the same
// query, both measured in this run with autocannon. Goal (issue 14): at least 0.85 of the baseline's req/s.
// The baseline is the cheaper side: it leaves out what the portal adds to each card (tiers,
// ingredients, minimum quantity, stock along the supply chain) and any session check.
// Usage: npm run build && node bench/products-list.mjs [postgres://…/postgres-admin-db] [seconds]
import { spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { stopServer, untilAnswering } from './server.mjs';

const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.argv[3] ?? 10);
const root = new URL('..', import.meta.url).pathname;
// BENCH_DB_PREFIX keeps simultaneous benches on one PostgreSQL apart.
const dbName = `${process.env.BENCH_DB_PREFIX ?? 'portal_bench_'}${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 100));
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? PORTAL_PORT + 100);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);

const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    process.env.BENCH_SERVER ?? `${root}apps/api/dist/main.js`,
  ],
  {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      SEED_DEMO: 'true',
      PORT: String(PORTAL_PORT),
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${PORTAL_PORT}`,
      // One client address sends every request here; the per-address limit would answer 429s.
      RATE_LIMIT_PER_MINUTE: '10000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const stopAll = async () => {
  await stopServer(server);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
};

try {
  await untilAnswering(server, `http://127.0.0.1:${PORTAL_PORT}/api/health`);

  // Grow the catalogue to 500 products (copies of the demo ones) so the list works on a real size.
  const data = new pg.Client({ connectionString: dbUrl });
  await data.connect();
  await data.query(`
    with src as (select p.*, row_number() over () as rn from products p),
         gen as (select g from generate_series(1, 460) g),
         ins as (
           insert into products (name, slug, description, category_id, is_active, is_client_product, purchase_mode, search_text, created_at)
           select s.name || ' ' || g, s.slug || '-' || g, s.description, s.category_id, true, s.is_client_product, s.purchase_mode,
                  s.search_text || ' ' || g, now() - (g || ' hours')::interval
           from gen join src s on s.rn = 1 + (g % (select count(*) from src))
           returning id, category_id)
    insert into product_prices (product_id, retail_price, client_price, dealer_price, city_distributor_price, turkey_distributor_price, admin_cost_price)
    select id, 20000, 18000, 14000, 12000, 11000, 8000 from ins`);
  await data.query(
    `insert into product_inventory (product_id, in_stock, display_stock) select id, true, 100 from products p where not exists (select 1 from product_inventory i where i.product_id = p.id)`,
  );
  await data.query(
    `insert into product_commissions (product_id) select id from products p where not exists (select 1 from product_commissions c where c.product_id = p.id)`,
  );
  const { rows: cats } = await data.query(`select id from categories where slug = 'vitaminler'`);
  const category = cats[0].id;
  const { rows: count } = await data.query('select count(*)::int as n from products');
  await data.end();

  const signIn = await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bayi@portal.test', password: 'Portal.2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const path = `/api/shop/products?category=${category}&sort=newest&page=1`;
  const check = await fetch(`http://127.0.0.1:${PORTAL_PORT}${path}`, { headers: { cookie } });
  const portalBody = await check.json();
  if (check.status !== 200 || portalBody.products.length !== 24) throw new Error(`portal answered ${check.status}`);

  // Baseline: one pool, one query per request with the same filter, order, role price and page.
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  const baseline = http.createServer(async (_req, res) => {
    const { rows } = await pool.query(
      `select p.id, p.name, p.slug, p.description, p.image, p.category_id, c.name as category_name, p.is_client_product, p.purchase_mode,
              coalesce(nullif(pp.dealer_price,0), nullif(pp.client_price,0), nullif(pp.retail_price,0)) as price,
              pp.vat_included, pp.vat_rate_bp, i.in_stock, i.display_stock, i.low_stock_threshold, p.created_at,
              count(*) over () as total
       from products p left join categories c on c.id = p.category_id
       left join product_prices pp on pp.product_id = p.id left join product_inventory i on i.product_id = p.id
       where p.is_deleted = false and p.is_active = true and p.category_id = $1
       order by p.created_at desc, p.id limit 24`,
      [category],
    );
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ products: rows, total: Number(rows[0]?.total ?? 0) }));
  });
  await new Promise((r) => baseline.listen(BASE_PORT, '127.0.0.1', r));

  const run = (url, headers) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: 10, duration: seconds, headers }, (err, result) =>
        err ? reject(err) : resolve(result),
      ),
    );
  // The portal's CPU time (user + system, ms) from /proc: load-independent, unlike req/s.
  const { readFileSync } = await import('node:fs');
  const cpuMs = (pid) => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
  };
  await run(`http://127.0.0.1:${BASE_PORT}/`, {}); // warm-up both
  await run(`http://127.0.0.1:${PORTAL_PORT}${path}`, { cookie });
  // PostgreSQL's share: the CPU time of the backends serving this bench's database (their
  // process title names it), both sides' connections included.
  const { readdirSync } = await import('node:fs');
  // Per process: a backend that exits during a run (an idle pool client) loses only its own share.
  const postgresCpu = () => {
    const byPid = new Map();
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${dbName} `)) byPid.set(pid, cpuMs(pid));
      } catch {}
    }
    return byPid;
  };
  const postgresCpuSince = (before) => {
    let sum = 0;
    for (const [pid, ms] of postgresCpu()) sum += ms - (before.get(pid) ?? 0);
    return sum;
  };
  const selfCpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  let pgBefore = postgresCpu();
  let benchBefore = selfCpuMs();
  const base = await run(`http://127.0.0.1:${BASE_PORT}/`, {});
  const basePg = postgresCpuSince(pgBefore) / Math.max(1, base.requests.total);
  const baseSelf = (selfCpuMs() - benchBefore) / Math.max(1, base.requests.total);
  const cpuBefore = cpuMs(server.pid);
  pgBefore = postgresCpu();
  benchBefore = selfCpuMs();
  const portal = await run(`http://127.0.0.1:${PORTAL_PORT}${path}`, { cookie });
  const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / Math.max(1, portal.requests.total);
  const portalPg = postgresCpuSince(pgBefore) / Math.max(1, portal.requests.total);
  const portalSelf = (selfCpuMs() - benchBefore) / Math.max(1, portal.requests.total);
  baseline.close();
  await pool.end();

  const row = (name, r) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`products in catalogue: ${count[0].n}; ${seconds} s per run, 10 connections`);
  console.log(row('baseline node:http + pg', base));
  console.log(row('portal /api/shop/products', portal));
  console.log(`ratio: ${(portal.requests.average / base.requests.average).toFixed(2)} of baseline (goal ≥ 0.85)`);
  console.log(`portal server CPU: ${cpuPerRequest.toFixed(2)} ms/request`);
  // Both sides share two cores with PostgreSQL and with this process (the baseline server and autocannon).
  console.log(
    `PostgreSQL CPU: baseline ${basePg.toFixed(2)}, portal ${portalPg.toFixed(2)} ms/request; this process (load + baseline server): ${baseSelf.toFixed(2)} / ${portalSelf.toFixed(2)} ms/request`,
  );
  if (portal.errors + portal.non2xx > 0) console.log('the portal answered errors: the figures above are not valid');
} finally {
  await stopAll();
}
