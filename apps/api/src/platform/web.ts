import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareAccess } from './access';
import { type FirstScreen, jsonForHtml } from './first-screen';
import { dropDocumentHeaders } from './response-headers';

/** Locates the built web app: an explicit WEB_DIST, or the first candidate that has one. */
export function findWebDist(explicit: string | undefined, candidates: string[]): string | undefined {
  if (explicit) return existsSync(join(explicit, 'index.html')) ? explicit : undefined;
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/** Hashes of the inline scripts of index.html (the early theme script), for the CSP. */
export function inlineScriptHashes(indexHtml: string | undefined): string[] {
  if (!indexHtml) return [];
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

export function readIndexHtml(webDist: string | undefined): string | undefined {
  return webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
}

// ---------------------------------------------------------------------------------------------
// The route table the web build writes (apps/web/build/route-preload.ts)

/** A client route and the files of its own lazy chunks (beyond what index.html loads). */
export interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
  /** The page's first frame, rendered at build time (apps/web/src/prerender.tsx), for `#root`. */
  frame?: string;
}

export const ROUTE_PRELOADS_FILE = '.vite/routes.json';
/** Written by the prerender build (apps/web/vite.prerender.config.ts): route pattern → markup. */
export const ROUTE_FRAMES_FILE = '.vite/frames.json';

export function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: RoutePreload[] };
  const framesFile = join(webDist, ROUTE_FRAMES_FILE);
  const frames: Record<string, string> = existsSync(framesFile) ? JSON.parse(readFileSync(framesFile, 'utf8')) : {};
  return routes.map((route) => (frames[route.path] ? { ...route, frame: frames[route.path] } : route));
}

interface CompiledRoute extends RoutePreload {
  segments: string[];
  wildcard: boolean;
  /** Static segments outrank parameters, a full pattern outranks a wildcard (React Router's ranking). */
  rank: number;
}

function compile(route: RoutePreload): CompiledRoute {
  const segments = route.path.toLowerCase().split('/').filter(Boolean);
  const wildcard = segments.at(-1) === '*';
  if (wildcard) segments.pop();
  const statics = segments.filter((s) => !s.startsWith(':')).length;
  return { ...route, segments, wildcard, rank: (wildcard ? 0 : 1000) + statics * 10 + segments.length };
}

/** Finds the route a path shows, as the client router would. */
export function routeMatcher(routes: RoutePreload[]): (path: string) => RoutePreload | undefined {
  const compiled = routes.map(compile).sort((a, b) => b.rank - a.rank);
  return (path) => {
    const parts = path.toLowerCase().split('/').filter(Boolean);
    return compiled.find(
      (r) =>
        (r.wildcard ? parts.length >= r.segments.length : parts.length === r.segments.length) &&
        r.segments.every((s, i) => s.startsWith(':') || s === parts[i]),
    );
  };
}

// ---------------------------------------------------------------------------------------------
// The HTML

export interface IndexHtmlParts {
  /** The built index.html, read once at start. */
  template: string;
  /** Files of the page's own chunks, preloaded so they load beside the entry, not after it; and
   * the page's first frame, if it has one, drawn before the scripts run (decision 062). */
  preload?: Pick<RoutePreload, 'js' | 'css' | 'frame'>;
  /** The page's own head (title, description, Open Graph tags), already escaped. */
  head?: PageHeadTags | null;
  /** A signed-in member's first answers, by API address (platform/first-screen.ts). */
  firstScreen?: FirstScreen | null;
}

/** The element the web app reads the first answers from (apps/web/src/lib/api/first-screen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** A page's head as the server writes it into the shell; every value already HTML-escaped. */
export interface PageHeadTags {
  title: string;
  description: string;
  tags: string[];
}

/** The one place the page's head is assembled: the template plus the route's tags. */
export function renderIndexHtml({ template, preload, head, firstScreen }: IndexHtmlParts): string {
  const tags = [
    ...(preload?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(preload?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(head?.tags ?? []),
    // Data, not code: a JSON script is never run, so the content security policy has no say.
    ...(firstScreen
      ? [`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForHtml(firstScreen)}</script>`]
      : []),
  ];
  let html = template;
  if (preload?.frame) html = html.replace('<div id="root"></div>', () => `<div id="root">${preload.frame}</div>`);
  if (head) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${head.title}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${head.description}" />`,
      );
  }
  if (tags.length === 0) return html;
  const at = html.indexOf('</head>');
  return `${html.slice(0, at)}  ${tags.join('\n    ')}\n  ${html.slice(at)}`;
}

interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function renderedPage(html: string): RenderedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** Brotli, then gzip, when the client takes it (`q=0` refuses). */
function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

export interface WebPages {
  /** Answers a page request with the app shell that preloads that page's chunks. */
  send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply>;
}

/** The head of a public page for its path (a blog post's title and image), or null for the shell's own. */
export type PageHeads = (path: string) => Promise<PageHeadTags | null>;

/** A signed-in member's first answers for a dashboard page, or null (signed out): platform/first-screen.ts. */
export type FirstScreens = (request: FastifyRequest, path: string, search: string) => Promise<FirstScreen | null>;

const isDashboard = (path: string) => /^\/dashboard(\/|$)/i.test(path);

/** How many pages with a head of their own (blog posts, public pages) stay rendered in memory. */
const HEADED_PAGES_KEPT = 256;

/**
 * The app shell per route, rendered and compressed once per route pattern and kept in memory
 * (there are as many as the client router has routes): a page request costs a lookup. A public
 * page with a head of its own is rendered with it and kept by its text, a bounded number of them.
 */
export function createWebPages(
  template: string,
  routes: RoutePreload[],
  heads?: PageHeads,
  firstScreens?: FirstScreens,
): WebPages {
  const match = routeMatcher(routes);
  const rendered = new Map<RoutePreload | undefined, RenderedPage>();
  const headed = new Map<string, RenderedPage>();
  return {
    async send(request, reply, path) {
      const route = match(path);
      const dashboard = isDashboard(path);
      // A dashboard page answers differently per member: caches must key on the cookie too.
      const vary = dashboard ? 'accept-encoding, cookie' : 'accept-encoding';
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const firstScreen = dashboard && firstScreens ? await firstScreens(request, path, search) : null;
      if (firstScreen) {
        // The member's own answers: built per request, kept by nobody (not even the browser's
        // back-forward cache of the HTML), compressed quickly.
        const html = Buffer.from(renderIndexHtml({ template, preload: route, firstScreen }));
        reply.header('cache-control', 'private, no-store').header('vary', vary).type('text/html; charset=utf-8');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding === 'identity') return reply.send(html);
        reply.header('content-encoding', encoding);
        return reply.send(
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(html, { level: 6 }),
        );
      }
      const head = heads ? await heads(path) : null;
      let page: RenderedPage | undefined;
      if (head) {
        const html = renderIndexHtml({ template, preload: route, head });
        page = headed.get(html);
        if (!page) {
          if (headed.size >= HEADED_PAGES_KEPT) headed.clear();
          page = renderedPage(html);
          headed.set(html, page);
        }
      } else {
        page = rendered.get(route);
        if (!page) {
          page = renderedPage(renderIndexHtml({ template, preload: route }));
          rendered.set(route, page);
        }
      }
      reply
        .header('cache-control', 'no-cache')
        .header('vary', vary)
        .header('etag', page.etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(page[encoding]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The files

/** Vite puts a content hash in every name under /assets/, so those files never change. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

function cacheControl(path: string): string {
  return HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the built files, each in the encoding the build compressed it to (`.br`, `.gz` beside
 * it) when the client takes one. Paths that are not files fall through to the not-found handler,
 * which answers the app shell for page requests (history fallback, `pages`) and JSON for
 * everything else.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, pages: WebPages) {
  // The app shell for the root path itself (the static plugin would treat it as a folder).
  app.get('/', { config: { access: { asset: true } }, schema: { hide: true } }, (request, reply) =>
    pages.send(request, reply, '/'),
  );
  await app.register(async (scope) => {
    declareAccess(scope, { asset: true });
    // A hashed file is kept a year and never asked about again: no validators, and none of a
    // document's headers (decision 037).
    scope.addHook('onSend', async (request, reply) => {
      if (!HASHED_ASSET.test(request.url) || reply.statusCode !== 200) return;
      dropDocumentHeaders(reply.raw);
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
    });
    await scope.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      // Ours, below: send's own `max-age=0` would otherwise replace it.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', cacheControl(path));
        // The same address answers br, gzip or plain bytes: caches must key on the encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  });
}
