import { formatNumber } from '@portal/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch, ReceiptText, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import type { OrderListPage } from '@portal/shared/contracts/orders';
import { type OrderSelection, OrdersSkeleton, OrdersTable } from '@/features/orders/components/orders-table';

type OrdersResultsProps = {
  query: UseQueryResult<OrderListPage>;
  isMobile: boolean;
  showParties: boolean;
  selection?: OrderSelection;
  hrefFor: (page: number) => string;
  /** Some filter is on: an empty list then says so and offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** What the empty, unfiltered list says. */
  empty: { title: string; description: string; action?: ReactNode };
  label: string;
};

/** Loading, error, empty, one page of orders and the pages: shared by every order list. */
export function OrdersResults({
  query,
  isMobile,
  showParties,
  selection,
  hrefFor,
  filtered,
  onClearFilters,
  empty,
  label,
}: OrdersResultsProps) {
  if (query.isPending) return <OrdersSkeleton isMobile={isMobile} />;
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive" data-testid="orders-error">
        <AlertTitle>Siparişler alınamadı</AlertTitle>
        <AlertDescription>
          <p>{query.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { orders, total, page, totalPages } = query.data;
  if (orders.length === 0) {
    if (total > 0) {
      return (
        <EmptyState
          icon={PackageSearch}
          title="Bu sayfada sipariş yok"
          action={
            <Button asChild variant="outline">
              <Link to={hrefFor(1)}>İlk sayfaya dön</Link>
            </Button>
          }
          data-testid="orders-empty"
        />
      );
    }
    return filtered ? (
      <EmptyState
        icon={PackageSearch}
        title="Filtrelere uyan sipariş yok"
        description="Farklı bir durum, tarih aralığı veya arama deneyin."
        action={
          <Button variant="outline" onClick={onClearFilters} data-testid="orders-clear-filters">
            Filtreleri temizle
          </Button>
        }
        data-testid="orders-empty"
      />
    ) : (
      <EmptyState
        icon={ReceiptText}
        title={empty.title}
        description={empty.description}
        action={empty.action}
        data-testid="orders-empty"
      />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        <p aria-live="polite" data-testid="orders-count">
          <span className="font-medium text-foreground tabular">{formatNumber(total)}</span> sipariş
          {totalPages > 1 ? ` · Sayfa ${page} / ${totalPages}` : null}
          {' · '}en yeni önce
        </p>
        {query.isFetching ? <Spinner label="Güncelleniyor" /> : null}
      </div>
      <OrdersTable
        orders={orders}
        isMobile={isMobile}
        showParties={showParties}
        selection={selection}
        stale={query.isPlaceholderData}
        label={label}
      />
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} aria-label="Sipariş sayfaları" />
    </div>
  );
}
