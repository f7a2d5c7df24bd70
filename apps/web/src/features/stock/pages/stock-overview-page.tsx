import { formatNumber } from '@portal/shared/format';
import { ArrowRight, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { useStockHolders } from '@/features/stock/api/get-holders';
import { useStockLevels } from '@/features/stock/api/get-levels';
import { useStockRealtime } from '@/features/stock/api/stock-realtime';
import { holderLabel } from '@/features/stock/components/holder-select';
import { LevelsPanel } from '@/features/stock/components/levels-panel';
import { StockSummaryCards } from '@/features/stock/components/stock-summary-cards';
import { useCurrentUser } from '@/lib/auth';
import { useIsMobile } from '@/lib/use-media-query';
import { STOCK_PAGE_GROUP, RelatedPages } from '@/components/related-pages';

const MANAGEMENT = '/dashboard/stock-management';
const never = () => false;
const nothing = () => undefined;

/** /dashboard/stock: the member's own stock at a glance, its low-stock list and the way to manage it. */
export function StockOverviewPage() {
  const user = useCurrentUser();
  const isMobile = useIsMobile();
  const holders = useStockHolders();
  useStockRealtime();
  const own = holders.data?.find((h) => h.id === user.id);
  const lowQuery = { holderId: user.id, lowOnly: true, page: 1 };
  // The same query as the panel below: how many there are beyond its first page.
  const low = useStockLevels(lowQuery);
  const moreLow = low.data && low.data.total > low.data.levels.length ? low.data.total : null;

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="stock-overview-page">
      {/* Issue 13: the pages that belong with this one, by role. */}
      <RelatedPages paths={STOCK_PAGE_GROUP} label="Stok bölümleri" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Warehouse className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Kendi stoğunuz: <span className="font-medium text-foreground">{own ? holderLabel(own) : user.name}</span>
          </span>
        </p>
        <Button asChild className="sm:shrink-0">
          <Link to={MANAGEMENT} data-testid="stock-management-link">
            Stok Yönetimine Git
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <section aria-labelledby="stock-summary-title" className="flex flex-col gap-3">
        <h2 id="stock-summary-title" className="sr-only">
          Stok özeti
        </h2>
        <ErrorBoundary level="component">
          <StockSummaryCards />
        </ErrorBoundary>
      </section>

      <section aria-labelledby="stock-low-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="stock-low-title" className="text-base font-semibold">
            Düşük stoktaki ürünler
          </h2>
          <Button asChild variant="link" className="px-0">
            <Link to={`${MANAGEMENT}?tab=low`}>
              {moreLow ? `Tümünü gör (${formatNumber(moreLow)})` : 'Stok Yönetiminde aç'}
            </Link>
          </Button>
        </div>
        <ErrorBoundary level="component">
          <LevelsPanel query={lowQuery} isMobile={isMobile} canChange={never} onAction={nothing} />
        </ErrorBoundary>
      </section>
    </div>
  );
}
