import { formatPercentBasisPoints } from '@portal/shared/format';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Growth against the previous period: an arrow and the change, or "Yeni" without a previous period. */
export function Growth({ bp, className }: { bp: number | null; className?: string }) {
  if (bp === null) {
    return <span className={cn('text-xs font-medium text-info', className)}>Yeni</span>;
  }
  const Icon = bp > 0 ? ArrowUpRight : bp < 0 ? ArrowDownRight : ArrowRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 tabular whitespace-nowrap',
        bp > 0 ? 'text-success' : bp < 0 ? 'text-destructive' : 'text-muted-foreground',
        className,
      )}
      data-testid="growth"
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{bp > 0 ? 'Artış' : bp < 0 ? 'Düşüş' : 'Değişim yok'}</span>
      {formatPercentBasisPoints(Math.abs(bp))}
    </span>
  );
}

/** The share of a team that bought, as a bar. */
export function ActiveRateBar({ bp }: { bp: number }) {
  return (
    <span className="flex min-w-24 items-center gap-2" data-testid="active-rate">
      <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${Math.min(100, bp / 100)}%` }} />
      </span>
      <span className="w-12 text-right text-xs tabular">{formatPercentBasisPoints(bp)}</span>
    </span>
  );
}
