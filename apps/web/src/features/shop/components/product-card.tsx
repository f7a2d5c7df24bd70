import type { Role } from '@portal/shared/roles';
import { Coins } from 'lucide-react';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import type { ProductListActions } from '@/features/shop/api/product-list-state';
import { CompareToggleButton, WishlistToggleButton } from '@/features/shop/components/list-toggles';
import { PriceTag } from '@/features/shop/components/price-tag';
import { ProductPurchaseControls } from '@/features/shop/components/product-purchase';
import { StockBadge } from '@/components/availability-badge';
import { cn } from '@/lib/utils';

export type ProductAccess = {
  /** Wishlist and comparison (canAccessShop). */
  canShop: boolean;
  /** Sepete Ekle (canAccessCart). */
  canCart: boolean;
};

export function PurchaseModeBadge({ mode, className }: { mode: MemberProduct['purchaseMode']; className?: string }) {
  if (mode === 'money') return null;
  return (
    <Badge variant="info" className={className} data-testid="purchase-mode-badge">
      <Coins aria-hidden="true" />
      Puanla alınabilir
    </Badge>
  );
}

export function IngredientList({ ingredients, className }: { ingredients: string[]; className?: string }) {
  if (ingredients.length === 0) return null;
  return (
    <p className={cn('line-clamp-2 text-xs text-muted-foreground', className)}>
      <span className="font-medium text-foreground/80">Etken madde: </span>
      {ingredients.join(', ')}
    </p>
  );
}

type ProductCardProps = {
  product: MemberProduct;
  role: Role;
  /** Wishlist and comparison toggles (canAccessShop). */
  canShop: boolean;
  /** Sepete Ekle (canAccessCart). */
  canCart: boolean;
  /** Where the detail page's back link returns to (the grid's address with its filters). */
  from?: string;
  // The card's share of the list's state (product-list-state.ts): plain values, so that a card
  // re-renders only when its own flags change.
  favorite: boolean;
  compared: boolean;
  /** The wishlist / the comparison list has not arrived yet: each toggle waits for its own. */
  favoritesLoading: boolean;
  comparisonsLoading: boolean;
  favoritePending: boolean;
  comparePending: boolean;
  adding: boolean;
  /** The list's writes; the same object for every card and every render. */
  actions: ProductListActions;
};

/** A card of the shop's grid. Memoized: the grid renders again when any card's flag changes, a card only when its own props do. */
export const ProductCard = memo(function ProductCard({
  product,
  role,
  canShop,
  canCart,
  from,
  favorite,
  compared,
  favoritesLoading,
  comparisonsLoading,
  favoritePending,
  comparePending,
  adding,
  actions,
}: ProductCardProps) {
  const titleId = useId();
  const detail = `/dashboard/products/${product.id}`;
  const linkState = from ? { from } : undefined;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product.id}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md"
    >
      {/* Narrow: a row with a small picture; from @xl (a 36rem page) the picture heads the card. */}
      <div className="flex flex-1 gap-3 p-3 @xl:flex-col @xl:gap-0 @xl:p-0">
        <div className="relative size-24 shrink-0 overflow-hidden rounded-lg @xl:aspect-[16/10] @xl:size-auto @xl:w-full @xl:rounded-none">
          <Link to={detail} state={linkState} tabIndex={-1} aria-hidden="true" className="block size-full">
            <ProductImage name={product.name} image={product.image} category={product.category} />
          </Link>
          <div className="pointer-events-none absolute top-2 left-2 hidden flex-col items-start gap-1 @xl:flex">
            <StockBadge availability={product.availability} />
            <PurchaseModeBadge mode={product.purchaseMode} />
          </div>
        </div>
        <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5 @xl:px-4 @xl:pt-4 @xl:pr-4', canShop && 'pr-10')}>
          {product.category ? (
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.category.name}</p>
          ) : null}
          <h3 id={titleId} className="text-base leading-snug font-semibold">
            <Link
              to={detail}
              state={linkState}
              className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="product-link"
            >
              {product.name}
            </Link>
          </h3>
          <IngredientList ingredients={product.activeIngredients} />
          <div className="flex flex-wrap gap-1 @xl:hidden">
            <StockBadge availability={product.availability} />
            <PurchaseModeBadge mode={product.purchaseMode} />
          </div>
          <PriceTag
            price={product.price}
            vatIncluded={product.vatIncluded}
            vatRateBp={product.vatRateBp}
            className="mt-auto pt-1"
          />
        </div>
      </div>
      {canShop ? (
        <div className="absolute top-2 right-2 flex flex-col gap-1.5">
          <WishlistToggleButton
            active={favorite}
            pending={favoritePending}
            loading={favoritesLoading}
            onToggle={() => actions.toggleFavorite(product, favorite)}
          />
          <CompareToggleButton
            active={compared}
            pending={comparePending}
            loading={comparisonsLoading}
            onToggle={() => actions.toggleComparison(product, compared)}
          />
        </div>
      ) : null}
      <ProductPurchaseControls
        product={product}
        role={role}
        canCart={canCart}
        adding={adding}
        onAdd={actions.addToCart}
        className="px-3 pb-3 @xl:p-4 @xl:pt-2"
      />
    </article>
  );
});

export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <div className="flex gap-3 p-3 @xl:flex-col @xl:gap-0 @xl:p-0">
        <Skeleton className="size-24 shrink-0 rounded-lg @xl:aspect-[16/10] @xl:size-auto @xl:w-full @xl:rounded-none" />
        <div className="flex flex-1 flex-col gap-2 @xl:p-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-7 w-28" />
        </div>
      </div>
      <div className="flex gap-2 px-3 pb-3 @xl:p-4 @xl:pt-0">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 flex-1" />
      </div>
    </div>
  );
}
