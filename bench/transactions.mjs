// Transactions (İşlemler) on PostgreSQL: one member with a long history among many others — the
// first page, a page deep in the list (keyset cursor), a kind filter, a reference search and the
// totals, each the one UNION ALL query the API runs (transactions.repository.ts), median and p95.
//
// The database (portal_bench_transactions) is created from the project's migrations and filled in
// SQL with triggers and foreign keys off (session_replication_role = replica): the member has
// 20 000 paid orders (2 000 of them refunded), 100 000 commission lines (1 000 clawbacks),
// 120 payouts and 50 000 points movements; 400 000 commission lines and 200 000 points movements
// belong to 2 000 other members.
// Usage: node bench/transactions.mjs [postgres://…/postgres-admin-db]
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'portal_bench_transactions';
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
  select gen_random_uuid(), 'Üye ' || g, 'uye' || g || '@bench.test', true, 'dealer', '/x/', 1,
         'TR-' || lpad(g::text, 6, '0'), 'B' || lpad(upper(to_hex(g)), 7, '0')
  from generate_series(1, 2001) g`);
const { rows: members } = await q(`select id from profiles order by seller_no`);
const me = members[0].id;
await q(`update profiles set path = '/' || id || '/' `);
const ADDRESS = `'{"title":"Ev","recipientName":"A","phone":"0555","city":"İstanbul","district":"Kadıköy","addressLine":"x","postalCode":null}'::jsonb`;
await q(
  `
  insert into orders (number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total, total,
                      item_count, shipping_address, shipping_city, paid_at, closed_at, refund_amount, created_at, updated_at)
  select 'S-BENCH-' || g, $1, 'dealer', $1, case when g % 10 = 0 then 'cancelled' else 'delivered' end,
         case when g % 2 = 0 then 'card' else 'bank_transfer' end, 10000, 2000, 12000, 1, ${ADDRESS}, 'İstanbul',
         now() - g * interval '17 minutes', case when g % 10 = 0 then now() - g * interval '16 minutes' end,
         case when g % 10 = 0 then 12000 end, now() - g * interval '18 minutes', now()
  from generate_series(1, 20000) g`,
  [me],
);
const { rows: someOrders } = await q(`select id, number from orders limit 1000`);
await q(
  `
  insert into commission_lines (order_id, order_line_id, order_number, buyer_id, beneficiary_id, product_name, kind, entry, reverses_id,
                                commission_type, base, quantity, rate_bp, amount, status, period, chain, created_at)
  select $2::uuid, gen_random_uuid(), 'S-BENCH-' || g, $1, case when g <= 100000 then $1 else (array(select id from profiles))[2 + g % 2000] end,
         'Ürün ' || (g % 40), 'dealer', case when g % 100 = 0 and g <= 100000 then 'clawback' else 'commission' end,
         case when g % 100 = 0 and g <= 100000 then gen_random_uuid() end, 'percentage', 10000, 1, 1500,
         case when g % 100 = 0 and g <= 100000 then -1500 else 1500 end,
         (array['pending','approved','paid','cancelled'])[1 + g % 4], '2026-01', '[]'::jsonb,
         now() - g * interval '3 minutes'
  from generate_series(1, 500000) g`,
  [me, someOrders[0].id],
);
await q(
  `insert into commission_periods (period, status) select to_char(date '2016-01-01' + (g || ' month')::interval, 'YYYY-MM'), 'closed' from generate_series(0, 119) g`,
);
await q(
  `
  insert into commission_payouts (period, beneficiary_id, line_count, gross, withholding, net, method, status, created_at)
  select to_char(date '2016-01-01' + (g || ' month')::interval, 'YYYY-MM'), $1, 10, 100000, 20000, 80000, 'bank', 'paid',
         now() - g * interval '30 days'
  from generate_series(0, 119) g`,
  [me],
);
await q(
  `
  insert into points_transactions (user_id, amount, transaction_type, description, status, reference_data, created_at)
  select case when g <= 50000 then $1 else (array(select id from profiles))[2 + g % 2000] end, 500, 'earned',
         'Alışveriş ödülü', 'completed', jsonb_build_object('order_number', 'S-BENCH-' || (g % 20000)),
         now() - g * interval '11 minutes'
  from generate_series(1, 250000) g`,
  [me],
);
await q(`set session_replication_role = origin`);
await q(`analyze`);
console.log(`generated in ${seconds(t0)}`);

// The API's query, as transactions.repository.ts builds it (same branches, same order).
const branch = {
  order: `select 'order'::text as kind, o.id as source_id, o.paid_at as occurred_at, -o.total as amount, 'TRY'::text as currency, o.status as status, o.payment_method as sub, null::text as note, o.number as reference, o.id as order_id, o.buyer_id as member_id, true as counted from orders o where o.buyer_id = $1 and o.paid_at is not null and o.payment_method <> 'points'`,
  refund: `select 'refund'::text as kind, o.id as source_id, coalesce(o.closed_at, o.updated_at) as occurred_at, o.refund_amount as amount, 'TRY'::text as currency, o.status as status, o.payment_method as sub, null::text as note, o.number as reference, o.id as order_id, o.buyer_id as member_id, true as counted from orders o where o.buyer_id = $1 and o.refund_amount > 0 and o.status in ('cancelled', 'returned') and o.payment_method <> 'points'`,
  commission: `select 'commission'::text as kind, c.id as source_id, c.created_at as occurred_at, c.amount as amount, 'TRY'::text as currency, c.status as status, c.kind as sub, c.product_name as note, c.order_number as reference, c.order_id as order_id, c.beneficiary_id as member_id, c.status <> 'cancelled' as counted from commission_lines c where c.beneficiary_id = $1 and c.entry = 'commission'`,
  clawback: `select 'clawback'::text as kind, c.id as source_id, c.created_at as occurred_at, c.amount as amount, 'TRY'::text as currency, c.status as status, c.kind as sub, c.product_name as note, c.order_number as reference, c.order_id as order_id, c.beneficiary_id as member_id, true as counted from commission_lines c where c.beneficiary_id = $1 and c.entry = 'clawback'`,
  payout: `select 'payout'::text as kind, p.id as source_id, coalesce(p.paid_at, p.created_at) as occurred_at, p.net as amount, 'TRY'::text as currency, p.status as status, p.method as sub, p.period as note, p.period as reference, null::uuid as order_id, p.beneficiary_id as member_id, false as counted from commission_payouts p where p.beneficiary_id = $1`,
  points: `select 'points'::text as kind, x.id as source_id, x.created_at as occurred_at, x.amount as amount, 'POINTS'::text as currency, x.status as status, x.transaction_type as sub, x.description as note, x.reference_data->>'order_number' as reference, x.related_order_id as order_id, x.user_id as member_id, x.status = 'completed' as counted from points_transactions x where x.user_id = $1`,
};
const union = (kind) => (kind ? [branch[kind]] : Object.values(branch)).join(' union all ');
// Each branch takes its own first rows after the cursor; the outer query merges them.
const page = (kind, where = 'true', extra = [], kinds = kind ? [kind] : Object.keys(branch)) => ({
  text: `select t.kind, t.source_id, t.occurred_at, to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_key, t.amount from (${kinds.map((k) => `(select * from (${branch[k]}) b where ${where.replaceAll('t.', 'b.')} order by b.occurred_at desc, b.source_id desc limit 26)`).join(' union all ')}) t order by t.occurred_at desc, t.kind desc, t.source_id desc limit 26`,
  values: [me, ...extra],
});
/** The first version: one union, ordered and limited as a whole. */
const wholeUnionPage = {
  text: `select t.kind, t.source_id from (${union()}) t order by t.occurred_at desc, t.kind desc, t.source_id desc limit 26`,
  values: [me],
};
const totals = (kind, where = 'true', extra = []) => ({
  text: `select count(*)::int, coalesce(sum(t.amount) filter (where t.counted and t.currency = 'TRY' and t.amount > 0), 0)::bigint, coalesce(sum(t.amount) filter (where t.counted and t.currency = 'TRY' and t.amount < 0), 0)::bigint from (${union(kind)}) t where ${where}`,
  values: [me, ...extra],
});

// A cursor 5 000 rows deep.
const deep = await q(
  `select to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_key, t.kind, t.source_id from (${union()}) t order by t.occurred_at desc, t.kind desc, t.source_id desc offset 5000 limit 1`,
  [me],
);
const cursor = [deep.rows[0].occurred_key, deep.rows[0].kind, deep.rows[0].source_id];

async function measure(name, query, runs = 30) {
  for (let i = 0; i < 3; i++) await q(query.text, query.values);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await q(query.text, query.values);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`${name.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
}

const rows = (await q(`select count(*)::int as n from (${union()}) t`, [me])).rows[0].n;
console.log(`the member has ${rows} movements`);
await measure('first page (25)', page());
await measure('baseline: the whole union ordered, first page', wholeUnionPage);
await measure(
  'page 5 000 rows deep (keyset)',
  page(
    undefined,
    `t.occurred_at <= $2::timestamptz and (t.occurred_at, t.kind, t.source_id) < ($2::timestamptz, $3::text, $4::uuid)`,
    cursor,
  ),
);
await measure('kind = commission, first page', page('commission'));
await measure(
  'direction = out, first page',
  page(undefined, 't.amount < 0', [], ['order', 'clawback', 'payout', 'points']),
);
await measure('reference search (ilike), first page', page(undefined, 't.reference ilike $2', ['%S-BENCH-1234%']));
await measure('totals, everything', totals(), 10);
await measure('totals, one Istanbul month', totals(undefined, `t.occurred_at >= now() - interval '30 days'`), 10);
c.release();
await pool.end();
