/**
 * Web Vitals thresholds (web.dev): at or below `good` is good, above `poor` is poor, between needs
 * improvement. Times in milliseconds; CLS is unitless.
 */
export const WEB_VITALS = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'] as const;
export type WebVital = (typeof WEB_VITALS)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_THRESHOLDS: Record<WebVital, { good: number; poor: number }> = {
  TTFB: { good: 800, poor: 1800 },
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
};

export function rateVital(name: WebVital, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** The median of a list of timings (the mean of the middle two for an even count); 0 when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
