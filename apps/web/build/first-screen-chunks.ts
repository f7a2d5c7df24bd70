import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { closureOf, importsThroughBarrels } from './barrels';
import { shellModules } from './dashboard-shell';
import { readRouterSources, routeModules, toasterModule } from './route-preload';

/** A `@/…` specifier of the router's tables → the module's file. */
function resolveSpecifier(webRoot: string, spec: string): string {
  const base = join(webRoot, 'src', spec.replace(/^@\//, ''));
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `first-screen chunks: ${spec} does not resolve to a file; update apps/web/build/first-screen-chunks.ts`,
  );
}

/** The share of the routes that must load a module before their first paint for it to be shared. */
export const SHARED_BY = 0.5;

/** An icon (a few hundred bytes, nothing to import) is shared from this share of the routes on. */
export const ICONS_SHARED_BY = 0.2;
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** A small module of the app (`SMALL_MODULE` characters of code at most) is shared from here on. */
export const SMALL_SHARED_BY = 0.1;
export const SMALL_MODULE = 4_000;
const SHARED_MODULE = /[\\/]packages[\\/]shared[\\/]/;
const APP_MODULE = /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/;

/** Pages that load nothing they do not use: the sign-in page, first of most visits (150 KB budget). */
export const LEAN_PAGES = ['/login'];

/** `common` may import the entry, and otherwise only files this small (bytes, before compression). */
export const COMMON_IMPORT_LIMIT = 16_000;

/** `common`, `toaster`, or one page's own file (`page-<last segment>`, see `PAGE_FILES`). */
export type FirstScreenChunk = 'common' | 'toaster' | `page-${string}`;

/**
 * Signed-in pages whose own modules travel in one file: the shop, where members spend their
 * time, loaded fifteen small files after the shared ones (decision 070).
 */
export const PAGE_FILES = ['/dashboard/shop'];

/**
 * A module joins a page's own file when at most this many routes load it: the page's and its
 * siblings' (the shop's wishlist, comparison, product list and product page). What more pages
 * share (the switch, the cart's badge) keeps its own file, so the cart or the settings do not
 * load the shop's.
 */
export const PAGE_FILE_USERS = 5;

/** What the pages' own files need to know besides the routes. */
export interface PageFiles {
  /** The pages (route paths) whose own modules share a file, first come first served. */
  paths: readonly string[];
  /** Modules another group takes whatever this round says (the shell, `ui-core`, the icons). */
  elsewhere: (m: string) => boolean;
}

/** What the small modules' round needs to know of the module graph. */
export interface SmallModules {
  /** What a module imports (through the packages' indexes, build/barrels.ts). */
  imports: (m: string) => readonly string[];
  /** A module of the app with at most `SMALL_MODULE` characters of code. */
  isSmall: (m: string) => boolean;
  /** Modules certainly in the entry (not reached only through a shared module's imports). */
  entryOwn: ReadonlySet<string>;
  /** Modules an earlier group takes (the signed-in shell): neither shared nor importable here. */
  taken: ReadonlySet<string>;
}

export interface RouteUse {
  path: string;
  /** The modules the route's page imports statically, the page's own included. */
  modules: ReadonlySet<string>;
}

/**
 * Which modules go in the two shared first-screen files (decision 064):
 *
 * - `toaster`: the toaster and sonner (`toaster`, its modules), which every page but /login loads
 *   after the first page is done (decision 071): one file, off the page's own path;
 * - `common`: what at least `SHARED_BY` of the routes load with their page (an icon: from
 *   `ICONS_SHARED_BY` on), and no lean page loads: those keep their own files;
 * - `page-<name>`: a page of `PAGE_FILES`'s own modules (decision 070, the last round below).
 *
 * The entry's modules stay in the entry.
 */
export function chooseChunks(input: {
  routes: readonly RouteUse[];
  entry: ReadonlySet<string>;
  toaster: ReadonlySet<string>;
  lean?: readonly string[];
  /** For the small modules' round (see below). */
  small?: SmallModules;
  /** For the pages' own files (see below). */
  pages?: PageFiles;
}): Map<string, FirstScreenChunk> {
  const { routes, entry, toaster, lean: leanPaths = LEAN_PAGES, small, pages } = input;
  const lean = leanPaths.map((path) => {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`first-screen chunks: no route ${path}; update apps/web/build/first-screen-chunks.ts`);
    return route.modules;
  });
  const uses = new Map<string, number>();
  for (const route of routes) {
    for (const m of route.modules) uses.set(m, (uses.get(m) ?? 0) + 1);
  }
  const chunkOf = new Map<string, FirstScreenChunk>();
  for (const m of toaster) if (!entry.has(m)) chunkOf.set(m, 'toaster');
  for (const [m, n] of uses) {
    if (entry.has(m) || chunkOf.has(m) || lean.some((page) => page.has(m))) continue;
    if (n >= (ICON.test(m) ? ICONS_SHARED_BY : SHARED_BY) * routes.length) chunkOf.set(m, 'common');
  }
  if (small) {
    // Small modules of the app that fewer pages share (from `SMALL_SHARED_BY` on), but no lean
    // page and not the home page (which loads `common` for a few icons), as long as all they
    // import is the entry's own or shared: a module that needs another file stays out, and so
    // does whatever imports it.
    const home = routes.find((r) => r.path === '/')?.modules ?? new Set<string>();
    const candidates = new Set<string>();
    for (const [m, n] of uses) {
      if (entry.has(m) || chunkOf.has(m) || small.taken.has(m) || home.has(m)) continue;
      if (lean.some((page) => page.has(m))) continue;
      if (n >= SMALL_SHARED_BY * routes.length && small.isSmall(m)) candidates.add(m);
    }
    const allowed = (d: string) =>
      !small.taken.has(d) && (small.entryOwn.has(d) || chunkOf.has(d) || candidates.has(d));
    for (let changed = true; changed; ) {
      changed = false;
      for (const m of candidates) {
        if (small.imports(m).every(allowed)) continue;
        candidates.delete(m);
        changed = true;
      }
    }
    for (const m of candidates) chunkOf.set(m, 'common');
  }
  if (pages) {
    // A listed page's modules that nothing above took, that no other group takes, that no public
    // page loads and that at most `PAGE_FILE_USERS` routes load go in one file of the page's own:
    // the page then loads that file instead of one per set of pages sharing each module. A
    // sibling page using one of them loads the whole file (a few kilobytes); a public page never
    // does, so it can never be led to the signed-in side's files through it.
    const publicModules = new Set(
      routes.filter((r) => !r.path.startsWith('/dashboard')).flatMap((r) => [...r.modules]),
    );
    for (const path of pages.paths) {
      const route = routes.find((r) => r.path === path);
      if (!route)
        throw new Error(
          `first-screen chunks: no route ${path}; update PAGE_FILES in apps/web/build/first-screen-chunks.ts`,
        );
      const name = `page-${path.split('/').at(-1)}` as const;
      for (const m of route.modules) {
        if (entry.has(m) || chunkOf.has(m) || pages.elsewhere(m) || publicModules.has(m)) continue;
        if ((uses.get(m) ?? 0) > PAGE_FILE_USERS) continue;
        chunkOf.set(m, name);
      }
    }
  }
  return chunkOf;
}

