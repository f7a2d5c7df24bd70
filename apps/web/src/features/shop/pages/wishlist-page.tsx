import { formatNumber } from '@portal/shared/format';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useClearFavorites } from '@/features/shop/api/clear-favorites';
import { useFavorites } from '@/features/shop/api/get-favorites';
import { useProductsRealtime } from '@/features/shop/api/products-realtime';
import { ClearListButton } from '@/features/shop/components/clear-list-button';
import { QueryError } from '@/features/shop/components/product-grid';
import { WishlistList } from '@/features/shop/components/wishlist-list';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';

/** /dashboard/shop/wishlist: the member's favourites, with add to cart and comparison. */
export function WishlistPage() {
  const user = useCurrentUser();
  const { isEnabled } = useEnabledKeys();
  const favorites = useFavorites();
  const clear = useClearFavorites();
  useProductsRealtime();

  let body: ReactNode;
  if (favorites.isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (favorites.isError && !favorites.data) {
    body = (
      <QueryError error={favorites.error} onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />
    );
  } else if (favorites.data && favorites.data.products.length === 0) {
    body = (
      <EmptyState
        icon={Heart}
        title="Favori listeniz boş"
        description="Beğendiğiniz ürünleri kalp simgesiyle favorilerinize ekleyin; burada hep birlikte görün."
        data-testid="wishlist-empty"
        action={
          <Button asChild>
            <Link to="/dashboard/shop">Mağazaya git</Link>
          </Button>
        }
      />
    );
  } else if (favorites.data) {
    body = <WishlistList products={favorites.data.products} role={user.role} canCart={isEnabled('canAccessCart')} />;
  }

  const count = favorites.data?.products.length ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4" data-testid="wishlist-page">
      <div className="flex min-h-9 items-center gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {favorites.data ? (
            <>
              <span className="font-medium text-foreground tabular">{formatNumber(count)}</span> ürün
            </>
          ) : null}
        </p>
        {count > 0 ? (
          <div className="ml-auto">
            <ClearListButton
              onConfirm={() => clear.mutate()}
              pending={clear.isPending}
              title="Favori listesi temizlensin mi?"
              description="Favorilerinizdeki bütün ürünler listeden çıkarılacak."
              testId="wishlist-clear"
            />
          </div>
        ) : null}
      </div>
      {body}
    </div>
  );
}
