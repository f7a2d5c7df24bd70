import { periodOf, previousPeriod } from '@portal/shared/commissions';
import { RETURN_WINDOW_DAYS } from '@portal/shared/orders';
import { describe, expect, it } from 'vitest';
import { deliveredRecentlyTimes } from './orders';

const DAY = 86_400_000;
const monthStart = (now: Date) => Date.parse(`${periodOf(now)}-01T00:00:00+03:00`);

describe("the demo's orders of the last complete month that can still be returned", () => {
  // The first minutes of a month, its middle, and the last days of long and short months.
  const days = [
    '2026-12-01T00:10:00+03:00',
    '2026-12-01T21:00:00+03:00',
    '2026-11-15T12:00:00+03:00',
    '2026-11-29T22:35:00Z',
    '2026-12-31T23:50:00+03:00',
    '2027-02-28T23:50:00+03:00',
    '2027-03-31T23:59:00+03:00',
  ].map((d) => new Date(d));

  for (const now of days) {
    it(`are paid in that month and delivered within the return window, on ${now.toISOString()}`, () => {
      for (const hoursBefore of [6, 9, 12, 15]) {
        const created = monthStart(now) - hoursBefore * 3_600_000;
        const times = deliveredRecentlyTimes(created, now.getTime(), 5);
        const [paid, , , , delivered] = times as [number, number, number, number, number];
        expect(periodOf(new Date(paid))).toBe(previousPeriod(periodOf(now)));
        expect(paid).toBeGreaterThan(created);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(delivered).toBeLessThan(now.getTime());
        // Within the return window with days to spare, so a test run later that day still finds it.
        expect(now.getTime() - delivered).toBeLessThanOrEqual(Math.min(10, RETURN_WINDOW_DAYS - 5) * DAY);
      }
    });
  }
});
