import { DEFAULT_LOW_STOCK_THRESHOLD, pickSupplier, saleable } from './stock';

/**
 * Availability as a buyer sees it, decided exactly as checkout would serve them (decision 033):
 * the supplier is the nearest holder of the buyer's supply chain whose saleable units cover the
 * quantity (`pickSupplier`, the rule checkout reserves with), and the status grades that
 * supplier's units against the same threshold rule the low-stock counts use.
 *
 * - `in_stock` / `low`: the supplier can sell the quantity; low at or under its threshold.
 * - `below_minimum`: the nearest holder with any units has fewer than the minimum order quantity;
 *   `supplier` is the holder that would serve instead, or null when nobody can (unavailable).
 * - `out`: no holder has any saleable unit, or the product is taken off sale.
 */
export type AvailabilityStatus = 'in_stock' | 'low' | 'below_minimum' | 'out';

export interface HolderLevel {
  holderId: string;
  holderName: string;
  onHand: number;
  reserved: number;
  /** The level's own threshold, else the product's (see `lowStockThreshold`). */
  threshold: number;
}

export interface Availability {
  status: AvailabilityStatus;
  /** Who would prepare the order; null when nobody along the chain can sell the quantity. */
  supplier: { id: string; name: string } | null;
  /** How many the supplier can sell (on hand − reserved); 0 without a supplier. */
  saleable: number;
  /** The minimum order quantity (spec §4). */
  minimum: number;
  /** The supplier's low-stock threshold (the nearest holder's when there is no supplier). */
  threshold: number;
  /** The nearest holder with any saleable unit, when it is not the supplier (below minimum). */
  nearest: { id: string; name: string; saleable: number } | null;
}

/** A level's low-stock threshold: its own, else the product's, else the default 5. */
export function lowStockThreshold(
  levelThreshold?: number | null,
  productThreshold?: number | null,
  /** The system setting (system-settings page); the built-in 5 when not given. */
  defaultThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
): number {
  return levelThreshold ?? productThreshold ?? defaultThreshold;
}

/**
 * The availability of one product for one buyer. `levelsNearestFirst` are the product's levels
 * along the buyer's supply chain, in chain order; `quantity` is what would be ordered (the cart
 * line's, or the minimum on a product card).
 */
export function availabilityOf(
  levelsNearestFirst: readonly HolderLevel[],
  opts: { minimum: number; quantity?: number; onSale?: boolean },
): Availability {
  const minimum = Math.max(1, opts.minimum);
  const need = Math.max(minimum, opts.quantity ?? minimum);
  const nearest = opts.onSale === false ? undefined : levelsNearestFirst.find((l) => saleable(l) > 0);
  if (!nearest) {
    return {
      status: 'out',
      supplier: null,
      saleable: 0,
      minimum,
      threshold: levelsNearestFirst[0]?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      nearest: null,
    };
  }
  const pick = pickSupplier(levelsNearestFirst, need);
  const supplier = pick.ok ? pick.level : null;
  const units = supplier ? saleable(supplier) : 0;
  const threshold = (supplier ?? nearest).threshold;
  const belowMinimum = saleable(nearest) < minimum;
  const status: AvailabilityStatus = belowMinimum
    ? 'below_minimum'
    : !supplier
      ? // The nearest holder has the minimum but nobody has this larger quantity.
        saleable(nearest) <= nearest.threshold
        ? 'low'
        : 'in_stock'
      : units <= threshold
        ? 'low'
        : 'in_stock';
  return {
    status,
    supplier: supplier ? { id: supplier.holderId, name: supplier.holderName } : null,
    saleable: units,
    minimum,
    threshold,
    nearest:
      supplier && supplier.holderId === nearest.holderId
        ? null
        : { id: nearest.holderId, name: nearest.holderName, saleable: saleable(nearest) },
  };
}

/**
 * The holders that could prepare a whole order, nearest first: each holds every line's quantity.
 * Checkout reserves at the first that still can; the checkout preview names the first.
 */
export function orderSupplierCandidates(
  chain: readonly string[],
  levels: readonly { holderId: string; productId: string; onHand: number; reserved: number }[],
  lines: readonly { productId: string; quantity: number }[],
): string[] {
  return chain.filter((holderId) =>
    lines.every((l) => {
      const level = levels.find((v) => v.holderId === holderId && v.productId === l.productId);
      return level !== undefined && saleable(level) >= l.quantity;
    }),
  );
}
