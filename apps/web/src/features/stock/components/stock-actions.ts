import type { StockLevel } from '@portal/shared/contracts/stock';

export type StockChangeKind = 'receive' | 'adjust';

/** What a row hands to the change dialogs: which stock and which product. */
export type StockChangeTarget = { holderId: string; productId: string; productName: string };

export const ACTION_LABELS: Record<StockChangeKind, string> = { receive: 'Mal Kabul', adjust: 'Stok Düzelt' };

export function targetOf(level: StockLevel): StockChangeTarget {
  return { holderId: level.holderId, productId: level.productId, productName: level.productName };
}
