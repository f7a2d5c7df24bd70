/**
 * The server's own request figures for the monitoring page: per route, one-minute buckets of
 * request and 5xx counts and a small fixed-bucket latency histogram, kept for 24 hours in a ring
 * of 1440 minutes. Memory follows traffic: a minute holds only the routes called in it. Each
 * server keeps its own; nothing is shared (the page says which server answered).
 */

/** Upper bounds of the latency buckets in milliseconds; the last bucket is open above 5 s. */
export const LATENCY_BOUNDS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;
const BUCKETS = LATENCY_BOUNDS_MS.length + 1;
export const RING_MINUTES = 1440;
const MINUTE_MS = 60_000;

interface RouteMinute {
  count: number;
  errors: number;
  sumMs: number;
  buckets: Uint32Array;
}

interface Slot {
  minute: number;
  routes: Map<string, RouteMinute>;
}

export interface LatencySummary {
  count: number;
  errors: number;
  avgMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/**
 * The q-quantile (0..1) estimated from bucket counts: the bucket where it falls, interpolated
 * linearly inside it; the open last bucket answers its lower bound. 0 when there is nothing.
 */
export function percentileFromBuckets(
  counts: ArrayLike<number>,
  q: number,
  bounds: readonly number[] = LATENCY_BOUNDS_MS,
): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] ?? 0;
  if (total === 0) return 0;
  const rank = Math.min(total, Math.max(1, Math.ceil(q * total)));
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] ?? 0;
    if (c === 0) continue;
    if (seen + c >= rank) {
      const lower = i === 0 ? 0 : (bounds[i - 1] ?? 0);
      const upper = bounds[i];
      if (upper === undefined) return lower;
      return Math.round((lower + ((rank - seen) / c) * (upper - lower)) * 100) / 100;
    }
    seen += c;
  }
  return bounds[bounds.length - 1] ?? 0;
}

function bucketOf(ms: number): number {
  for (let i = 0; i < LATENCY_BOUNDS_MS.length; i++) if (ms <= (LATENCY_BOUNDS_MS[i] as number)) return i;
  return LATENCY_BOUNDS_MS.length;
}

function summarize(count: number, errors: number, sumMs: number, buckets: Uint32Array): LatencySummary {
  return {
    count,
    errors,
    avgMs: count ? Math.round((sumMs / count) * 100) / 100 : 0,
    p50Ms: percentileFromBuckets(buckets, 0.5),
    p95Ms: percentileFromBuckets(buckets, 0.95),
    p99Ms: percentileFromBuckets(buckets, 0.99),
  };
}

export interface SeriesPoint extends LatencySummary {
  /** Start of the interval, epoch ms. */
  at: number;
}

export interface SeriesReport {
  from: number;
  to: number;
  stepMinutes: number;
  total: LatencySummary;
  points: SeriesPoint[];
  routes: (LatencySummary & { route: string })[];
}

class Accumulator {
  count = 0;
  errors = 0;
  sumMs = 0;
  buckets = new Uint32Array(BUCKETS);
  add(m: RouteMinute) {
    this.count += m.count;
    this.errors += m.errors;
    this.sumMs += m.sumMs;
    for (let i = 0; i < BUCKETS; i++) this.buckets[i] = (this.buckets[i] ?? 0) + (m.buckets[i] ?? 0);
  }
  summary() {
    return summarize(this.count, this.errors, this.sumMs, this.buckets);
  }
}

export class RequestSeries {
  private readonly ring: Slot[] = Array.from({ length: RING_MINUTES }, () => ({ minute: -1, routes: new Map() }));

  /** The hot path: a division, a map lookup and four increments. */
  record(route: string, status: number, ms: number, now = Date.now()) {
    const minute = Math.floor(now / MINUTE_MS);
    const slot = this.ring[minute % RING_MINUTES] as Slot;
    if (slot.minute !== minute) {
      slot.minute = minute;
      slot.routes = new Map();
    }
    let stat = slot.routes.get(route);
    if (!stat) {
      stat = { count: 0, errors: 0, sumMs: 0, buckets: new Uint32Array(BUCKETS) };
      slot.routes.set(route, stat);
    }
    stat.count++;
    if (status >= 500) stat.errors++;
    stat.sumMs += ms;
    const b = bucketOf(ms);
    stat.buckets[b] = (stat.buckets[b] ?? 0) + 1;
  }

  /** The last `minutes` minutes (up to 1440) in points of `stepMinutes`, and every route's totals. */
  report(minutes: number, stepMinutes: number, now = Date.now()): SeriesReport {
    const span = Math.min(RING_MINUTES, Math.max(1, minutes));
    const current = Math.floor(now / MINUTE_MS);
    const first = current - span + 1;
    const steps = Math.ceil(span / stepMinutes);
    const points = Array.from({ length: steps }, () => new Accumulator());
    const total = new Accumulator();
    const byRoute = new Map<string, Accumulator>();
    for (let minute = first; minute <= current; minute++) {
      const slot = this.ring[minute % RING_MINUTES] as Slot;
      if (slot.minute !== minute) continue;
      const point = points[Math.floor((minute - first) / stepMinutes)] as Accumulator;
      for (const [route, stat] of slot.routes) {
        point.add(stat);
        total.add(stat);
        let acc = byRoute.get(route);
        if (!acc) {
          acc = new Accumulator();
          byRoute.set(route, acc);
        }
        acc.add(stat);
      }
    }
    return {
      from: first * MINUTE_MS,
      to: (current + 1) * MINUTE_MS,
      stepMinutes,
      total: total.summary(),
      points: points.map((p, i) => ({ at: (first + i * stepMinutes) * MINUTE_MS, ...p.summary() })),
      routes: [...byRoute.entries()]
        .map(([route, acc]) => ({ route, ...acc.summary() }))
        .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route)),
    };
  }
}

/** Events per minute over the last hour (the realtime bus's traffic as this server hears it). */
export class MinuteCounter {
  private readonly counts = new Uint32Array(60);
  private readonly minutes = new Float64Array(60).fill(-1);

  add(now = Date.now()) {
    const minute = Math.floor(now / MINUTE_MS);
    const i = minute % 60;
    if (this.minutes[i] !== minute) {
      this.minutes[i] = minute;
      this.counts[i] = 0;
    }
    this.counts[i] = (this.counts[i] ?? 0) + 1;
  }

  /** The last complete minute's count. */
  lastMinute(now = Date.now()): number {
    const minute = Math.floor(now / MINUTE_MS) - 1;
    return this.minutes[minute % 60] === minute ? (this.counts[minute % 60] ?? 0) : 0;
  }

  /** Average per minute over the last 60 complete minutes. */
  hourAverage(now = Date.now()): number {
    const current = Math.floor(now / MINUTE_MS);
    let sum = 0;
    for (let m = current - 60; m < current; m++) if (this.minutes[m % 60] === m) sum += this.counts[m % 60] ?? 0;
    return Math.round((sum / 60) * 100) / 100;
  }
}
