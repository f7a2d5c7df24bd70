import { readFileSync } from 'node:fs';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * The packages whose index only re-exports, one module per name: every module that imports one of
 * them from its index would, by the module graph alone, "use" all of lucide's 1 700 icons or all
 * of Radix's primitives. Through these, a closure follows only the names the importer takes.
 */
const BARRELS = [
  { specifier: 'lucide-react', index: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ },
  { specifier: 'radix-ui', index: /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/ },
];

/** The names a source file imports from a package's index (type-only imports aside). */
export function importedNames(source: string, specifier: string): string[] {
  const names: string[] = [];
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${specifier}'`, 'g');
  for (const m of source.matchAll(from)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * A barrel's exported names → the path its module re-exports them from: lucide's
 * `export { default as Bell, default as BellIcon } from './icons/bell.mjs'` and Radix's
 * `import * as Dialog from "@radix-ui/react-dialog"`.
 */
export function barrelExports(source: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const m of source.matchAll(/^export \{([^}]*)\} from '([^']+)';$/gm)) {
    for (const part of (m[1] ?? '').split(',')) {
      const alias = /as\s+(\w+)/.exec(part)?.[1];
      if (alias) exports.set(alias, m[2] ?? '');
    }
  }
  for (const m of source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)) exports.set(m[1] ?? '', m[2] ?? '');
  return exports;
}

/** The module a barrel re-exports `from` (a relative file or a package) as, among its imports. */
function targetOf(importedIds: readonly string[], from: string): string | undefined {
  const relative = from.startsWith('.');
  const tail = relative ? `/${from.replace(/^\.\//, '')}` : `/node_modules/${from}/`;
  return importedIds.find((id) => {
    const path = id.replace(/[\\/]/g, '/');
    return relative ? path.endsWith(tail) : path.includes(tail);
  });
}

/**
 * What a module imports statically, with a barrel replaced by the modules of the names the module
 * takes from it. A name the barrel does not export fails the build, so a change in either
 * package's layout cannot silently widen or empty a set.
 */
export function importsThroughBarrels(getModuleInfo: ModuleInfoOf): (id: string) => string[] {
  const exportsOf = new Map<string, Map<string, string>>();
  const known = new Map<string, string[]>();
  return (id) => {
    const cached = known.get(id);
    if (cached) return cached;
    const deps: string[] = [];
    known.set(id, deps);
    for (const dep of getModuleInfo(id)?.importedIds ?? []) {
      const barrel = BARRELS.find((b) => b.index.test(dep));
      if (!barrel) {
        deps.push(dep);
        continue;
      }
      let exports = exportsOf.get(dep);
      if (!exports) {
        exports = barrelExports(readFileSync(dep, 'utf8'));
        exportsOf.set(dep, exports);
      }
      const barrelImports = getModuleInfo(dep)?.importedIds ?? [];
      for (const name of importedNames(readFileSync(id.split('?')[0] ?? id, 'utf8'), barrel.specifier)) {
        const from = exports.get(name);
        const target = from ? targetOf(barrelImports, from) : undefined;
        if (!target) throw new Error(`barrels: ${barrel.specifier} has no module for ${name} (${id})`);
        deps.push(target);
      }
    }
    return deps;
  };
}

/** The modules a set of starting modules reach, transitively, by `imports` (`importsThroughBarrels`, say). */
export function closureOf(imports: (id: string) => string[], starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}
