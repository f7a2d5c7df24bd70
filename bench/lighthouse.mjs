// Lighthouse on the pages a member meets first: performance score, LCP, TBT, CLS and bytes on the
// wire, median of N runs per page, each figure printed beside its budget (issue 14, decision 038).
//
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--port 3720] [--only /dashboard/shop]
//                                              [--url http://127.0.0.1:3000] [--verbose] [--check]
//   node bench/lighthouse.mjs --site   the public site (/, /blog, a post, /sss, two policy pages):
//                                      performance, accessibility and SEO, each against 95 (issue 15)
//
// Without --url it starts the built server (`node apps/api/dist/main.js`, what `npm start` runs)
// on its own port with a fresh embedded database under a temporary DATA_DIR, and stops it at the
// end. Dashboard pages are loaded signed in: the session cookie comes from the sign-in API and is
// sent with every request through Lighthouse's `extraHeaders`. Lighthouse 13, its default mobile
// profile (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), in Chromium
// (/usr/bin/chromium or CHROMIUM_PATH).
//
// --verbose prints, per page, what Lighthouse says dominates: the LCP element and its phases, the
// main-thread work by script and the longest tasks. --check exits 1 when a median misses a budget.
// Results (medians, every run's figures and the diagnostics of the median run) are written to
// bench/results/lighthouse-<date>.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { stopServer, untilAnswering } from './server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(flag('runs') ?? 3);
const port = Number(flag('port') ?? 3720);
const only = flag('only');
const verbose = args.includes('--verbose');
const check = args.includes('--check');
// The public site (issue 15): performance, accessibility and SEO, each ≥ 95, on its content pages.
const site = args.includes('--site');
const PASSWORD = 'Portal.2026';

const BUDGET = {
  publicScore: 95,
  dashboardScore: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  loginBytes: 150 * 1024,
  siteScore: 95,
};

/** The pages measured, and as whom. */
const PAGES = (
  site
    ? [
        { path: '/', as: null },
        { path: '/blog', as: null },
        // The newest published post, looked up once the server is up.
        { path: '/blog/:id', as: null },
        { path: '/sss', as: null },
        { path: '/policies/kvkk-aydinlatma-metni', as: null },
        { path: '/policies/mesafeli-satis-sozlesmesi', as: null },
      ]
    : [
        { path: '/', as: null },
        { path: '/login', as: null, bytesBudget: BUDGET.loginBytes },
        { path: '/products', as: null },
        { path: '/dashboard', as: 'musteri@portal.test' },
        { path: '/dashboard', as: 'bayi@portal.test' },
        { path: '/dashboard/shop', as: 'musteri@portal.test' },
        { path: '/dashboard/my-orders', as: 'musteri@portal.test' },
      ]
).filter((p) => !only || p.path === only);

// ---------------------------------------------------------------------------------------------
// The server

async function startServer() {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ORDER_AUTOMATION_INTERVAL_MS: '0',
      // Lighthouse signs in once per member, and loads each page several times.
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilAnswering(child, `${base}/api/health`, { seconds: 120 });
  const stop = async () => {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    ...(site
      ? {
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        }
      : {}),
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    siMs: a['speed-index'].numericValue,
    bytes: a['total-byte-weight'].numericValue,
  };
}

/** What dominates: the LCP element and phases, script work, long tasks, the request chain. */
function diagnostics(lhr) {
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  // Lighthouse 13 reports the LCP element and its phases (observed, not simulated) as an insight.
  const lcp = items('lcp-breakdown-insight');
  const lcpElement = lcp.find((i) => i.type === 'node')?.snippet ?? null;
  const lcpPhases = (lcp.find((i) => i.type === 'table')?.items ?? []).map((p) => ({
    phase: p.subpart,
    ms: Math.round(p.duration ?? 0),
  }));
  const bootup = items('bootup-time')
    .slice(0, 6)
    .map((i) => ({ url: shortUrl(i.url), totalMs: Math.round(i.total), scriptMs: Math.round(i.scripting) }));
  const longTasks = items('long-tasks')
    .slice(0, 6)
    .map((i) => ({ url: shortUrl(i.url), startMs: Math.round(i.startTime), ms: Math.round(i.duration) }));
  const transfers = items('network-requests')
    .filter((r) => r.transferSize > 0)
    .map((r) => ({
      url: shortUrl(r.url),
      type: r.resourceType,
      kb: Math.round(r.transferSize / 102.4) / 10,
      endMs: Math.round(r.networkEndTime),
    }));
  return { lcpElement, lcpPhases, bootup, longTasks, transfers };
}

function shortUrl(url) {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return String(url);
  }
}

async function audit(port, url, cookie) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: site ? ['performance', 'accessibility', 'seo'] : ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    // The default configuration: the mobile profile with simulated throttling.
    undefined,
  );
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

// ---------------------------------------------------------------------------------------------
// The table

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;

