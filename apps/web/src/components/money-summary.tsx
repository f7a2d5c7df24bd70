import type { MoneySummary as Summary } from '@portal/shared/money-summary';
import { moneySummaryRows } from '@portal/shared/money-summary';
import { formatMoney } from '@portal/shared/format';
import { cn } from '@/lib/utils';

type MoneySummaryProps = {
  summary: Summary;
  /** Test ids read `<prefix>-total`, `<prefix>-subtotal`, `<prefix>-vat-2000` … */
  idPrefix: string;
  className?: string;
};

/**
 * The one money summary of the cart, checkout, the order and the payment result: list price, tier
 * saving, VAT-excluded subtotal, VAT by rate and the total, in that order and with those words
 * (the server computes the numbers with packages/shared/src/money-summary.ts; the PDF prints the
 * same rows). A saving is taken off visibly: minus, in green, and the total beside the struck list.
 */
export function MoneySummary({ summary, idPrefix, className }: MoneySummaryProps) {
  const rows = moneySummaryRows(summary);
  return (
    <dl
      className={cn('flex flex-col gap-2 text-sm', className)}
      data-testid={`${idPrefix}-money-summary`}
      data-money-summary=""
    >
      {rows.map((row) => {
        const testId = `${idPrefix}-${row.key}`;
        if (row.kind === 'total') {
          return (
            <div
              key={row.key}
              className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 border-t pt-3"
              data-row={row.kind}
            >
              <dt className="font-semibold">{row.label}</dt>
              <dd className="flex items-baseline gap-2 whitespace-nowrap">
                {summary.tierSaving > 0 ? (
                  <s className="text-xs text-muted-foreground tabular">
                    <span className="sr-only">İndirimsiz </span>
                    {formatMoney(summary.listTotal)}
                  </s>
                ) : null}
                <span className="text-xl font-bold tabular" data-testid={testId}>
                  {formatMoney(row.amount)}
                </span>
              </dd>
            </div>
          );
        }
        return (
          <div
            key={row.key}
            className={cn(
              'flex items-baseline justify-between gap-3',
              row.kind === 'saving' && '-mx-2 rounded-md bg-success/10 px-2 py-1 text-success',
            )}
            data-row={row.kind}
          >
            <dt className={cn('min-w-0', row.kind === 'saving' ? 'text-success' : 'text-muted-foreground')}>
              {row.label}
            </dt>
            <dd className="shrink-0 whitespace-nowrap tabular" data-testid={testId}>
              {formatMoney(row.amount)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
