import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProductKeys, MAX_PAGES } from '@/features/admin-products/api/admin-product-keys';
import type { StockLevel, StockLevelPage } from '@portal/shared/contracts/stock';
import { api } from '@/lib/api/client';

export function fetchStockLevelPage(holderId: string, page: number, signal?: AbortSignal): Promise<StockLevelPage> {
  return api.get<StockLevelPage>('/api/stock/levels', { signal, query: { holderId, page } });
}

/** One holder's stock ledger levels, all pages (a holder has at most one level per product). */
export async function fetchStockLevels(holderId: string, signal?: AbortSignal): Promise<StockLevel[]> {
  const levels: StockLevel[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchStockLevelPage(holderId, page, signal);
    levels.push(...answer.levels);
    if (answer.levels.length === 0 || page * answer.pageSize >= answer.total) break;
  }
  return levels;
}

export const stockLevelsQueryOptions = (holderId: string) =>
  queryOptions({
    queryKey: adminProductKeys.levels(holderId),
    queryFn: ({ signal }) => fetchStockLevels(holderId, signal),
  });

export function useStockLevels(holderId: string, enabled = true) {
  return useQuery({ ...stockLevelsQueryOptions(holderId), enabled });
}
