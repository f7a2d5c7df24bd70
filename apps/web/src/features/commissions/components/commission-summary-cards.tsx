import type { CommissionStatus } from '@portal/shared/commissions';
import type { CommissionSummary } from '@portal/shared/contracts/commissions';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

type Bucket = CommissionStatus | 'clawbacks';
const BUCKETS: { key: Bucket; label: string; dot: string }[] = [
  { key: 'pending', label: 'Beklemede', dot: 'bg-warning' },
  { key: 'approved', label: 'Onaylandı', dot: 'bg-info' },
  { key: 'paid', label: 'Ödendi', dot: 'bg-success' },
  { key: 'cancelled', label: 'İptal Edildi', dot: 'bg-muted-foreground' },
  { key: 'clawbacks', label: 'İade kesintisi', dot: 'bg-destructive' },
];

/** Totals by state for the list's filters; a card picks its state (again: all states). */
export function CommissionSummaryCards({
  summary,
  active,
  onPick,
}: {
  summary: CommissionSummary | undefined;
  active: Bucket | '';
  onPick: (bucket: Bucket | '') => void;
}) {
  return (
    <section aria-labelledby="commission-totals-title" className="flex flex-col gap-2">
      <h2 id="commission-totals-title" className="sr-only">
        Duruma göre toplamlar
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="commission-totals">
        {BUCKETS.map((b) => {
          const value = summary?.[b.key];
          const selected = active === b.key;
          return (
            <li key={b.key}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onPick(selected ? '' : b.key)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-1 rounded-xl border bg-card px-4 py-3 text-left shadow-xs transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  selected && 'border-primary ring-1 ring-primary',
                )}
                data-testid={`total-${b.key}`}
              >
                <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <span className={cn('size-2 rounded-full', b.dot)} aria-hidden="true" />
                  {b.label}
                </span>
                {value === undefined ? (
                  <Skeleton className="h-7 w-24" />
                ) : (
                  <>
                    <span
                      className={cn('text-xl font-bold tabular', value.amount < 0 && 'text-destructive')}
                      data-testid="total-amount"
                    >
                      {formatMoney(value.amount)}
                    </span>
                    <span className="text-xs text-muted-foreground tabular">{formatNumber(value.count)} kayıt</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
        <li>
          <div className="flex h-full flex-col items-start gap-1 rounded-xl border border-primary/40 bg-primary/5 px-4 py-3">
            <span className="text-sm text-muted-foreground">Net (iptaller hariç)</span>
            {summary === undefined ? (
              <Skeleton className="h-7 w-24" />
            ) : (
              <span className="text-xl font-bold tabular" data-testid="total-net">
                {formatMoney(summary.net)}
              </span>
            )}
          </div>
        </li>
      </ul>
    </section>
  );
}
