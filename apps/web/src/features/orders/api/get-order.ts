import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/order-keys';
import type { OrderDetail } from '@/features/orders/api/order-types';
import { api, isApiError } from '@/lib/api/client';

/** `GET /api/orders/:id`: 404 (ORDER_NOT_FOUND) for an order that does not exist or is not the caller's to see. */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

/** A client error (404, 403, 400) will not change by asking again. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    retry: retryUnlessClientError,
  });

export function useOrder(id: string | undefined) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: !!id });
}
