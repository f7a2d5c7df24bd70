import type { GlobalFilters, Period } from './analytics-filters';
import { daysBetween } from './analytics-filters';

/**
 * Sales analytics (issue 17): the overview, sales by a dimension and the orders behind one bar.
 * Pure rules shared by the API (what it computes) and the pages (how they show it).
 */

/** What a sales report groups by. */
export const SALES_DIMENSIONS = ['product', 'category', 'city', 'role', 'day', 'week', 'month'] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];
export const TIME_DIMENSIONS = ['day', 'week', 'month'] as const satisfies readonly SalesDimension[];
export type Granularity = (typeof TIME_DIMENSIONS)[number];

export const SALES_DIMENSION_LABELS: Record<SalesDimension, string> = {
  product: 'Ürün',
  category: 'Kategori',
  city: 'İl',
  role: 'Rol',
  day: 'Gün',
  week: 'Hafta',
  month: 'Ay',
};

export function isTimeDimension(d: SalesDimension): d is Granularity {
  return (TIME_DIMENSIONS as readonly string[]).includes(d);
}

/** Where the figures came from: the kept rollups, or the orders themselves (filters the rollups do not carry). */
export const ANALYTICS_SOURCES = ['rollup', 'orders'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

/** The value of a product or category bar whose product has no category. */
export const NO_CATEGORY = 'none';

/** Rows of a drill-down page. */
export const DRILL_PAGE_SIZE = 20;
/** How many rows an export holds at most. */
export const ANALYTICS_EXPORT_LIMIT = 100_000;
/** Top products and cities on the overview. */
export const OVERVIEW_TOP = 8;

/** The series' step for a period: days up to two months, weeks up to seven months, then months. */
export function granularityOf(days: number): Granularity {
  if (days <= 62) return 'day';
  if (days <= 217) return 'week';
  return 'month';
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the bucket a day falls in: itself, the Monday of its week, the first of its month. */
export function bucketStart(day: string, g: Granularity): string {
  if (g === 'day') return day;
  if (g === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The last day of the bucket that starts on `start`. */
export function bucketEnd(start: string, g: Granularity): string {
  if (g === 'day') return start;
  if (g === 'week') return addDays(start, 6);
  const d = new Date(`${start.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
}

/** Every bucket of a period in order (the series has a point for each, zeros included). */
export function bucketsOf(from: string, to: string, g: Granularity): string[] {
  const out: string[] = [];
  for (let b = bucketStart(from, g); b <= to; b = addDays(bucketEnd(b, g), 1)) out.push(b);
  return out;
}

/** The days a time bar covers, within the period (a week or month cut at the period's ends). */
export function bucketWithin(start: string, g: Granularity, period: Pick<Period, 'from' | 'to'>) {
  const end = bucketEnd(start, g);
  return { from: start < period.from ? period.from : start, to: end > period.to ? period.to : end };
}

/** Whether a bucket value is a real bucket start of its granularity. */
export function isBucketStart(value: string, g: Granularity): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && bucketStart(value, g) === value;
}

/** A bucket's label: '24.11.2026', 'Hafta 23.11', 'Kasım 2026'. */
export function bucketLabel(start: string, g: Granularity): string {
  const [y, m, d] = start.split('-');
  if (g === 'day') return `${d}.${m}.${y}`;
  if (g === 'week') return `${d}.${m}.${y} haftası`;
  return new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${start}T12:00:00Z`),
  );
}

/**
 * Whether the kept rollups answer a report under these filters. Dates are always carried; the
 * segment rollup also carries the delivery city (cities, regions) and the buyer's role; the
 * product rollup only dates. Districts, search, member statuses and the sales and commission
 * ranges need the orders.
 */
export function rollupCovers(filters: GlobalFilters, needs: 'segment' | 'product'): boolean {
  const orderOnly =
    filters.districts.length > 0 ||
    !!filters.search ||
    filters.statuses.length > 0 ||
    filters.salesMin !== undefined ||
    filters.salesMax !== undefined ||
    filters.commissionMin !== undefined ||
    filters.commissionMax !== undefined;
  if (orderOnly) return false;
  if (needs === 'product')
    return filters.cities.length === 0 && filters.regions.length === 0 && filters.roles.length === 0;
  return true;
}

/** The average basket in kuruş (0 without orders). */
export function averageBasket(revenue: number, orders: number): number {
  return orders > 0 ? Math.round(revenue / orders) : 0;
}

/** A part's share of a whole in basis points (0 when the whole is 0). */
export function shareBasisPoints(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) : 0;
}

export function periodDays(p: Pick<Period, 'from' | 'to'>): number {
  return daysBetween(p.from, p.to);
}

/** The words the server writes into exports. */
export const ANALYTICS_EXPORT_WORDS = {
  salesFileName: 'satis-analizi',
  ordersFileName: 'satis-siparisleri',
  salesSheet: 'Satış Analizi',
  ordersSheet: 'Siparişler',
  headers: {
    revenue: 'Ciro (KDV dahil)',
    net: 'Net (KDV hariç)',
    orders: 'Sipariş',
    quantity: 'Adet',
    share: 'Pay (%)',
    number: 'Sipariş No',
    date: 'Tarih',
    buyer: 'Alıcı',
    city: 'İl',
    status: 'Durum',
    total: 'Tutar',
  },
  noCategory: 'Kategorisiz',
} as const;

/**
 * The live event of a counted order's change, sent to every member on its buyer's path who is
 * connected (a lookup event: the ancestors are found on each server), so home figures and open
 * reports refresh.
 */
export const SALES_CHANGED_EVENT = 'sales_changed';
