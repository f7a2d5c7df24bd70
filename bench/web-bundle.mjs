// Web bundle size: the gzipped JavaScript that /login and /dashboard pull in.
//
// Two ways to measure, both reading an existing build (run `cd apps/web && npx vite build` first):
//
//   node bench/web-bundle.mjs [--dist apps/web/dist]
//     Static: reads apps/web/dist, starts nothing. Follows index.html's entry script and
//     modulepreload links, then every static `import` between chunks, and for each route the
//     lazy chunks its route modules become (named below by source module) with their own
//     static imports. This is what the browser fetches before the page can render.
//
//   node bench/web-bundle.mjs --url http://127.0.0.1:3330 [--email bayi@portal.test --password Portal.2026]
//     Browser: loads each page in headless Chromium (playwright-core, /usr/bin/chromium) against a
//     running server, waits for the network to settle and gzips every script the page requested.
//     /dashboard is loaded signed in (the session cookie is obtained through the sign-in API).
//
// Sizes are gzip level 9 of the file bytes, as Vite reports them. Add --verbose for the files,
// --budget 150 to fail when /login is over 150 KB (docs/decisions/006-sign-in-page-bundle.md).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dist = resolve(flag('dist') ?? join(root, 'apps/web/dist'));
const verbose = args.includes('--verbose');

/**
 * The lazy route modules each page needs, by source module basename (Vite names a lazy chunk
 * after its module). Modules that are not separate chunks were bundled into their importer.
 */
const ROUTES = {
  '/login': ['public-layout', 'login-page'],
  // The toaster is mounted once a member is signed in (app/toaster-host.tsx).
  '/dashboard': ['dashboard-layout', 'dashboard-home-page', 'themed-toaster'],
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

function printTable(rows) {
  const header = ['page', 'JS files', 'raw', 'gzip'];
  const body = rows.map((r) => [r.page, String(r.files.length), kb(r.raw), kb(r.gzip)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  if (verbose) {
    for (const r of rows) {
      console.log(`\n${r.page}`);
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(f.gzip).padStart(9)}  ${f.name}`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Static: the import graph of the built files

function staticMeasure() {
  const assets = join(dist, 'assets');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build at ${dist}; run: cd apps/web && npx vite build`);
    process.exit(1);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const chunkFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const cache = new Map();
  const read = (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const bytes = readFileSync(join(assets, file));
      const code = bytes.toString('utf8');
      // Minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
      const imports = [
        ...code.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g),
      ].map((m) => m[1]);
      entry = { name: file, raw: bytes.length, gzip: gz(bytes), imports };
      cache.set(file, entry);
    }
    return entry;
  };
  const closure = (starts, into = new Set()) => {
    const stack = [...starts];
    while (stack.length) {
      const file = stack.pop();
      if (into.has(file)) continue;
      into.add(file);
      stack.push(...read(file).imports);
    }
    return into;
  };

  const entry = closure(fromHtml);
  const rows = [{ page: 'entry (index.html)', set: entry }];
  const notes = [];
  for (const [page, modules] of Object.entries(ROUTES)) {
    const set = new Set(entry);
    for (const name of modules) {
      const chunk = chunkFiles.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
      if (chunk) closure([chunk], set);
      else notes.push(`${page}: ${name} is not a chunk of its own (bundled into its importer)`);
    }
    rows.push({ page, set });
  }
  console.log(`Static import graph of ${dist}\n`);
  const measured = rows.map(({ page, set }) => {
    const files = [...set].map(read);
    return {
      page,
      files,
      raw: files.reduce((s, f) => s + f.raw, 0),
      gzip: files.reduce((s, f) => s + f.gzip, 0),
    };
  });
  printTable(measured);
  for (const note of notes) console.log(`note: ${note}`);

  // docs/decisions/006: the entry must not carry zod (a module-level schema kept by a lazy chunk).
  const heavy = ['zod', 'react-hook-form', 'sonner', '@radix-ui/react-popper', '@floating-ui/dom'];
  for (const file of entry) {
    const map = join(assets, `${file}.map`);
    if (!existsSync(map)) continue;
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    for (const name of heavy) {
      if (sources.some((s) => s.includes(`node_modules/${name}/`))) {
        console.log(`warning: the entry (${file}) contains ${name}`);
        process.exitCode = 1;
      }
    }
  }
  return measured;
}

// ---------------------------------------------------------------------------------------------
// Browser: what Chromium actually requests

async function browserMeasure(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const email = flag('email') ?? 'bayi@portal.test';
  const password = flag('password') ?? 'Portal.2026';
  const rows = [];
  try {
    for (const page of ['/login', '/dashboard']) {
      // A fresh context per page: empty HTTP cache, so every script is fetched.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (page === '/dashboard') {
        const res = await context.request.post(`${base}/api/auth/sign-in`, {
          data: { email, password },
          headers: { origin: base },
        });
        if (!res.ok()) throw new Error(`sign-in answered ${res.status()}: ${await res.text()}`);
      }
      const tab = await context.newPage();
      const pending = [];
      tab.on('response', (response) => {
        const url = response.url();
        if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
        pending.push(
          response
            .body()
            .then((body) => ({
              name: new URL(url).pathname.replace(/^\/assets\//, ''),
              raw: body.length,
              gzip: gz(body),
            }))
            .catch(() => null),
        );
      });
      await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
      const landed = new URL(tab.url()).pathname;
      if (landed !== page) throw new Error(`${page} ended on ${landed}`);
      const files = (await Promise.all(pending)).filter(Boolean);
      rows.push({
        page,
        files,
        raw: files.reduce((s, f) => s + f.raw, 0),
        gzip: files.reduce((s, f) => s + f.gzip, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Scripts requested by Chromium from ${base}\n`);
  printTable(rows);
  return rows;
}

/** `--budget 150`: fail (exit 1) when /login needs more than that many KB gzipped (decision 006). */
const budget = Number(flag('budget') ?? Number.NaN);
const url = flag('url');
const measured = url ? await browserMeasure(url.replace(/\/$/, '')) : staticMeasure();
const login = measured.find((r) => r.page === '/login');
if (login && Number.isFinite(budget) && login.gzip / 1024 > budget) {
  console.log(`\n/login needs ${kb(login.gzip)} gzipped, over the ${budget} KB budget`);
  process.exitCode = 1;
}
