import { DEFAULT_TIME_ZONE } from './format';
import type { OrderStatus } from './orders';

/**
 * The rules of the network reports (decision 024): what counts as a sale, which days a period
 * covers and which months a growth chart shows. Days are Istanbul calendar days (YYYY-MM-DD),
 * months Istanbul calendar months (YYYY-MM); the database turns them into instants.
 */

/** A sale: an order that has been paid or gone further, and was neither cancelled nor returned. */
export const SALE_STATUSES = [
  'paid',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'completed',
  'return_requested',
] as const satisfies readonly OrderStatus[];

export function isSale(status: OrderStatus): boolean {
  return (SALE_STATUSES as readonly string[]).includes(status);
}

/** The windows of the active-dealer report and the national distributor's panel, in days. */
export const ACTIVITY_WINDOWS = [30, 90] as const;
export type ActivityWindow = (typeof ACTIVITY_WINDOWS)[number];

/** The presets of the new-members report. */
export const MEMBER_PERIODS = ['thisMonth', 'last30', 'last90', 'thisYear', 'custom'] as const;
export type MemberPeriod = (typeof MEMBER_PERIODS)[number];
export const MEMBER_PERIOD_LABELS: Record<MemberPeriod, string> = {
  thisMonth: 'Bu ay',
  last30: 'Son 30 gün',
  last90: 'Son 90 gün',
  thisYear: 'Bu yıl',
  custom: 'Özel aralık',
};

/** A custom range of the new-members report may span at most this many days. */
export const MAX_RANGE_DAYS = 3660;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const istanbulDays = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (Istanbul by default). */
export function dayOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = istanbulDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    istanbulDays.set(timeZone, format);
  }
  return format.format(instant);
}

/** Whether a string is a day that exists (2026-02-30 does not). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The days a new-members period covers, both ends included; `today` is Istanbul's today.
 * A custom range is taken as given (the contract has checked it).
 */
export function periodDays(
  period: MemberPeriod,
  today: string,
  custom: { from?: string; to?: string } = {},
): { from: string; to: string } {
  switch (period) {
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return { from: custom.from ?? today, to: custom.to ?? today };
  }
}

/** The last `count` months up to and including today's, oldest first (YYYY-MM). */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/** Change from the previous figure to the current one in percent (one decimal); null without a base. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
