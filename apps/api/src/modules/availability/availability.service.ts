import {
  type Availability,
  availabilityOf,
  lowStockThreshold,
  orderSupplierCandidates,
} from '@portal/shared/availability';
import type { DbOrTx } from '@portal/db/client';
import * as repo from './availability.repository';

export interface AvailabilityAsk {
  productId: string;
  minimum: number;
  /** What would be ordered; the minimum when left out (a product card). */
  quantity?: number;
  /** The admin's "in stock" switch and the product being on sale. */
  onSale: boolean;
}

/**
 * Availability of each asked product for a buyer with this supply chain (nearest holder first),
 * in one read: the supplier checkout would reserve at, how many it can sell, and the status.
 */
export async function availabilityFor(
  db: DbOrTx,
  chain: readonly string[],
  asks: readonly AvailabilityAsk[],
  defaultThreshold?: number,
): Promise<Map<string, Availability>> {
  const rows = await repo.chainHolderLevels(
    db,
    chain,
    asks.map((a) => a.productId),
  );
  return availabilityFromLevels(rows, asks, defaultThreshold);
}

/** The same from levels already read (in chain order), e.g. with the product list's own statement. */
export function availabilityFromLevels(
  rows: readonly repo.ChainHolderLevel[],
  asks: readonly AvailabilityAsk[],
  /** The low-stock threshold of the system settings, for levels and products without their own. */
  defaultThreshold?: number,
): Map<string, Availability> {
  const result = new Map<string, Availability>();
  for (const ask of asks) {
    const levels = rows
      .filter((r) => r.productId === ask.productId)
      .map((r) => ({
        holderId: r.holderId,
        holderName: r.holderName,
        onHand: r.onHand,
        reserved: r.reserved,
        threshold: lowStockThreshold(r.levelThreshold, r.productThreshold, defaultThreshold),
      }));
    result.set(ask.productId, availabilityOf(levels, ask));
  }
  return result;
}

/**
 * Who would prepare an order of these lines now: the nearest holder of the chain that has every
 * line's quantity, as checkout picks it (`orderSupplierCandidates`); null when no one holder can.
 */
export async function orderSupplierFor(
  db: DbOrTx,
  chain: readonly string[],
  lines: readonly { productId: string; quantity: number }[],
): Promise<{ id: string; name: string } | null> {
  const rows = await repo.chainHolderLevels(
    db,
    chain,
    lines.map((l) => l.productId),
  );
  const [first] = orderSupplierCandidates(chain, rows, lines);
  if (!first) return null;
  return { id: first, name: rows.find((r) => r.holderId === first)?.holderName ?? '' };
}
