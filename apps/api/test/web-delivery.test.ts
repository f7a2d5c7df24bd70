import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../web/build/precompress';
import { COMPRESS_THRESHOLD_BYTES } from '../src/app';
import { profiles } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { jsonForHtml } from '../src/platform/first-screen';
import { renderIndexHtml } from '../src/platform/web';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';
import { DOCUMENT_ONLY_HEADERS, JSON_CONTENT_SECURITY_POLICY } from '../src/platform/response-headers';

// A built web app in miniature, laid out as `vite build` lays it out: index.html with an inline
// script and the entry, hashed files under assets/ with the `.br`/`.gz` the build writes beside
// them (by the build's own function), and the route table the server preloads from.
const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
const ENTRY = '/assets/index-Ab12Cd34.js';
const LAYOUT = '/assets/public-layout-Ef56Gh78.js';
const LOGIN = '/assets/login-page-Ij90Kl12.js';
const DASHBOARD_LAYOUT = '/assets/dashboard-layout-Mn34Op56.js';
const SHOP = '/assets/shop-page-Qr78St90.js';
const PRODUCT = '/assets/product-detail-page-Uv12Wx34.js';
const STOCK = '/assets/product-stock-page-Yz56Ab78.js';
const CSS = '/assets/shop-page-Cd90Ef12.css';
const CATALOGUE = '/assets/catalogue-page-Gh34Ij56.js';
// A page's first frame as the prerender build writes it (decision 062).
const CATALOGUE_FRAME = '<div class="flex min-h-dvh flex-col"><main id="main"><h1>Ürün Kataloğu</h1></main></div>';
const INDEX_HTML = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>Bayi Portalı</title>
    <script>document.documentElement.classList.add('light');</script>
    <script type="module" crossorigin src="${ENTRY}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const routes = [
  { path: '/login', js: [LAYOUT, LOGIN], css: [] },
  { path: '/products', js: [LAYOUT, CATALOGUE], css: [] },
  { path: '/dashboard/shop', js: [DASHBOARD_LAYOUT, SHOP], css: [CSS] },
  { path: '/dashboard/products/:id', js: [DASHBOARD_LAYOUT, PRODUCT], css: [] },
  { path: '/dashboard/products/stock', js: [DASHBOARD_LAYOUT, STOCK], css: [] },
  { path: '/dashboard/*', js: [DASHBOARD_LAYOUT], css: [] },
  { path: '/*', js: [LAYOUT], css: [] },
];
const entryCode = Array.from({ length: 400 }, (_, i) => `export const value${i} = "bayi portalı ${i}";`).join('\n');

let t: TestContext;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, ENTRY), entryCode);
  for (const file of [LAYOUT, LOGIN, DASHBOARD_LAYOUT, SHOP, PRODUCT, STOCK, CSS, CATALOGUE]) {
    writeFileSync(join(dist, file), '');
  }
  writeFileSync(join(dist, '.vite/routes.json'), JSON.stringify({ routes }));
  writeFileSync(join(dist, '.vite/frames.json'), JSON.stringify({ '/products': CATALOGUE_FRAME }));
  await precompressFile(join(dist, ENTRY));
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

const modulepreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('built files on the wire', () => {
  it('sends the entry as brotli or gzip per Accept-Encoding, with Vary, and plain otherwise', async () => {
    const raw = readFileSync(join(dist, ENTRY));
    const br = await t.app.inject({ url: ENTRY, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(raw.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);

    const gz = await t.app.inject({ url: ENTRY, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gz.rawPayload).equals(raw)).toBe(true);

    const plain = await t.app.inject({ url: ENTRY, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.equals(raw)).toBe(true);
  });

  it('lets browsers keep hashed assets for a year, and revalidate the rest', async () => {
    const asset = await t.app.inject({ url: ENTRY, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps the headers of a document off its scripts and styles, and on pages and other files', async () => {
    const asset = await t.app.inject({ url: ENTRY, headers: { 'accept-encoding': 'br' } });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-request-id']).toBeUndefined();
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    // What applies to a subresource stays.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const url of ['/', '/login', '/favicon.svg']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBeDefined();
      expect(res.headers['x-request-id'], url).toBeDefined();
    }
    // JSON, answered or refused, may load nothing if it were ever shown as a document.
    for (const url of ['/api/health', '/api/auth/me', '/api/nothing-here']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe(JSON_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options'], url).toBeDefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toBeDefined();
    }
  });

  it('answers HEAD wherever GET answers: the root, a page and an asset', async () => {
    for (const url of ['/', '/login', '/dashboard/shop', ENTRY]) {
      const get = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-encoding'], url).toBe(get.headers['content-encoding']);
      expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
    }
    // An API path is not a page: still JSON, not the app shell.
    const api = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });
});

describe('the app shell', () => {
  it('is compressed, never cached without asking, and answers 304 to its ETag', async () => {
    for (const url of ['/', '/login', '/dashboard/shop', '/no/such/page']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // A dashboard address answers a signed-in member with their own page (below).
      expect(res.headers.vary, url).toBe(url.startsWith('/dashboard') ? 'accept-encoding, cookie' : 'accept-encoding');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
    const gz = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Giriş Yap — Bayi Portalı</title>');
    const plain = await t.app.inject('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Giriş Yap — Bayi Portalı</title>');
  });

  it("preloads the requested page's own chunks, most specific route first", async () => {
    const html = async (url: string) => (await t.app.inject(url)).body;
    expect(modulepreloads(await html('/login'))).toEqual([LAYOUT, LOGIN]);
    expect(modulepreloads(await html('/LOGIN/'))).toEqual([LAYOUT, LOGIN]);
    const shop = await html('/dashboard/shop?page=2');
    expect(modulepreloads(shop)).toEqual([DASHBOARD_LAYOUT, SHOP]);
    expect(shop).toContain(`<link rel="stylesheet" crossorigin href="${CSS}">`);
    expect(modulepreloads(await html('/dashboard/products/42'))).toEqual([DASHBOARD_LAYOUT, PRODUCT]);
    expect(modulepreloads(await html('/dashboard/products/stock'))).toEqual([DASHBOARD_LAYOUT, STOCK]);
    expect(modulepreloads(await html('/dashboard/not/a/page'))).toEqual([DASHBOARD_LAYOUT]);
    expect(modulepreloads(await html('/'))).toEqual([LAYOUT]);
    // The links go in the head, the template is otherwise untouched (the CSP hashes its script).
    const login = await html('/login');
    expect(login.indexOf('modulepreload')).toBeLessThan(login.indexOf('</head>'));
    expect(login).toContain("<script>document.documentElement.classList.add('light');</script>");
  });
});

describe("a public page's first frame in the HTML (decision 062)", () => {
  it('draws the frame in #root; the rest of the page is as it was', async () => {
    const html = (await t.app.inject('/products')).body;
    expect(html).toContain(`<div id="root">${CATALOGUE_FRAME}</div>`);
    expect(html).toContain(`<script type="module" crossorigin src="${ENTRY}"></script>`);
    expect(modulepreloads(html)).toEqual([LAYOUT, CATALOGUE]);
    expect(html).toContain("<script>document.documentElement.classList.add('light');</script>");
    // Any spelling of the address that shows the page gets its frame.
    expect((await t.app.inject('/Products/')).body).toContain(CATALOGUE_FRAME);
  });

  it('leaves a page without a frame with an empty #root', async () => {
    for (const url of ['/login', '/', '/dashboard/shop', '/no/such/page', '/products/extra']) {
      const html = (await t.app.inject(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain(CATALOGUE_FRAME);
    }
  });
});

const firstScreenOf = (html: string): Record<string, unknown> | null => {
  const found = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as Record<string, unknown>) : null;
};

describe("a signed-in member's first screen in the HTML (decision 056)", () => {
  it('holds the answers the page asks for first, the same as the API gives this member', async () => {
    const { cookie, user } = await signIn(t.app, DEMO.musteri);
    const res = await t.app.inject({ url: '/dashboard', headers: { cookie, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    // Still the page's shell with its preloads, the data in the head.
    expect(modulepreloads(html)).toEqual([DASHBOARD_LAYOUT]);
    expect(html.indexOf('id="first-screen"')).toBeLessThan(html.indexOf('</head>'));
    const screen = firstScreenOf(html);
    expect(screen).not.toBeNull();
    for (const url of ['/api/auth/me', '/api/permissions/me', '/api/notifications/unread-count', '/api/shop/counts']) {
      const api = await t.app.inject({ url, headers: { cookie } });
      expect(api.statusCode, url).toBe(200);
      expect(screen?.[url], url).toEqual(api.json());
    }
    expect(screen?.['/api/auth/me']).toMatchObject({ user: { id: user.id } });
    expect(screen).toHaveProperty(['/api/dashboard/summary']);

    // The shop's first screen, when its address has no filters; with filters the page asks itself.
    const shop = firstScreenOf((await t.app.inject({ url: '/dashboard/shop', headers: { cookie } })).body);
    expect(Object.keys(shop ?? {})).toEqual(
      expect.arrayContaining(['/api/categories', '/api/shop/products?sort=newest&page=1', '/api/favorites']),
    );
    const filtered = firstScreenOf((await t.app.inject({ url: '/dashboard/shop?page=2', headers: { cookie } })).body);
    expect(Object.keys(filtered ?? {})).not.toContain('/api/shop/products?sort=newest&page=1');
    expect(filtered).toHaveProperty(['/api/auth/me']);
  });

  it("never holds another member's data, and only what the member's own permissions allow", async () => {
    const client = await signIn(t.app, DEMO.musteri);
    const dealer = await signIn(t.app, DEMO.bayi);
    const admin = await signIn(t.app, DEMO.admin);
    // Outside both of their networks: its id appears in neither member's answers.
    const stranger = await signIn(t.app, DEMO.ankara);
    const forClient = (await t.app.inject({ url: '/dashboard/shop', headers: { cookie: client.cookie } })).body;
    const forDealer = (await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } })).body;
    expect(firstScreenOf(forClient)?.['/api/auth/me']).toMatchObject({ user: { id: client.user.id } });
    expect(firstScreenOf(forDealer)?.['/api/auth/me']).toMatchObject({ user: { id: dealer.user.id } });
    for (const other of [stranger.user.id, admin.user.id, DEMO.ankara, DEMO.bayi, DEMO.admin]) {
      expect(forClient).not.toContain(other);
    }
    for (const other of [stranger.user.id, admin.user.id, DEMO.ankara, DEMO.musteri, DEMO.admin]) {
      expect(forDealer).not.toContain(other);
    }
    // A page the member may not open gets the layout's answers, and no more than the API would give.
    const adminOnly = firstScreenOf(
      (await t.app.inject({ url: '/dashboard/shop', headers: { cookie: admin.cookie } })).body,
    );
    for (const [url, body] of Object.entries(adminOnly ?? {})) {
      const api = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(api.statusCode, url).toBe(200);
      expect(body, url).toEqual(api.json());
    }
  });

  it('gives the public shell to a visitor who is not signed in, or whose session is not valid', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value', 'theme=dark']) {
      const res = await t.app.inject({ url: '/dashboard', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('first-screen');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding, cookie');
    }
    // Public pages never carry a member's data, signed in or not.
    const { cookie } = await signIn(t.app, DEMO.musteri);
    for (const url of ['/', '/login', '/products']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.body, url).not.toContain('first-screen');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('escapes the data so that nothing in it can end the script element', async () => {
    const name = 'Ayşe </script><script>alert(1)</script> <!-- & \u2028';
    await t.database.db.update(profiles).set({ name }).where(eq(profiles.email, DEMO.ankara));
    const { cookie } = await signIn(t.app, DEMO.ankara);
    const html = (await t.app.inject({ url: '/dashboard', headers: { cookie } })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(firstScreenOf(html)?.['/api/auth/me']).toMatchObject({ user: { name } });

    expect(jsonForHtml({ a: '</script><!--&\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}',
    );
    const rendered = renderIndexHtml({ template: '<head></head>', firstScreen: { x: '</script>' } });
    expect(rendered.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('API responses on the wire', () => {
  it('compresses JSON over the threshold and leaves small answers as they are', async () => {
    const big = await t.app.inject({ url: '/api/cities', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('accept-encoding');
    const body = brotliDecompressSync(big.rawPayload);
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(big.rawPayload.length).toBeLessThan(body.length / 2);
    expect(JSON.parse(body.toString())).toBeTruthy();

    const gz = await t.app.inject({ url: '/api/cities', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(body)).toBe(true);

    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.json().status).toBe('ok');
  });
});
