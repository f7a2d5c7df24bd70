import { COMPARE_LIMIT } from '@portal/shared/cart';
import { GitCompareArrows, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useClearComparisons } from '@/features/shop/api/clear-comparisons';
import { useComparisons } from '@/features/shop/api/get-comparisons';
import { useProductsRealtime } from '@/features/shop/api/products-realtime';
import { CompareTable } from '@/features/shop/components/compare-table';
import { QueryError } from '@/features/shop/components/product-grid';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';

/** /dashboard/shop/compare: up to four products side by side. */
export function ComparePage() {
  const user = useCurrentUser();
  const { isEnabled } = useEnabledKeys();
  const comparisons = useComparisons();
  const clear = useClearComparisons();
  useProductsRealtime();

  const products = comparisons.data?.products ?? [];
  let body: ReactNode;
  if (comparisons.isPending) body = <Skeleton className="h-96 w-full rounded-xl" aria-busy="true" />;
  else if (comparisons.isError && !comparisons.data)
    body = (
      <QueryError
        error={comparisons.error}
        onRetry={() => void comparisons.refetch()}
        retrying={comparisons.isFetching}
      />
    );
  else if (products.length === 0)
    body = (
      <EmptyState
        icon={GitCompareArrows}
        title="Karşılaştırma listeniz boş"
        description={`Mağazada ürün kartlarındaki karşılaştır simgesiyle en fazla ${COMPARE_LIMIT} ürünü yan yana inceleyebilirsiniz.`}
        data-testid="compare-empty"
        action={
          <Button asChild>
            <Link to="/dashboard/shop">Mağazaya git</Link>
          </Button>
        }
      />
    );
  else body = <CompareTable products={products} role={user.role} canCart={isEnabled('canAccessCart')} />;

  return (
    <div className="flex flex-col gap-4" data-testid="compare-page">
      <div className="flex min-h-9 flex-wrap items-center gap-3">
        {comparisons.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="compare-count">
            <span className="font-medium text-foreground tabular">
              {products.length} / {COMPARE_LIMIT}
            </span>{' '}
            ürün karşılaştırılıyor
            {products.length > 0 && products.length < COMPARE_LIMIT ? (
              <>
                {' · '}
                <Link to="/dashboard/shop" className="text-primary hover:underline">
                  Ürün ekle
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {products.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto text-destructive hover:text-destructive"
            onClick={() => clear.mutate()}
            disabled={clear.isPending}
            data-testid="compare-clear"
          >
            {clear.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Temizle
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
