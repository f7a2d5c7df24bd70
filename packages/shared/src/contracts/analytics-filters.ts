import { z } from 'zod';
import {
  FILTER_LIST_MAX,
  FILTER_SEARCH_MAX,
  type GlobalFilters,
  MEMBER_STATUSES,
  type MemberStatus,
} from '../analytics-filters';
import { PROVINCES, REGIONS, type Region } from '../cities';
import { isDay } from '../network-reports';
import { ROLES, type Role } from '../roles';

/**
 * The global filters as every analytics and report endpoint reads them from its query string: the
 * names of FILTER_PARAMS, lists comma separated, money in kuruş. Strict, unlike the page's lenient
 * reading: an unknown city, role or a malformed day is a 400, never a silently wider report.
 */
const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));

function commaList<T extends string>(allowed: ((v: string) => boolean) | null, message: string) {
  return z
    .string()
    .max(4_000)
    .optional()
    .transform((value, ctx) => {
      const items = [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      if (items.length > FILTER_LIST_MAX) {
        ctx.addIssue({ code: 'custom', message: `En fazla ${FILTER_LIST_MAX} değer seçilebilir` });
        return z.NEVER;
      }
      const bad = allowed ? items.find((v) => !allowed(v)) : items.find((v) => v.length > 60);
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return items as T[];
    });
}

const day = z.string().refine(isDay, { error: 'Geçerli bir tarih girin (YYYY-AA-GG)' }).optional();
const kurus = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/** The filters' fields, to extend with an endpoint's own (`withGlobalFilters`). */
export const globalFiltersShape = {
  cities: commaList<string>((v) => CITY_NAMES.has(v), 'Bilinmeyen il'),
  districts: commaList<string>(null, 'İlçe adı çok uzun'),
  regions: commaList<Region>((v) => (REGIONS as readonly string[]).includes(v), 'Bilinmeyen bölge'),
  dateFrom: day,
  dateTo: day,
  salesMin: kurus,
  salesMax: kurus,
  commissionMin: kurus,
  commissionMax: kurus,
  roles: commaList<Role>((v) => (ROLES as readonly string[]).includes(v), 'Bilinmeyen rol'),
  statuses: commaList<MemberStatus>((v) => (MEMBER_STATUSES as readonly string[]).includes(v), 'Bilinmeyen durum'),
  search: z.string().trim().max(FILTER_SEARCH_MAX).optional(),
};

const datesInOrder = (f: { dateFrom?: string; dateTo?: string }) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo;

/**
 * An endpoint's query: the global filters and its own fields (a page, a dimension, a format).
 * `filtersOf(query)` takes the filters back out.
 */
export function withGlobalFilters<T extends z.ZodRawShape>(extra: T) {
  return z
    .object({ ...globalFiltersShape, ...extra })
    .refine((f) => datesInOrder(f as { dateFrom?: string; dateTo?: string }), {
      error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
      path: ['dateTo'],
    });
}

export const globalFiltersQuerySchema = withGlobalFilters({});
export type GlobalFiltersQuery = z.input<typeof globalFiltersQuerySchema>;

/** The global filters of a parsed query (its other fields left out). */
export function filtersOf(query: z.output<z.ZodObject<typeof globalFiltersShape>>): GlobalFilters {
  return {
    cities: query.cities,
    districts: query.districts,
    regions: query.regions,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    salesMin: query.salesMin,
    salesMax: query.salesMax,
    commissionMin: query.commissionMin,
    commissionMax: query.commissionMax,
    roles: query.roles,
    statuses: query.statuses,
    search: query.search || undefined,
  };
}
