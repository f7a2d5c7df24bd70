// What the drills share: a database of their own, built API servers started as separate
// processes (so they can be killed), demo buyers with stock, checkouts over HTTP, realtime
// sockets, and the consistency checks every drill ends with.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';

export const root = new URL('../..', import.meta.url).pathname;
export const PASSWORD = 'Portal.2026';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database on the given server; `drop()` removes it. */
export async function createDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * One built API server (`apps/api/dist/main.js`, what `npm start` runs) as a child process.
 * `kill(signal)` ends it the way the drill says (SIGKILL: no shutdown at all).
 */
export function startServer({ port, databaseUrl, appUrl, seed = false, env = {}, name = `:${port}` }) {
  const log = [];
  const child = spawn(process.execPath, [`${root}apps/api/dist/main.js`], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      SEED_DEMO: seed ? 'true' : 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_URL: appUrl,
      AUTH_SECRET: 'drill-secret-drill-secret-drill-secret-0123456789',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      RATE_LIMIT_PER_MINUTE: '10000000',
      TRUST_PROXY: 'loopback',
      ORDER_AUTOMATION_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log.push(line);
    if (log.length > 500) log.splice(0, log.length - 500);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    log,
    exited,
    async ready(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`server ${name} exited: ${log.slice(-20).join('\n')}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
        } catch {}
        await sleep(100);
      }
      throw new Error(`server ${name} did not start`);
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** JSON over HTTP with a cookie; never throws on a status, only on a network error. */
export async function call(base, path, { cookie, ip, body, method = body ? 'POST' : 'GET', headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      origin: base,
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function signIn(base, email, ip) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * `count` client buyers under the demo dealer, each with an address, and client products with a
 * million units in the company warehouse (written as purchases, so the ledger holds).
 */
export async function prepareBuyers(databaseUrl, count) {
  const data = new pg.Client({ connectionString: databaseUrl });
  data.on('error', () => {});
  await data.connect();
  try {
    const {
      rows: [dealer],
    } = await data.query(`select id, path, depth from profiles where email = 'bayi@portal.test'`);
    const {
      rows: [hash],
    } = await data.query(
      `select a.password from auth_accounts a join profiles p on p.id = a.user_id where p.email = 'bayi@portal.test'`,
    );
    const {
      rows: [warehouse],
    } = await data.query(`select id from profiles where email = 'admin@portal.test'`);
    const emails = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const email = `drill-${i}@portal.test`;
      await data.query(
        `insert into profiles (id, name, email, role, parent_id, path, depth, seller_no, permanent_invite_code)
         values ($1, $2, $3, 'client', $4, $5, $6, $7, $8)`,
        [
          id,
          `Tatbikat Alıcı ${i}`,
          email,
          dealer.id,
          `${dealer.path}${id}/`,
          dealer.depth + 1,
          `DR${i}`,
          `DR-${id.slice(0, 8)}`,
        ],
      );
      await data.query(
        `insert into auth_accounts (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
        [id, hash.password],
      );
      await data.query(
        `insert into addresses (user_id, title, recipient_name, phone, city, district, address_line, is_default)
         values ($1, 'Ev', 'Tatbikat', '05550000000', 'İstanbul', 'Kadıköy', 'Tatbikat Sokak No: 1', true)`,
        [id],
      );
      emails.push(email);
    }
    const { rows: items } = await data.query(
      `select p.id from products p join product_prices pp on pp.product_id = p.id
       where p.is_client_product and p.is_active and not p.is_deleted and pp.client_price > 0
         and not exists (select 1 from product_sales_rules r where r.product_id = p.id)
         and coalesce(p.min_order_quantity, 1) <= 1
         and not exists (select 1 from product_inventory i where i.product_id = p.id and i.min_order_quantity > 1)
       order by p.name limit 20`,
    );
    for (const { id } of items) {
      await data.query(
        `insert into stock_levels (holder_id, product_id, on_hand, reserved) values ($1, $2, 1000000, 0)
         on conflict (holder_id, product_id) do update set on_hand = stock_levels.on_hand + 1000000`,
        [warehouse.id, id],
      );
      await data.query(
        `insert into stock_movements (holder_id, product_id, kind, on_hand_delta, reason)
         values ($1, $2, 'purchase_in', 1000000, 'Tatbikat')`,
        [warehouse.id, id],
      );
    }
    return { emails, productIds: items.map((r) => r.id), warehouseId: warehouse.id, dealerId: dealer.id };
  } finally {
    await data.end();
  }
}

/** A signed-in buyer: session, address and the contracts accepted once. */
export async function buyerSession(base, email, ip) {
  const cookie = await signIn(base, email, ip);
  const { body } = await call(base, '/api/addresses', { cookie, ip });
  return { cookie, ip, addressId: body.addresses[0].id, acceptance: null };
}

