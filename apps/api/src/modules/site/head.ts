import { CONTENT_MESSAGES } from '@portal/shared/content';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PageHeads, PageHeadTags } from '../../platform/web';
import { getPublishedPost } from '../content/content.service';
import { publicDocument } from '../legal/policies.service';

export interface PageHead {
  title: string;
  description: string;
  /** A site path or an absolute address; made absolute for Open Graph. */
  image?: string | null;
  type?: 'website' | 'article';
}

const H = CONTENT_MESSAGES.heads;
const STATIC_HEADS: Record<string, PageHead> = {
  '/': H.home,
  '/about': H.about,
  '/contact': H.contact,
  '/blog': H.blog,
  '/sss': H.faq,
  '/products': H.products,
  '/login': H.login,
  '/register': H.register,
  '/doctor-application': H.doctorApplication,
};

/**
 * The head of a public page as the server sends it, so that a crawler or a link preview (a post
 * shared on WhatsApp) reads the page's own title, description and image without running the app.
 * Null keeps index.html's defaults (the dashboard, unknown paths).
 */
export async function headFor(ctx: AppContext, path: string): Promise<PageHead | null> {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const fixed = STATIC_HEADS[clean.toLowerCase()];
  if (fixed) return { type: 'website', ...fixed };
  const post = /^\/blog\/([0-9a-f-]{36})$/i.exec(clean);
  if (post?.[1]) {
    try {
      const found = await getPublishedPost(ctx, post[1].toLowerCase());
      return {
        title: H.post(found.title),
        description: found.summary,
        image: found.coverImage,
        type: 'article',
      };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }
  // /policies/{slug} and an old version at /policies/{slug}/v/{n}: the published text's title.
  const policy = /^\/policies\/([a-z0-9-]{1,100})(?:\/v\/([1-9][0-9]{0,5}))?$/i.exec(clean);
  if (policy?.[1]) {
    try {
      const doc = await publicDocument(ctx, policy[1].toLowerCase(), policy[2] ? Number(policy[2]) : undefined);
      return { type: 'article', ...H.policy(doc.title, doc.version) };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }
  return null;
}

const attr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page's head as tags for the app shell: title, description, canonical address, Open Graph. */
export function headTags(head: PageHead, appUrl: string, path: string): PageHeadTags {
  const url = `${appUrl}${path.split(/[?#]/)[0]}`;
  const image = head.image ? (/^https?:\/\//.test(head.image) ? head.image : `${appUrl}${head.image}`) : null;
  return {
    title: attr(head.title),
    description: attr(head.description),
    tags: [
      `<meta property="og:site_name" content="${attr(CONTENT_MESSAGES.siteName)}" />`,
      `<meta property="og:locale" content="tr_TR" />`,
      `<meta property="og:type" content="${head.type ?? 'website'}" />`,
      `<meta property="og:title" content="${attr(head.title)}" />`,
      `<meta property="og:description" content="${attr(head.description)}" />`,
      `<meta property="og:url" content="${attr(url)}" />`,
      ...(image
        ? [
            `<meta property="og:image" content="${attr(image)}" />`,
            `<meta name="twitter:card" content="summary_large_image" />`,
          ]
        : [`<meta name="twitter:card" content="summary" />`]),
      `<link rel="canonical" href="${attr(url)}" />`,
    ],
  };
}

/**
 * The heads of the public pages for the app shell (web.ts writes them in wherever the shell is
 * sent): a page whose head cannot be read keeps the shell's defaults.
 */
export function pageHeads(ctx: AppContext, log: FastifyBaseLogger): PageHeads {
  return async (path) => {
    const head = await headFor(ctx, path).catch((error) => {
      log.warn({ err: error }, 'page head not found, index.html defaults sent');
      return null;
    });
    return head ? headTags(head, ctx.config.appUrl, path) : null;
  };
}
