import { cn } from '@/lib/utils';

/**
 * HTML the server rendered from an editor's Markdown and sanitized against an allow-list
 * (apps/api/src/platform/markdown.ts): the one place the web sets inner HTML, and only with that.
 */
export function RenderedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none text-base leading-7 text-foreground',
        '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
        '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
        '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_img]:my-4 [&_img]:rounded-lg',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
