// Restart PostgreSQL while members are checking out and a page is open: the server must not end,
// must answer again once the database is back, must hear events again (its LISTEN connection
// comes back and the page is told to read again), and its session cache must not outlive a
// sign-out. Then the usual consistency checks.
//
//   npm run build && node bench/drills/postgres-restart.mjs [postgres://…/admin-db]
//   RESTART_COMMAND='…' overrides how PostgreSQL is restarted (default: pg_ctlcluster <version> main restart).
//
// This restarts the machine's PostgreSQL: every other user of it sees the restart too.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
const port = Number(process.env.DRILL_PORT ?? 3875);
const base = `http://127.0.0.1:${port}`;
const restartCommand =
  process.env.RESTART_COMMAND ??
  `pg_ctlcluster --skip-systemctl-redirect ${readdirSync('/etc/postgresql').sort().at(-1)} main restart`;

const db = await createDatabase(adminUrl, 'portal_drill_pg');
let server;
try {
  server = startServer({ port, databaseUrl: db.url, appUrl: base, seed: true, name: 'A' });
  await server.ready();
  const { emails: all, productIds } = await prepareBuyers(db.url, 9);
  const emails = all.slice(0, 8);
  const sessions = await Promise.all(emails.map((e, i) => buyerSession(base, e, `10.89.0.${i + 1}`)));
  const adminCookie = await signIn(base, 'admin@portal.test');
  const page = await openSocket(base, adminCookie);
  await page.next((m) => m.type === 'hello');
  // A member's session used (and so cached) before the restart, signed out after it. (Another
  // member: a second sign-in from the same device would end the buyer's first session, decision 002.)
  const other = await buyerSession(base, all[8], '10.89.1.1');
  if ((await call(base, '/api/auth/me', { cookie: other.cookie, ip: other.ip })).status !== 200) throw new Error('me');

  const placed = [];
  let refused = 0;
  let stop = false;
  const load = Promise.all(
    sessions.map(async (s, i) => {
      while (!stop) {
        try {
          const r = await checkout(base, s, productIds[i % productIds.length]);
          if (r.ok) placed.push(r.order.id);
          else refused++;
        } catch {
          refused++;
          await sleep(100);
        }
      }
    }),
  );
  await sleep(2000);
  const before = placed.length;
  const restartedAt = Date.now();
  // Not execSync: the buyers in this same process keep sending while PostgreSQL restarts.
  await new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', restartCommand], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart exited ${code}`))));
  });
  console.log(`PostgreSQL restarted in ${Date.now() - restartedAt} ms, after ${before} orders`);

  // The server is still there and answers again.
  let backAfter = null;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        backAfter = Date.now() - restartedAt;
        break;
      }
    } catch {}
    await sleep(100);
  }
  if (backAfter === null || server.child.exitCode !== null) throw new Error('the server did not come back');
  console.log(`the server answers again ${backAfter} ms after the restart began`);
  await page.next((m) => m.type === 'resync', 15_000);
  console.log('the open page was told to read again (its server resumed its LISTEN connection)');
  await sleep(2000);
  stop = true;
  await load;
  console.log(`orders: ${before} before, ${placed.length - before} after; refused meanwhile: ${refused}`);

  // Events flow again: an order placed now reaches the admin's open page.
  const next = await checkout(base, sessions[0], productIds[0]);
  if (!next.ok) throw new Error(`checkout after the restart: ${JSON.stringify(next)}`);
  await page.next((m) => m.type === 'order_updated' && m.payload?.orderId === next.order.id);
  console.log("a new order's live event reached the page");

  // The session cache does not outlive a sign-out made after the restart.
  await call(base, '/api/auth/sign-out', { cookie: other.cookie, ip: other.ip, body: {} });
  const after = await call(base, '/api/auth/me', { cookie: other.cookie, ip: other.ip });
  if (after.status !== 401) throw new Error(`a signed-out session still answers ${after.status}`);
  console.log('a session signed out after the restart is refused at once');

  const checks = await consistency(db.url);
  console.log(JSON.stringify(checks));
  const result = verdict(checks);
  console.log(`PostgreSQL restart under load: ${result}`);
  if (result !== 'ok') process.exitCode = 1;
} catch (err) {
  console.error(err);
  if (server) console.error(server.log.slice(-15).join('\n'));
  process.exitCode = 1;
} finally {
  await server?.kill('SIGTERM');
  await db.drop().catch(() => {});
}