function rowFor(page, m) {
  const dashboard = page.path.startsWith('/dashboard');
  const scoreBudget = dashboard ? BUDGET.dashboardScore : BUDGET.publicScore;
  const checks = {
    ...(site ? { accessibility: m.accessibility >= BUDGET.siteScore, seo: m.seo >= BUDGET.siteScore } : {}),
    score: m.score >= scoreBudget,
    lcp: m.lcpMs <= BUDGET.lcpMs,
    tbt: m.tbtMs <= BUDGET.tbtMs,
    cls: m.cls <= BUDGET.cls,
    bytes: page.bytesBudget ? m.bytes <= page.bytesBudget : true,
  };
  const mark = (ok) => (ok ? '✓' : '✗');
  return {
    checks,
    cells: [
      page.path + (page.as ? ` (${page.as.split('@')[0]})` : ''),
      `${m.score} ${mark(checks.score)} ≥ ${scoreBudget}`,
      `${sec(m.lcpMs)} ${mark(checks.lcp)} ≤ 2.5 s`,
      `${Math.round(m.tbtMs)} ms ${mark(checks.tbt)} ≤ 200 ms`,
      `${m.cls.toFixed(3)} ${mark(checks.cls)} ≤ 0.05`,
      page.bytesBudget ? `${kb(m.bytes)} ${mark(checks.bytes)} ≤ ${kb(page.bytesBudget)}` : kb(m.bytes),
      sec(m.fcpMs),
      ...(site
        ? [
            `${m.accessibility} ${mark(m.accessibility >= BUDGET.siteScore)} ≥ ${BUDGET.siteScore}`,
            `${m.seo} ${mark(m.seo >= BUDGET.siteScore)} ≥ ${BUDGET.siteScore}`,
          ]
        : []),
    ],
  };
}

function printTable(rows) {
  const header = [
    'page',
    'performance',
    'LCP',
    'TBT',
    'CLS',
    'bytes',
    'FCP',
    ...(site ? ['accessibility', 'SEO'] : []),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r.cells[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r.cells));
}

// ---------------------------------------------------------------------------------------------

const server = flag('url') ? { base: flag('url').replace(/\/$/, ''), stop: async () => {} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS });

const results = [];
let lighthouseVersion = '';
try {
  const cookies = new Map();
  if (site && PAGES.some((p) => p.path === '/blog/:id')) {
    const blog = await (await fetch(`${server.base}/api/content/blog`)).json();
    const post = PAGES.find((p) => p.path === '/blog/:id');
    post.path = `/blog/${blog.items[0].id}`;
  }
  for (const page of PAGES) {
    if (page.as && !cookies.has(page.as)) cookies.set(page.as, await signIn(server.base, page.as));
  }
  for (const page of PAGES) {
    const url = `${server.base}${page.path}`;
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      // A trace that Chromium failed to record (NO_NAVSTART, NO_FCP) is measured again, twice at most.
      let lhr;
      for (let attempt = 1; !lhr; attempt++) {
        try {
          lhr = await audit(chrome.port, url, page.as ? cookies.get(page.as) : undefined);
        } catch (error) {
          if (attempt === 3) throw error;
          process.stderr.write(`\n${error.message}; again\n`);
        }
      }
      if (page.as && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
        throw new Error(`${page.path} as ${page.as} ended at ${lhr.finalDisplayedUrl}: not signed in?`);
      }
      lighthouseVersion = lhr.lighthouseVersion;
      lhrs.push(lhr);
      process.stderr.write('.');
    }
    const all = lhrs.map(figures);
    const med = Object.fromEntries(Object.keys(all[0]).map((k) => [k, median(all.map((f) => f[k]))]));
    // The diagnostics of the run closest to the median score.
    const medianRun = lhrs[all.map((f, i) => [Math.abs(f.score - med.score), i]).sort((a, b) => a[0] - b[0])[0][1]];
    results.push({ page, median: med, runs: all, diagnostics: diagnostics(medianRun) });
  }
} finally {
  process.stderr.write('\n');
  await chrome.kill();
  await server.stop();
}

const rows = results.map((r) => rowFor(r.page, r.median));
console.log(
  `Lighthouse ${lighthouseVersion} mobile, median of ${runs} run${runs === 1 ? '' : 's'}, ${new Date().toISOString().slice(0, 16)}`,
);
printTable(rows);

if (verbose) {
  for (const r of results) {
    const d = r.diagnostics;
    console.log(`\n${r.page.path}${r.page.as ? ` as ${r.page.as}` : ''}`);
    console.log(`  LCP element: ${d.lcpElement ?? '?'}`);
    for (const p of d.lcpPhases) console.log(`    ${String(p.phase).padEnd(28)} ${p.ms} ms`);
    console.log('  main thread by script:');
    for (const b of d.bootup) console.log(`    ${String(b.totalMs).padStart(6)} ms  (script ${b.scriptMs})  ${b.url}`);
    console.log('  long tasks:');
    for (const t of d.longTasks) console.log(`    ${String(t.ms).padStart(6)} ms at ${t.startMs} ms  ${t.url}`);
    console.log('  transfers:');
    for (const t of d.transfers)
      console.log(`    ${String(t.kb).padStart(7)} KB  done ${t.endMs} ms  ${t.type}  ${t.url}`);
  }
}

const date = new Date().toISOString().slice(0, 10);
const outDir = join(root, 'bench/results');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, `lighthouse-${site ? 'site-' : ''}${date}.json`);
writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      profile: 'mobile (default settings: simulated throttling)',
      runs,
      budgets: BUDGET,
      pages: results.map((r) => ({
        path: r.page.path,
        as: r.page.as,
        median: r.median,
        runs: r.runs,
        diagnostics: r.diagnostics,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten to bench/results/lighthouse-${site ? 'site-' : ''}${date}.json`);
if (check && rows.some((r) => Object.values(r.checks).some((ok) => !ok))) process.exit(1);
