/**
 * Products bought together (decision 054): association rules over the order lines of counted
 * orders. For a pair X, Z: support = orders with both / all orders, confidence(X→Z) = orders with
 * both / orders with X, lift = confidence / (orders with Z / all orders) — how many times more
 * often they go together than chance would make them.
 */
export const BUNDLE_MONTHS = 12;
/** A pair needs at least this many orders together, and this share of all orders. */
export const BUNDLE_MIN_ORDERS = 3;
export const BUNDLE_MIN_SUPPORT = 0.005;
/** Chance or worse is no bundle. */
export const BUNDLE_MIN_LIFT = 1.2;

export interface PairCount<K> {
  a: K;
  b: K;
  together: number;
}

export interface Bundle<K> {
  /** The rule's direction: those who bought `from` also bought `to` (the more confident one). */
  from: K;
  to: K;
  together: number;
  /** Shares in basis points. */
  supportBp: number;
  confidenceBp: number;
  lift: number;
}

export function bundles<K extends string>(
  orders: number,
  productOrders: ReadonlyMap<K, number>,
  pairs: readonly PairCount<K>[],
): Bundle<K>[] {
  if (orders <= 0) return [];
  const out: Bundle<K>[] = [];
  for (const p of pairs) {
    const ca = productOrders.get(p.a) ?? 0;
    const cb = productOrders.get(p.b) ?? 0;
    if (ca === 0 || cb === 0) continue;
    const support = p.together / orders;
    if (p.together < BUNDLE_MIN_ORDERS || support < BUNDLE_MIN_SUPPORT) continue;
    const lift = (p.together * orders) / (ca * cb);
    if (lift < BUNDLE_MIN_LIFT) continue;
    // The direction with the higher confidence reads best: from the rarer product to the commoner.
    const [from, to, base] = ca < cb || (ca === cb && p.a < p.b) ? [p.a, p.b, ca] : [p.b, p.a, cb];
    out.push({
      from,
      to,
      together: p.together,
      supportBp: Math.round(support * 10_000),
      confidenceBp: Math.round((p.together / base) * 10_000),
      lift,
    });
  }
  return out.sort(
    (x, y) =>
      y.lift - x.lift ||
      y.together - x.together ||
      (x.from + x.to < y.from + y.to ? -1 : x.from + x.to > y.from + y.to ? 1 : 0),
  );
}
