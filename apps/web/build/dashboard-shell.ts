import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { closureOf } from './barrels';

type ModuleInfoOf = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** The modules a set of starting modules import statically, transitively (dynamic imports excluded). */
export function staticClosure(getModuleInfo: ModuleInfoOf, starts: Iterable<string>): Set<string> {
  const known = [...starts].filter((id) => getModuleInfo(id));
  const imports = (id: string) => (getModuleInfo(id)?.importedIds ?? []).filter((dep) => getModuleInfo(dep));
  return closureOf(imports, known);
}

/**
 * What every signed-in page runs before it shows anything: the dashboard layout (sidebar, header,
 * bottom navigation, their menus, icons and realtime hooks), the route guard, the page table and
 * the first-screen data table — and that no public page uses. One chunk instead of ~45 files:
 * Lighthouse's slow 4G (and a phone's) pays a round trip per request over HTTP/1.1's six
 * connections, and /dashboard waited about twelve of them before its first content (decision 056).
 * A module a public page also imports stays out of it, so /login and the home page do not grow.
 */
/** The modules every signed-in page runs before it shows anything (relative to the web app's root). */
const SHELL_ROOTS = [
  'src/app/layouts/dashboard-layout.tsx',
  'src/app/guards/route-access.tsx',
  'src/app/dashboard-pages.tsx',
  'src/app/page-data.ts',
];

/** The modules of the signed-in shell's chunk: what the shell's roots need and no public page loads. */
export function shellModules(webRoot: string, info: ModuleInfoOf): Set<string> {
  const file = (path: string) => join(webRoot, path);
  const roots = {
    entry: file('src/main.tsx'),
    shell: SHELL_ROOTS.map(file),
  };
  for (const root of [roots.entry, ...roots.shell]) {
    if (!info(root)) {
      throw new Error(`dashboard shell chunk: ${root} is not in the build; update apps/web/build/dashboard-shell.ts`);
    }
  }
  // Everything a signed-out visitor can load: the entry, and each module it loads lazily (the
  // public pages, the toaster) with what those import; the signed-in side's lazy roots aside.
  const signedIn = new Set(roots.shell);
  const entry = staticClosure(info, [roots.entry]);
  const lazy = [...entry].flatMap((m) => info(m)?.dynamicallyImportedIds ?? []).filter((m) => !signedIn.has(m));
  const publicSide = staticClosure(info, [roots.entry, ...lazy]);
  return new Set([...staticClosure(info, roots.shell)].filter((m) => !publicSide.has(m)));
}

export function dashboardShellChunk(webRoot: string): Rolldown.CodeSplittingNameFunction {
  let shellOnly: Set<string> | undefined;
  return (id, ctx) => {
    shellOnly ??= shellModules(webRoot, (m) => ctx.getModuleInfo(m));
    return shellOnly.has(id) ? 'dashboard-shell' : null;
  };
}