/** Cart add + checkout, as a member's browser does it. Resolves with what happened, never throws on a status. */
export async function checkout(base, s, productId) {
  const added = await call(base, '/api/cart/items', { cookie: s.cookie, ip: s.ip, body: { productId, quantity: 1 } });
  if (added.status !== 200) return { ok: false, step: 'cart', status: added.status, message: added.body?.message };
  // The contracts are filled with the order's lines: read once per product (a one-unit cart), and
  // again when the cart is not what they were filled with (a checkout cut short left it fuller).
  s.acceptance ??= {};
  const place = async () => {
    s.acceptance[productId] ??= (
      await call(base, `/api/checkout/terms?addressId=${s.addressId}&paymentMethod=bank_transfer`, {
        cookie: s.cookie,
        ip: s.ip,
      })
    ).body?.acceptance;
    return call(base, '/api/checkout', {
      cookie: s.cookie,
      ip: s.ip,
      body: {
        addressId: s.addressId,
        paymentMethod: 'bank_transfer',
        acceptedTotal: added.body.cart.summary.total_amount,
        acceptedDocuments: s.acceptance[productId],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  };
  let placed = await place();
  if (placed.status === 409 && placed.body?.code === 'TERMS_CHANGED') {
    s.acceptance[productId] = undefined;
    placed = await place();
  }
  if (placed.status !== 200)
    return { ok: false, step: 'checkout', status: placed.status, message: placed.body?.message };
  return { ok: true, order: placed.body.order, upstream: placed.headers.get('x-upstream') };
}

/** A realtime socket that keeps what it receives and can wait for a message. */
export function openSocket(base, cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie, origin: base } });
    const messages = [];
    const waiters = [];
    // Behind the drill's balancer: which server the socket landed on.
    let upstream = null;
    ws.once('upgrade', (res) => {
      upstream = res.headers['x-upstream'] ?? null;
    });
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      messages.push(m);
      for (const w of [...waiters]) if (w.match(m)) w.resolve(m);
    });
    ws.once('open', () =>
      resolve({
        ws,
        messages,
        get upstream() {
          return upstream;
        },
        next(match, timeoutMs = 10_000) {
          const seen = messages.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            const w = {
              match,
              resolve: (m) => {
                clearTimeout(timer);
                waiters.splice(waiters.indexOf(w), 1);
                res(m);
              },
            };
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(w), 1);
              rej(new Error(`no matching message in ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.push(w);
          });
        },
        closed: new Promise((r) => ws.once('close', (code) => r(code))),
        close: () => ws.close(),
      }),
    );
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/**
 * What must hold after any failure: every stock level equals the sum of its movements, every
 * order that holds stock has its reservation, no commission or points line twice.
 */
export async function consistency(databaseUrl) {
  const data = new pg.Client({ connectionString: databaseUrl });
  await data.connect();
  try {
    const one = async (text) => (await data.query(text)).rows[0].n;
    return {
      orders: await one(`select count(*)::int as n from orders`),
      levelsDisagreeing: await one(
        `select count(*)::int as n from stock_levels l left join (
           select holder_id, product_id, sum(on_hand_delta) as oh, sum(reserved_delta) as rs
             from stock_movements group by 1, 2
         ) m using (holder_id, product_id)
         where l.on_hand <> coalesce(m.oh, 0) or l.reserved <> coalesce(m.rs, 0)`,
      ),
      ordersWithoutReservation: await one(
        `select count(*)::int as n from orders o
          where o.status in ('pending_payment', 'paid', 'confirmed', 'preparing')
            and o.supplier_id is not null
            and coalesce((select sum(m.reserved_delta) from stock_movements m where m.order_id = o.id), 0)
                <> (select sum(i.quantity) from order_lines i where i.order_id = o.id)`,
      ),
      duplicateCommissionLines: await one(
        `select count(*)::int as n from (
           select 1 from commission_lines where order_line_id is not null
            group by order_line_id, beneficiary_id, kind, entry having count(*) > 1
         ) d`,
      ),
      duplicatePointsLines: await one(
        `select count(*)::int as n from (
           select 1 from points_transactions where related_order_id is not null and source is not null
            group by source, related_order_id having count(*) > 1
         ) d`,
      ),
    };
  } finally {
    await data.end();
  }
}

export function verdict(checks) {
  const bad = Object.entries(checks).filter(([k, v]) => k !== 'orders' && v !== 0);
  return bad.length === 0 ? 'ok' : `FAILED: ${bad.map(([k, v]) => `${k}=${v}`).join(', ')}`;
}
