import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Rolldown } from 'vite';
import { SHELL_ROOTS, staticClosure } from './dashboard-shell';

/** lucide-react's export names (aliases included) → the icon's file name, from lucide's own index. */
function lucideFiles(webRoot: string): Map<string, string> {
  const require = createRequire(join(webRoot, 'package.json'));
  const index = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
  const fileOf = new Map<string, string>();
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const m = /^export \{([^}]*)\} from '\.\/icons\/([^']+)';$/.exec(line);
    const [, exported, path] = m ?? [];
    if (!exported || !path) continue;
    for (const part of exported.split(',')) {
      const alias = /as\s+(\w+)/.exec(part)?.[1];
      if (alias) fileOf.set(alias, basename(path, '.mjs'));
    }
  }
  return fileOf;
}

/** The names a source file imports from lucide-react (types aside). */
function lucideNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The icons the signed-in shell shows (the side menu's, the header's, the bottom bar's): one file,
 * `icons-shell`, on every signed-in page, instead of a part of each of a dozen files that rolldown's
 * grouping by entries made of them (each shared with whichever pages use the same icons). The
 * modules importing lucide-react name only its index, so the icons are found in their source; an
 * icon name lucide does not know fails the build (decision 056, addendum).
 */
export function shellIconsChunk(webRoot: string): Rolldown.CodeSplittingNameFunction {
  const src = join(webRoot, 'src');
  let files: Set<string> | undefined;
  return (id, ctx) => {
    if (!files) {
      const fileOf = lucideFiles(webRoot);
      files = new Set();
      const closure = staticClosure(
        (m) => ctx.getModuleInfo(m),
        SHELL_ROOTS.map((p) => join(webRoot, p)),
      );
      for (const module of closure) {
        if (!module.startsWith(src) || !/\.tsx?$/.test(module)) continue;
        for (const name of lucideNames(readFileSync(module, 'utf8'))) {
          const file = fileOf.get(name);
          if (!file) throw new Error(`shell icons: lucide-react has no icon named ${name} (${module})`);
          files.add(file);
        }
      }
    }
    const m = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/.exec(id);
    const file = m?.[1];
    return file && files.has(file) ? 'icons-shell' : null;
  };
}
