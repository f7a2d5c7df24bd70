import type { Role } from '@portal/shared/roles';
import type { StockMovementKind, StockStatus } from '@portal/shared/stock';
import type { QueryClient } from '@tanstack/react-query';

export type { StockMovementKind, StockStatus };

/** A member whose stock the caller may read (`GET /api/stock/holders`); the admin's is the company warehouse. */
export type StockHolder = { id: string; name: string; role: Role; city: string | null };

/** A row of `GET /api/stock/levels`: one holder's units of one product. */
export type StockLevel = {
  holderId: string;
  holderName: string;
  holderRole: Role;
  holderCity: string | null;
  productId: string;
  productName: string;
  sku: string | null;
  onHand: number;
  reserved: number;
  saleable: number;
  lowStockThreshold: number;
  status: StockStatus;
  updatedAt: string;
};

export type StockLevelPage = { levels: StockLevel[]; total: number; page: number; pageSize: number };

/** The server pages levels by 50. */
export const LEVEL_PAGE_SIZE = 50;

/** A row of `GET /api/stock/movements`, newest first. */
export type StockMovement = {
  id: number;
  holderId: string;
  holderName: string;
  productId: string;
  productName: string;
  kind: StockMovementKind;
  onHandDelta: number;
  reservedDelta: number;
  reason: string | null;
  actorId: string | null;
  orderId: string | null;
  createdAt: string;
};

/** `nextBefore` is the cursor of the next (older) page, null on the last one. */
export type StockMovementPage = { movements: StockMovement[]; nextBefore: number | null };

/** `GET /api/stock/summary`: the caller's own stock. */
export type StockSummary = { productCount: number; totalSaleable: number; lowCount: number; outCount: number };

/** What receive and adjust answer: the level after the change. */
export type StockLevelChange = {
  holderId: string;
  productId: string;
  onHand: number;
  reserved: number;
  saleable: number;
};

/** Leave holderId out for every holder the caller may read. */
export type LevelQuery = { holderId?: string; productId?: string; lowOnly?: boolean; page: number };

/** `from` and `to` are instants (ISO); `to` is exclusive. */
export type MovementQuery = {
  holderId?: string;
  productId?: string;
  kind?: StockMovementKind;
  from?: string;
  to?: string;
};

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
