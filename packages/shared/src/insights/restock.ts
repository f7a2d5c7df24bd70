/**
 * Restock advice (decision 054): days of cover = saleable stock (on hand − reserved) / the average
 * daily demand the holder supplied; below the lead time a request is advised, for enough to cover
 * the lead time and a month more.
 */
export const RESTOCK_DEMAND_DAYS = 60;
/** How long a request takes to arrive from the parent holder (days). */
export const RESTOCK_LEAD_DAYS = 14;
/** What a request should cover: the lead time and a month. */
export const RESTOCK_TARGET_DAYS = RESTOCK_LEAD_DAYS + 30;

export interface RestockInput<K> {
  key: K;
  saleable: number;
  /** Units the holder supplied in the last RESTOCK_DEMAND_DAYS days. */
  demand: number;
}

export interface RestockAdvice<K> {
  key: K;
  saleable: number;
  /** Units a day. */
  dailyDemand: number;
  /** Days the saleable stock lasts at that demand (0 when none is saleable). */
  coverDays: number;
  quantity: number;
}

/** Units to ask for so that the stock covers `targetDays` of demand, at least 1; 0 when none is needed. */
export function restockQuantity(saleable: number, dailyDemand: number, targetDays = RESTOCK_TARGET_DAYS): number {
  if (dailyDemand <= 0) return 0;
  const need = Math.ceil(dailyDemand * targetDays - Math.max(0, saleable));
  return Math.max(need, 1);
}

export function restockAdvice<K>(input: RestockInput<K>): RestockAdvice<K> | null {
  if (input.demand <= 0) return null;
  const dailyDemand = input.demand / RESTOCK_DEMAND_DAYS;
  const coverDays = Math.max(0, input.saleable) / dailyDemand;
  if (coverDays >= RESTOCK_LEAD_DAYS) return null;
  return {
    key: input.key,
    saleable: input.saleable,
    dailyDemand,
    coverDays,
    quantity: restockQuantity(input.saleable, dailyDemand),
  };
}

/** The advice for every holder and product, the shortest cover first (ties: higher demand, key order). */
export function restockAdvices<K extends string>(inputs: readonly RestockInput<K>[]): RestockAdvice<K>[] {
  return inputs
    .map(restockAdvice)
    .filter((a): a is RestockAdvice<K> => a !== null)
    .sort(
      (a, b) =>
        a.coverDays - b.coverDays || b.dailyDemand - a.dailyDemand || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}
