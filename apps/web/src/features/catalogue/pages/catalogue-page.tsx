import { MESSAGES } from '@portal/shared/messages';
import { formatNumber } from '@portal/shared/format';
import { KeyRound, LogIn, PackageSearch, RotateCcw, Store, X } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePublicProducts } from '@/features/catalogue/api/get-public-products';
import { CatalogueFilters } from '@/features/catalogue/components/catalogue-filters';
import { PublicProductCard, PublicProductCardSkeleton } from '@/features/catalogue/components/public-product-card';
import { useCatalogueFilters } from '@/features/catalogue/components/use-catalogue-filters';
import { useAuth } from '@/lib/auth';

const NO_RESULTS = 'Aradığınız kriterlere uygun ürün bulunamadı';
const GRID = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4';

/** The sign-in call to action: prices are for members. */
function MemberCallout({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="member-callout-title"
      className="flex flex-col gap-4 rounded-xl border bg-gradient-to-r from-accent/70 to-accent/20 p-5 sm:flex-row sm:items-center"
      data-testid="member-callout"
    >
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="member-callout-title" className="text-base font-semibold">
          {signedIn ? 'Üye fiyatlarınız mağazada' : 'Üyelerimize özel fiyatlar'}
        </h2>
        <p className="text-sm text-muted-foreground">
          {signedIn
            ? 'Rolünüze tanımlı fiyatlar, toplu alım indirimleri ve sepet mağazada sizi bekliyor.'
            : 'Bayi ve danışan fiyatlarını görmek, toplu alım indirimlerinden yararlanmak ve sipariş vermek için üye girişi yapın.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {signedIn ? (
          <Button asChild>
            <Link to="/dashboard/shop">
              <Store aria-hidden="true" />
              Mağazaya git
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to="/login" data-testid="member-login-cta">
                <LogIn aria-hidden="true" />
                Üye girişi yapın
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/invitation-code">
                <KeyRound aria-hidden="true" />
                Davet kodum var
              </Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** /products: the visitors' catalogue in the public layout. */
export function CataloguePage() {
  const { user } = useAuth();
  const filters = useCatalogueFilters();
  const products = usePublicProducts(filters.query);
  // The grid follows the answer in a render of its own that React can slice (decision 063): the
  // page stays responsive while a page of cards is drawn.
  const data = useDeferredValue(products.data);

  let body: ReactNode;
  if (!data && !products.isError) {
    body = (
      <ul className={GRID} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <PublicProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (products.isError && !data) {
    body = (
      <Alert variant="destructive" data-testid="products-error">
        <AlertTitle>{MESSAGES.data.productsLoadFailed(products.error.message)}</AlertTitle>
        <AlertDescription>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => void products.refetch()}
            disabled={products.isFetching}
          >
            {products.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (data && data.products.length === 0) {
    body = (
      <EmptyState
        icon={PackageSearch}
        title={data.total > 0 ? 'Bu sayfada ürün yok' : NO_RESULTS}
        data-testid="products-empty"
        action={
          data.total > 0 ? (
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
  } else if (data) {
    body = (
      <div className="flex flex-col gap-6">
        <ul
          className={`${GRID} transition-opacity data-[stale=true]:opacity-60`}
          data-stale={products.isPlaceholderData}
          data-testid="product-grid"
        >
          {data.products.map((product) => (
            <li key={product.id}>
              <PublicProductCard product={product} signedIn={!!user} />
            </li>
          ))}
        </ul>
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          hrefFor={filters.hrefFor}
          onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label="Ürün sayfaları"
        />
      </div>
    );
  }

  return (
    <div
      className="@container mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:py-10"
      data-testid="catalogue-page"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Ürün Kataloğu</h1>
        <p className="max-w-2xl text-muted-foreground">
          Vitaminden bitkisel takviyelere, probiyotiklerden cilt bakımına kadar ürünlerimizi inceleyin.
        </p>
      </header>
      <MemberCallout signedIn={!!user} />
      <CatalogueFilters filters={filters} />
      <div className="flex min-h-9 flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <p aria-live="polite" data-testid="results-count">
          {data ? (
            <>
              <span className="font-medium text-foreground tabular">{formatNumber(data.total)}</span> ürün
              {data.totalPages > 1 ? ` · Sayfa ${data.page} / ${data.totalPages}` : null}
            </>
          ) : null}
        </p>
        {products.isFetching && data ? <Spinner label="Güncelleniyor" /> : null}
        {filters.activeCount > 0 ? (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={filters.reset}>
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
