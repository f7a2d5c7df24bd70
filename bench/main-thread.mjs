// Where a page's main-thread time goes, before and after one of its paints, by the original source
// file and function (through the build's source maps). Each load: a fresh context at 390 px, the
// HTTP cache cleared, the CPU slowed 4×, V8's sampling profiler running from before the navigation
// until the network is idle and 1.5 s more. Printed: the first and the largest contentful paint of
// each load, then, on each side of the first (with --split lcp, of the largest), the milliseconds
// per load of each app function (the nearest frame of the app's own code on the stack: a library's
// work is counted to the app code that called it) or, with no app frame on the stack, of the
// library file. --drill PREFIX lists, for the labels starting with PREFIX, which library functions
// the time was spent in. The profile's clock is matched to the page's by a marker function run at
// a known `performance.now()`.
//
//   npm run build && node bench/main-thread.mjs [--runs 3] [--path /dashboard/shop]
//                                               [--as musteri@portal.test] [--drill app/router.tsx]
//                                               [--split lcp] URL
//
// URL is a running portal (`npm start`) serving the build in apps/web/dist (the source maps are
// read from there).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { readFlags, throttledPage } from './page-load.mjs';

const { flag, rest: args } = readFlags();
const runs = Number(flag('runs', '3'));
const path = flag('path', '/dashboard/shop');
const email = flag('as', 'musteri@portal.test');
const drill = flag('drill', null);
/** The paint that splits the time: the first contentful one, or the largest (`--split lcp`). */
const split = flag('split', 'fcp');
const [base] = args;
if (!base) {
  console.error(
    'usage: node bench/main-thread.mjs [--runs 3] [--path /dashboard/shop] [--as email] [--drill PREFIX] URL',
  );
  process.exit(2);
}
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;

const consumers = new Map();
async function sourceMapOf(url) {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!file.startsWith('assets/')) return null;
  if (!consumers.has(file)) {
    let consumer = null;
    try {
      consumer = await new SourceMapConsumer(JSON.parse(readFileSync(`${dist}${file}.map`, 'utf8')));
    } catch {}
    consumers.set(file, consumer);
  }
  return consumers.get(file);
}

/** A frame's original position: { source, name } (null when it has no source map). */
async function original(frame) {
  const map = await sourceMapOf(frame.url);
  if (!map || frame.lineNumber < 0) return null;
  const o = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return o.source ? o : null;
}

const isApp = (source) => !source.includes('node_modules');
const short = (source) =>
  isApp(source)
    ? source.replace(/.*\/src\//, '')
    : source
        .replace(/.*node_modules\//, '')
        .split('/')
        .slice(0, 2)
        .join('/');

/** Marks a moment of the page's clock in the profile: a function of this name runs at `at`. */
const MARKER = '__mainThreadClockMarker';

async function load(browser, totals) {
  const { context, page, cdp } = await throttledPage(browser, { base, path, email });
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    const clock = await page.evaluate(`(function ${MARKER}() {
      const at = performance.now();
      while (performance.now() - at < 5) {}
      return { at, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 };
    })()`);
    clock.lcp = lcp;
    const { profile } = await cdp.send('Profiler.stop');

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const stamps = [];
    let t = profile.startTime;
    for (const delta of profile.timeDeltas) {
      t += delta;
      stamps.push(t);
    }
    const markerAt = stamps[profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === MARKER)];
    if (markerAt === undefined) throw new Error('the clock marker is not in the profile');
    const splitAt = markerAt - (clock.at - (split === 'lcp' ? clock.lcp : clock.fcp)) * 1000;

    for (let i = 0; i < profile.samples.length; i++) {
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const leaf = byId.get(profile.samples[i]).callFrame;
      if (leaf.functionName === '(idle)' || leaf.functionName === '(program)' || leaf.functionName === MARKER) continue;
      let label = null;
      for (let id = profile.samples[i]; id && !label; id = parent.get(id)) {
        const o = await original(byId.get(id).callFrame);
        if (o && isApp(o.source)) label = `${short(o.source)}:${o.name ?? '?'}`;
      }
      const leafOrigin = await original(leaf);
      if (!label)
        label = `(lib) ${leafOrigin ? short(leafOrigin.source) : leaf.url.split('/').pop() || leaf.functionName}`;
      if (drill && label.startsWith(drill)) {
        label = `  in ${leafOrigin ? `${short(leafOrigin.source)}:${leafOrigin.name}` : leaf.functionName || '?'}`;
      }
      const side = stamps[i] < splitAt ? totals.before : totals.after;
      side.set(label, (side.get(label) ?? 0) + ms);
    }
    return clock;
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const totals = { before: new Map(), after: new Map() };
const fcps = [];
try {
  for (let r = 0; r < runs; r++) fcps.push(await load(browser, totals));
} finally {
  await browser.close();
}
console.log(`${path}, ${runs} loads, 4× CPU, 390 px`);
console.log(`first contentful paint: ${fcps.map((c) => `${c.fcp.toFixed(0)} ms`).join(', ')}`);
console.log(`largest contentful paint: ${fcps.map((c) => `${c.lcp.toFixed(0)} ms`).join(', ')}`);
const paint = split === 'lcp' ? 'the largest contentful paint' : 'the first contentful paint';
for (const side of ['before', 'after']) {
  const entries = [...totals[side]].sort((a, b) => b[1] - a[1]);
  const sum = entries.reduce((s, [, ms]) => s + ms, 0);
  console.log(`\n${side} ${paint}: ${(sum / runs).toFixed(0)} ms per load`);
  for (const [label, ms] of entries.slice(0, 25)) console.log(`${(ms / runs).toFixed(1).padStart(8)}  ${label}`);
}
