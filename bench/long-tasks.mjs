// Long tasks of one page in Chromium itself, for comparing builds whose Lighthouse TBT differs by
// less than Lighthouse's own spread (decision 063). Each load: a fresh context at 390 px, the HTTP
// cache cleared, the CPU slowed 4× (`Emulation.setCPUThrottlingRate`), the page loaded until the
// network is idle and 1.5 s more, long tasks read from a PerformanceObserver. Printed per server:
// the median over the loads of the long tasks' time over 50 ms, for the whole load and after the
// first contentful paint, and the median first contentful paint. Servers are loaded in turn, one
// load each per round, so a change in the machine's load falls on all of them alike.
//
//   node bench/long-tasks.mjs [--runs 7] [--path /products] [--as musteri@portal.test] URL…
//
// Each URL is a running portal (`npm start`, or `WEB_DIST=… node apps/api/dist/main.js` to serve
// another web build); dashboard paths are loaded signed in as --as with the demo password.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { readFlags, throttledPage } from './page-load.mjs';

const { flag, rest: args } = readFlags();
const runs = Number(flag('runs', '7'));
const path = flag('path', '/products');
const email = flag('as', 'musteri@portal.test');
const servers = args;
if (servers.length === 0) {
  console.error('usage: node bench/long-tasks.mjs [--runs 7] [--path /products] [--as email] URL…');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });

const excess = (tasks) => tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

async function load(base) {
  const { context, page } = await throttledPage(browser, { base, path, email });
  try {
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return { all: excess(tasks), afterFcp: excess(tasks.filter(([start]) => start >= fcp)), fcp };
  } finally {
    await context.close();
  }
}

const results = new Map(servers.map((s) => [s, []]));
try {
  for (let round = 0; round < runs; round++) {
    for (const base of servers) results.get(base).push(await load(base));
  }
} finally {
  await browser.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`${path}, ${runs} loads per server, 4× CPU, 390 px`);
console.log('server                         long tasks over 50 ms: whole load / after FCP    FCP');
for (const [base, rs] of results) {
  console.log(
    `${base.padEnd(30)} ${median(rs.map((r) => r.all))
      .toFixed(0)
      .padStart(6)} ms / ${median(rs.map((r) => r.afterFcp))
      .toFixed(0)
      .padStart(
        4,
      )} ms  (loads: ${rs.map((r) => r.all.toFixed(0)).join(' ')})   ${median(rs.map((r) => r.fcp)).toFixed(0)} ms`,
  );
}
