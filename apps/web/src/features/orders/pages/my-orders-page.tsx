import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMyOrders } from '@/features/orders/api/get-orders';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { SearchInput } from '@/components/ui/search-input';
import { OrdersResults } from '@/features/orders/components/orders-results';
import { StatusFilterChips } from '@/features/orders/components/status-filter-chips';
import { hasFilters, myOrdersQuery, useOrderFilters } from '@/features/orders/components/use-order-filters';
import { useEnabledKeys } from '@/lib/permissions';
import { useIsMobile } from '@/lib/use-media-query';

/**
 * /dashboard/my-orders (and the client's /dashboard/client/orders): the member's own orders,
 * newest first, with state chips, a search by order number and pages.
 */
export function MyOrdersPage() {
  const isMobile = useIsMobile();
  const filters = useOrderFilters();
  const { state, update, hrefFor, reset } = filters;
  const query = useMyOrders(myOrdersQuery(state));
  const { isEnabled } = useEnabledKeys();
  useOrdersRealtime();

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="my-orders-page">
      <section
        aria-label="Sipariş filtreleri"
        className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs"
        data-testid="order-filters"
      >
        <SearchInput
          value={state.search}
          onCommit={(search) => update({ search })}
          placeholder="Sipariş numarası ile ara"
          data-testid="orders-search"
          className="md:max-w-sm"
        />
        <StatusFilterChips value={state.status} onChange={(status) => update({ status })} />
      </section>
      <OrdersResults
        query={query}
        isMobile={isMobile}
        showParties={false}
        hrefFor={hrefFor}
        filtered={hasFilters(state)}
        onClearFilters={reset}
        empty={{
          title: 'Henüz siparişiniz yok',
          description: 'Verdiğiniz siparişler ve durumları burada listelenir.',
          action: isEnabled('canAccessShop') ? (
            <Button asChild>
              <Link to="/dashboard/shop">
                <ShoppingBag aria-hidden="true" />
                Alışverişe başla
              </Link>
            </Button>
          ) : undefined,
        }}
        label="Siparişlerim"
      />
    </div>
  );
}
