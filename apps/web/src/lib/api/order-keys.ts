import type { QueryClient } from '@tanstack/react-query';
import type { OrderListQuery } from '@portal/shared/contracts/orders';

/** Which list: the caller's own orders, or those it supplies / its downline placed (all for the admin). */
export type OrderListScope = 'mine' | 'managed';

/**
 * Sign-in and sign-out drop every cached query, so the keys need no member id. Everything read
 * about orders starts with 'orders', so one invalidation (`invalidateOrders`) refreshes lists,
 * details and tracking at once; other order screens (board, analytics) should key under
 * `ordersKeys.all` to be refreshed with them.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (scope: OrderListScope, query: OrderListQuery) => ['orders', 'list', scope, query] as const,
  details: () => ['orders', 'detail'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  track: (number: string) => ['orders', 'track', number] as const,
};

/** After a transition, a shipment event or an `order_updated` event. */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ordersKeys.all });
}
