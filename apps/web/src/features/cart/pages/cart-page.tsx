import { MESSAGES } from '@portal/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { applyCart } from '@/lib/api/cart';
import type { CartItem } from '@portal/shared/contracts/cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { CartLine } from '@/features/cart/components/cart-line';
import { CartSummaryCard } from '@/features/cart/components/cart-summary';
import { ClearCartButton } from '@/features/cart/components/clear-cart-button';
import { MobileTotalBar } from '@/features/cart/components/mobile-total-bar';
import { useRealtimeEvent } from '@/lib/realtime';
import { useIsMobile } from '@/lib/use-media-query';

const SHOP_PATH = '/dashboard/shop';

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy="true" data-testid="cart-loading">
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

/** /dashboard/cart: the member's lines at their kept prices, the totals, and the way to checkout. */
export function CartPage() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const remove = useRemoveCartItem();
  const isMobile = useIsMobile();

  // An admin's price or stock change can alter a line: show it without a reload.
  const refresh = useCallback(() => applyCart(queryClient, undefined), [queryClient]);
  useRealtimeEvent('price_updated', refresh);
  useRealtimeEvent('bulk_price_updated', refresh);
  useRealtimeEvent('product_changed', refresh);

  const onRemove = useCallback((item: CartItem) => remove.mutate(item.productId), [remove]);

  if (cart.isPending) return <CartSkeleton />;

  // A failed background refresh keeps showing the cart it already has.
  if (cart.isError && !cart.data) {
    return (
      <Alert variant="destructive" data-testid="cart-error">
        <AlertTitle>{MESSAGES.cart.loadFailed}</AlertTitle>
        <AlertDescription>
          <p>{cart.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => cart.refetch()}
            disabled={cart.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { items } = cart.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        title="Sepetiniz boş"
        description="Mağazadaki ürünleri sepetinize ekleyin; size özel fiyatlar ve kademeli indirimler burada görünür."
        action={
          <Button asChild>
            <Link to={SHOP_PATH}>
              <ShoppingBag aria-hidden="true" />
              Alışverişe Başla
            </Link>
          </Button>
        }
        data-testid="cart-empty"
      />
    );
  }

  const removingId = remove.isPending ? remove.variables : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="cart-page">
      <section aria-labelledby="cart-lines-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="cart-lines-title" className="text-base font-semibold">
            Sepetinizdeki ürünler
          </h2>
          <ClearCartButton lineCount={items.length} />
        </div>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <CartLine item={item} onRemove={onRemove} removing={removingId === item.productId} />
            </li>
          ))}
        </ul>
        <Button asChild variant="link" className="self-start px-0">
          <Link to={SHOP_PATH}>Alışverişe devam et</Link>
        </Button>
      </section>
      <aside className="lg:sticky lg:top-20">
        <CartSummaryCard cart={cart.data} showCheckout={!isMobile} />
      </aside>
      {isMobile ? (
        <>
          {/* Room for the sticky bar so it never covers the last line. */}
          <div className="h-16" aria-hidden="true" />
          <MobileTotalBar cart={cart.data} />
        </>
      ) : null}
    </div>
  );
}
