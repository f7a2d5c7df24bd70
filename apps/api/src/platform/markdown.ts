import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Content written by an editor (blog posts, FAQ answers, policy pages, the about text) is stored
 * as Markdown source and turned into HTML here, in one place, on the server. Two locks: the
 * Markdown parser takes no HTML from the source (`html: false` escapes it) and refuses
 * `javascript:`, `vbscript:`, `file:` and non-image `data:` links; then the HTML is sanitized
 * against an allow-list, so a tag, attribute or URL scheme we did not name never reaches a visitor.
 */
const parser = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Images and links that point at our own paths (uploaded images, other pages) stay relative.
  transformTags: {
    // A heading level 1 belongs to the page; the content's own headings start at level 2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** Sanitized HTML for Markdown source written by an editor. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(parser.render(source), SANITIZE);
}

/** The text of Markdown source without its markup, for descriptions, search and reading time. */
export function markdownToText(source: string): string {
  const html = parser.render(source);
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes a reader needs for the text, at about 200 words a minute (at least one). */
export function readingMinutes(source: string): number {
  const words = markdownToText(source).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
