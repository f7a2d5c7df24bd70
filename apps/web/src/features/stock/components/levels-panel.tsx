import { formatNumber } from '@portal/shared/format';
import { PackageCheck, PackageSearch, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useStockLevels } from '@/features/stock/api/get-levels';
import type { LevelQuery, StockLevel } from '@portal/shared/contracts/stock';
import { LevelsSkeleton, LevelsTable } from '@/features/stock/components/levels-table';
import type { StockChangeKind } from '@/features/stock/components/stock-actions';

type LevelsPanelProps = {
  query: LevelQuery;
  isMobile: boolean;
  canChange: (level: StockLevel) => boolean;
  onAction: (kind: StockChangeKind, level: StockLevel) => void;
  /** The address of a page of this list; without it only the first page is shown. */
  hrefFor?: (page: number) => string;
  /** What to offer when nothing matches (e.g. clearing the product filter). */
  emptyAction?: ReactNode;
};

/** Loading, error, empty, the levels of one page, and the pages. */
export function LevelsPanel({ query, isMobile, canChange, onAction, hrefFor, emptyAction }: LevelsPanelProps) {
  const levels = useStockLevels(query);
  const label = query.lowOnly ? 'Düşük stoktaki ürünler' : 'Stok seviyeleri';

  if (levels.isPending) return <LevelsSkeleton isMobile={isMobile} />;
  if (levels.isError && !levels.data) {
    return (
      <Alert variant="destructive" data-testid="stock-levels-error">
        <AlertTitle>Stok seviyeleri alınamadı</AlertTitle>
        <AlertDescription>
          <p>{levels.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => levels.refetch()}
            disabled={levels.isFetching}
          >
            {levels.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { levels: rows, total, pageSize, page } = levels.data;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (rows.length === 0) {
    const beyondLastPage = total > 0;
    if (beyondLastPage && hrefFor) {
      return (
        <EmptyState
          icon={PackageSearch}
          title="Bu sayfada kayıt yok"
          action={
            <Button asChild variant="outline">
              <Link to={hrefFor(1)}>İlk sayfaya dön</Link>
            </Button>
          }
          data-testid="stock-levels-empty"
        />
      );
    }
    return query.lowOnly ? (
      <EmptyState
        icon={PackageCheck}
        title="Düşük stokta ürün yok"
        description="Tüm ürünlerin satılabilir adedi düşük stok eşiğinin üzerinde."
        action={emptyAction}
        data-testid="stock-levels-empty"
      />
    ) : (
      <EmptyState
        icon={PackageSearch}
        title={query.productId ? 'Bu ürün için stok kaydı yok' : 'Henüz stok kaydı yok'}
        description="Mal Kabul ile ilk girişi yaptığınızda ürün burada listelenir."
        action={emptyAction}
        data-testid="stock-levels-empty"
      />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        <p aria-live="polite" data-testid="stock-levels-count">
          <span className="font-medium text-foreground tabular">{formatNumber(total)}</span>{' '}
          {query.lowOnly ? 'düşük stok kaydı' : 'stok kaydı'}
          {hrefFor && totalPages > 1 ? ` · Sayfa ${page} / ${totalPages}` : null}
          {' · '}en az satılabilir olan önce
        </p>
        {levels.isFetching ? <Spinner label="Güncelleniyor" /> : null}
      </div>
      <LevelsTable
        levels={rows}
        isMobile={isMobile}
        showHolder={query.holderId === undefined}
        canChange={canChange}
        onAction={onAction}
        stale={levels.isPlaceholderData}
        label={label}
      />
      {hrefFor ? (
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} aria-label="Stok sayfaları" />
      ) : null}
    </div>
  );
}
