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

/** What each movement is called on the stock screens. */
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  purchase_in: 'Satın alma girişi',
  reserve: 'Rezervasyon',
  release: 'Rezervasyon iadesi',
  ship: 'Sevkiyat',
  transfer_out: 'Transfer çıkışı',
  transfer_in: 'Transfer girişi',
  return_in: 'İade girişi',
  adjustment: 'Düzeltme',
};

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
 * Who supplies `quantity` of a product: the nearest holder along the member's supply chain (city
 * distributor, national distributor, company warehouse) whose saleable units cover it. No level
 * anywhere means the product is not stocked at all; levels without enough units mean too few.
 */
export function pickSupplier<T extends { onHand: number; reserved: number }>(
  levelsNearestFirst: readonly T[],
  quantity: number,
): { ok: true; level: T } | { ok: false; reason: 'STOCK_NOT_FOUND' | 'INSUFFICIENT_STOCK' } {
  if (levelsNearestFirst.length === 0) return { ok: false, reason: 'STOCK_NOT_FOUND' };
  const level = levelsNearestFirst.find((l) => saleable(l) >= quantity);
  return level ? { ok: true, level } : { ok: false, reason: 'INSUFFICIENT_STOCK' };
}
