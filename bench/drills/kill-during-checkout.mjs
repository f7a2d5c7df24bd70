// kill -9 an API server while members are checking out, start it again, carry on, and check
// what must hold whatever happened: every stock level equals its movements, no order without its
// reservation, no commission or points line twice, no order lost that was answered as placed.
//
//   npm run build && node bench/drills/kill-during-checkout.mjs [postgres://…/admin-db] [buyers]
import pg from 'pg';
import {
  buyerSession,
  checkout,
  consistency,
  createDatabase,
  prepareBuyers,
  sleep,
  startServer,
  verdict,
} from './lib.mjs';

const adminUrl = process.argv[2] ?? process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const buyers = Number(process.argv[3] ?? 12);
const port = Number(process.env.DRILL_PORT ?? 3870);
const base = `http://127.0.0.1:${port}`;

const db = await createDatabase(adminUrl, 'portal_drill_kill');
let server;
try {
  server = startServer({ port, databaseUrl: db.url, appUrl: base, seed: true, name: 'A' });
  await server.ready();
  const { emails, productIds } = await prepareBuyers(db.url, buyers);
  const sessions = await Promise.all(emails.map((e, i) => buyerSession(base, e, `10.88.0.${i + 1}`)));

  const placed = [];
  const failures = { down: 0, other: 0 };
  const reasons = new Map();
  let stop = false;
  const load = Promise.all(
    sessions.map(async (s, i) => {
      while (!stop) {
        try {
          const r = await checkout(base, s, productIds[i % productIds.length]);
          if (r.ok) placed.push(r.order.id);
          else {
            failures.other++;
            const key = `${r.step} ${r.status} ${r.message ?? ''}`;
            reasons.set(key, (reasons.get(key) ?? 0) + 1);
          }
        } catch {
          // Connection refused or reset: the server is down. A browser would retry.
          failures.down++;
          await sleep(100);
        }
      }
    }),
  );
  await sleep(3000);
  const before = placed.length;
  await server.kill('SIGKILL');
  const killedAt = Date.now();
  console.log(`killed the server (SIGKILL) after ${before} orders, mid-checkout for ${buyers} buyers`);
  await sleep(1000);
  server = startServer({ port, databaseUrl: db.url, appUrl: base, name: 'A′' });
  await server.ready();
  console.log(`restarted; answering again ${Date.now() - killedAt} ms after the kill`);
  await sleep(3000);
  stop = true;
  await load;

  const data = new pg.Client({ connectionString: db.url });
  await data.connect();
  const { rows } = await data.query('select count(*)::int as n from orders where id = any($1::uuid[])', [placed]);
  await data.end();
  const checks = { ...(await consistency(db.url)), answeredButMissing: placed.length - rows[0].n };
  console.log(
    `orders answered as placed: ${placed.length} (${placed.length - before} after the restart); ` +
      `requests refused while down: ${failures.down}; other refusals: ${failures.other}`,
  );
  for (const [reason, n] of reasons) console.log(`  refused ${n}×: ${reason}`);
  console.log(JSON.stringify(checks));
  const result = verdict(checks);
  console.log(`kill -9 during checkout: ${result}`);
  if (result !== 'ok' || placed.length === before) process.exitCode = 1;
} catch (err) {
  console.error(err);
  if (server) console.error(server.log.slice(-15).join('\n'));
  process.exitCode = 1;
} finally {
  await server?.kill('SIGTERM');
  await db.drop().catch(() => {});
}
