import { addDays, addMonths, addWeeks, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import type { AnalyticsPeriod } from '@portal/shared/contracts/orders';
import { useUrlState } from '@/lib/use-url-state';

/**
 * The analytics page's filters in the address (?period=&from=&to=&city=). `from` and `to` are
 * days (YYYY-MM-DD) the member chose; left empty, each period has a range of its own (30 days,
 * 12 weeks, 12 months up to today).
 */
export type AnalyticsFilterState = { period: AnalyticsPeriod; from: string; to: string; city: string; page: number };

export const PERIODS: { value: AnalyticsPeriod; label: string }[] = [
  { value: 'day', label: 'Günlük' },
  { value: 'week', label: 'Haftalık' },
  { value: 'month', label: 'Aylık' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string | null): value is string {
  if (value === null || !DAY.test(value)) return false;
  const date = parseISO(value);
  return !Number.isNaN(date.getTime()) && format(date, 'yyyy-MM-dd') === value;
}

function parse(params: URLSearchParams): AnalyticsFilterState {
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  return {
    period: period === 'week' || period === 'month' || period === 'day' ? period : 'day',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    city: (params.get('city') ?? '').slice(0, 60),
    page: 1,
  };
}

function write(state: AnalyticsFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.period !== 'day') params.set('period', state.period);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.city) params.set('city', state.city);
  return params;
}

export function useAnalyticsFilters() {
  return useUrlState(parse, write);
}

/** The first day of the period's default range, ending today. */
export function defaultFrom(period: AnalyticsPeriod, today: Date): Date {
  if (period === 'day') return addDays(today, -29);
  if (period === 'week') return startOfWeek(addWeeks(today, -11), { weekStartsOn: 1 });
  return startOfMonth(addMonths(today, -11));
}

export function toDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
