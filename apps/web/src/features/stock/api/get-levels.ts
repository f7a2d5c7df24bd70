import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LevelQuery, StockLevelPage } from '@portal/shared/contracts/stock';
import { stockKeys } from '@/features/stock/api/stock-keys';
import { api } from '@/lib/api/client';

/** `GET /api/stock/levels`: fewest saleable units first, 50 a page. */
export function fetchStockLevels(query: LevelQuery, signal?: AbortSignal): Promise<StockLevelPage> {
  return api.get<StockLevelPage>('/api/stock/levels', {
    signal,
    query: {
      holderId: query.holderId,
      productId: query.productId,
      lowOnly: query.lowOnly ? 'true' : undefined,
      page: query.page,
    },
  });
}

export const stockLevelsQueryOptions = (query: LevelQuery) =>
  queryOptions({
    queryKey: stockKeys.levels(query),
    queryFn: ({ signal }) => fetchStockLevels(query, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useStockLevels(query: LevelQuery, enabled = true) {
  return useQuery({ ...stockLevelsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
