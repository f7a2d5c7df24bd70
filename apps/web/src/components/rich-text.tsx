import { cn } from '@/lib/utils';

/**
 * HTML the server rendered from an editor's Markdown and sanitized against an allow-list
 * (apps/api/src/platform/markdown.ts): the only HTML a page inserts as is.
 */
export function RichText({
  html,
  className,
  ...props
}: { html: string; className?: string } & React.ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className={cn(
        'min-w-0 text-sm leading-relaxed text-foreground',
        '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold',
        '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
        '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold',
        '[&_blockquote]:my-3 [&_blockquote]:rounded-md [&_blockquote]:border-l-4 [&_blockquote]:border-warning [&_blockquote]:bg-muted [&_blockquote]:px-3 [&_blockquote]:py-2',
        '[&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-xs sm:[&_table]:text-sm',
        '[&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_td]:border [&_td]:px-2 [&_td]:py-1',
        className,
      )}
      // Sanitized on the server against an allow-list (apps/api/src/platform/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
