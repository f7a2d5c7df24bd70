import type { StockMovementKind, StockStatus } from '@portal/shared/stock';
import type { QueryClient } from '@tanstack/react-query';
import type { LevelQuery, MovementQuery } from '@portal/shared/contracts/stock';

export type { StockMovementKind, StockStatus };

/** The server pages levels by 50. */
export const LEVEL_PAGE_SIZE = 50;

/**
 * Sign-in and sign-out drop every cached query, so the keys need no member id. Everything read
 * from the stock ledger starts with 'stock', so one invalidation refreshes it all.
 */
export const stockKeys = {
  all: ['stock'] as const,
  holders: () => ['stock', 'holders'] as const,
  levels: (query: LevelQuery) => ['stock', 'levels', query] as const,
  movements: (query: MovementQuery) => ['stock', 'movements', query] as const,
  summary: () => ['stock', 'summary'] as const,
};

/** After a receipt, an adjustment or a `stock_changed` event. */
export function invalidateStock(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: stockKeys.all });
}
