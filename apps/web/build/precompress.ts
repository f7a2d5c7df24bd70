import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside one file, when smaller. Small
 * files too: a page pulls in dozens of sub-kilobyte chunks, and together they weigh.
 */
export async function precompressFile(path: string): Promise<void> {
  // Kept from an earlier build (build/keep-assets.ts): already done.
  if (await newerThan(`${path}.br`, path)) return;
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
}

async function newerThan(copy: string, original: string): Promise<boolean> {
  try {
    const [a, b] = await Promise.all([stat(copy), stat(original)]);
    return a.mtimeMs >= b.mtimeMs;
  } catch {
    return false;
  }
}

/** Every compressible file under `dir`, recursively (dot folders such as .vite skipped). */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : compressibleFiles(path);
      return COMPRESSIBLE.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Compresses the built files once, at build time, at the highest levels: the server then sends
 * them as they are (@fastify/static `preCompressed`) and spends no CPU per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await compressibleFiles(outDir);
      // A few at a time: zlib's work runs on libuv's small thread pool anyway.
      for (let i = 0; i < files.length; i += 8) await Promise.all(files.slice(i, i + 8).map(precompressFile));
    },
  };
}
