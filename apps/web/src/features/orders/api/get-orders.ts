import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys, type OrderListScope } from '@/lib/api/order-keys';
import type { OrderListPage, OrderListQuery } from '@portal/shared/contracts/orders';
import { api } from '@/lib/api/client';

/** The path of each list: the caller's own orders, or the orders it manages (all for the admin). */
const LIST_PATH: Record<OrderListScope, string> = { mine: '/api/orders/mine', managed: '/api/orders' };

/** `GET /api/orders/mine` or `GET /api/orders`, newest first. */
export function fetchOrders(
  scope: OrderListScope,
  query: OrderListQuery,
  signal?: AbortSignal,
): Promise<OrderListPage> {
  return api.get<OrderListPage>(LIST_PATH[scope], {
    signal,
    query: {
      status: query.status?.length ? query.status.join(',') : undefined,
      from: query.from,
      to: query.to,
      city: query.city,
      memberId: query.memberId,
      search: query.search?.trim() || undefined,
      paymentMethod: query.paymentMethod,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
}

export const ordersQueryOptions = (scope: OrderListScope, query: OrderListQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(scope, query),
    queryFn: ({ signal }) => fetchOrders(scope, query, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useOrders(scope: OrderListScope, query: OrderListQuery, enabled = true) {
  return useQuery({ ...ordersQueryOptions(scope, query), enabled, placeholderData: keepPreviousData });
}

export function useMyOrders(query: OrderListQuery, enabled = true) {
  return useOrders('mine', query, enabled);
}

export function useManagedOrders(query: OrderListQuery, enabled = true) {
  return useOrders('managed', query, enabled);
}