/**
 * Fewer files before a page can paint (decision 064). Rolldown groups modules by the set of pages
 * importing them, which made a dozen files of a few hundred bytes each that nearly every page
 * loads first (the badge, the skeleton, the money format, the avatar, the shell's icons…). Over
 * HTTP/1.1 each costs a phone a round trip on one of six connections, more than the few kilobytes
 * a page now loads without using; `chooseChunks` says which modules share a file instead.
 *
 * Routes and their modules are read from the router's tables, as the route preloads read them; a
 * module's users are the routes whose page imports it statically (through lucide's and Radix's
 * indexes, only the names taken: build/barrels.ts). The count errs on the side of more users (an
 * import the bundler then drops still counts): a module may stay out of `common` that could be in
 * it, never the other way round for a lean page. `checkFirstScreenChunks` fails the build if
 * `common` would bring a large file onto every page.
 */
export function firstScreenChunks(webRoot: string): Rolldown.CodeSplittingNameFunction {
  let chunkOf: Map<string, FirstScreenChunk> | undefined;
  return (id, ctx) => {
    if (!chunkOf) {
      const sources = readRouterSources(webRoot);
      const toaster = toasterModule(sources);
      const imports = importsThroughBarrels((m) => ctx.getModuleInfo(m));
      const closure = (specs: string[]) =>
        closureOf(
          imports,
          specs.map((spec) => resolveSpecifier(webRoot, spec)),
        );
      const main = resolveSpecifier(webRoot, '@/main');
      // The entry's own modules for certain: what it reaches without going through a shared
      // module's imports, which the bundler often drops (a schema's zod when only a constant is used).
      const entryOwn = closureOf((m) => (SHARED_MODULE.test(m) ? [] : imports(m)), [main]);
      const taken = shellModules(webRoot, (m) => ctx.getModuleInfo(m));
      const isUiCore = uiCoreMembers(webRoot, (m) => ctx.getModuleInfo(m));
      chunkOf = chooseChunks({
        pages: { paths: PAGE_FILES, elsewhere: (m) => taken.has(m) || isUiCore(m) || ICON.test(m) },
        small: {
          imports,
          entryOwn,
          taken,
          isSmall: (m) =>
            APP_MODULE.test(m) && (ctx.getModuleInfo(m)?.code?.length ?? SMALL_MODULE + 1) <= SMALL_MODULE,
        },
        entry: closure(['@/main']),
        toaster: closure([toaster]),
        routes: routeModules(sources).map((route) => ({
          path: route.path,
          modules: closure(route.modules),
        })),
      });
    }
    return chunkOf.get(id) ?? null;
  };
}

