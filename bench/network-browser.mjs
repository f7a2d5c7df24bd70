// The tree page with 100 000 children in Chromium, against the database bench/network.mjs keeps
// (run `node bench/network.mjs --keep` first, and `npm run build`). Signed in as the owner of the
// wide member, it opens /dashboard/network (the wide member is the tree's root, open at once),
// scrolls through many pages of its children, then searches a member deep in the list by e-mail
// and reveals it in place. Reports time to first rows, scroll frame times, pages loaded,
// time to search hits and time to reveal.
// Usage: node bench/network-browser.mjs [postgres://…/postgres-admin-db]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { stopServer, untilAnswering } from './server.mjs';

const adminUrl =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const root = new URL('..', import.meta.url).pathname;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = '/portal_bench_network';
  return u.toString();
})();
const PORT = Number(process.env.BENCH_PORT ?? 3612);
const base = `http://127.0.0.1:${PORT}`;
const EMAIL = 'genis@bench.test';
const PASSWORD = 'Portal.2026';

const data = new pg.Client({ connectionString: dbUrl });
await data.connect();
const wide = (await data.query('select id, name, network_size from profiles where email = $1', [EMAIL])).rows[0];
if (!wide) throw new Error('no bench database: run node bench/network.mjs --keep first');
// A member deep in the wide member's list (the 80 001st by name), found by its e-mail.
const deep = (
  await data.query('select id, name, email from profiles where parent_id = $1 order by name, id offset 80000 limit 1', [
    wide.id,
  ])
).rows[0];
await data.end();

const server = spawn(process.execPath, [`${root}apps/api/dist/main.js`], {
  env: {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(PORT),
    APP_URL: base,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-network-')),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000000',
    ORDER_AUTOMATION_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
let browser;
try {
  await untilAnswering(server, `${base}/api/health`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/login`);
  await page
    .getByLabel(/E-posta/i)
    .first()
    .fill(EMAIL);
  await page.getByLabel(/Şifre/i).first().fill(PASSWORD);
  await page.getByRole('button', { name: /Giriş/ }).click();
  await page.waitForURL(/dashboard/);
  // Warm the page's code once (the first visit downloads its chunk), then measure a fresh open.
  await page.goto(`${base}/dashboard/network`);
  await page.locator('[data-testid="tree-node-row"]').nth(1).waitFor();

  const results = {};
  let t0 = performance.now();
  await page.goto(`${base}/dashboard/network`);
  await page.locator('[data-testid="tree-node-row"]').nth(5).waitFor();
  results.firstRowsMs = performance.now() - t0;

  // Scroll as a member would (a wheel step per frame), for a while, recording the frame times.
  const scroller = page.getByTestId('network-tree-scroll');
  await scroller.hover();
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    window.__recording = true;
    requestAnimationFrame(tick);
  });
  t0 = performance.now();
  const scrollSeconds = 12;
  while (performance.now() - t0 < scrollSeconds * 1000) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(16);
  }
  const frames = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
  frames.sort((a, b) => a - b);
  results.scroll = {
    seconds: scrollSeconds,
    frames: frames.length,
    medianFrameMs: percentile(frames, 50),
    p95FrameMs: percentile(frames, 95),
    maxFrameMs: frames[frames.length - 1],
    longFrames: frames.filter((f) => f > 50).length,
  };
  // How far it got: the last member row on screen and its place among the wide member's children.
  results.scroll.reachedPosition = await page
    .locator('[data-testid="tree-node-row"][aria-level="2"]')
    .last()
    .getAttribute('aria-posinset')
    .then(Number);
  results.scroll.pagesLoaded = Math.ceil(results.scroll.reachedPosition / 50);

  // Search a member deep in the list by its e-mail and reveal it.
  const box = page.getByTestId('network-search').getByRole('searchbox');
  t0 = performance.now();
  await box.fill(deep.email);
  const hit = page.locator(`[data-testid="network-search-hit"][data-member-id="${deep.id}"]`);
  await hit.waitFor();
  results.searchHitsMs = performance.now() - t0; // includes the box's 300 ms debounce
  t0 = performance.now();
  await hit.click();
  const row = page.locator(`[role="treeitem"][data-member-id="${deep.id}"][aria-selected="true"]`);
  await row.waitFor();
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-member-id') === id, deep.id);
  results.revealMs = performance.now() - t0;
  results.revealedPosition = Number(await row.getAttribute('aria-posinset'));
  await page.screenshot({ path: join(tmpdir(), 'network-browser-reveal.png') });

  console.log(
    JSON.stringify(
      { wideChildren: wide.network_size, searched: { name: deep.name, email: deep.email }, ...results },
      null,
      2,
    ),
  );
  console.log('\n| measure | result |');
  console.log('|---|---|');
  console.log(`| time to first rows (open the page, 100k children) | ${results.firstRowsMs.toFixed(0)} ms |`);
  console.log(
    `| scroll ${scrollSeconds} s: frame median / p95 / max | ${results.scroll.medianFrameMs.toFixed(1)} / ${results.scroll.p95FrameMs.toFixed(1)} / ${results.scroll.maxFrameMs.toFixed(0)} ms (${results.scroll.longFrames} frames > 50 ms) |`,
  );
  console.log(
    `| rows reached while scrolling | ${results.scroll.reachedPosition} (${results.scroll.pagesLoaded} pages) |`,
  );
  console.log(`| search hits by e-mail (with 300 ms debounce) | ${results.searchHitsMs.toFixed(0)} ms |`);
  console.log(`| reveal the 80 001st child in place | ${results.revealMs.toFixed(0)} ms |`);
} finally {
  await browser?.close();
  await stopServer(server);
}
