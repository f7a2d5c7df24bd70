import type { Role } from '@portal/shared/roles';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { useRemoveFavorite } from '@/features/shop/api/remove-favorite';
import { CompareToggle } from '@/features/shop/components/list-toggles';
import { IngredientList, PurchaseModeBadge } from '@/features/shop/components/product-card';
import { PriceTag } from '@/features/shop/components/price-tag';
import { ProductPurchase } from '@/features/shop/components/product-purchase';
import { StockBadge } from '@/components/availability-badge';

function RemoveButton({ product }: { product: MemberProduct }) {
  const remove = useRemoveFavorite();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Favorilerden çıkar"
      title="Favorilerden çıkar"
      disabled={remove.isPending}
      onClick={() => remove.mutate(product)}
      data-testid="wishlist-remove"
    >
      {remove.isPending ? <Spinner /> : <X aria-hidden="true" />}
    </Button>
  );
}

function WishlistRow({ product, role, canCart }: { product: MemberProduct; role: Role; canCart: boolean }) {
  const detail = `/dashboard/products/${product.id}`;
  return (
    <article
      aria-label={product.name}
      data-testid="product-card"
      data-product-id={product.id}
      className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Link
          to={detail}
          state={{ from: '/dashboard/shop/wishlist' }}
          tabIndex={-1}
          aria-hidden="true"
          className="size-20 shrink-0 overflow-hidden rounded-lg"
        >
          <ProductImage name={product.name} image={product.image} category={product.category} size="sm" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              {product.category ? <p className="text-xs text-muted-foreground">{product.category.name}</p> : null}
              <h3 className="leading-snug font-semibold">
                <Link
                  to={detail}
                  state={{ from: '/dashboard/shop/wishlist' }}
                  className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {product.name}
                </Link>
              </h3>
            </div>
            <div className="flex shrink-0 gap-1 sm:hidden">
              <CompareToggle product={product} variant="outline" className="size-8" />
              <RemoveButton product={product} />
            </div>
          </div>
          <IngredientList ingredients={product.activeIngredients} />
          <div className="flex flex-wrap items-center gap-2">
            <PriceTag price={product.price} vatIncluded={product.vatIncluded} vatRateBp={product.vatRateBp} />
            <StockBadge availability={product.availability} />
            <PurchaseModeBadge mode={product.purchaseMode} />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-72 sm:shrink-0">
        <div className="hidden justify-end gap-1 sm:flex">
          <CompareToggle product={product} variant="outline" className="size-8" />
          <RemoveButton product={product} />
        </div>
        <ProductPurchase product={product} role={role} canCart={canCart} />
      </div>
    </article>
  );
}

/**
 * The wishlist has no size limit, so its rows are virtualized against the window: a member with
 * hundreds of favourites still gets only the visible rows in the page.
 */
export function WishlistList({ products, role, canCart }: { products: MemberProduct[]; role: Role; canCart: boolean }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin(top);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: products.length,
    estimateSize: () => 150,
    overscan: 6,
    scrollMargin,
    gap: 12,
    getItemKey: (index) => products[index]?.id ?? index,
  });
  return (
    <ul ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }} data-testid="wishlist-list">
      {virtualizer.getVirtualItems().map((item) => {
        const product = products[item.index];
        if (!product) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={products.length}
            aria-posinset={item.index + 1}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <WishlistRow product={product} role={role} canCart={canCart} />
          </li>
        );
      })}
    </ul>
  );
}
