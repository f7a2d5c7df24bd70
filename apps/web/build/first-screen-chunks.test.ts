import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chooseChunks,
  COMMON_IMPORT_LIMIT,
  commonImportProblems,
  PAGE_FILE_USERS,
  type RouteUse,
  uiCoreChunk,
} from './first-screen-chunks';

const icon = (name: string) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;

/** Ten routes: /login, and nine others each loading `everywhere` plus what the test gives them. */
function routes(extra: Record<number, string[]> = {}): RouteUse[] {
  const list: RouteUse[] = [{ path: '/login', modules: new Set(['login-page', 'field']) }];
  for (let i = 1; i < 10; i++) {
    list.push({ path: `/p${i}`, modules: new Set([`page-${i}`, 'everywhere', 'field', ...(extra[i] ?? [])]) });
  }
  return list;
}

describe('the shared first-screen files', () => {
  it('put what at least half of the routes load in common, and what fewer load nowhere', () => {
    const half = { 1: ['half'], 2: ['half'], 3: ['half'], 4: ['half'], 5: ['half'] };
    const few = { 6: ['few'], 7: ['few'], 8: ['few'], 9: ['few'] };
    const chunks = chooseChunks({ routes: routes({ ...half, ...few }), entry: new Set(), toaster: new Set() });
    expect(chunks.get('everywhere')).toBe('common');
    expect(chunks.get('half')).toBe('common');
    expect(chunks.has('few')).toBe(false);
    expect(chunks.has('page-1')).toBe(false);
  });

  it('leave what /login loads in its own files, however many routes load it', () => {
    const chunks = chooseChunks({ routes: routes(), entry: new Set(), toaster: new Set() });
    expect(chunks.has('field')).toBe(false);
    expect(chunks.has('login-page')).toBe(false);
  });

  it('share an icon from a fifth of the routes on', () => {
    const two = { 1: [icon('bell')], 2: [icon('bell')] };
    const one = { 3: [icon('x')] };
    const chunks = chooseChunks({ routes: routes({ ...two, ...one }), entry: new Set(), toaster: new Set() });
    expect(chunks.get(icon('bell'))).toBe('common');
    expect(chunks.has(icon('x'))).toBe(false);
  });

  it("keep the entry's modules in the entry, and put the toaster's in one file of its own", () => {
    const chunks = chooseChunks({
      routes: routes({ 1: ['sonner'], 2: ['sonner'], 3: ['sonner'], 4: ['sonner'], 5: ['sonner'] }),
      entry: new Set(['everywhere', 'react']),
      toaster: new Set(['themed-toaster', 'sonner', 'react']),
    });
    expect(chunks.has('everywhere')).toBe(false);
    expect(chunks.get('themed-toaster')).toBe('toaster');
    expect(chunks.get('sonner')).toBe('toaster');
    expect(chunks.has('react')).toBe(false);
  });

  it('fail when a lean page is not in the route table', () => {
    expect(() => chooseChunks({ routes: routes().slice(1), entry: new Set(), toaster: new Set() })).toThrow(
      /no route \/login/,
    );
  });
});

describe('the small modules that fewer pages share', () => {
  // Twenty routes: /login, /, and eighteen more; `few` modules are loaded by three of them (15 %).
  function twenty(few: string[], home: string[] = []): RouteUse[] {
    const list: RouteUse[] = [
      { path: '/login', modules: new Set(['login-page']) },
      { path: '/', modules: new Set(['home-page', ...home]) },
    ];
    for (let i = 1; i <= 18; i++)
      list.push({ path: `/p${i}`, modules: new Set([`page-${i}`, ...(i <= 3 ? few : [])]) });
    return list;
  }
  const graph: Record<string, string[]> = {
    'use-url-state': ['react'],
    'uses-url-state': ['use-url-state', 'react'],
    'needs-zod': ['zod'],
    'uses-needs-zod': ['needs-zod'],
    'uses-shell': ['permissions'],
    'big-table': ['react'],
  };
  const small = {
    imports: (m: string) => graph[m] ?? [],
    isSmall: (m: string) => m !== 'big-table',
    entryOwn: new Set(['react']),
    taken: new Set(['permissions']),
  };
  const choose = (routes: RouteUse[]) => chooseChunks({ routes, entry: new Set(['react']), toaster: new Set(), small });

  it("share one whose imports are the entry's own or shared themselves", () => {
    const chunks = choose(twenty(['use-url-state', 'uses-url-state']));
    expect(chunks.get('use-url-state')).toBe('common');
    expect(chunks.get('uses-url-state')).toBe('common');
  });

  it('leave out one that needs another file, and whatever needs it', () => {
    const chunks = choose(twenty(['needs-zod', 'uses-needs-zod', 'uses-shell']));
    expect(chunks.has('needs-zod')).toBe(false);
    expect(chunks.has('uses-needs-zod')).toBe(false);
    expect(chunks.has('uses-shell')).toBe(false);
  });

  it('leave out a large one, one the home page loads, and any without the round', () => {
    expect(choose(twenty(['big-table'])).has('big-table')).toBe(false);
    expect(choose(twenty(['use-url-state'], ['use-url-state'])).has('use-url-state')).toBe(false);
    const without = chooseChunks({ routes: twenty(['use-url-state']), entry: new Set(['react']), toaster: new Set() });
    expect(without.has('use-url-state')).toBe(false);
  });
});

