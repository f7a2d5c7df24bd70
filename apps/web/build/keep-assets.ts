import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A deploy must not break the pages already open. A page's shell names its hashed files; a rebuild
 * that empties dist/assets (or a server of the new version behind the same balancer) would answer
 * the old names with 404 and the open page would go blank at its next navigation. So each build
 * keeps the files of the builds before it and removes only those older than KEPT_BUILDS builds
 * (docs/operations.md: rolling upgrades).
 */
export const KEPT_BUILDS = 3;
const HISTORY = '.vite/asset-history.json';

/** Names under assets/ (as `assets/x.js`) that no kept build lists, with their compressed copies. */
export function staleAssets(present: readonly string[], keptBuilds: readonly (readonly string[])[]): string[] {
  const kept = new Set(keptBuilds.flat());
  return present.filter((name) => !kept.has(name.replace(/\.(?:br|gz)$/, '')));
}

async function readHistory(outDir: string): Promise<string[][]> {
  try {
    const parsed = JSON.parse(await readFile(join(outDir, HISTORY), 'utf8')) as unknown;
    return Array.isArray(parsed) ? parsed.filter((b): b is string[] => Array.isArray(b)) : [];
  } catch {
    return [];
  }
}

export function keepAssets(): Plugin {
  let outDir = '';
  let kept: string[][] = [];
  let current: string[] = [];
  return {
    name: 'portal:keep-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async buildStart() {
      // The builds before this one, minus the oldest: this build makes KEPT_BUILDS again.
      kept = (await readHistory(outDir)).slice(-(KEPT_BUILDS - 1));
      const assets = join(outDir, 'assets');
      if (!existsSync(assets)) return;
      const present = (await readdir(assets)).map((name) => `assets/${name}`);
      await Promise.all(staleAssets(present, kept).map((name) => rm(join(outDir, name), { force: true })));
    },
    generateBundle(_options, bundle) {
      current = Object.keys(bundle).filter((name) => name.startsWith('assets/'));
    },
    async closeBundle() {
      const file = join(outDir, HISTORY);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify([...kept, current]));
    },
  };
}
