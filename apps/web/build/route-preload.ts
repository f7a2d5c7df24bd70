import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * What the server needs to preload a page's own code: for each route pattern of the client router,
 * the files of its lazy chunks and everything they import statically, minus what index.html
 * already loads. Written to `.vite/routes.json` (a dot folder: never served as a file).
 */
export interface RoutePreloads {
  routes: { path: string; js: string[]; css: string[] }[];
}

export const ROUTE_PRELOADS_FILE = '.vite/routes.json';

/** A route pattern and the lazy modules (as `@/…` specifiers) the router imports to show it. */
export interface RouteModules {
  path: string;
  modules: string[];
}

export interface RouterSources {
  /** app/router.tsx: the public pages, the layouts and the dashboard guard. */
  router: string;
  /** app/dashboard-pages.tsx: the built dashboard pages. */
  dashboardPages: string;
  /** packages/shared/src/route-access.ts: every dashboard route, built or not. */
  routeAccess: string;
  /** app/toaster-host.tsx: the toaster, mounted lazily once the first page is done. */
  toasterHost: string;
}

function specifier(source: string, pattern: RegExp, what: string): string {
  const found = source.match(pattern)?.[1];
  if (!found) throw new Error(`route preload: ${what} not found; update apps/web/build/route-preload.ts`);
  return found;
}

/**
 * The toaster's module (`@/…`). No route preloads it: it is loaded once the first page is done
 * (app/toaster-host.tsx, decision 071), so it is never on a page's way to its first paint.
 */
export function toasterModule(sources: RouterSources): string {
  return specifier(sources.toasterHost, /import\('(@\/app\/themed-toaster)'\)/, 'the toaster');
}

/**
 * Reads the route tables from the router's source. The patterns it relies on are narrow on
 * purpose: when the router is reshaped and one stops matching, the build fails here (or in the
 * plugin below, when a module is not a lazy chunk) instead of silently preloading nothing.
 */
export function routeModules(sources: RouterSources): RouteModules[] {
  const { router, dashboardPages, routeAccess } = sources;
  // The public layout is in the entry (router.tsx imports it statically): nothing to preload.
  if (/import\('@\/app\/layouts\/public-layout'\)/.test(router)) {
    throw new Error('route preload: the public layout is lazy again; preload it with the public pages');
  }
  const dashboardLayout = specifier(router, /import\('(@\/app\/layouts\/dashboard-layout)'\)/, 'the dashboard layout');
  const guard = specifier(router, /import\('(@\/app\/guards\/route-access)'\)/, 'the dashboard route guard');
  const pageTable = specifier(router, /import\('(@\/app\/dashboard-pages)'\)/, 'the dashboard page table');
  const notBuilt = specifier(dashboardPages, /import\('(@\/components\/not-built-yet)'\)/, 'the placeholder page');

  const routes: RouteModules[] = [];
  // Public pages: `publicRoute('/path', 'Title', <lazy>, { withoutToaster? })`, one call each.
  const calls = router.split(/\bpublicRoute\(\s*(?=')/).slice(1);
  for (const call of calls) {
    const path = specifier(call, /^'([^']*)'/, 'a public route path');
    const body = call.split(/\n\s*(?:publicRoute\(|\];)/)[0] ?? '';
    const page = body.match(/import\('([^']+)'\)/)?.[1] ?? (/\bnotBuiltYet\(/.test(body) ? notBuilt : undefined);
    if (!page) throw new Error(`route preload: no page module for public route ${path}`);
    routes.push({ path, modules: [page] });
  }
  // Dashboard pages: every route of the shared table; the built ones have their module in
  // dashboard-pages.tsx (`key: async () => ({ Component: (await import('…')).X })`).
  const built = new Map<string, string>();
  for (const m of dashboardPages.matchAll(
    /^\s*(?:'([^']*)'|([\w-]+)):\s*async\s*\(\)\s*=>[\s\S]*?import\('([^']+)'\)/gm,
  )) {
    built.set(m[1] ?? m[2] ?? '', m[3] ?? '');
  }
  const dashboardPaths = [...routeAccess.matchAll(/\broute\('([^']*)'/g)].map((m) => m[1] ?? '');
  for (const path of dashboardPaths) {
    const page = built.get(path) ?? notBuilt;
    // The index has no guard of its own (router.tsx: dashboardPage).
    const modules = path === '' ? [dashboardLayout, pageTable, page] : [dashboardLayout, guard, pageTable, page];
    routes.push({ path: path === '' ? '/dashboard' : `/dashboard/${path}`, modules });
  }
  for (const key of built.keys()) {
    if (!dashboardPaths.includes(key)) throw new Error(`route preload: dashboard page ${key} has no route`);
  }
  // Anything else shows the not-found page inside its side's layout.
  routes.push({ path: '/dashboard/*', modules: [dashboardLayout] });
  routes.push({ path: '/*', modules: [] });
  return routes;
}

export function readRouterSources(webRoot: string): RouterSources {
  const read = (path: string) => readFileSync(join(webRoot, path), 'utf8');
  return {
    router: read('src/app/router.tsx'),
    dashboardPages: read('src/app/dashboard-pages.tsx'),
    routeAccess: read('../../packages/shared/src/route-access.ts'),
    toasterHost: read('src/app/toaster-host.tsx'),
  };
}

/** Files a chunk needs before it can run: itself and its static imports, transitively. */
function closure(bundle: OutputBundle, starts: string[], into = new Set<string>()): Set<string> {
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop()!;
    if (into.has(file)) continue;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return into;
}

export function routePreload(webRoot: string): Plugin {
  return {
    name: 'portal:route-preload',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      // index.html loads the entry and preloads its static imports already.
      const inHtml = closure(bundle, entries);
      const importer = join(webRoot, 'src/app/router.tsx');
      const resolved = new Map<string, OutputChunk>();
      const chunkOf = async (spec: string) => {
        let chunk = resolved.get(spec);
        if (!chunk) {
          const id = (await this.resolve(spec, importer))?.id;
          // A lazy module has a chunk of its own, or sits in a group's chunk (the dashboard shell,
          // build/dashboard-shell.ts); either way not in what the entry loads.
          chunk = id ? (byModule.get(id) ?? chunks.find((c) => c.moduleIds.includes(id))) : undefined;
          const lazy = chunk && (chunk.isDynamicEntry || !chunk.isEntry) && !inHtml.has(chunk.fileName);
          if (!chunk || !lazy) this.error(`route preload: ${spec} is not a lazy chunk of its own`);
          resolved.set(spec, chunk);
        }
        return chunk;
      };
      const routes: RoutePreloads['routes'] = [];
      for (const route of routeModules(readRouterSources(webRoot))) {
        const files = new Set<string>();
        for (const spec of route.modules) closure(bundle, [(await chunkOf(spec)).fileName], files);
        const own = [...files].filter((f) => !inHtml.has(f));
        const css = own.flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        routes.push({ path: route.path, js: own.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) });
      }
      const preloads: RoutePreloads = { routes };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
