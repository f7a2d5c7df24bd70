import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type PageItem = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 6 … 20: the first, the last and the neighbours of the current page. */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The address of a page; pages are links so that they can be opened, shared and gone back to. */
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
  className?: string;
} & Omit<React.ComponentProps<'nav'>, 'children'>;

/** Server pagination controls: previous, numbered pages (from `sm` up), next. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  onNavigate,
  className,
  'aria-label': ariaLabel = 'Sayfalar',
  ...props
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, icon: React.ReactNode, disabled: boolean, iconFirst: boolean) =>
    disabled ? (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'pointer-events-none opacity-50')}
      >
        {iconFirst ? icon : null}
        {label}
        {iconFirst ? null : icon}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        onClick={() => onNavigate?.(target)}
        rel={iconFirst ? 'prev' : 'next'}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {iconFirst ? icon : null}
        {label}
        {iconFirst ? null : icon}
      </Link>
    );
  return (
    <nav
      aria-label={ariaLabel}
      data-slot="pagination"
      className={cn('flex items-center justify-center gap-1', className)}
      {...props}
    >
      {edge(page - 1, 'Önceki', <ChevronLeft aria-hidden="true" />, page <= 1, true)}
      <ul className="hidden items-center gap-1 sm:flex">
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={() => onNavigate?.(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Sayfa ${item}`}
                className={cn(
                  buttonVariants({ variant: item === page ? 'default' : 'ghost', size: 'icon-sm' }),
                  'tabular',
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
      </ul>
      <span className="px-2 text-sm text-muted-foreground tabular sm:hidden">
        {page} / {totalPages}
      </span>
      {edge(page + 1, 'Sonraki', <ChevronRight aria-hidden="true" />, page >= totalPages, false)}
    </nav>
  );
}
