import type { OrderStatus } from '@portal/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/order-keys';
import { api } from '@/lib/api/client';

export type AnalyticsPeriod = 'day' | 'week' | 'month';

/** `from` and `to` are instants (ISO); `to` is exclusive. */
export type AnalyticsQuery = { period: AnalyticsPeriod; from?: string; to?: string; city?: string };

/**
 * `GET /api/orders/analytics` over the orders the caller manages (all for the admin). Money is
 * kuruş; revenue counts only orders that were paid and not cancelled or returned. A series'
 * `period` is the first day of its day, week (Monday) or month in Istanbul, as YYYY-MM-DD.
 */
export type OrderAnalytics = {
  totals: { orders: number; revenue: number; averageBasket: number; cancelled: number; returned: number };
  byStatus: { status: OrderStatus; count: number; amount: number }[];
  series: { period: string; count: number; revenue: number; averageBasket: number }[];
  byCity: { city: string; count: number; revenue: number }[];
};

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