type OutputChunk = Rolldown.OutputChunk;

/** What is wrong with the built `common` file: a static import, not the entry, over the limit. */
export function commonImportProblems(chunks: readonly OutputChunk[]): string[] {
  const common = chunks.find((c) => c.name === 'common');
  if (!common) return [];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return common.imports.flatMap((file) => {
    const chunk = byFile.get(file);
    if (!chunk || chunk.isEntry || chunk.code.length <= COMMON_IMPORT_LIMIT) return [];
    return [`${file} (${chunk.code.length} bytes) is imported by common, so every page would load it`];
  });
}

/** Fails the build when `common` imports a large file (see `commonImportProblems`). */
export function checkFirstScreenChunks(): Plugin {
  return {
    name: 'portal:first-screen-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = commonImportProblems(Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk'));
      if (problems.length > 0) {
        this.error(
          `first-screen chunks: ${problems.join('; ')}. Keep its importer out of common (build/first-screen-chunks.ts).`,
        );
      }
    },
  };
}

/** The form and card pieces nearly every page shows, /login's first among them. */
const FORM_PIECES = ['card', 'input', 'label', 'field', 'password-input'];
const FORM_MODULES = [
  /react-(label|primitive)[\\/]/,
  // TanStack Query's mutation hook: every form sends with it (the queries are in the entry).
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/,
  // The codes' lengths the forms and the catalogue of messages check.
  /packages[\\/]shared[\\/]src[\\/]codes\.ts$/,
];

/**
 * `ui-core`: the card, the field, the inputs (the password's with its two icons), their Radix
 * parts, the mutation hook and the codes' lengths, one file instead of four: /login loads all of
 * it, and so do nearly all the other pages (decision 064).
 */
export function uiCoreChunk(webRoot: string): Rolldown.CodeSplittingNameFunction {
  let member: ((id: string) => boolean) | undefined;
  return (id, ctx) => {
    member ??= uiCoreMembers(webRoot, (m) => ctx.getModuleInfo(m));
    return member(id) ? 'ui-core' : null;
  };
}

/** Whether a module is in `ui-core` (the password field's icons are read from the module graph). */
function uiCoreMembers(webRoot: string, info: Parameters<typeof importsThroughBarrels>[0]): (id: string) => boolean {
  const pieces = FORM_PIECES.map((name) => join(webRoot, 'src/components/ui', `${name}.tsx`));
  const imports = importsThroughBarrels(info);
  const icons = new Set(pieces.flatMap((m) => imports(m)).filter((m) => ICON.test(m)));
  return (id) => pieces.includes(id) || icons.has(id) || FORM_MODULES.some((re) => re.test(id));
}
