import { ArrowLeft, PackageX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBulkPrice } from '@/features/shop/api/get-bulk-price';
import { useCategories } from '@/lib/api/categories';
import { useProduct } from '@/features/shop/api/get-product';
import { useProductsRealtime } from '@/features/shop/api/products-realtime';
import type { ProductDetail } from '@portal/shared/contracts/catalogue';
import { CompareToggle, WishlistToggle } from '@/features/shop/components/list-toggles';
import { IngredientList, PurchaseModeBadge } from '@/features/shop/components/product-card';
import { InfoCard, ProductFacts, SalesRuleList, TierTable } from '@/features/shop/components/product-facts';
import { QueryError } from '@/features/shop/components/product-grid';
import { PriceTag } from '@/features/shop/components/price-tag';
import { ProductPurchase } from '@/features/shop/components/product-purchase';
import { StockBadge } from '@/components/availability-badge';
import { isApiError } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
// Points: "Puanla Al" on products sold for points (issue 12, points)
import { PointsBuyButton } from '@/features/points/public';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Back to the list the member came from (its filters included), else the products page. */
function useBackLink() {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  const to = typeof from === 'string' && from.startsWith('/dashboard/') ? from : '/dashboard/products';
  const path = to.split('?')[0];
  const label =
    path === '/dashboard/shop/wishlist'
      ? 'Favorilere dön'
      : path === '/dashboard/shop/compare'
        ? 'Karşılaştırmaya dön'
        : path === '/dashboard/shop'
          ? 'Mağazaya dön'
          : 'Ürünlere dön';
  return { to, label };
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" aria-busy="true">
      <Skeleton className="aspect-[16/10] w-full rounded-xl md:aspect-square" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

function NotFound({ back }: { back: { to: string; label: string } }) {
  return (
    <EmptyState
      icon={PackageX}
      title="Ürün bulunamadı"
      description="Bu ürün artık satışta değil ya da görüntüleme yetkiniz bulunmuyor."
      data-testid="product-not-found"
      action={
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const user = useCurrentUser();
  const { isEnabled } = useEnabledKeys();
  const categories = useCategories();
  const [quantity, setQuantity] = useState(product.minOrderQuantity);
  const settledQuantity = useDebouncedValue(quantity, 300);
  const hasTiers = product.bulkTiers.length > 0 && product.price !== null;
  // The server's get_bulk_discount_price for the chosen quantity, once the member stops clicking.
  const bulk = useBulkPrice(product.id, settledQuantity, hasTiers);
  const serverUnitPrice =
    hasTiers && bulk.data && !bulk.isPlaceholderData && settledQuantity === quantity
      ? bulk.data.discounted_price
      : null;
  const canShop = isEnabled('canAccessShop');

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="aspect-[16/10] self-start overflow-hidden rounded-xl border md:aspect-square">
          <ProductImage name={product.name} image={product.image} category={product.category} />
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            {product.category ? (
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {product.category.name}
              </p>
            ) : null}
            <h2 className="text-2xl font-semibold tracking-tight" data-testid="product-name">
              {product.name}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              <StockBadge availability={product.availability} />
              <PurchaseModeBadge mode={product.purchaseMode} />
            </div>
          </div>
          <PriceTag
            price={product.price}
            vatIncluded={product.vatIncluded}
            vatRateBp={product.vatRateBp}
            size="lg"
            showRate
          />
          <IngredientList ingredients={product.activeIngredients} className="text-sm" />
          <ProductPurchase
            product={product}
            role={user.role}
            canCart={isEnabled('canAccessCart')}
            size="lg"
            serverUnitPrice={serverUnitPrice}
            onQuantityChange={setQuantity}
            className="max-w-md"
          />
          {isEnabled('canAccessPoints') && (product.purchaseMode === 'points' || product.purchaseMode === 'both') ? (
            <div className="max-w-md">
              <PointsBuyButton productId={product.id} />
            </div>
          ) : null}
          {canShop ? (
            <div className="flex flex-wrap gap-2">
              <WishlistToggle product={product} variant="outline" withLabel />
              <CompareToggle product={product} variant="outline" withLabel />
            </div>
          ) : null}
        </div>
      </div>

      {/* One shrinkable column on a phone: an auto column grows to the tier table's width (423 px at 390). */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <InfoCard title="Ürün bilgileri">
          <ProductFacts product={product} role={user.role} />
        </InfoCard>
        <InfoCard title="Toplu alım fiyatları">
          {hasTiers ? (
            <TierTable product={product} quantity={quantity} />
          ) : (
            <p className="text-sm text-muted-foreground">Bu ürün için toplu alım indirimi tanımlı değil.</p>
          )}
        </InfoCard>
        <InfoCard title="Etken maddeler">
          {product.activeIngredients.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" data-testid="ingredients">
              {product.activeIngredients.map((ingredient) => (
                <li key={ingredient} className="rounded-md bg-muted px-2 py-1 text-sm">
                  {ingredient}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Etken madde bilgisi girilmemiş.</p>
          )}
        </InfoCard>
        <InfoCard title="Açıklama">
          <p className="text-sm leading-relaxed whitespace-pre-line" data-testid="product-description">
            {product.description || 'Açıklama girilmemiş.'}
          </p>
        </InfoCard>
        {product.salesRules.length > 0 ? (
          <InfoCard title="Satış kuralları" className="md:col-span-2">
            <SalesRuleList rules={product.salesRules} categories={categories.data} />
          </InfoCard>
        ) : null}
      </div>
    </div>
  );
}

/** /dashboard/products/:id: one product with the member's price, VAT, tiers and rules. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const back = useBackLink();
  const valid = UUID.test(id);
  const product = useProduct(valid ? id : '');
  useProductsRealtime();

  let body: ReactNode;
  if (!valid || (isApiError(product.error) && (product.error.status === 404 || product.error.status === 400)))
    body = <NotFound back={back} />;
  else if (product.isPending) body = <DetailSkeleton />;
  else if (product.isError && !product.data)
    body = <QueryError error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  else if (product.data) body = <Detail key={product.data.id} product={product.data} />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-testid="product-detail-page">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      {body}
    </div>
  );
}
