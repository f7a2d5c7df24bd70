import type { LucideIcon } from 'lucide-react';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** The charts' look, as on the other reports. */
export const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
export const GRID = 'var(--border)';
export const compactLira = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

const monthShort = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** YYYY-MM as "Oca 26" on an axis. */
export const monthLabel = (month: string) => monthShort.format(new Date(`${month}-01T00:00:00Z`));
/** YYYY-MM as "Ocak 2026". */
export const monthTitle = (month: string) => monthLong.format(new Date(`${month}-01T00:00:00Z`));

export function Section({
  title,
  description,
  children,
  className,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-3 sm:px-5">{children}</CardContent>
    </Card>
  );
}

/** A figure at the top of a report. */
export function Kpi({
  label,
  value,
  hint,
  icon: Icon,
  testId,
}: {
  label: string;
  value: string | undefined;
  hint?: string;
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <Card className="h-full gap-2 px-4 py-4" data-testid={testId}>
      <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label}
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      </span>
      {value === undefined ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <span
          className="text-lg font-bold tracking-tight [overflow-wrap:anywhere] tabular sm:text-2xl"
          data-testid="kpi-value"
        >
          {value}
        </span>
      )}
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </Card>
  );
}

export function ReportError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert variant="destructive" data-testid="report-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button size="sm" variant="outline" className="mt-1" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" />
          Yeniden Dene
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function TooltipBox({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; value: string; color?: string }[];
}) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1 font-semibold">{title}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              {row.color ? (
                <span className="size-2 rounded-full" style={{ background: row.color }} aria-hidden="true" />
              ) : null}
              {row.label}
            </dt>
            <dd className="text-right font-medium tabular">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export type TipProps<T> = { active?: boolean; payload?: readonly { payload?: T }[] };
export function firstOf<T>(props: TipProps<T>): T | null {
  if (!props.active || !props.payload?.length) return null;
  return props.payload[0]?.payload ?? null;
}