describe("a page's own file", () => {
  // /login, a public catalogue, the shop and its siblings, and twenty other signed-in pages.
  function table(extra: Record<string, string[]> = {}): RouteUse[] {
    const list: { path: string; modules: Set<string> }[] = [
      { path: '/login', modules: new Set(['login-page']) },
      { path: '/products', modules: new Set(['catalogue-page', 'product-image']) },
      { path: '/dashboard/shop', modules: new Set(['shop-page', 'grid', 'product-image', 'switch', 'shell-part']) },
      { path: '/dashboard/shop/wishlist', modules: new Set(['wishlist-page', 'grid']) },
    ];
    for (let i = 1; i <= 20; i++) list.push({ path: `/dashboard/p${i}`, modules: new Set([`page-${i}`]) });
    for (const [path, modules] of Object.entries(extra)) {
      const route = list.find((r) => r.path === path);
      for (const m of modules) route?.modules.add(m);
    }
    return list;
  }
  const choose = (routes: RouteUse[], elsewhere = (m: string) => m === 'shell-part') =>
    chooseChunks({
      routes,
      entry: new Set(),
      toaster: new Set(),
      pages: { paths: ['/dashboard/shop'], elsewhere },
    });

  it("puts the page's modules and its siblings' shared ones in one file", () => {
    const chunks = choose(table());
    expect(chunks.get('shop-page')).toBe('page-shop');
    expect(chunks.get('grid')).toBe('page-shop');
    expect(chunks.has('wishlist-page')).toBe(false);
  });

  it('leaves out what a public page loads, what another group takes and what many pages share', () => {
    const many = Object.fromEntries(
      Array.from({ length: PAGE_FILE_USERS }, (_, i) => [`/dashboard/p${i + 1}`, ['switch']]),
    );
    const chunks = choose(table(many));
    expect(chunks.has('product-image')).toBe(false);
    expect(chunks.has('shell-part')).toBe(false);
    expect(chunks.has('switch')).toBe(false);
    // Shared by the shop and fewer than the limit's other pages, it goes in.
    expect(choose(table({ '/dashboard/p1': ['switch'] })).get('switch')).toBe('page-shop');
  });

  it('fails when a listed page is not in the route table', () => {
    expect(() => choose(table().filter((r) => r.path !== '/dashboard/shop'))).toThrow(/no route \/dashboard\/shop/);
  });
});

describe('the build check of common', () => {
  const chunk = (fileName: string, size: number, more: Partial<Rolldown.OutputChunk> = {}) =>
    ({
      fileName,
      name: fileName.split('-')[0],
      code: 'x'.repeat(size),
      imports: [],
      isEntry: false,
      ...more,
    }) as Rolldown.OutputChunk;

  it('accepts imports of the entry and of small files', () => {
    const chunks = [
      chunk('index-a.js', 400_000, { isEntry: true }),
      chunk('ui-core-b.js', 8_000),
      chunk('common-c.js', 80_000, { imports: ['index-a.js', 'ui-core-b.js'] }),
    ];
    expect(commonImportProblems(chunks)).toEqual([]);
  });

  it('names a large file common would bring onto every page', () => {
    const chunks = [
      chunk('index-a.js', 400_000, { isEntry: true }),
      chunk('schemas-d.js', COMMON_IMPORT_LIMIT + 1),
      chunk('common-c.js', 80_000, { imports: ['index-a.js', 'schemas-d.js'] }),
    ];
    expect(commonImportProblems(chunks)).toEqual([
      `schemas-d.js (${COMMON_IMPORT_LIMIT + 1} bytes) is imported by common, so every page would load it`,
    ]);
  });
});

describe('the ui-core file', () => {
  const webRoot = fileURLToPath(new URL('..', import.meta.url));
  const require = createRequire(join(webRoot, 'package.json'));
  const lucideIndex = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
  const lucideIcon = (name: string) => join(dirname(lucideIndex), `icons/${name}.mjs`);
  const piece = (name: string) => join(webRoot, 'src/components/ui', `${name}.tsx`);
  const graph: Record<string, string[]> = {
    [piece('password-input')]: [lucideIndex],
    [lucideIndex]: [lucideIcon('eye'), lucideIcon('eye-off'), lucideIcon('bell')],
  };
  const ctx = {
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
  } as unknown as Parameters<Rolldown.CodeSplittingNameFunction>[1];
  const name = uiCoreChunk(webRoot);
  const of = (id: string) => name(id, ctx);

  it('holds the form pieces, the icons the password field shows and the mutation hook', () => {
    expect(of(piece('field'))).toBe('ui-core');
    expect(of(piece('password-input'))).toBe('ui-core');
    expect(of(lucideIcon('eye'))).toBe('ui-core');
    expect(of(lucideIcon('eye-off'))).toBe('ui-core');
    expect(of('/app/node_modules/@tanstack/react-query/build/modern/useMutation.js')).toBe('ui-core');
    expect(of('/app/node_modules/@tanstack/query-core/build/modern/mutationObserver.js')).toBe('ui-core');
  });

  it('leaves out other icons, the queries and other components', () => {
    expect(of(lucideIcon('bell'))).toBeNull();
    expect(of('/app/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBeNull();
    expect(of(piece('dialog'))).toBeNull();
    expect(of('/app/node_modules/zod/v4/classic/schemas.js')).toBeNull();
  });
});
