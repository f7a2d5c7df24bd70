import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on a 2-core
    // machine, while the main process only collects results. Every core gets a worker (decision 040).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // Pure functions: the files share a worker's loaded modules instead of loading them again.
          isolate: false,
        },
      },
      {
        // The web app's own logic and components, in a simulated browser (Testing Library).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database copied from one migrated, seeded template, and builds
          // its own app on it; no module keeps state outside an app (decision 040), so the files
          // of a worker share its loaded modules instead of importing the whole API again.
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
