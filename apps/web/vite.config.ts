import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { dashboardShellChunk } from './build/dashboard-shell';
import { checkFirstScreenChunks, firstScreenChunks, uiCoreChunk } from './build/first-screen-chunks';
import { keepAssets } from './build/keep-assets';
import { precompress } from './build/precompress';
import { productionRouter } from './build/production-router';
import { routePreload } from './build/route-preload';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const root = fileURLToPath(new URL('.', import.meta.url));

const config = {
  root,
  plugins: [
    productionRouter(),
    react(),
    tailwindcss(),
    routePreload(root),
    checkFirstScreenChunks(),
    keepAssets(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    // The realtime socket lives under /api as well, so one rule with ws covers both. The Host
    // header is kept (no changeOrigin): the API accepts cookie-carrying writes only when the
    // Origin matches the Host, and here both are the dev server's.
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // Not emptied: the previous builds' hashed files stay for the pages still open (build/keep-assets.ts).
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically: one file, not a dozen shared fragments (decision 037).
            { name: 'app', tags: ['$initial'] },
            // What every signed-in page runs before it shows anything, and no public page uses:
            // one file instead of ~45 (decision 056).
            { name: dashboardShellChunk(root), includeDependenciesRecursively: false },
            // What most pages load before they paint, and the toaster: two files instead of a dozen
            // small ones (decision 064).
            { name: firstScreenChunks(root), includeDependenciesRecursively: false },
            // The form and card pieces nearly every page shows, with the mutation hook: one small file
            // instead of eight (decision 064).
            { name: uiCoreChunk(root), includeDependenciesRecursively: false },
            // Icons: one file per set of pages that use the same ones, sets under 20 KB merged, instead
            // of a file per icon (/dashboard loaded 50 of them, 600 bytes each). The shell's and those
            // most pages show are in `common` (decision 064).
            {
              name: 'icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 20000,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  // A production build whatever the shell says: Vite builds React's development runtime when
  // NODE_ENV=development is exported (a dev shell, or `npm start` run from one). `vite build --mode development` still asks for a development build on purpose.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});
