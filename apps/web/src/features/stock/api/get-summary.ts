import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockSummary } from '@portal/shared/contracts/stock';
import { stockKeys } from '@/features/stock/api/stock-keys';
import { api } from '@/lib/api/client';

/** `GET /api/stock/summary`: the caller's own products, saleable units, low and out counts. */
export function fetchStockSummary(signal?: AbortSignal): Promise<StockSummary> {
  return api.get<StockSummary>('/api/stock/summary', { signal });
}

export const stockSummaryQueryOptions = queryOptions({
  queryKey: stockKeys.summary(),
  queryFn: ({ signal }) => fetchStockSummary(signal),
});

export function useStockSummary() {
  return useQuery(stockSummaryQueryOptions);
}
