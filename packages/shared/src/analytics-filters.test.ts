import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeBasisPoints,
  EMPTY_FILTERS,
  effectiveCities,
  filtersFromParams,
  filtersToParams,
  periodOf,
} from './analytics-filters';
import { filtersOf, globalFiltersQuerySchema, withGlobalFilters } from './contracts/analytics-filters';
import { z } from 'zod';

describe('global filters in the address', () => {
  it('round-trips every field through the URL with the specification names', () => {
    const filters = {
      ...EMPTY_FILTERS,
      cities: ['İstanbul', 'Ankara'],
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      search: 'Ayşe',
      roles: ['dealer' as const],
      statuses: ['active' as const],
      salesMin: 100_000,
    };
    const params = filtersToParams(filters);
    expect(params.get('cities')).toBe('İstanbul,Ankara');
    expect(params.get('dateFrom')).toBe('2026-10-01');
    expect(params.get('search')).toBe('Ayşe');
    expect(filtersFromParams(params)).toEqual({
      ...filters,
      salesMax: undefined,
      commissionMin: undefined,
      commissionMax: undefined,
    });
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('drops what makes no sense instead of failing, and puts dates in order', () => {
    const f = filtersFromParams(
      new URLSearchParams('cities=Atlantis,İzmir&roles=king&dateFrom=2026-12-01&dateTo=2026-11-01&salesMin=-5'),
    );
    expect(f.cities).toEqual(['İzmir']);
    expect(f.roles).toEqual([]);
    expect(f.salesMin).toBeUndefined();
    expect([f.dateFrom, f.dateTo]).toEqual(['2026-11-01', '2026-12-01']);
  });
});

describe('global filters in the API', () => {
  it('refuses an unknown city, a bad day and dates out of order', () => {
    expect(globalFiltersQuerySchema.safeParse({ cities: 'Atlantis' }).success).toBe(false);
    expect(globalFiltersQuerySchema.safeParse({ dateFrom: '2026-02-30' }).success).toBe(false);
    expect(globalFiltersQuerySchema.safeParse({ dateFrom: '2026-02-03', dateTo: '2026-02-01' }).success).toBe(false);
  });

  it('reads lists and keeps an endpoint its own fields', () => {
    const schema = withGlobalFilters({ page: z.coerce.number().int().default(1) });
    const parsed = schema.parse({ cities: 'İstanbul, Ankara', page: '2', search: '  ' });
    expect(parsed.page).toBe(2);
    expect(filtersOf(parsed)).toMatchObject({ cities: ['İstanbul', 'Ankara'], search: undefined, roles: [] });
  });
});

describe('periods', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('defaults to the 30 days ending today and compares with the 30 before', () => {
    expect(periodOf({}, now)).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      days: 30,
      previousFrom: '2026-09-26',
      previousTo: '2026-10-25',
    });
  });
  it('caps a range at the widest allowed', () => {
    expect(periodOf({ dateFrom: '2000-01-01', dateTo: '2026-11-24' }, now).days).toBe(1200);
  });
  it('computes change in basis points', () => {
    expect(changeBasisPoints(150, 100)).toBe(5000);
    expect(changeBasisPoints(0, 0)).toBe(0);
    expect(changeBasisPoints(10, 0)).toBeNull();
  });
  it('narrows cities by region', () => {
    expect(effectiveCities({ cities: ['İstanbul', 'Ankara'], regions: ['Marmara'] })).toEqual(['İstanbul']);
    expect(effectiveCities({ cities: [], regions: ['Marmara'] })).toContain('Bursa');
  });
});
