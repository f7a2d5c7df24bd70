import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/api/order-keys';
import { api } from '@/lib/api/client';
import type { AnalyticsQuery, OrderAnalytics } from '@portal/shared/contracts/orders';

/** Under the orders' keys: a transition or an `order_updated` event refreshes the figures too. */
export const analyticsKeys = {
  all: [...ordersKeys.all, 'analytics'] as const,
  query: (query: AnalyticsQuery) => [...ordersKeys.all, 'analytics', query] as const,
};

export const orderAnalyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.query(query),
    queryFn: ({ signal }) =>
      api.get<OrderAnalytics>('/api/orders/analytics', {
        signal,
        query: { period: query.period, from: query.from, to: query.to, city: query.city },
      }),
  });

/** The previous figures stay on screen (dimmed) while new filters load. */
export function useOrderAnalytics(query: AnalyticsQuery, enabled = true) {
  return useQuery({ ...orderAnalyticsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
