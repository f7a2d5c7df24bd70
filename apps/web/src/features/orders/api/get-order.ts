import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/api/order-keys';
import type { OrderDetail } from '@portal/shared/contracts/orders';
import { retryUnlessClientError } from '@/lib/api/retry';
import { api } from '@/lib/api/client';

/** `GET /api/orders/:id`: 404 (ORDER_NOT_FOUND) for an order that does not exist or is not the caller's to see. */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, { signal });
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
