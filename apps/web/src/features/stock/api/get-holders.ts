import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockHolder } from '@portal/shared/contracts/stock';
import { stockKeys } from '@/features/stock/api/stock-keys';
import { api } from '@/lib/api/client';

/** `GET /api/stock/holders`: every holder for the admin and the national distributor, else the caller. */
export async function fetchStockHolders(signal?: AbortSignal): Promise<StockHolder[]> {
  const { holders } = await api.get<{ holders: StockHolder[] }>('/api/stock/holders', { signal });
  return holders;
}

export const stockHoldersQueryOptions = queryOptions({
  queryKey: stockKeys.holders(),
  queryFn: ({ signal }) => fetchStockHolders(signal),
  // Holders change when members are added, not while the page is open.
  staleTime: 5 * 60 * 1000,
});

export function useStockHolders(enabled = true) {
  return useQuery({ ...stockHoldersQueryOptions, enabled });
}
