import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapXml } from './sitemap';

/** /sitemap.xml and /robots.txt for crawlers. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const open = { access: { public: true } } as const;
  app.get(
    '/sitemap.xml',
    { config: open, schema: { operationId: 'sitemap', tags: ['site'], hide: true } },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await sitemapXml(ctx)),
  );
  app.get(
    '/robots.txt',
    { config: open, schema: { operationId: 'robots', tags: ['site'], hide: true } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt(ctx.config.appUrl)),
  );
};
