import type { Role } from '@portal/shared/roles';
import type { LucideIcon } from 'lucide-react';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { PROVINCE_NAMES } from '@/lib/cities';
import { cn } from '@/lib/utils';

/** The charts' look, as on the order analytics page. */
export const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
export const GRID = 'var(--border)';
export const compactLira = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

/** One colour per role, top to bottom, the same on every chart. */
export const ROLE_COLORS: Record<Role, string> = {
  admin: 'oklch(0.45 0.02 260)',
  turkeyDistributor: 'oklch(0.5 0.16 290)',
  cityDistributor: 'var(--info)',
  dealer: 'var(--primary)',
  client: 'oklch(0.72 0.15 60)',
};

export function Section({
  title,
  description,
  children,
  className,
  action,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
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
          className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] tabular sm:text-2xl"
          data-testid="kpi-value"
        >
          {value}
        </span>
      )}
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </Card>
  );
}

/** A choice of a few options as one segmented control (radio buttons). */
export function Segmented<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  className,
  testId,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="flex min-h-10 flex-wrap gap-1 rounded-md bg-muted p-1"
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-8 flex-1 cursor-pointer items-center justify-center rounded-sm px-2.5 py-1 text-center text-sm font-medium whitespace-nowrap text-muted-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
              data-testid={`${testId}-${option.value}`}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}

/** A select of Turkey's provinces with "every city" first. */
export function CitySelect({
  value,
  onChange,
  className,
  testId,
}: {
  value: string;
  onChange: (city: string) => void;
  className?: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>Şehir</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">Tüm şehirler</option>
        {PROVINCE_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A report that could not be read, with a way to try again. */
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

/** Chart tooltips, as on the order analytics page. */
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

/** A member as a list names them: name and seller number. */
export function MemberName({ name, sellerNo }: { name: string; sellerNo: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words">{name}</span>
      <span className="font-mono text-xs text-muted-foreground">{sellerNo}</span>
    </span>
  );
}
