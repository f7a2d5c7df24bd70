// Two API servers behind nginx on one PostgreSQL database, tested the way a member meets them:
// sign in through the balancer, place an order (served by one server, its live event delivered by
// both), kill -9 the server that served it, and carry on: the member's socket reconnects through
// the balancer, the next order is served by the other server, its event arrives, nothing is lost.
// Then the killed server comes back and the balancer sends to it again.
//
//   npm run build && node bench/drills/multi-server.mjs [postgres://…/admin-db]
//
// Needs nginx (Debian: apt-get install -y nginx). Exits 1 when a step fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import {
  buyerSession,
  call,
  checkout,
  consistency,
  createDatabase,
  openSocket,
  prepareBuyers,
  signIn,
  sleep,
  startServer,
  verdict,
} from './lib.mjs';

const adminUrl = process.argv[2] ?? process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const basePort = Number(process.env.DRILL_PORT ?? 3860);
const [portA, portB, portLb] = [basePort, basePort + 1, basePort + 2];
const lb = `http://127.0.0.1:${portLb}`;
const nginxBin = process.env.NGINX ?? '/usr/sbin/nginx';

function nginxConfig(dir) {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream portal {
    server 127.0.0.1:${portA} max_fails=1 fail_timeout=3s;
    server 127.0.0.1:${portB} max_fails=1 fail_timeout=3s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${portLb};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

const steps = [];
const started = Date.now();
function step(name, ok = true, detail = '') {
  steps.push({ name, ok, detail, at: ((Date.now() - started) / 1000).toFixed(1) });
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${String(steps.at(-1).at).padStart(6)} s  ${name}${detail ? `  (${detail})` : ''}`,
  );
  if (!ok) throw new Error(`step failed: ${name}`);
}

const db = await createDatabase(adminUrl, 'portal_drill_lb');
const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const servers = {};
let nginx;
const sockets = [];
try {
  // Server A migrates and seeds; B starts on the same database afterwards.
  servers[portA] = startServer({ port: portA, databaseUrl: db.url, appUrl: lb, seed: true, name: 'A' });
  await servers[portA].ready();
  servers[portB] = startServer({ port: portB, databaseUrl: db.url, appUrl: lb, name: 'B' });
  await servers[portB].ready();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir));
  nginx = spawn(nginxBin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${lb}/api/health`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('nginx did not start');
    await sleep(100);
  }
  step('two servers and nginx up on one database');

  const { emails, productIds } = await prepareBuyers(db.url, 1);
  const buyer = await buyerSession(lb, emails[0]);
  step('signed in through the balancer');

  // The admin watches orders on each server directly; the buyer's page is on the balancer.
  const adminCookie = await signIn(lb, 'admin@portal.test');
  const onA = await openSocket(`http://127.0.0.1:${portA}`, adminCookie);
  const onB = await openSocket(`http://127.0.0.1:${portB}`, adminCookie);
  let page = await openSocket(lb, buyer.cookie);
  sockets.push(onA, onB, page);
  await Promise.all([onA, onB, page].map((s) => s.next((m) => m.type === 'hello')));

  const portOf = (upstream) => Number(String(upstream).split(',').at(-1)?.split(':').at(-1));
  const pagePort = portOf(page.upstream);
  step("the page's socket is on one server", Boolean(servers[pagePort]), `server ${servers[pagePort]?.name}`);

  // An order served by the other server (the balancer takes turns: at most a second try).
  let first = await checkout(lb, buyer, productIds[0]);
  if (first.ok && portOf(first.upstream) === pagePort) first = await checkout(lb, buyer, productIds[0]);
  step(
    'order placed through the balancer, served by the other server',
    first.ok && portOf(first.upstream) !== pagePort,
    first.ok ? `${first.order.number}, served by ${first.upstream}` : JSON.stringify(first),
  );
  const isFirst = (m) => m.type === 'order_updated' && m.payload?.orderId === first.order.id;
  await Promise.all([onA.next(isFirst), onB.next(isFirst), page.next(isFirst)]);
  step("its live event reached the page from the server that did not serve it, and both servers' sockets");

  // Kill -9 the server the page is connected to: no shutdown, its sockets cut.
  const victim = servers[pagePort];
  const survivor = servers[pagePort === portA ? portB : portA];
  const killedAt = Date.now();
  const pageClosed = page.closed;
  await victim.kill('SIGKILL');
  step(`server ${victim.name} killed (SIGKILL)`);
  await pageClosed;
  // A browser opens its socket again through the balancer (the app retries after 1 s).
  page = await openSocket(lb, buyer.cookie);
  sockets.push(page);
  await page.next((m) => m.type === 'hello');
  step(
    'the page reconnected through the balancer',
    portOf(page.upstream) === survivor.port,
    `${Date.now() - killedAt} ms after the kill, to server ${survivor.name}`,
  );
  const me = await call(lb, '/api/auth/me', { cookie: buyer.cookie });
  step('still signed in through the balancer', me.status === 200);

  const second = await checkout(lb, buyer, productIds[1] ?? productIds[0]);
  step(
    'the next order is served by the surviving server',
    second.ok && portOf(second.upstream) === survivor.port,
    second.ok ? `${second.order.number}, served by ${second.upstream}` : JSON.stringify(second),
  );
  const survivorAdmin = survivor === servers[portA] ? onA : onB;
  const isSecond = (m) => m.type === 'order_updated' && m.payload?.orderId === second.order.id;
  await Promise.all([page.next(isSecond), survivorAdmin.next(isSecond)]);
  step('its live event reached the page');

  const orders = await call(lb, '/api/orders/mine', { cookie: buyer.cookie });
  const numbers = (orders.body?.orders ?? orders.body?.items ?? []).map((o) => o.number);
  step(
    'both orders are there',
    [first.order.number, second.order.number].every((n) => numbers.includes(n)),
    numbers.slice(0, 2).join(', '),
  );

  const restarted = startServer({ port: victim.port, databaseUrl: db.url, appUrl: lb, name: `${victim.name}′` });
  servers[victim.port] = restarted;
  await restarted.ready();
  step(`server ${victim.name} restarted`);
  await sleep(3500); // the balancer's fail_timeout
  const seen = new Set();
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${lb}/api/health`);
    seen.add(res.headers.get('x-upstream'));
  }
  step('the balancer sends to both again', seen.size === 2, [...seen].join(' and '));

  const checks = await consistency(db.url);
  step('stock, reservations, commissions and points consistent', verdict(checks) === 'ok', JSON.stringify(checks));
  console.log(`\nmulti-server drill passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(err.message);
  for (const s of Object.values(servers))
    if (s.log.length) console.error(`--- server ${s.name}\n${s.log.slice(-15).join('\n')}`);
  process.exitCode = 1;
} finally {
  for (const s of sockets) s.close();
  nginx?.kill('SIGTERM');
  await Promise.all(Object.values(servers).map((s) => s.kill('SIGTERM')));
  await db.drop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
