import type { SalesDimension } from '@portal/shared/analytics';
import type { SalesByDimension, SalesOrders } from '@portal/shared/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withFilters } from '@/components/global-filters/use-global-filters';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import { api } from '@/lib/api/client';

/** `GET /api/analytics/sales`: sales by one dimension under the filters. */
export function useSalesByDimension(queryString: string, dimension: SalesDimension) {
  return useQuery({
    queryKey: analyticsKeys.sales(queryString, dimension),
    queryFn: ({ signal }) =>
      api.get<SalesByDimension>(withFilters('/api/analytics/sales', queryString, { dimension }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/analytics/sales/orders`: one page of the orders behind a bar. */
export function useSalesOrders(queryString: string, dimension: SalesDimension, value: string | null, page: number) {
  return useQuery({
    queryKey: analyticsKeys.orders(queryString, dimension, value ?? '', page),
    queryFn: ({ signal }) =>
      api.get<SalesOrders>(
        withFilters('/api/analytics/sales/orders', queryString, { dimension, value: value ?? '', page }),
        { signal },
      ),
    enabled: value !== null,
    placeholderData: keepPreviousData,
  });
}

export const salesExportHref = (queryString: string, dimension: SalesDimension) =>
  withFilters('/api/analytics/sales/export', queryString, { dimension });

export const salesOrdersExportHref = (queryString: string, dimension: SalesDimension, value: string) =>
  withFilters('/api/analytics/sales/orders/export', queryString, { dimension, value });
