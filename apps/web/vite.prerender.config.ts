import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = fileURLToPath(new URL('./dist-prerender', import.meta.url));
/** Read by the server with the route table (apps/api/src/platform/web.ts, ROUTE_FRAMES_FILE). */
const framesFile = fileURLToPath(new URL('./dist/.vite/frames.json', import.meta.url));

/** Once the Node build is written: render each framed page and write the table of frames. */
function writeFrames(): Plugin {
  return {
    name: 'portal:write-frames',
    apply: 'build',
    async closeBundle() {
      const { FRAMED_PAGES, renderFrame } = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as {
        FRAMED_PAGES: string[];
        renderFrame(path: string): Promise<string>;
      };
      const frames: Record<string, string> = {};
      for (const path of FRAMED_PAGES) frames[path] = await renderFrame(path);
      mkdirSync(dirname(framesFile), { recursive: true });
      writeFileSync(framesFile, `${JSON.stringify(frames)}\n`);
    },
  };
}

/**
 * The build of src/prerender.tsx for Node (decision 062): the same sources and alias as the app,
 * none of the browser build's chunking or compression; it runs after the browser build, renders
 * the framed pages and writes their markup beside the route table. Its own output is not served.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), writeFrames()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});
