import { ORDER_NUMBER_PATTERN } from '@portal/shared/orders';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The order number of `?order=`, when it is one (S-YYYYAAGG-####); anything else is not shown. */
export function orderNumberParam(params: URLSearchParams): string | null {
  const value = params.get('order')?.trim().toUpperCase() ?? '';
  return ORDER_NUMBER_PATTERN.test(value) ? value : null;
}

/** The provider's reason of `?reason=`, kept short. */
export function reasonParam(params: URLSearchParams): string | null {
  const value = params.get('reason')?.replace(/\s+/g, ' ').trim() ?? '';
  return value ? value.slice(0, 200) : null;
}

type PaymentResultProps = {
  tone: 'success' | 'error';
  icon: LucideIcon;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  testId: string;
};

/** The frame of the pages the card provider sends the browser back to. */
export function PaymentResult({ tone, icon: Icon, title, lead, children, actions, testId }: PaymentResultProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-14">
      <Card className="w-full max-w-lg gap-6 py-6" data-testid={testId}>
        <CardHeader className="items-center gap-3 px-6 text-center">
          <div
            className={cn(
              'flex size-14 items-center justify-center rounded-full',
              tone === 'success' ? 'bg-success/15 text-success' : 'bg-destructive/10 text-destructive',
            )}
          >
            <Icon className="size-7" aria-hidden="true" />
          </div>
          <CardTitle asChild className="text-2xl font-bold tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          <div className="text-sm text-muted-foreground" data-testid="payment-result-lead">
            {lead}
          </div>
        </CardHeader>
        {children ? <CardContent className="flex flex-col gap-4 px-6">{children}</CardContent> : null}
        <CardFooter className="flex-col-reverse items-stretch gap-2 border-t px-6 pt-5 sm:flex-row sm:justify-end">
          {actions}
        </CardFooter>
      </Card>
    </div>
  );
}

/** Number, amount and state of the order, as far as they are known. */
export function OrderFacts({ rows }: { rows: { label: string; value: ReactNode; testId: string }[] }) {
  return (
    <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      {rows.map((row) => (
        <div key={row.testId} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="text-right font-medium tabular" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
