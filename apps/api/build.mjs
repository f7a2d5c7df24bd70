import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');
rmSync(out, { recursive: true, force: true });

/** The commit being built, shown on the admin's debug page; 'unknown' outside a git checkout. */
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  define: { 'process.env.PORTAL_GIT_COMMIT': JSON.stringify(process.env.PORTAL_GIT_COMMIT || gitCommit()) },
  logLevel: 'warning',
  plugins: [
    {
      // Our workspace packages are TypeScript sources and get bundled; everything from
      // node_modules stays external and is loaded by Node (PGlite needs its own files beside it).
      name: 'externalize-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(join(here, '../../packages/db/migrations'), join(out, 'migrations'), { recursive: true });
// The order summary PDF's font (DejaVu Sans, with its licence), read beside main.js.
cpSync(join(here, 'assets'), join(out, 'assets'), { recursive: true });
console.log('api built to apps/api/dist');
