import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './orders';
import { addDays, dayOf, daysBetween, growthPercent, isDay, isSale, lastMonths, periodDays } from './network-reports';

describe('network report rules', () => {
  it('a sale is an order paid or beyond, never pending, cancelled or returned', () => {
    const sales = ORDER_STATUSES.filter(isSale);
    expect(sales).toEqual(['paid', 'confirmed', 'preparing', 'shipped', 'delivered', 'completed', 'return_requested']);
    for (const status of ['pending_payment', 'cancelled', 'returned'] as const) expect(isSale(status)).toBe(false);
  });

  it('days are Istanbul days: 21:00 UTC is already the next day there', () => {
    expect(dayOf(new Date('2026-03-31T20:59:59Z'))).toBe('2026-03-31');
    expect(dayOf(new Date('2026-03-31T21:00:00Z'))).toBe('2026-04-01');
    expect(dayOf(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it('checks that a day exists', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });

  it('presets cover the days they say, today included', () => {
    const today = '2026-03-05';
    expect(periodDays('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(periodDays('last30', today)).toEqual({ from: '2026-02-04', to: today });
    expect(periodDays('last90', today)).toEqual({ from: '2025-12-06', to: today });
    expect(periodDays('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(periodDays('custom', today, { from: '2025-01-10', to: '2025-02-01' })).toEqual({
      from: '2025-01-10',
      to: '2025-02-01',
    });
    expect(daysBetween(periodDays('last30', today).from, today)).toBe(29);
  });

  it('day arithmetic goes back and forth over month and year ends', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, n) => {
          const day = date.toISOString().slice(0, 10);
          expect(addDays(addDays(day, n), -n)).toBe(day);
          expect(daysBetween(day, addDays(day, n))).toBe(n);
          expect(isDay(addDays(day, n))).toBe(true);
        },
      ),
    );
  });

  it('twelve months end with the current one and cross the year', () => {
    expect(lastMonths('2026-03-15', 12)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(lastMonths('2026-01-31', 2)).toEqual(['2025-12', '2026-01']);
  });

  it('growth is a percent of the previous figure, none without one', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(10, 0)).toBeNull();
  });
});
