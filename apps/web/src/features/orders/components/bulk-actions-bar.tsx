import { formatNumber } from '@portal/shared/format';
import { ORDER_TRANSITIONS } from '@portal/shared/orders';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BULK_ORDER_ACTIONS, type BulkOrderAction, type OrderListItem } from '@portal/shared/contracts/orders';
import { bulkActionFits } from '@/features/orders/components/order-list-actions';

type BulkActionsBarProps = {
  selected: OrderListItem[];
  pending: BulkOrderAction | null;
  onAction: (action: BulkOrderAction) => void;
  onClear: () => void;
};

/**
 * The bulk actions the selected orders can take (as the server answered for each row); an action
 * none of them can take is not offered. The others go to every selected order, and each order
 * answers for itself.
 */
export function BulkActionsBar({ selected, pending, onAction, onClear }: BulkActionsBarProps) {
  return (
    <section
      aria-label="Toplu işlemler"
      className="sticky bottom-[calc(var(--bottom-nav-height)+0.5rem)] z-20 flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-lg md:bottom-4 md:flex-row md:items-center"
      data-testid="bulk-actions"
    >
      <div className="flex items-center justify-between gap-2 md:justify-start">
        <p className="text-sm font-medium" aria-live="polite" data-testid="bulk-selected-count">
          <span className="tabular">{formatNumber(selected.length)}</span> sipariş seçildi
        </p>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={pending !== null}>
          <X aria-hidden="true" />
          Seçimi temizle
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap md:ml-auto">
        {BULK_ORDER_ACTIONS.map((action) => {
          const count = selected.filter((order) => bulkActionFits(action, order)).length;
          if (count === 0) return null;
          return (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'destructive' : 'outline'}
              disabled={pending !== null}
              onClick={() => onAction(action)}
              data-testid={`bulk-${action}`}
            >
              {pending === action ? <Spinner /> : null}
              {ORDER_TRANSITIONS[action].label}
              {count > 0 && count < selected.length ? <span className="tabular opacity-70">({count})</span> : null}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
