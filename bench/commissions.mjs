// Commission benchmarks on PostgreSQL, against the built server with the demo data:
// (a) closing a month of 100 000 paid orders (≈ 250 000 approved commission lines over 5 000
//     beneficiaries) through POST /api/commission-periods/close — goal ≤ 30 s; a few runs, each
//     on a month of its own, median reported;
// (b) the commission step of paying an order: the mark-paid transition of orders that pay three
//     commissions against the same transition on a product whose rates are all zero (the step
//     reads the upline and settings but writes nothing), p50 and p95 — goal: the step ≤ 2 ms p50.
// Usage: npm run build && node bench/commissions.mjs [postgres://…/postgres-admin-db] [runs] [orders]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { stopServer, untilAnswering } from './server.mjs';

const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = Number(process.argv[3] ?? 3);
const ORDERS = Number(process.argv[4] ?? 100_000);
const BENEFICIARIES = 5_000;
const PAYS = 300;
const root = new URL('..', import.meta.url).pathname;
const dbName = `portal_bench_commissions_${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const PORT = 3620 + Math.floor(Math.random() * 5);
const base = `http://127.0.0.1:${PORT}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const server = spawn(process.execPath, [`${root}apps/api/dist/main.js`], {
  env: {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '10',
    SEED_DEMO: 'true',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    APP_URL: base,
    RATE_LIMIT_PER_MINUTE: '10000000',
    ORDER_AUTOMATION_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let data;
const stopAll = async () => {
  await data?.end().catch(() => {});
  await stopServer(server);
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
};

async function json(path, { cookie, body, method = body ? 'POST' : 'GET', headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
async function signIn(email) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Portal.2026' }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await untilAnswering(server, `${base}/api/health`, { seconds: 90 });
  data = new pg.Client({ connectionString: dbUrl });
  data.on('error', () => {});
  await data.connect();
  const adminCookie = await signIn('admin@portal.test');

  // ---- (a) closing a month ------------------------------------------------------------------
  const {
    rows: [city],
  } = await data.query(`select id, path, depth from profiles where email = 'istanbul@portal.test'`);
  const {
    rows: [sponsor],
  } = await data.query(`select id from profiles where email = 'turkiye@portal.test'`);
  const {
    rows: [template],
  } = await data.query(`select id from orders order by created_at limit 1`);
  let t0 = performance.now();
  await data.query(
    `with ids as (select gen_random_uuid() as id, g from generate_series(1, ${BENEFICIARIES}) g)
     insert into profiles (id, name, email, role, parent_id, path, depth, seller_no, permanent_invite_code)
     select id, 'Bench Bayi ' || g, 'bench-dealer-' || g || '@portal.test', 'dealer', $1, $2 || id || '/', $3,
            'BD' || g, 'BD-' || left(id::text, 8)
     from ids`,
    [city.id, city.path, city.depth + 1],
  );
  const { rows: cols } = await data.query(
    `select column_name from information_schema.columns where table_name = 'orders'
       and column_name not in ('id', 'number', 'idempotency_key') order by ordinal_position`,
  );
  const orderCols = cols.map((c) => `"${c.column_name}"`).join(', ');
  console.log(`data: ${BENEFICIARIES} dealers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const closeTimes = [];
  for (let run = 0; run < runs; run++) {
    // A month of its own, long ago, so each close takes exactly its own month's lines.
    const period = `2019-${String(run + 1).padStart(2, '0')}`;
    t0 = performance.now();
    await data.query(
      `insert into orders (id, number, idempotency_key, ${orderCols})
       select gen_random_uuid(), 'BENCH-${run}-' || g, null, ${orderCols}
       from generate_series(1, ${ORDERS}) g, (select ${orderCols} from orders where id = $1) o`,
      [template.id],
    );
    // Every order pays its dealer and the city distributor; half of them also the sponsor:
    // 2.5 lines an order. Dealers are spread over the 5 000 bench dealers.
    await data.query(
      `with o as (select id, number, buyer_id, row_number() over () as n from orders where number like 'BENCH-${run}-%'),
            d as (select id, row_number() over () as n from profiles where email like 'bench-dealer-%'),
            lines as (
              select o.id as order_id, o.number, o.buyer_id, d.id as beneficiary_id, 'dealer' as kind, 1500 as rate, 800 + (o.n % 700) as amount
                from o join d on d.n = 1 + (o.n % ${BENEFICIARIES})
              union all
              select o.id, o.number, o.buyer_id, $1::uuid, 'city_distributor', 1000, 500 + (o.n % 400) from o
              union all
              select o.id, o.number, o.buyer_id, $2::uuid, 'sponsor_distributor', 500, 250 + (o.n % 200) from o where o.n % 2 = 0)
       insert into commission_lines (order_id, order_number, buyer_id, beneficiary_id, kind, entry, commission_type,
                                     base, quantity, rate_bp, amount, status, period, chain, approved_at)
       select order_id, number, buyer_id, beneficiary_id, kind, 'commission', 'percentage', amount * 10, 1, rate,
              amount, 'approved', '${period}', '[]'::jsonb, now()
       from lines`,
      [city.id, sponsor.id],
    );
    const {
      rows: [{ n }],
    } = await data.query(`select count(*)::int as n from commission_lines where period = '${period}'`);
    await data.query('analyze commission_lines');
    console.log(
      `run ${run + 1}: ${ORDERS.toLocaleString('en')} orders, ${n.toLocaleString('en')} lines written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const started = performance.now();
    const res = await json('/api/commission-periods/close', { cookie: adminCookie, body: { period } });
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 200) throw new Error(`close answered ${res.status} ${JSON.stringify(res.body)}`);
    const {
      rows: [check],
    } = await data.query(
      `select (select count(*)::int from commission_payouts where period = $1) as payouts,
              (select count(*)::int from commission_lines where period = $1 and payout_id is not null) as linked,
              (select coalesce(sum(gross), 0)::bigint::text from commission_payouts where period = $1 and status = 'scheduled') as gross,
              (select coalesce(sum(l.amount), 0)::bigint::text from commission_lines l join commission_payouts p on p.id = l.payout_id where p.period = $1) as linked_sum`,
      [period],
    );
    if (check.gross !== check.linked_sum) throw new Error(`payouts ${check.gross} ≠ linked lines ${check.linked_sum}`);
    closeTimes.push(seconds);
    console.log(
      `  close ${period}: ${seconds.toFixed(2)} s — ${check.payouts} payouts, ${check.linked.toLocaleString('en')} lines linked, Σ payouts = Σ lines`,
    );
  }
  const m = median(closeTimes);
  console.log(
    `(a) close of ${ORDERS.toLocaleString('en')} paid orders: median ${m.toFixed(2)} s over ${runs} runs (goal ≤ 30 s) ${m <= 30 ? 'OK' : 'OVER'}`,
  );

  // ---- (b) the commission step of paying an order ---------------------------------------------
  const client = await signIn('musteri@portal.test');
  const { body: addressList } = await json('/api/addresses', { cookie: client });
  const addressId = addressList.addresses[0].id;
  const {
    rows: [warehouse],
  } = await data.query(`select id from profiles where email = 'admin@portal.test'`);
  const { rows: products } = await data.query(
    `select p.id from products p join product_prices pp on pp.product_id = p.id
     where p.is_client_product and p.is_active and not p.is_deleted and pp.client_price > 0
       and not exists (select 1 from product_sales_rules r where r.product_id = p.id)
       and not exists (select 1 from product_inventory i where i.product_id = p.id and i.min_order_quantity > 1)
     order by p.name limit 2`,
  );
  const [paying, zero] = products.map((p) => p.id);
  for (const id of [paying, zero]) {
    await data.query(
      `insert into stock_levels (holder_id, product_id, on_hand, reserved) values ($1, $2, 1000000, 0)
       on conflict (holder_id, product_id) do update set on_hand = stock_levels.on_hand + 1000000`,
      [warehouse.id, id],
    );
  }
  await data.query(
    `insert into product_commissions (product_id, commission_type, dealer_rate_bp, city_distributor_rate_bp,
                                      sponsor_distributor_rate_bp, fixed_amounts, is_override)
     values ($1, 'percentage', 0, 0, 0, '{}'::jsonb, true)
     on conflict (product_id) do update set dealer_rate_bp = 0, city_distributor_rate_bp = 0,
       sponsor_distributor_rate_bp = 0, is_override = true`,
    [zero],
  );

  async function placeOrders(productId, count) {
    const ids = [];
    for (let i = 0; i < count; i++) {
      const added = await json('/api/cart/items', { cookie: client, body: { productId, quantity: 1 } });
      if (added.status !== 200) throw new Error(`cart ${added.status} ${added.body?.message}`);
      const terms = await json(`/api/checkout/terms?addressId=${addressId}&paymentMethod=bank_transfer`, {
        cookie: client,
      });
      const placed = await json('/api/checkout', {
        cookie: client,
        body: {
          addressId,
          paymentMethod: 'bank_transfer',
          acceptedTotal: added.body.cart.summary.total_amount,
          acceptedDocuments: terms.body?.acceptance,
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      if (placed.status !== 200) throw new Error(`checkout ${placed.status} ${placed.body?.message}`);
      ids.push(placed.body.order.id);
    }
    return ids;
  }
  async function payAll(ids) {
    const latencies = [];
    for (const id of ids) {
      const started = performance.now();
      const res = await json(`/api/orders/${id}/transitions`, { cookie: adminCookie, body: { action: 'mark_paid' } });
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`mark_paid ${res.status} ${res.body?.message}`);
    }
    return latencies.sort((a, b) => a - b);
  }
  const withStep = await placeOrders(paying, PAYS);
  const withoutStep = await placeOrders(zero, PAYS);
  // Interleaved halves, so a warming cache favours neither side.
  const a1 = await payAll(withStep.slice(0, PAYS / 2));
  const b1 = await payAll(withoutStep.slice(0, PAYS / 2));
  const a2 = await payAll(withStep.slice(PAYS / 2));
  const b2 = await payAll(withoutStep.slice(PAYS / 2));
  const a = [...a1, ...a2].sort((x, y) => x - y);
  const b = [...b1, ...b2].sort((x, y) => x - y);
  const {
    rows: [{ lines }],
  } = await data.query(`select count(*)::int as lines from commission_lines where order_id = any($1::uuid[])`, [
    withStep,
  ]);
  const fmt = (xs) => `p50 ${percentile(xs, 50).toFixed(2)} ms   p95 ${percentile(xs, 95).toFixed(2)} ms`;
  console.log(`(b) mark_paid, ${PAYS} orders each, one at a time through HTTP:`);
  console.log(`  three commissions written (${lines} lines)   ${fmt(a)}`);
  console.log(`  zero rates (step reads, writes nothing) ${fmt(b)}`);
  console.log(
    `  the commission writes add p50 ${(percentile(a, 50) - percentile(b, 50)).toFixed(2)} ms, p95 ${(percentile(a, 95) - percentile(b, 95)).toFixed(2)} ms`,
  );

  // ---- (c) the whole commission step, timed on its own -------------------------------------
  // The step as the transition runs it (reads of upline, settings and products, then the insert),
  // inside a paying transaction of its own on the same database, timed around the call alone.
  const { tsImport } = await import('tsx/esm/api');
  const { openDatabase } = await tsImport('../packages/db/src/client.ts', import.meta.url);
  const { applyCommissionEffect } = await tsImport('../apps/api/src/workflows/order-commissions.ts', import.meta.url);
  const repo = await tsImport('../apps/api/src/modules/orders/orders.repository.ts', import.meta.url);
  const handle = await openDatabase({ url: dbUrl, poolSize: 2 });
  try {
    const stepOrders = await placeOrders(paying, PAYS);
    const steps = [];
    for (const id of stepOrders) {
      await handle.db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        const lines = await repo.linesOf(tx, [id]);
        const now = new Date();
        const paid = await repo.updateOrder(tx, id, 'pending_payment', { status: 'paid', paidAt: now });
        const started = performance.now();
        const outcome = await applyCommissionEffect(tx, paid ?? order, lines, 'pending_payment', 'paid', now);
        steps.push(performance.now() - started);
        if (outcome.beneficiaryIds.length !== 3) throw new Error(`step wrote for ${outcome.beneficiaryIds.length}`);
      });
    }
    steps.sort((x, y) => x - y);
    console.log(`(c) the commission step alone (reads + three lines written), ${PAYS} orders: ${fmt(steps)}`);
    console.log(`  goal: the step adds ≤ 2 ms p50 to paying an order ${percentile(steps, 50) <= 2 ? 'OK' : 'OVER'}`);
  } finally {
    await handle.close();
  }
} finally {
  await stopAll();
}
