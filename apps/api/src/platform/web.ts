import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareAccess } from './access';

/** Locates the built web app: an explicit WEB_DIST, or the first candidate that has one. */
export function findWebDist(explicit: string | undefined, candidates: string[]): string | undefined {
  if (explicit) return existsSync(join(explicit, 'index.html')) ? explicit : undefined;
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/** Hashes of the inline scripts of index.html (the early theme script), for the CSP. */
export function inlineScriptHashes(indexHtml: string | undefined): string[] {
  if (!indexHtml) return [];
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * Serves the built files. Paths that are not files fall through to the not-found handler, which
 * answers index.html for page requests (history fallback) and JSON for everything else.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, indexHtml: string) {
  // The app shell for the root path itself (the static plugin would treat it as a folder).
  app.get('/', { config: { access: { asset: true } }, schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
  await app.register(async (scope) => {
    declareAccess(scope, { asset: true });
    await scope.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      setHeaders(res, path) {
        // Vite puts content hashes in asset names, so they never change.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  });
}

export function readIndexHtml(webDist: string | undefined): string | undefined {
  return webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
}
