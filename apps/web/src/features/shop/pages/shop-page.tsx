import { MESSAGES } from '@portal/shared/messages';
import { useLocation } from 'react-router';
import { useShopProducts } from '@/features/shop/api/get-shop-products';
import { useProductsRealtime } from '@/features/shop/api/products-realtime';
import { ProductGrid, ResultsBar } from '@/features/shop/components/product-grid';
import { ShopFilters } from '@/features/shop/components/shop-filters';
import { useProductFilters } from '@/features/shop/components/use-product-filters';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';

/** /dashboard/shop: the members' shop, priced for the member's role, filters in the address. */
export function ShopPage() {
  const user = useCurrentUser();
  const { isEnabled } = useEnabledKeys();
  const { pathname } = useLocation();
  const filters = useProductFilters();
  const products = useShopProducts(filters.query);
  useProductsRealtime();

  return (
    <div className="@container flex flex-col gap-4" data-testid="shop-page">
      <p className="text-sm text-muted-foreground">
        {MESSAGES.shop.headerSubtitle}. Fiyatlar rolünüze göre gösterilir; toplu alımlarda kademeli indirim uygulanır.
      </p>
      <ShopFilters filters={filters} />
      <ResultsBar data={products.data} fetching={products.isFetching} failed={products.isError} filters={filters} />
      <ProductGrid
        result={products}
        filters={filters}
        role={user.role}
        access={{ canShop: true, canCart: isEnabled('canAccessCart') }}
        from={`${pathname}${filters.search}`}
      />
    </div>
  );
}
