import type { AppContext } from '../../platform/context';
import { policyPath } from '@portal/shared/policy-slugs';
import { publishedPostIds } from '../content/content.service';
import { publishedPageRefs } from '../legal/policies.service';

export interface SitemapEntry {
  /** A site path such as /blog/…. */
  path: string;
  lastModified?: Date;
}

export type SitemapSource = (ctx: AppContext) => Promise<SitemapEntry[]>;

const PUBLIC_PAGES = ['/', '/about', '/contact', '/products', '/blog', '/sss', '/doctor-application'];

/**
 * Where /sitemap.xml finds its addresses. Each slice adds its own source instead of the sitemap
 * knowing every table: the fixed pages, published blog posts, published policy pages.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [
  async () => PUBLIC_PAGES.map((path) => ({ path })),
  async (ctx) => (await publishedPostIds(ctx)).map((p) => ({ path: `/blog/${p.id}`, lastModified: p.updatedAt })),
  async (ctx) => (await publishedPageRefs(ctx)).map((p) => ({ path: policyPath(p.slug), lastModified: p.publishedAt })),
];

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export async function sitemapXml(ctx: AppContext): Promise<string> {
  const entries = (await Promise.all(SITEMAP_SOURCES.map((source) => source(ctx)))).flat();
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xml(`${ctx.config.appUrl}${e.path}`)}</loc>${
        e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${appUrl}/sitemap.xml\n`;
}
