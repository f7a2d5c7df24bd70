// Start-up benchmark: time from spawning the built server to its first 200 on /api/health, and
// its resident memory then and after 200 authenticated requests. Runs on a fresh embedded
// database (first start seeds it) and again on the same one (an ordinary restart).
// Usage: npm run build && node bench/startup.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopServer, untilAnswering } from './server.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = 3200 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
const mb = (b) => `${(b / 1048576).toFixed(0)} MB`;

async function run(label) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilAnswering(child, `${base}/api/health`, { seconds: 120, everyMs: 20 });
  const firstOk = performance.now() - started;
  const rssReady = rssOf(child.pid);
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bayi@portal.test', password: 'Portal.2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${base}/api/dashboard/summary`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`summary answered ${res.status}`);
  }
  const perRequest = (performance.now() - t0) / 200;
  const rssAfter = rssOf(child.pid);
  await stopServer(child);
  console.log(
    `${label}: first 200 after ${firstOk.toFixed(0)} ms · RSS ready ${mb(rssReady)} · after 200 requests ${mb(rssAfter)} · ${perRequest.toFixed(1)} ms per summary request (sequential)`,
  );
}

try {
  await run('fresh database (migrate + seed)');
  await run('restart');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
