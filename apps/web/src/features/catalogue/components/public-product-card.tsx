import { formatPrice } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { PublicProduct } from '@portal/shared/contracts/catalogue';

export const MEMBERS_ONLY_PRICE = 'Üyelere özel fiyat';

/** A visitor's product card: the retail price (whole lira) or 'Üyelere özel fiyat'. */
export function PublicProductCard({ product, signedIn }: { product: PublicProduct; signedIn: boolean }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product.id}
      data-client-product={product.isClientProduct}
      className="flex h-full gap-3 overflow-hidden rounded-xl border bg-card p-3 text-card-foreground shadow-xs @xl:flex-col @xl:gap-0 @xl:p-0"
    >
      {/* Narrow: a row with a small picture; from @xl (a 36rem page) the picture heads the card. */}
      <div className="relative size-24 shrink-0 overflow-hidden rounded-lg @xl:aspect-[16/10] @xl:size-auto @xl:w-full @xl:rounded-none">
        <ProductImage name={product.name} image={product.image} category={product.category} />
        <Badge
          variant={product.inStock ? 'success' : 'destructive'}
          className="absolute top-2 left-2 hidden @xl:inline-flex"
        >
          {product.inStock ? 'Stokta' : 'Tükendi'}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 @xl:p-4">
        {product.category ? (
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.category.name}</p>
        ) : null}
        <h2 id={titleId} className="text-base leading-snug font-semibold">
          {product.name}
        </h2>
        {product.activeIngredients.length > 0 ? (
          <p className="line-clamp-2 text-xs text-muted-foreground">
            <span className="font-medium text-foreground/80">Etken madde: </span>
            {product.activeIngredients.join(', ')}
          </p>
        ) : null}
        {product.description ? (
          <p className="line-clamp-2 hidden text-sm text-muted-foreground @xl:block">{product.description}</p>
        ) : null}
        <Badge variant={product.inStock ? 'success' : 'destructive'} className="@xl:hidden" data-testid="stock-badge">
          {product.inStock ? 'Stokta' : 'Tükendi'}
        </Badge>
        <div className="mt-auto flex flex-col gap-0.5 pt-1">
          {product.retailPrice !== null ? (
            <>
              <span className="text-xs text-muted-foreground">Perakende satış fiyatı</span>
              <span className="text-xl font-bold tracking-tight tabular" data-testid="product-price">
                {formatPrice(product.retailPrice)}
              </span>
            </>
          ) : (
            <span className="text-base font-semibold text-primary" data-testid="product-price">
              {MEMBERS_ONLY_PRICE}
            </span>
          )}
          {product.isClientProduct ? (
            <Link
              to={signedIn ? '/dashboard/shop' : '/login'}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {signedIn ? 'Üye fiyatınızı görün' : 'Üye fiyatı için giriş yapın'}
            </Link>
          ) : (
            // No member-price prompt: a client could sign in and still not find it in the shop.
            <div className="flex flex-col items-start gap-1" data-testid="professional-only">
              <Badge variant="outline">{MESSAGES.publicCatalogue.professionalOnly}</Badge>
              <p className="text-xs text-muted-foreground">{MESSAGES.publicCatalogue.professionalOnlyNote}</p>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

export function PublicProductCardSkeleton() {
  return (
    <div
      className="flex h-full gap-3 overflow-hidden rounded-xl border bg-card p-3 @xl:flex-col @xl:p-0"
      aria-hidden="true"
    >
      <Skeleton className="size-24 shrink-0 rounded-lg @xl:aspect-[16/10] @xl:size-auto @xl:w-full @xl:rounded-none" />
      <div className="flex flex-1 flex-col gap-3 @xl:p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-7 w-28" />
      </div>
    </div>
  );
}
