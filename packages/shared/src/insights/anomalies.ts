import { mean, median, medianAbsoluteDeviation } from 'simple-statistics';

/**
 * Sudden drops and spikes (decision 054): the last 7 days of a series (a city's or a product's
 * sales) against that series' own earlier weeks, with a robust z-score — distance from the median
 * week in units of the scaled median absolute deviation — so a few odd weeks in the history do not
 * hide or fake an anomaly.
 */
export const ANOMALY_WINDOW_DAYS = 7;
/** Earlier weeks compared against (about half a year). */
export const ANOMALY_HISTORY_WEEKS = 26;
/** The fewest earlier weeks (since the series' first sale) before a series is judged. */
export const ANOMALY_MIN_WEEKS = 8;
/** Iglewicz and Hoaglin's cut-off for a robust z-score. */
export const ANOMALY_Z = 3.5;
/** A change smaller than this share of the usual week is not news, whatever its z-score. */
export const ANOMALY_MIN_CHANGE = 0.3;
/** A spike needs this many orders in the week, a drop this many in the usual week: one order is no pattern. */
export const ANOMALY_MIN_ORDERS = 3;
/** The MAD of a normal distribution's sample is 1/1.4826 of its standard deviation. */
const MAD_SCALE = 1.4826;
/** The mean absolute deviation is 1/1.2533 of a normal standard deviation (the fallback when MAD is 0). */
const MEAN_AD_SCALE = 1.2533;

export interface DailyPoint {
  revenue: number;
  orders: number;
}

export interface AnomalyInput<K> {
  key: K;
  /** Day by day, oldest first, the last element being the last day judged; at least the history's length. */
  days: readonly DailyPoint[];
}

export interface Anomaly<K> {
  key: K;
  direction: 'spike' | 'drop';
  /** The last 7 days' revenue and orders. */
  current: number;
  currentOrders: number;
  /** The median week before. */
  expected: number;
  /** (current - expected) / expected in basis points; null when the usual week had no sales. */
  changeBp: number | null;
  z: number;
  weeks: number;
}

function weekSums(days: readonly DailyPoint[]) {
  const out: DailyPoint[] = [];
  for (let end = days.length; end - ANOMALY_WINDOW_DAYS >= 0; end -= ANOMALY_WINDOW_DAYS) {
    const slice = days.slice(end - ANOMALY_WINDOW_DAYS, end);
    out.unshift({
      revenue: slice.reduce((s, d) => s + d.revenue, 0),
      orders: slice.reduce((s, d) => s + d.orders, 0),
    });
  }
  return out;
}

/** The robust z-score of the last week of one series, or null when there is too little history. */
export function judgeSeries<K>(input: AnomalyInput<K>): Anomaly<K> | null {
  const weeks = weekSums(input.days.slice(-(ANOMALY_HISTORY_WEEKS + 1) * ANOMALY_WINDOW_DAYS));
  const current = weeks.pop();
  if (!current) return null;
  // Weeks before the series' first sale are not its history.
  const firstSale = weeks.findIndex((w) => w.orders > 0 || w.revenue !== 0);
  const history = firstSale < 0 ? [] : weeks.slice(firstSale);
  if (history.length < ANOMALY_MIN_WEEKS) return null;
  const revenues = history.map((w) => w.revenue);
  const expected = median(revenues);
  let scale = MAD_SCALE * medianAbsoluteDeviation(revenues);
  if (scale === 0) scale = MEAN_AD_SCALE * mean(revenues.map((r) => Math.abs(r - expected)));
  if (scale === 0) return null;
  const z = (current.revenue - expected) / scale;
  const changeBp = expected > 0 ? Math.round(((current.revenue - expected) / expected) * 10_000) : null;
  return {
    key: input.key,
    direction: z >= 0 ? 'spike' : 'drop',
    current: current.revenue,
    currentOrders: current.orders,
    expected,
    changeBp,
    z,
    weeks: history.length,
  };
}

/** Whether a judged series is an anomaly worth showing. */
export function isAnomaly<K>(a: Anomaly<K>, usualOrders: number): boolean {
  if (Math.abs(a.z) < ANOMALY_Z) return false;
  if (a.expected > 0 && Math.abs(a.current - a.expected) < ANOMALY_MIN_CHANGE * a.expected) return false;
  return a.direction === 'spike' ? a.currentOrders >= ANOMALY_MIN_ORDERS : usualOrders >= ANOMALY_MIN_ORDERS;
}

/** The anomalies among the series, the strongest (largest |z|) first; ties by key order. */
export function findAnomalies<K extends string>(inputs: readonly AnomalyInput<K>[]): Anomaly<K>[] {
  const found: Anomaly<K>[] = [];
  for (const input of inputs) {
    const judged = judgeSeries(input);
    if (!judged) continue;
    const weeks = weekSums(input.days.slice(-(ANOMALY_HISTORY_WEEKS + 1) * ANOMALY_WINDOW_DAYS)).slice(0, -1);
    const usualOrders = median(weeks.slice(-judged.weeks).map((w) => w.orders));
    if (isAnomaly(judged, usualOrders)) found.push(judged);
  }
  return found.sort((a, b) => Math.abs(b.z) - Math.abs(a.z) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
