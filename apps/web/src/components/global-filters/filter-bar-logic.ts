import type { GlobalFilters } from '@portal/shared/analytics-filters';
import { istanbulDay } from '@portal/shared/orders';

/**
 * The pure parts of the global filter bar: quick date ranges, money typed in lira, and which
 * fields a page offers. Kept apart from the components so they are tested without a browser.
 */

export const FILTER_FIELDS = [
  'dates',
  'cities',
  'districts',
  'regions',
  'sales',
  'commission',
  'roles',
  'statuses',
  'search',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The filters each field sets (what clearing a page's fields clears). */
export const FIELD_KEYS: Record<FilterField, (keyof GlobalFilters)[]> = {
  dates: ['dateFrom', 'dateTo'],
  cities: ['cities'],
  districts: ['districts'],
  regions: ['regions'],
  sales: ['salesMin', 'salesMax'],
  commission: ['commissionMin', 'commissionMax'],
  roles: ['roles'],
  statuses: ['statuses'],
  search: ['search'],
};

export const QUICK_RANGES = [
  { key: 'today', label: 'Bugün' },
  { key: '7d', label: 'Son 7 gün' },
  { key: '30d', label: 'Son 30 gün' },
  { key: '90d', label: 'Son 90 gün' },
  { key: 'thisMonth', label: 'Bu ay' },
  { key: 'lastMonth', label: 'Geçen ay' },
  { key: 'thisYear', label: 'Bu yıl' },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number]['key'];

function shift(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A quick range as Istanbul days, both ends included, ending today (or last month's last day). */
export function quickRange(key: QuickRange, now: Date = new Date()): { dateFrom: string; dateTo: string } {
  const today = istanbulDay(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (key) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case '7d':
      return { dateFrom: shift(today, -6), dateTo: today };
    case '30d':
      return { dateFrom: shift(today, -29), dateTo: today };
    case '90d':
      return { dateFrom: shift(today, -89), dateTo: today };
    case 'thisMonth':
      return { dateFrom: monthStart, dateTo: today };
    case 'lastMonth': {
      const py = m === 1 ? y - 1 : y;
      const pm = m === 1 ? 12 : m - 1;
      return { dateFrom: `${py}-${String(pm).padStart(2, '0')}-01`, dateTo: shift(monthStart, -1) };
    }
    case 'thisYear':
      return { dateFrom: `${y}-01-01`, dateTo: today };
  }
}

/** The quick range the dates are, if any (the select shows it). */
export function quickRangeOf(filters: Pick<GlobalFilters, 'dateFrom' | 'dateTo'>, now: Date = new Date()) {
  if (!filters.dateFrom || !filters.dateTo) return undefined;
  return QUICK_RANGES.find((r) => {
    const range = quickRange(r.key, now);
    return range.dateFrom === filters.dateFrom && range.dateTo === filters.dateTo;
  })?.key;
}

/**
 * Lira as a person types it in Türkiye ('1.250', '1.250,50', '1250.5', '₺ 300') → kuruş; '' is
 * no bound; anything else is invalid (null).
 */
export function liraToKurus(text: string): number | undefined | null {
  let t = text.replace(/[₺\s]/g, '').replace(/TL$/i, '');
  if (t === '') return undefined;
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const kurus = Math.round(Number(t) * 100);
  return Number.isSafeInteger(kurus) ? kurus : null;
}

/** Kuruş as the input shows it: '1250' or '1250,5'. */
export function kurusToLiraText(kurus: number | undefined): string {
  if (kurus === undefined) return '';
  const lira = kurus / 100;
  return Number.isInteger(lira) ? String(lira) : lira.toFixed(2).replace('.', ',');
}

/** Districts typed as a comma-separated list. */
export function districtList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    ),
  ].slice(0, 81);
}

/** How many of a page's fields are set (the badge on the phone's "Filtreler" button). */
export function activeFieldCount(filters: GlobalFilters, fields: readonly FilterField[]): number {
  return fields.filter((field) =>
    FIELD_KEYS[field].some((key) => {
      const v = filters[key];
      return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '';
    }),
  ).length;
}

/** A short label of a multi-choice: 'Tüm iller', 'Ankara', 'Ankara, İzmir', 'Ankara +2'. */
export function choiceSummary(values: readonly string[], labelOf: (v: string) => string, none: string): string {
  if (values.length === 0) return none;
  if (values.length <= 2) return values.map(labelOf).join(', ');
  return `${labelOf(values[0] as string)} +${values.length - 1}`;
}
