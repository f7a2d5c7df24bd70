import type { AnalyticsFigure } from '@portal/shared/contracts/analytics';
import { formatPercentBasisPoints } from '@portal/shared/format';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** The change against the previous period: an arrow, its colour and the percentage. */
export function Trend({ figure, testId }: { figure: AnalyticsFigure; testId?: string }) {
  const bp = figure.changeBp;
  if (bp === null) {
    return (
      <span className="text-xs text-muted-foreground" data-testid={testId}>
        Önceki dönemde veri yok
      </span>
    );
  }
  const Icon = bp > 0 ? ArrowUpRight : bp < 0 ? ArrowDownRight : ArrowRight;
  return (
    <span
      className={cn(
        'flex min-w-0 items-center gap-0.5 text-xs font-medium whitespace-nowrap tabular',
        bp > 0 && 'text-success',
        bp < 0 && 'text-destructive',
        bp === 0 && 'text-muted-foreground',
      )}
      data-testid={testId}
      data-change={bp}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{bp > 0 ? 'Artış' : bp < 0 ? 'Düşüş' : 'Değişim yok'}</span>
      {bp > 0 ? '+' : ''}
      {formatPercentBasisPoints(bp)}
      <span className="truncate font-normal text-muted-foreground">&nbsp;önceki döneme göre</span>
    </span>
  );
}

/** One figure of a period: its value, and the trend against the previous period. */
export function FigureCard({
  label,
  figure,
  format,
  testId,
}: {
  label: string;
  figure: AnalyticsFigure | undefined;
  format: (n: number) => string;
  testId: string;
}) {
  return (
    <Card className="h-full gap-1.5 px-4 py-4" data-testid={testId}>
      <span className="text-sm text-muted-foreground">{label}</span>
      {figure ? (
        <>
          <span
            className="truncate text-xl font-bold tracking-tight tabular sm:text-2xl"
            data-testid={`${testId}-value`}
          >
            {format(figure.value)}
          </span>
          <Trend figure={figure} testId={`${testId}-trend`} />
        </>
      ) : (
        <>
          <Skeleton className="h-7 w-24 sm:h-8" />
          <Skeleton className="h-4 w-32" />
        </>
      )}
    </Card>
  );
}
