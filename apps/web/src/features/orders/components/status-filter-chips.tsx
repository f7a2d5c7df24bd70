import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@portal/shared/orders';
import { Check } from 'lucide-react';
import { ORDER_STATUS_TONES } from '@/features/orders/components/order-status-badge';
import { cn } from '@/lib/utils';

type StatusFilterChipsProps = {
  value: OrderStatus[];
  onChange: (value: OrderStatus[]) => void;
  /** The states offered; every state by default. */
  statuses?: readonly OrderStatus[];
};

const CHIP =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Toggle chips, one per state (several may be on; none means every state). On a phone the row
 * scrolls sideways instead of wrapping into a wall of chips.
 */
export function StatusFilterChips({ value, onChange, statuses = ORDER_STATUSES }: StatusFilterChipsProps) {
  const toggle = (status: OrderStatus) =>
    onChange(value.includes(status) ? value.filter((s) => s !== status) : [...value, status]);
  return (
    <fieldset
      className="-mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
      data-testid="order-status-filter"
    >
      <legend className="sr-only">Sipariş durumuna göre filtrele</legend>
      <button
        type="button"
        aria-pressed={value.length === 0}
        onClick={() => onChange([])}
        className={cn(
          CHIP,
          value.length === 0
            ? 'border-primary bg-primary text-primary-foreground'
            : 'bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        )}
        data-testid="order-status-chip-all"
      >
        Tümü
      </button>
      {statuses.map((status) => {
        const on = value.includes(status);
        return (
          <button
            key={status}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(status)}
            className={cn(
              CHIP,
              on
                ? cn('border-transparent ring-1 ring-current/30', ORDER_STATUS_TONES[status])
                : 'bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
            data-testid={`order-status-chip-${status}`}
          >
            {on ? <Check className="size-3.5" aria-hidden="true" /> : null}
            {ORDER_STATUS_LABELS[status]}
          </button>
        );
      })}
    </fieldset>
  );
}
