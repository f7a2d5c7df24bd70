import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MovementQuery, StockMovementPage } from '@portal/shared/contracts/stock';
import { stockKeys } from '@/features/stock/api/stock-keys';
import { api } from '@/lib/api/client';

/** `GET /api/stock/movements`: newest first, 50 at a time; `before` is the cursor of an older page. */
export function fetchStockMovements(
  query: MovementQuery,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<StockMovementPage> {
  return api.get<StockMovementPage>('/api/stock/movements', { signal, query: { ...query, before } });
}

/** The ledger, a page of 50 at a time ("Daha eski hareketler" loads the next). */
export function useStockMovements(query: MovementQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: stockKeys.movements(query),
    queryFn: ({ pageParam, signal }) => fetchStockMovements(query, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}
