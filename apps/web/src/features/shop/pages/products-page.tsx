import { useLocation } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { useProducts } from '@/features/shop/api/get-products';
import { useProductsRealtime } from '@/features/shop/api/products-realtime';
import { ProductResults, ResultsBar } from '@/features/shop/components/product-grid';
import { ProductsTable, ProductsTableSkeleton } from '@/features/shop/components/products-table';
import { ShopFilters } from '@/features/shop/components/shop-filters';
import { useProductFilters } from '@/features/shop/components/use-product-filters';
import { useCurrentUser } from '@/lib/auth';
import { PRODUCT_PAGE_GROUP, RelatedPages } from '@/components/related-pages';

/** /dashboard/products: the catalogue as a list, with stock figures for stock holders. */
export function ProductsPage() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const filters = useProductFilters();
  const products = useProducts(filters.query);
  useProductsRealtime();

  return (
    <div className="flex flex-col gap-4" data-testid="products-page">
      {/* Issue 13: the pages that belong with this one, by role. */}
      <RelatedPages paths={PRODUCT_PAGE_GROUP} label="Ürün bölümleri" />
      <ShopFilters filters={filters} fields="basic" />
      <ResultsBar data={products.data} fetching={products.isFetching} failed={products.isError} filters={filters} />
      <ProductResults result={products} filters={filters} skeleton={<ProductsTableSkeleton />}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <ProductsTable
              products={data.products}
              role={user.role}
              from={`${pathname}${filters.search}`}
              stale={products.isPlaceholderData}
            />
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              hrefFor={filters.hrefFor}
              onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              aria-label="Ürün sayfaları"
            />
          </div>
        )}
      </ProductResults>
    </div>
  );
}
