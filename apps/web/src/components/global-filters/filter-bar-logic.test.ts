import { EMPTY_FILTERS } from '@portal/shared/analytics-filters';
import { describe, expect, it } from 'vitest';
import {
  activeFieldCount,
  choiceSummary,
  districtList,
  kurusToLiraText,
  liraToKurus,
  quickRange,
  quickRangeOf,
} from './filter-bar-logic';

// 22:30 UTC on 31 January is 1 February in Istanbul.
const NOW = new Date('2026-01-31T22:30:00Z');

describe('quick ranges', () => {
  it('counts Istanbul days, both ends included', () => {
    expect(quickRange('today', NOW)).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-01' });
    expect(quickRange('7d', NOW)).toEqual({ dateFrom: '2026-01-26', dateTo: '2026-02-01' });
    expect(quickRange('30d', NOW)).toEqual({ dateFrom: '2026-01-03', dateTo: '2026-02-01' });
    expect(quickRange('thisMonth', NOW)).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-01' });
    expect(quickRange('lastMonth', NOW)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    expect(quickRange('lastMonth', new Date('2026-01-10T09:00:00Z'))).toEqual({
      dateFrom: '2025-12-01',
      dateTo: '2025-12-31',
    });
    expect(quickRange('thisYear', NOW)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-02-01' });
  });

  it('recognises the range the dates are', () => {
    expect(quickRangeOf({ dateFrom: '2026-01-26', dateTo: '2026-02-01' }, NOW)).toBe('7d');
    expect(quickRangeOf({ dateFrom: '2026-01-25', dateTo: '2026-02-01' }, NOW)).toBeUndefined();
    expect(quickRangeOf({}, NOW)).toBeUndefined();
  });
});

describe('money typed in lira', () => {
  it('reads Turkish and plain spellings as kuruş', () => {
    expect(liraToKurus('')).toBeUndefined();
    expect(liraToKurus('1.250')).toBe(125_000);
    expect(liraToKurus('1.250,50')).toBe(125_050);
    expect(liraToKurus('1250.5')).toBe(125_050);
    expect(liraToKurus('₺ 300')).toBe(30_000);
    expect(liraToKurus('300 TL')).toBe(30_000);
    expect(liraToKurus('-5')).toBeNull();
    expect(liraToKurus('abc')).toBeNull();
    expect(liraToKurus('1,234')).toBeNull();
  });

  it('shows kuruş back as lira', () => {
    expect(kurusToLiraText(undefined)).toBe('');
    expect(kurusToLiraText(125_000)).toBe('1250');
    expect(kurusToLiraText(125_050)).toBe('1250,50');
  });
});

describe('the bar', () => {
  it('reads districts as a list', () => {
    expect(districtList(' Kadıköy, Beşiktaş ,,Kadıköy')).toEqual(['Kadıköy', 'Beşiktaş']);
  });

  it('counts the fields of the page that are set', () => {
    const f = { ...EMPTY_FILTERS, cities: ['Ankara'], dateFrom: '2026-01-01', salesMax: 5 };
    expect(activeFieldCount(f, ['dates', 'cities', 'sales', 'roles'])).toBe(3);
    expect(activeFieldCount(f, ['dates'])).toBe(1);
  });

  it('summarises a choice', () => {
    const same = (v: string) => v;
    expect(choiceSummary([], same, 'Tüm iller')).toBe('Tüm iller');
    expect(choiceSummary(['Ankara', 'İzmir'], same, '')).toBe('Ankara, İzmir');
    expect(choiceSummary(['Ankara', 'İzmir', 'Bursa'], same, '')).toBe('Ankara +2');
  });
});
