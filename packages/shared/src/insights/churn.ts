import { median, medianAbsoluteDeviation, quantile } from 'simple-statistics';

/**
 * Members at risk of churn (decision 054): a member whose time since its last order is longer than
 * its own rhythm allows — beyond the 90th percentile of its own gaps between orders, beyond the
 * median gap plus two scaled MADs and beyond one and a half median gaps (a perfectly regular buyer
 * has no spread: a day late is not a risk) — judged only with at least three past orders.
 */
export const CHURN_MIN_ORDERS = 3;
/** Robust spread multiplier on the scaled MAD. */
export const CHURN_K = 2;
/** The least lateness, as a multiple of the usual gap. */
export const CHURN_MIN_FACTOR = 1.5;
/** A lapse shorter than this many days is never called a risk (a weekly buyer a few days late). */
export const CHURN_MIN_DAYS = 14;
const MAD_SCALE = 1.4826;

export interface ChurnInput<K> {
  key: K;
  /** The Istanbul days of the member's orders (YYYY-MM-DD), any order, duplicates allowed. */
  orderDays: readonly string[];
  /** What the member bought (kuruş), its value for the ranking. */
  revenue: number;
}

export interface ChurnRisk<K> {
  key: K;
  orders: number;
  /** The member's usual gap (median, days). */
  typicalGapDays: number;
  /** The gap beyond which the member is late (days). */
  thresholdDays: number;
  daysSinceLast: number;
  lastOrderDay: string;
  revenue: number;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T12:00:00Z`) / 86_400_000);

export function churnRisk<K>(input: ChurnInput<K>, asOf: string): ChurnRisk<K> | null {
  const days = [...new Set(input.orderDays)].filter((d) => d <= asOf).sort();
  if (days.length < CHURN_MIN_ORDERS) return null;
  const numbers = days.map(dayNumber);
  const gaps = numbers.slice(1).map((n, i) => n - (numbers[i] as number));
  const typical = median(gaps);
  const threshold = Math.max(
    quantile(gaps, 0.9),
    typical + CHURN_K * MAD_SCALE * medianAbsoluteDeviation(gaps),
    CHURN_MIN_FACTOR * typical,
  );
  const last = days[days.length - 1] as string;
  const since = dayNumber(asOf) - dayNumber(last);
  if (since <= threshold || since < CHURN_MIN_DAYS) return null;
  return {
    key: input.key,
    orders: days.length,
    typicalGapDays: Math.round(typical),
    thresholdDays: Math.round(threshold),
    daysSinceLast: since,
    lastOrderDay: last,
    revenue: input.revenue,
  };
}

/** The members at risk, the most valuable first (ties: the longest lapse, then key order). */
export function churnRisks<K extends string>(inputs: readonly ChurnInput<K>[], asOf: string): ChurnRisk<K>[] {
  return inputs
    .map((i) => churnRisk(i, asOf))
    .filter((r): r is ChurnRisk<K> => r !== null)
    .sort(
      (a, b) =>
        b.revenue - a.revenue || b.daysSinceLast - a.daysSinceLast || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}
