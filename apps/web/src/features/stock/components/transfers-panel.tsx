import type { StockTransferRow } from '@portal/shared/contracts/stock-requests';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { CARGO_CARRIER_LABELS } from '@portal/shared/orders';
import { ArrowRight, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useStockTransfers } from '@/features/stock/api/stock-requests';
import { TransferStatusBadge } from '@/features/stock/components/stock-request-badges';
import { messageOf } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';
import { RowButton } from '@/features/stock/components/row-button';

type TransfersPanelProps = {
  direction: 'in' | 'out';
  directions: readonly ('in' | 'out')[];
  onDirection: (d: 'in' | 'out') => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (requestId: string) => void;
};

const DIRECTION_LABELS = { in: 'Gelen transferler', out: 'Giden transferler' } as const;

/** Stock on its way to the member (in) or from it (out), with the parcel's carrier and state. */
export function TransfersPanel({ direction, directions, onDirection, page, onPage, onOpen }: TransfersPanelProps) {
  const list = useStockTransfers({ direction, page });
  return (
    <div className="flex flex-col gap-4" data-testid="stock-transfers">
      {directions.length > 1 ? (
        <fieldset className="flex gap-2">
          <legend className="sr-only">Transfer yönü</legend>
          {directions.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === direction ? 'default' : 'outline'}
              aria-pressed={d === direction}
              onClick={() => onDirection(d)}
              data-testid={`stock-transfers-${d}`}
            >
              {DIRECTION_LABELS[d]}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState title="Stok transferleri yüklenemedi" description={messageOf(list.error)} />
      ) : list.data.transfers.length === 0 ? (
        <EmptyState
          icon={Truck}
          title="Stok transferi yok"
          description="Onaylanan stok talepleri transfer olarak burada görünür."
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {list.data.transfers.map((t) => (
              <li key={t.id}>
                <TransferRow row={t} direction={direction} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          <PagerButtons page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={onPage} />
        </>
      )}
    </div>
  );
}

function TransferRow({
  row,
  direction,
  onOpen,
}: {
  row: StockTransferRow;
  direction: 'in' | 'out';
  onOpen: (id: string) => void;
}) {
  return (
    <RowButton onClick={() => onOpen(row.requestId)} testId="stock-transfer-row" number={row.requestNumber}>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium tabular">{row.requestNumber}</span>
          <TransferStatusBadge status={row.status} />
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {direction === 'in' ? `Gönderen: ${row.from.name}` : `Alıcı: ${row.to.name}`}
        </p>
        {row.carrier ? (
          <p className="truncate text-sm text-muted-foreground">
            {CARGO_CARRIER_LABELS[row.carrier]} · <span className="tabular">{row.trackingNumber}</span>
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 text-sm sm:justify-end">
        <span className="text-muted-foreground">
          {formatNumber(row.quantity)} adet
          {row.quantityReceived !== null ? ` · ${formatNumber(row.quantityReceived)} teslim alındı` : ''}
        </span>
        <span className="hidden text-muted-foreground md:inline">{formatDateTime(row.updatedAt)}</span>
        <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
    </RowButton>
  );
}

/** Previous / next for the request and transfer lists (20 a page). */
export function PagerButtons({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={cn('flex items-center justify-between gap-2 text-sm')} aria-label="Sayfalar">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Önceki
      </Button>
      <span className="text-muted-foreground tabular">
        {formatNumber(page)} / {formatNumber(pages)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Sonraki
      </Button>
    </nav>
  );
}
