import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/lib/api/order-keys';
import { api } from '@/lib/api/client';
import type { ShipmentPage, ShipmentQuery } from '@portal/shared/contracts/cargo';

export const SHIPMENT_PAGE_SIZE = 20;

/**
 * Kept under the orders' keys: a shipment event, a transition or an `order_updated` event
 * refreshes the orders, and with them this list.
 */
export const shipmentKeys = {
  all: [...ordersKeys.all, 'shipments'] as const,
  list: (query: ShipmentQuery) => [...ordersKeys.all, 'shipments', query] as const,
};

export function fetchShipments(query: ShipmentQuery, signal?: AbortSignal): Promise<ShipmentPage> {
  return api.get<ShipmentPage>('/api/shipments', {
    signal,
    query: {
      carrier: query.carrier,
      status: query.status,
      search: query.search?.trim() || undefined,
      page: query.page,
      pageSize: SHIPMENT_PAGE_SIZE,
    },
  });
}

export const shipmentsQueryOptions = (query: ShipmentQuery) =>
  queryOptions({
    queryKey: shipmentKeys.list(query),
    queryFn: ({ signal }) => fetchShipments(query, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useShipments(query: ShipmentQuery) {
  return useQuery({ ...shipmentsQueryOptions(query), placeholderData: keepPreviousData });
}
