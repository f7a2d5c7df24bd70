import { describe, expect, it } from 'vitest';
import {
  activeRateBasisPoints,
  averageBasket,
  canRankLevel,
  defaultLevel,
  monthsOverlapping,
  rankableLevels,
  reportPeriods,
} from './analytics-performance';

describe('performance levels', () => {
  it('ranks only the roles below the caller, the one just below by default', () => {
    expect(defaultLevel('admin')).toBe('turkeyDistributor');
    expect(defaultLevel('cityDistributor')).toBe('dealer');
    expect(defaultLevel('dealer')).toBe('client');
    expect(defaultLevel('client')).toBeNull();
    expect(rankableLevels('cityDistributor')).toEqual(['dealer', 'client']);
    expect(canRankLevel('dealer', 'dealer')).toBe(false);
    expect(canRankLevel('cityDistributor', 'turkeyDistributor')).toBe(false);
    expect(canRankLevel('admin', 'client')).toBe(true);
  });
});

describe('performance figures', () => {
  it('averages the basket and the monthly active share of a team', () => {
    expect(averageBasket(10_001, 2)).toBe(5_001);
    expect(averageBasket(500, 0)).toBe(0);
    // 3 buyer-months over 2 months in a team of 6: 1.5 a month, 25 %.
    expect(activeRateBasisPoints(3, 2, 6)).toBe(2_500);
    expect(activeRateBasisPoints(10, 1, 4)).toBe(10_000);
    expect(activeRateBasisPoints(1, 0, 4)).toBe(0);
  });

  it('lists the months a period touches', () => {
    expect(monthsOverlapping('2026-10-26', '2026-11-24')).toEqual(['2026-10-01', '2026-11-01']);
    expect(monthsOverlapping('2025-12-15', '2026-02-01')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });

  it('builds the last N months or quarters, the current one ending today', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const months = reportPeriods('month', 3, now);
    expect(months.map((p) => [p.key, p.from, p.to])).toEqual([
      ['2026-09', '2026-09-01', '2026-09-30'],
      ['2026-10', '2026-10-01', '2026-10-31'],
      ['2026-11', '2026-11-01', '2026-11-24'],
    ]);
    expect(months[2]!.label).toBe('Kas 2026');
    const quarters = reportPeriods('quarter', 2, now);
    expect(quarters.map((p) => [p.key, p.from, p.to, p.label])).toEqual([
      ['2026-Q3', '2026-07-01', '2026-09-30', '2026 Ç3'],
      ['2026-Q4', '2026-10-01', '2026-11-24', '2026 Ç4'],
    ]);
    expect(reportPeriods('month', 2, new Date('2026-01-10T10:00:00Z'))[0]!.key).toBe('2025-12');
  });
});
