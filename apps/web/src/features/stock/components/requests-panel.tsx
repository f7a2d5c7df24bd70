import type { StockRequestRow } from '@portal/shared/contracts/stock-requests';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { ArrowRight, Inbox, PackagePlus, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useStockRequests, useStockRequestSuggestions } from '@/features/stock/api/stock-requests';
import { RequestStatusBadge, TransferStatusBadge } from '@/features/stock/components/stock-request-badges';
import { PagerButtons } from '@/features/stock/components/transfers-panel';
import { messageOf } from '@/lib/use-server-form';
import { RowButton } from '@/features/stock/components/row-button';

type RequestsPanelProps = {
  direction: 'in' | 'out';
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
  /** Opens a new request, prefilled with these lines (the low-stock suggestion). */
  onNew?: (lines: { productId: string; productName: string; quantity: number }[]) => void;
};

/** "Gelen Talepler" (asked of the member) and "Taleplerim" (the member's own), newest first. */
export function RequestsPanel({ direction, page, onPage, onOpen, onNew }: RequestsPanelProps) {
  const list = useStockRequests({ direction, page });
  return (
    <div className="flex flex-col gap-4" data-testid={`stock-requests-${direction}`}>
      {direction === 'out' && onNew ? <Suggestions onNew={onNew} /> : null}
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState title="Stok talepleri yüklenemedi" description={messageOf(list.error)} />
      ) : list.data.requests.length === 0 ? (
        <EmptyState
          icon={direction === 'in' ? Inbox : Send}
          title={direction === 'in' ? 'Size gelen stok talebi yok' : 'Henüz stok talebiniz yok'}
          description={
            direction === 'in'
              ? 'Alt stok noktalarınız sizden ürün istediğinde talepleri burada görürsünüz.'
              : 'Üst stok noktanızdan ürün istemek için yeni bir talep oluşturun.'
          }
          action={
            direction === 'out' && onNew ? (
              <Button onClick={() => onNew([])}>
                <PackagePlus aria-hidden="true" />
                Yeni Stok Talebi
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {list.data.requests.map((r) => (
              <li key={r.id}>
                <RequestRow row={r} direction={direction} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          <PagerButtons page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={onPage} />
        </>
      )}
    </div>
  );
}

function RequestRow({
  row,
  direction,
  onOpen,
}: {
  row: StockRequestRow;
  direction: 'in' | 'out';
  onOpen: (id: string) => void;
}) {
  const other = direction === 'in' ? row.requester.name : row.supplier.name;
  return (
    <RowButton onClick={() => onOpen(row.id)} testId="stock-request-row" number={row.number}>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium tabular">{row.number}</span>
          <RequestStatusBadge status={row.status} />
          {row.transferStatus ? <TransferStatusBadge status={row.transferStatus} /> : null}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {direction === 'in' ? 'Talep eden: ' : 'Tedarikçi: '}
          {other}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 text-sm sm:justify-end">
        <span className="text-muted-foreground">
          {formatNumber(row.itemCount)} ürün · {formatNumber(row.quantityRequested)} adet
          {row.quantityApproved !== null ? ` · ${formatNumber(row.quantityApproved)} onaylı` : ''}
        </span>
        <span className="hidden text-muted-foreground md:inline">{formatDateTime(row.createdAt)}</span>
        <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
    </RowButton>
  );
}

/** The member's low products and how many to ask for (the shared suggestion rule). */
function Suggestions({ onNew }: { onNew: NonNullable<RequestsPanelProps['onNew']> }) {
  const s = useStockRequestSuggestions();
  const parent = s.data?.parent;
  if (!s.data || !parent) return null;
  const open = s.data.suggestions.filter((x) => !x.pending);
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="stock-request-suggestions"
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {open.length > 0
            ? `${formatNumber(open.length)} ürününüz eşik değerinde veya altında`
            : 'Eşiğin altında talep edilmemiş ürününüz yok'}
        </p>
        <p className="text-muted-foreground">
          Talepler <span className="font-medium text-foreground">{parent.name}</span> adına gönderilir.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:shrink-0">
        {open.length > 0 ? (
          <Button
            variant="outline"
            onClick={() =>
              onNew(
                open
                  .slice(0, 10)
                  .map((x) => ({ productId: x.productId, productName: x.productName, quantity: x.quantity })),
              )
            }
            data-testid="stock-request-from-suggestions"
          >
            Önerilen talebi hazırla
          </Button>
        ) : null}
        <Button onClick={() => onNew([])} data-testid="stock-request-new">
          <PackagePlus aria-hidden="true" />
          Yeni Stok Talebi
        </Button>
      </div>
    </section>
  );
}
