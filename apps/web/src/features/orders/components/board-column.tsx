import { formatNumber } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { Ban, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrderListPage } from '@portal/shared/contracts/orders';
import { STATUS_COLORS } from '@/features/orders/components/status-colors';
import { cn } from '@/lib/utils';

/** While a card is dragged: where it may go, where it may not, and where it came from. */
export type DropState = 'idle' | 'allowed' | 'blocked' | 'source';

type BoardColumnProps = {
  status: OrderStatus;
  query: UseQueryResult<OrderListPage>;
  drop: DropState;
  onDrop: () => void;
  children: (page: OrderListPage) => ReactNode;
};

/** One state's column: its newest orders, and the link to the rest. */
export function BoardColumn({ status, query, drop, onDrop, children }: BoardColumnProps) {
  const [over, setOver] = useState(false);
  const page = query.data;
  const more = page ? page.total - page.orders.length : 0;
  const label = ORDER_STATUS_LABELS[status];
  const headingId = `board-column-${status}`;

  return (
    <section
      id={`board-${status}`}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status={status}
      data-drop={drop}
      style={{ borderTopColor: STATUS_COLORS[status] }}
      onDragOver={(e) => {
        if (drop !== 'allowed') {
          e.dataTransfer.dropEffect = 'none';
          return;
        }
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        if (drop !== 'allowed') return;
        e.preventDefault();
        onDrop();
      }}
      className={cn(
        'relative flex max-h-[calc(100dvh-15rem)] min-h-64 w-[82vw] max-w-80 flex-none snap-start flex-col rounded-xl border border-t-4 bg-muted/40 transition md:w-72',
        drop === 'allowed' && 'border-primary/60 bg-primary/5 ring-2 ring-primary/30',
        drop === 'allowed' && over && 'bg-primary/10 ring-primary',
        drop === 'blocked' && 'cursor-not-allowed border-dashed opacity-45 grayscale',
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b px-3 py-2.5">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span
            className="size-2.5 shrink-0 rounded-full"
            style={{ background: STATUS_COLORS[status] }}
            aria-hidden="true"
          />
          <span className="truncate">{label}</span>
        </h2>
        <span
          className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular"
          data-testid="board-column-count"
        >
          {page ? formatNumber(page.total) : '…'}
          <span className="sr-only"> sipariş</span>
        </span>
      </header>

      {drop === 'allowed' ? (
        <p className="px-3 pt-2 text-xs font-medium text-primary" aria-hidden="true">
          Buraya bırakın
        </p>
      ) : drop === 'blocked' ? (
        <p className="flex items-center gap-1.5 px-3 pt-2 text-xs text-muted-foreground" aria-hidden="true">
          <Ban className="size-3.5" />
          Bu duruma taşınamaz
        </p>
      ) : null}

      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-2">
        {query.isError && !page ? (
          <div className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-xs text-destructive">
            <p>{query.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RotateCcw aria-hidden="true" />
              Yeniden Dene
            </Button>
          </div>
        ) : !page ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-28 w-full rounded-lg" />)
        ) : page.orders.length === 0 ? (
          <p className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">
            Bu durumda sipariş yok
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`${label} siparişleri`}>
            {children(page)}
          </ul>
        )}
      </div>

      {more > 0 ? (
        <footer className="border-t px-3 py-2">
          <Link
            to={`/dashboard/orders?status=${status}`}
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {formatNumber(more)} sipariş daha · tümünü gör
          </Link>
        </footer>
      ) : null}
    </section>
  );
}
