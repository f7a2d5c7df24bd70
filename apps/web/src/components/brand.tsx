import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'Bayi Portalı';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground',
        className,
      )}
    >
      BP
    </span>
  );
}

/** Logo plus product name, linking home; `compact` hides the name (icon rail). */
export function BrandLink({
  to = '/',
  compact = false,
  className,
}: {
  to?: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      aria-label={compact ? `${PRODUCT_NAME} ana sayfa` : undefined}
    >
      <BrandMark />
      {compact ? null : <span className="truncate">{PRODUCT_NAME}</span>}
    </Link>
  );
}
