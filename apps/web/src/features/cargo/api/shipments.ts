import type { CargoCarrier, OrderStatus, ShipmentStatus } from '@portal/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/order-keys';
import { api } from '@/lib/api/client';

/** A row of `GET /api/shipments` (the admin's cargo list), newest first. */
export type ShipmentRow = {
  id: string;
  orderId: string | null;
  orderNumber: string;
  orderStatus: OrderStatus;
  buyerName: string;
  city: string;
  carrier: CargoCarrier;
  trackingNumber: string;
  desi: number;
  status: ShipmentStatus;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** `counts` covers every shipment, whatever the filters: the status chips show them. */
export type ShipmentPage = {
  shipments: ShipmentRow[];
  counts: { status: ShipmentStatus; count: number }[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export type ShipmentQuery = { carrier?: CargoCarrier; status?: ShipmentStatus; search?: string; page: number };

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
