import { eachDayOfInterval, eachMonthOfInterval, eachWeekOfInterval, format, parseISO } from 'date-fns';
import { tr } from 'date-fns/locale';
import type { AnalyticsPeriod, OrderAnalytics } from '@portal/shared/contracts/orders';

export type SeriesPoint = OrderAnalytics['series'][number] & { label: string; revenueLira: number };

/** More points than this are drawn as the server sent them, without the empty periods in between. */
const MAX_FILLED = 400;

/** A period's start (YYYY-MM-DD) as the chart's axis shows it. */
export function periodLabel(period: AnalyticsPeriod, day: string): string {
  const date = parseISO(day);
  if (period === 'month') return format(date, 'LLL yyyy', { locale: tr });
  return format(date, 'd MMM', { locale: tr });
}

/** The same, in full, for the tooltip: '12 Mayıs 2026', '12 Mayıs 2026 haftası', 'Mayıs 2026'. */
export function periodTitle(period: AnalyticsPeriod, day: string): string {
  const date = parseISO(day);
  if (period === 'month') return format(date, 'LLLL yyyy', { locale: tr });
  const text = format(date, 'd MMMM yyyy', { locale: tr });
  return period === 'week' ? `${text} haftası` : text;
}

function bucketStarts(period: AnalyticsPeriod, from: Date, to: Date): Date[] {
  if (from > to) return [];
  if (period === 'day') return eachDayOfInterval({ start: from, end: to });
  if (period === 'week') return eachWeekOfInterval({ start: from, end: to }, { weekStartsOn: 1 });
  return eachMonthOfInterval({ start: from, end: to });
}

/**
 * The server leaves out periods without orders; the chart shows them as zero so that time runs
 * evenly along the axis. Money stays in kuruş; `revenueLira` is for the axis only.
 */
export function fillSeries(
  period: AnalyticsPeriod,
  series: OrderAnalytics['series'],
  from: Date,
  to: Date,
): SeriesPoint[] {
  const byPeriod = new Map(series.map((s) => [s.period, s]));
  const starts = bucketStarts(period, from, to);
  const keys = starts.length <= MAX_FILLED ? starts.map((d) => format(d, 'yyyy-MM-dd')) : [];
  for (const s of series) if (!keys.includes(s.period)) keys.push(s.period);
  keys.sort();
  return keys.map((key) => {
    const point = byPeriod.get(key) ?? { period: key, count: 0, revenue: 0, averageBasket: 0 };
    return { ...point, label: periodLabel(period, key), revenueLira: point.revenue / 100 };
  });
}
