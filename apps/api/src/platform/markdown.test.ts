import { describe, expect, it } from 'vitest';
import { markdownToText, readingMinutes, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, tables and links', () => {
    const html = renderMarkdown(
      '# Başlık\n\n**kalın** ve _eğik_\n\n- bir\n- iki\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n[iade](/policies/iade-ve-iptal)',
    );
    expect(html).toContain('<h2>Başlık</h2>');
    expect(html).toContain('<strong>kalın</strong>');
    expect(html).toContain('<em>eğik</em>');
    expect(html).toContain('<li>bir</li>');
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('<a href="/policies/iade-ve-iptal">iade</a>');
  });

  it('opens external links in a new tab without handing over the opener', () => {
    expect(renderMarkdown('[site](https://example.com)')).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['an inline frame', '<iframe src="https://evil.example"></iframe>'],
    ['a style tag', '<style>body{display:none}</style>'],
  ])('never passes HTML from the source through: %s', (_, payload) => {
    const html = renderMarkdown(`Metin ${payload} son`);
    // No element of the payload survives, and no attribute of any element runs code.
    expect(html).not.toMatch(/<(script|img|iframe|style)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    // It is shown as text instead, escaped.
    expect(html).toContain('&lt;');
  });

  it.each([
    ['javascript:', '[tıkla](javascript:alert(1))'],
    ['JaVaScRiPt: in mixed case', '[tıkla](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript:', '[tıkla](jav&#x61;script:alert(1))'],
    ['vbscript:', '[tıkla](vbscript:msgbox(1))'],
    ['data:text/html', '[tıkla](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an image with javascript:', '![resim](javascript:alert(1))'],
    ['an image with data:', '![resim](data:image/svg+xml;base64,PHN2Zy8+)'],
  ])('refuses a dangerous URL: %s', (_, source) => {
    const html = renderMarkdown(source);
    // The link is left as plain text: no element carries the URL.
    expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|vbscript|data|jav)/i);
    expect(html).not.toMatch(/<(a|img)\b/i);
  });

  it('keeps uploaded images, lazily loaded', () => {
    expect(renderMarkdown('![Kapak](/uploads/blog/kapak.webp)')).toContain(
      '<img src="/uploads/blog/kapak.webp" alt="Kapak" loading="lazy" decoding="async" />',
    );
  });
});

describe('markdownToText and readingMinutes', () => {
  it('strips the markup and measures reading time at about 200 words a minute', () => {
    expect(markdownToText('## Başlık\n\n**Kalın** & [bağlantı](/x)')).toBe('Başlık Kalın & bağlantı');
    expect(readingMinutes('kısa')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1000 }, () => 'kelime').join(' '))).toBe(5);
  });
});
