import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '@/lib/api/retry';
import { ordersKeys } from '@/lib/api/order-keys';
import type { OrderDetail } from '@portal/shared/contracts/orders';
import { api } from '@/lib/api/client';

/**
 * `GET /api/orders/track?number=`: 400 with a message for a malformed number, 404 for one that
 * does not exist or is not the caller's to see.
 */
export function trackOrder(number: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>('/api/orders/track', { signal, query: { number } });
}

export const trackOrderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ordersKeys.track(number),
    queryFn: ({ signal }) => trackOrder(number, signal),
    retry: retryUnlessClientError,
  });

export function useTrackOrder(number: string) {
  return useQuery({ ...trackOrderQueryOptions(number), enabled: number.length > 0 });
}
