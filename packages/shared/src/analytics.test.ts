import { describe, expect, it } from 'vitest';
import {
  averageBasket,
  bucketEnd,
  bucketStart,
  bucketsOf,
  bucketWithin,
  granularityOf,
  isBucketStart,
  rollupCovers,
  shareBasisPoints,
} from './analytics';
import { EMPTY_FILTERS } from './analytics-filters';

describe('sales analytics rules', () => {
  it('steps the series by day up to two months, then weeks, then months', () => {
    expect(granularityOf(30)).toBe('day');
    expect(granularityOf(62)).toBe('day');
    expect(granularityOf(63)).toBe('week');
    expect(granularityOf(217)).toBe('week');
    expect(granularityOf(365)).toBe('month');
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(bucketStart('2026-11-24', 'week')).toBe('2026-11-23'); // a Tuesday
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-24', 'month')).toBe('2026-11-01');
    expect(bucketEnd('2026-02-01', 'month')).toBe('2026-02-28');
    expect(bucketEnd('2026-11-23', 'week')).toBe('2026-11-29');
    expect(isBucketStart('2026-11-23', 'week')).toBe(true);
    expect(isBucketStart('2026-11-24', 'week')).toBe(false);
    expect(isBucketStart('2026-11-01', 'month')).toBe(true);
    expect(isBucketStart('nope', 'day')).toBe(false);
  });

  it('lists every bucket of a period and cuts a bar at the period ends', () => {
    expect(bucketsOf('2026-11-20', '2026-11-24', 'day')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(bucketsOf('2026-10-15', '2026-12-02', 'month')).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
    expect(bucketsOf('2026-11-20', '2026-12-01', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(bucketWithin('2026-11-01', 'month', { from: '2026-11-10', to: '2026-11-20' })).toEqual({
      from: '2026-11-10',
      to: '2026-11-20',
    });
  });

  it('reads the rollups only for the filters they carry', () => {
    expect(rollupCovers(EMPTY_FILTERS, 'product')).toBe(true);
    expect(rollupCovers({ ...EMPTY_FILTERS, dateFrom: '2026-01-01' }, 'product')).toBe(true);
    expect(rollupCovers({ ...EMPTY_FILTERS, cities: ['Ankara'] }, 'segment')).toBe(true);
    expect(rollupCovers({ ...EMPTY_FILTERS, roles: ['dealer'] }, 'segment')).toBe(true);
    expect(rollupCovers({ ...EMPTY_FILTERS, cities: ['Ankara'] }, 'product')).toBe(false);
    expect(rollupCovers({ ...EMPTY_FILTERS, regions: ['Marmara'] }, 'product')).toBe(false);
    for (const patch of [
      { districts: ['Çankaya'] },
      { search: 'x' },
      { statuses: ['active' as const] },
      { salesMin: 0 },
      { salesMax: 10 },
      { commissionMin: 1 },
      { commissionMax: 1 },
    ]) {
      expect(rollupCovers({ ...EMPTY_FILTERS, ...patch }, 'segment')).toBe(false);
    }
  });

  it('averages and shares without dividing by zero', () => {
    expect(averageBasket(1000, 3)).toBe(333);
    expect(averageBasket(1000, 0)).toBe(0);
    expect(shareBasisPoints(1, 3)).toBe(3333);
    expect(shareBasisPoints(5, 0)).toBe(0);
  });
});
