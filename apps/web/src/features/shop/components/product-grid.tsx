import { MESSAGES } from '@portal/shared/messages';
import { formatNumber } from '@portal/shared/format';
import type { Role } from '@portal/shared/roles';
import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import type { ProductPage } from '@portal/shared/contracts/catalogue';
import { useListedProducts, usePendingProducts, useProductListActions } from '@/features/shop/api/product-list-state';
import { type ProductAccess, ProductCard, ProductCardSkeleton } from '@/features/shop/components/product-card';
import type { ProductFilters } from '@/features/shop/components/use-product-filters';

export const NO_RESULTS = 'Aradığınız kriterlere uygun ürün bulunamadı';

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** "40 ürün · Sayfa 1 / 2", a spinner while the next page loads, and the way back to no filters. */
export function ResultsBar({
  data,
  fetching,
  failed = false,
  filters,
}: {
  data: ProductPage | undefined;
  fetching: boolean;
  /** The first page could not be loaded: the error below says so, not this line. */
  failed?: boolean;
  filters: ProductFilters;
}) {
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <p aria-live="polite" data-testid="results-count">
        {data ? (
          <>
            <span className="font-medium text-foreground tabular">{formatNumber(data.total)}</span> ürün
            {data.totalPages > 1 ? ` · Sayfa ${data.page} / ${data.totalPages}` : null}
          </>
        ) : failed ? null : (
          'Ürünler yükleniyor…'
        )}
      </p>
      {fetching && data ? <Spinner label="Güncelleniyor" /> : null}
      {filters.activeCount > 0 ? (
        <Button variant="ghost" size="sm" className="ml-auto" onClick={filters.reset} data-testid="filters-reset">
          <X aria-hidden="true" />
          Filtreleri temizle
        </Button>
      ) : null}
    </div>
  );
}

export function QueryError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert variant="destructive" data-testid="products-error">
      <AlertTitle>{MESSAGES.data.productsLoadFailed(error.message)}</AlertTitle>
      <AlertDescription>
        <Button size="sm" variant="outline" className="mt-1" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          Yeniden Dene
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Loading, error, empty and the page's products; pagination is the caller's. */
export function ProductResults({
  result,
  filters,
  children,
  skeleton,
}: {
  result: UseQueryResult<ProductPage>;
  filters: ProductFilters;
  children: (data: ProductPage) => ReactNode;
  skeleton: ReactNode;
}) {
  if (result.isPending) return skeleton;
  if (result.isError && !result.data)
    return <QueryError error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  const data = result.data;
  if (!data) return null;
  if (data.products.length === 0) {
    const beyondLastPage = data.total > 0;
    return (
      <EmptyState
        icon={PackageSearch}
        title={beyondLastPage ? 'Bu sayfada ürün yok' : NO_RESULTS}
        description={beyondLastPage ? undefined : 'Arama sözcüğünü kısaltmayı veya filtreleri kaldırmayı deneyin.'}
        data-testid="products-empty"
        action={
          beyondLastPage ? (
            <Button asChild variant="outline">
              <Link to={filters.hrefFor(1)}>İlk sayfaya dön</Link>
            </Button>
          ) : filters.activeCount > 0 ? (
            <Button variant="outline" onClick={filters.reset}>
              Filtreleri temizle
            </Button>
          ) : null
        }
      />
    );
  }
  return children(data);
}

type ProductGridProps = {
  result: UseQueryResult<ProductPage>;
  filters: ProductFilters;
  role: Role;
  access: ProductAccess;
  from: string;
};

/** The shop's grid: 1, 2, 3 or 4 columns by the width the page actually has (container queries). */
export function ProductGrid({ result, filters, role, access, from }: ProductGridProps) {
  const { canShop, canCart } = access;
  // The list's state, once for every card (decision 061).
  const listed = useListedProducts(canShop);
  const pending = usePendingProducts();
  const actions = useProductListActions();
  const skeleton = (
    <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
  return (
    <ProductResults result={result} filters={filters} skeleton={skeleton}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <ul
            className="grid grid-cols-1 gap-4 transition-opacity @xl:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4 data-[stale=true]:opacity-60"
            data-stale={result.isPlaceholderData}
            aria-busy={result.isPlaceholderData}
            data-testid="product-grid"
          >
            {data.products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  role={role}
                  canShop={canShop}
                  canCart={canCart}
                  from={from}
                  favorite={listed.favorites.has(product.id)}
                  compared={listed.comparisons.has(product.id)}
                  favoritesLoading={listed.favoritesLoading}
                  comparisonsLoading={listed.comparisonsLoading}
                  favoritePending={pending.favorites.has(product.id)}
                  comparePending={pending.comparisons.has(product.id)}
                  adding={pending.cart.has(product.id)}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            hrefFor={filters.hrefFor}
            onNavigate={scrollToTop}
            aria-label="Ürün sayfaları"
          />
        </div>
      )}
    </ProductResults>
  );
}
