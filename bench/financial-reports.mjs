// The admin's financial report and Direct Sales Regulation report over 100 000 paid orders in 12
// months on PostgreSQL, through the built server (decision 030).
// Usage: node bench/financial-reports.mjs [postgres-admin-url] [orders]   (after `npm run build`)
import { spawn } from 'node:child_process';
import pg from 'pg';
import { stopServer, untilAnswering } from './server.mjs';

const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.argv[3] ?? 100_000);
const root = new URL('..', import.meta.url).pathname;
const dbName = `portal_bench_fin_${Date.now()}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const PORT = 3600 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${PORT}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const server = spawn(process.execPath, [`${root}apps/api/dist/main.js`], {
  env: {
    ...process.env,
    DATABASE_URL: dbUrl,
    SEED_DEMO: 'true',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    APP_URL: base,
    RATE_LIMIT_PER_MINUTE: '10000000',
    ORDER_AUTOMATION_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const data = new pg.Client({ connectionString: dbUrl });
try {
  await untilAnswering(server, `${base}/api/health`, { seconds: 300, everyMs: 500 });
  await data.connect();
  const t0 = performance.now();
  // Orders spread over the last 12 months, 2 lines each (VAT 20 % and 10 %), 3 commission lines per
  // order line, a tenth cancelled or returned with a refund, and a points movement per 2 orders.
  await data.query(`
    insert into orders (id, number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total, total,
      item_count, shipping_address, shipping_city, paid_at, created_at, closed_at, refund_amount)
    select gen_random_uuid(), 'B-' || g, b.id, 'client', s.id,
      case when g % 10 = 0 then 'returned' when g % 10 = 1 then 'cancelled' else 'delivered' end,
      case when g % 2 = 0 then 'card' else 'bank_transfer' end,
      30000, 5000, 35000, 3, '{}'::jsonb, 'İstanbul',
      now() - (g % 360) * interval '1 day', now() - (g % 360) * interval '1 day' - interval '1 hour',
      case when g % 10 in (0, 1) then now() - (g % 360) * interval '1 day' + interval '2 days' end,
      case when g % 10 in (0, 1) then 35000 end
    from generate_series(1, ${ORDERS}) g,
      (select id from profiles where role = 'client' limit 1) b,
      (select id from profiles where role = 'admin' limit 1) s`);
  await data.query(`
    insert into order_lines (order_id, product_id, product_name, quantity, list_unit_price, unit_price, vat_rate_bp,
      vat_included, net_amount, vat_amount, total_amount)
    select o.id, p.id, 'x', 1, 12000, 12000, r.bp, true, r.net, r.vat, r.net + r.vat
    from orders o
    cross join (values (2000, 20000, 4000), (1000, 10000, 1000)) r(bp, net, vat)
    cross join lateral (select id from products order by id limit 1) p
    where o.number like 'B-%'`);
  await data.query(`
    insert into commission_lines (order_id, order_line_id, order_number, buyer_id, beneficiary_id, kind, commission_type,
      base, quantity, rate_bp, amount, status, period, chain, created_at)
    select l.order_id, l.id, o.number, o.buyer_id, b.id, k.kind, 'percentage', l.net_amount, 1, 1000, l.net_amount / 10,
      case when o.status in ('returned', 'cancelled') then 'cancelled' else 'approved' end,
      to_char(o.paid_at at time zone 'Europe/Istanbul', 'YYYY-MM'), '[]'::jsonb, o.paid_at
    from order_lines l join orders o on o.id = l.order_id
    cross join (values ('dealer'), ('city_distributor'), ('sponsor_distributor')) k(kind)
    cross join lateral (select id from profiles where role = 'dealer' limit 1) b
    where o.number like 'B-%'`);
  await data.query(`
    insert into points_transactions (user_id, amount, transaction_type, status, source, created_at)
    select b.id, 100, 'bonus', 'completed', 'admin_bonus', now() - (g % 360) * interval '1 day'
    from generate_series(1, ${ORDERS / 2}) g, (select id from profiles where role = 'client' limit 1) b`);
  await data.query('analyze');
  const counts = (
    await data.query(`select (select count(*) from orders) o, (select count(*) from order_lines) l,
      (select count(*) from commission_lines) c, (select count(*) from points_transactions) p`)
  ).rows[0];
  console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(1)} s:`, counts);

  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@portal.test', password: 'Portal.2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const measure = async (label, path, runs = 20) => {
    const times = [];
    for (let i = 0; i < runs + 3; i++) {
      const start = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      if (i >= 3) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${label.padEnd(44)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`);
  };
  await measure('financial report, last 12 months (JSON)', '/api/admin/financial-reports');
  await measure('financial report, CSV', '/api/admin/financial-reports/export.csv');
  await measure('financial report, PDF', '/api/admin/financial-reports/export.pdf', 10);
  await measure('direct sales report, this year', '/api/admin/direct-sales-report');
} finally {
  await data.end().catch(() => {});
  await stopServer(server);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
