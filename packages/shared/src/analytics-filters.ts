import { PROVINCES, REGIONS, type Region } from './cities';
import { isDay } from './network-reports';
import { istanbulDay } from './orders';
import { ROLES, type Role } from './roles';

/**
 * The global filter state of the analytics and report pages (specification §3): one shape on the
 * page, in the address and in the API's query string. Money bounds are kuruş. Dates are Istanbul
 * days (YYYY-MM-DD), both ends included.
 */
export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface GlobalFilters {
  cities: string[];
  districts: string[];
  regions: Region[];
  dateFrom?: string;
  dateTo?: string;
  salesMin?: number;
  salesMax?: number;
  commissionMin?: number;
  commissionMax?: number;
  roles: Role[];
  statuses: MemberStatus[];
  search?: string;
}

export const EMPTY_FILTERS: GlobalFilters = {
  cities: [],
  districts: [],
  regions: [],
  roles: [],
  statuses: [],
};

/** How many values one list filter takes, and the longest search. */
export const FILTER_LIST_MAX = 81;
export const FILTER_SEARCH_MAX = 100;
/** The widest date range a report reads (a little over three years). */
export const FILTER_MAX_DAYS = 1_200;
/** The period when no date is chosen: the built-in default preset's 'Son 30 Gün'. */
export const DEFAULT_PERIOD_DAYS = 30;

const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));

/**
 * The URL (and query string) names of each filter. `cities`, `dateFrom`, `dateTo` and `search` are
 * the specification's; lists are comma separated.
 */
export const FILTER_PARAMS = {
  cities: 'cities',
  districts: 'districts',
  regions: 'regions',
  dateFrom: 'dateFrom',
  dateTo: 'dateTo',
  salesMin: 'salesMin',
  salesMax: 'salesMax',
  commissionMin: 'commissionMin',
  commissionMax: 'commissionMax',
  roles: 'roles',
  statuses: 'statuses',
  search: 'search',
} as const satisfies Record<keyof GlobalFilters, string>;

function list(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, FILTER_LIST_MAX);
}

function kurus(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Filters read leniently from a page's address: what does not make sense is dropped, never an
 * error (a shared link with a stale city still opens). The API reads the same names strictly
 * (contracts/analytics-filters.ts).
 */
export function filtersFromParams(params: URLSearchParams): GlobalFilters {
  const dateFrom = params.get(FILTER_PARAMS.dateFrom) ?? '';
  const dateTo = params.get(FILTER_PARAMS.dateTo) ?? '';
  const search = (params.get(FILTER_PARAMS.search) ?? '').trim().slice(0, FILTER_SEARCH_MAX);
  const filters: GlobalFilters = {
    cities: list(params.get(FILTER_PARAMS.cities)).filter((c) => CITY_NAMES.has(c)),
    districts: list(params.get(FILTER_PARAMS.districts)).map((d) => d.slice(0, 60)),
    regions: list(params.get(FILTER_PARAMS.regions)).filter((r): r is Region =>
      (REGIONS as readonly string[]).includes(r),
    ),
    roles: list(params.get(FILTER_PARAMS.roles)).filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
    statuses: list(params.get(FILTER_PARAMS.statuses)).filter((s): s is MemberStatus =>
      (MEMBER_STATUSES as readonly string[]).includes(s),
    ),
    dateFrom: isDay(dateFrom) ? dateFrom : undefined,
    dateTo: isDay(dateTo) ? dateTo : undefined,
    salesMin: kurus(params.get(FILTER_PARAMS.salesMin)),
    salesMax: kurus(params.get(FILTER_PARAMS.salesMax)),
    commissionMin: kurus(params.get(FILTER_PARAMS.commissionMin)),
    commissionMax: kurus(params.get(FILTER_PARAMS.commissionMax)),
    search: search || undefined,
  };
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    [filters.dateFrom, filters.dateTo] = [filters.dateTo, filters.dateFrom];
  }
  return filters;
}

/** The filters as URL parameters: only what is set, in a fixed order (one state, one address). */
export function filtersToParams(filters: GlobalFilters, into = new URLSearchParams()): URLSearchParams {
  for (const key of Object.keys(FILTER_PARAMS) as (keyof GlobalFilters)[]) {
    const value = filters[key];
    const name = FILTER_PARAMS[key];
    into.delete(name);
    if (Array.isArray(value)) {
      if (value.length > 0) into.set(name, value.join(','));
    } else if (value !== undefined && value !== '') {
      into.set(name, String(value));
    }
  }
  return into;
}

/** How many filters are set (the bar's badge; 0 means the default view). */
export function activeFilterCount(filters: GlobalFilters): number {
  return (Object.keys(FILTER_PARAMS) as (keyof GlobalFilters)[]).filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  }).length;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

export interface Period {
  from: string;
  to: string;
  /** The period of the same length just before, for trends. */
  previousFrom: string;
  previousTo: string;
  days: number;
}

/**
 * The period the filters mean: their dates, or the last 30 days ending today (Istanbul); an open
 * end is today, an open start 30 days before the end; never wider than FILTER_MAX_DAYS.
 */
export function periodOf(filters: Pick<GlobalFilters, 'dateFrom' | 'dateTo'>, now: Date = new Date()): Period {
  const today = istanbulDay(now);
  const to = filters.dateTo ?? (filters.dateFrom && filters.dateFrom > today ? filters.dateFrom : today);
  let from = filters.dateFrom ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (daysBetween(from, to) > FILTER_MAX_DAYS) from = addDays(to, -(FILTER_MAX_DAYS - 1));
  const days = daysBetween(from, to);
  return { from, to, days, previousTo: addDays(from, -1), previousFrom: addDays(from, -days) };
}

/** A change against the previous period in basis points (12,5 % = 1250), or null when there was nothing before. */
export function changeBasisPoints(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 10_000);
}

/** The built-in presets (specification §3): every member has them; they cannot be deleted. */
export const SYSTEM_PRESETS = [
  {
    key: 'last-30-days',
    name: 'Son 30 Gün',
    description: 'Son 30 günün verileri',
    isDefault: true,
    /** Dates are relative: the preset means "the 30 days ending today" whenever it is loaded. */
    relativeDays: DEFAULT_PERIOD_DAYS,
    filters: { ...EMPTY_FILTERS },
  },
  {
    key: 'active-dealers',
    name: 'Aktif Bayiler',
    description: 'Aktif durumdaki bayiler',
    isDefault: false,
    relativeDays: undefined,
    filters: { ...EMPTY_FILTERS, roles: ['dealer'], statuses: ['active'] },
  },
] as const satisfies readonly {
  key: string;
  name: string;
  description: string;
  isDefault: boolean;
  relativeDays: number | undefined;
  filters: GlobalFilters;
}[];

/** The regions' cities, so a region filter can be applied as a list of cities. */
export function citiesOfRegions(regions: readonly Region[]): string[] {
  const wanted = new Set(regions);
  return PROVINCES.filter((p) => wanted.has(p.region)).map((p) => p.name);
}

/**
 * The cities a report is limited to: the chosen cities, narrowed by the chosen regions (or the
 * regions' cities alone); empty means every city.
 */
export function effectiveCities(filters: Pick<GlobalFilters, 'cities' | 'regions'>): string[] {
  if (filters.regions.length === 0) return filters.cities;
  const inRegions = citiesOfRegions(filters.regions);
  if (filters.cities.length === 0) return inRegions;
  const set = new Set(inRegions);
  const both = filters.cities.filter((c) => set.has(c));
  // Nothing in common: no city can match; a name that is no city keeps the result empty.
  return both.length > 0 ? both : ['—'];
}
