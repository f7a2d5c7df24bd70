import type { Role } from './roles';

export const STOCK_HOLDER_ROLE_ORDER: readonly Role[] = ['cityDistributor', 'turkeyDistributor', 'admin'];
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export type StockMovementKind =
  | 'purchase_in'
  | 'reserve'
  | 'release'
  | 'ship'
  | 'transfer_out'
  | 'transfer_in'
  | 'return_in'
  | 'adjustment';

/**
 * What a movement does to on_hand and reserved. `quantity` is positive except for adjustments,
 * whose sign says which way the count went.
 */
export function movementDeltas(kind: StockMovementKind, quantity: number): { onHand: number; reserved: number } {
  switch (kind) {
    case 'purchase_in':
    case 'transfer_in':
    case 'return_in':
      return { onHand: quantity, reserved: 0 };
    case 'reserve':
      return { onHand: 0, reserved: quantity };
    case 'release':
      return { onHand: 0, reserved: -quantity };
    case 'ship':
      return { onHand: -quantity, reserved: -quantity };
    case 'transfer_out':
      return { onHand: -quantity, reserved: 0 };
    case 'adjustment':
      return { onHand: quantity, reserved: 0 };
  }
}

export const saleable = (level: { onHand: number; reserved: number }) => level.onHand - level.reserved;

export type StockStatus = 'in_stock' | 'low' | 'out';

export function stockStatus(saleableUnits: number, threshold: number = DEFAULT_LOW_STOCK_THRESHOLD): StockStatus {
  if (saleableUnits <= 0) return 'out';
  return saleableUnits <= threshold ? 'low' : 'in_stock';
}

/**
 * The supplier of an order: the buyer's nearest ancestor that holds stock (a city distributor,
 * then the national distributor, then the company warehouse). `ancestors` runs nearest first.
 */
export function nearestStockHolder<T extends { role: Role }>(ancestors: readonly T[]): T | null {
  return ancestors.find((a) => STOCK_HOLDER_ROLE_ORDER.includes(a.role)) ?? null;
}
