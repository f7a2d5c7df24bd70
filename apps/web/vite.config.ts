import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
