// Web bundle size: the bytes /login and the dashboard pages put on the wire.
//
// Two ways to measure, both reading an existing build (`npm run build -w @portal/web` first):
//
//   node bench/web-bundle.mjs [--dist apps/web/dist]
//     Static: reads apps/web/dist, starts nothing. Follows index.html's entry script, stylesheet and
//     modulepreload links, then every static `import` between chunks, and for each page the lazy
//     chunks of its route (apps/web/dist/.vite/routes.json, the table the server preloads from).
//     Sizes are those of the files the server sends: the `.br` and `.gz` written at build time
//     beside each file (or the file itself when there is none, as the server would send it).
//
//   node bench/web-bundle.mjs --url http://127.0.0.1:3330 [--email bayi@portal.test --password Portal.2026]
//     Browser: loads each page in headless Chromium (playwright-core, /usr/bin/chromium) against a
//     running server with an empty cache and waits for the network to settle. Every response the
//     page received (HTML, scripts, styles, API calls, images) is then asked for again with
//     `Accept-Encoding: br`, `gzip` and `identity`, and the body bytes the server answers are
//     counted as they travel, headers not included. Dashboard pages are loaded signed in (the
//     session cookie comes from the sign-in API).
//
// --verbose lists the files; --budget 150 fails (exit 1) when /login needs more than that many KB
// on the wire with brotli, what browsers ask for (docs/decisions/006 and 037).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dist = resolve(flag('dist') ?? join(root, 'apps/web/dist'));
const verbose = args.includes('--verbose');
const PAGES = ['/login', '/dashboard', '/dashboard/shop'];

/** Builds made before routes.json: the lazy route modules of each page, by chunk name. */
const LEGACY_ROUTES = {
  '/login': ['public-layout', 'login-page'],
  '/dashboard': ['dashboard-layout', 'dashboard-pages', 'dashboard-home-page', 'themed-toaster'],
  '/dashboard/shop': ['dashboard-layout', 'route-access', 'dashboard-pages', 'shop-page', 'themed-toaster'],
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(title, rows) {
  console.log(`${title}\n`);
  const header = ['page', 'files', 'raw', 'gzip', 'brotli'];
  const body = rows.map((r) => [r.page, String(r.files.length), kb(r.raw), kb(r.gzip), kb(r.br)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  if (verbose) {
    for (const r of rows) {
      console.log(`\n${r.page}`);
      for (const f of [...r.files].sort((a, b) => b.br - a.br)) {
        console.log(`  ${kb(f.br).padStart(9)}  ${kb(f.gzip).padStart(9)}  ${f.name}`);
      }
    }
  }
}

const sum = (page, files) => ({
  page,
  files,
  raw: files.reduce((s, f) => s + f.raw, 0),
  gzip: files.reduce((s, f) => s + f.gzip, 0),
  br: files.reduce((s, f) => s + f.br, 0),
});

// ---------------------------------------------------------------------------------------------
// Static: the import graph of the built files, sized as the server sends them

function staticMeasure() {
  const assets = join(dist, 'assets');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build at ${dist}; run: npm run build -w @portal/web`);
    process.exit(1);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href)="\/assets\/([^"]+)"/g),
  ].map((m) => m[1]);
  const sized = (file) => {
    const path = join(assets, file);
    const raw = statSync(path).size;
    const served = (ext) => (existsSync(`${path}.${ext}`) ? statSync(`${path}.${ext}`).size : raw);
    return { name: file, raw, gzip: served('gz'), br: served('br') };
  };
  const cache = new Map();
  const read = (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const imports = file.endsWith('.js')
        ? [
            // Minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
            ...readFileSync(join(assets, file), 'utf8').matchAll(
              /(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
            ),
          ].map((m) => m[1])
        : [];
      entry = { ...sized(file), imports };
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
  const routesFile = join(dist, '.vite/routes.json');
  const routes = existsSync(routesFile) ? JSON.parse(readFileSync(routesFile, 'utf8')).routes : undefined;
  const chunkFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
  for (const page of PAGES) {
    const set = new Set(entry);
    const route = routes?.find((r) => r.path === page);
    if (route) {
      closure(
        [...route.js, ...route.css].map((f) => f.replace(/^\/assets\//, '')),
        set,
      );
    } else {
      for (const name of LEGACY_ROUTES[page]) {
        const chunk = chunkFiles.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
        if (chunk) closure([chunk], set);
      }
    }
    rows.push({ page, set });
  }
  const measured = rows.map(({ page, set }) => sum(page, [...set].map(read)));
  printTable(`Static import graph of ${dist}, sized as served`, measured);

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
// Browser: what Chromium requests, then what each of those costs per encoding

/** The body bytes as they travel (no decompression), for one encoding. */
function wireBytes(url, encoding, cookie) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(url, { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => done({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

async function browserMeasure(base) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_FLAGS, chromiumPath } = await import('./chromium.mjs');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  const email = flag('email') ?? 'bayi@portal.test';
  const password = flag('password') ?? 'Portal.2026';
  const rows = [];
  const seen = new Set();
  try {
    for (const page of PAGES) {
      // A fresh context per page: empty HTTP cache, so everything is fetched.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (page.startsWith('/dashboard')) {
        const res = await context.request.post(`${base}/api/auth/sign-in`, {
          data: { email, password },
          headers: { origin: base },
        });
        if (!res.ok()) throw new Error(`sign-in answered ${res.status()}: ${await res.text()}`);
      }
      const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
      const tab = await context.newPage();
      const urls = [];
      tab.on('response', (response) => {
        const req = response.request();
        if (req.method() === 'GET' && response.status() === 200 && !response.url().startsWith('data:')) {
          urls.push(response.url());
        }
      });
      await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
      const landed = new URL(tab.url()).pathname;
      if (landed !== page) throw new Error(`${page} ended on ${landed}`);
      await context.close();
      const files = [];
      for (const url of urls) {
        const sizes = await Promise.all(['identity', 'gzip', 'br'].map((e) => wireBytes(url, e, cookie)));
        for (const s of sizes) seen.add(s.encoding);
        files.push({ name: new URL(url).pathname, raw: sizes[0].bytes, gzip: sizes[1].bytes, br: sizes[2].bytes });
      }
      rows.push(sum(page, files));
    }
  } finally {
    await browser.close();
  }
  printTable(`Everything Chromium fetched from ${base}, bytes on the wire per Accept-Encoding`, rows);
  console.log(`\ncontent-encodings answered: ${[...seen].sort().join(', ')}`);
  return rows;
}

const budget = Number(flag('budget') ?? Number.NaN);
const url = flag('url');
const measured = url ? await browserMeasure(url.replace(/\/$/, '')) : staticMeasure();
const login = measured.find((r) => r.page === '/login');
if (login && Number.isFinite(budget)) {
  const verdict = login.br / 1024 > budget ? 'over' : 'within';
  console.log(`\n/login: ${kb(login.br)} on the wire (brotli), ${verdict} the ${budget} KB budget`);
  if (verdict === 'over') process.exitCode = 1;
}
