import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsBalance } from './points';

describe('points balance rules', () => {
  it('floors the balance at zero and derives points used from total earned', () => {
    expect(pointsBalance({ ledgerSum: -500, stored: 0, totalEarned: 1000 })).toMatchObject({
      balance: 0,
      used: 1000,
      mismatch: false,
    });
    expect(pointsBalance({ ledgerSum: 2500, stored: 2500, totalEarned: 4000 })).toMatchObject({
      balance: 2500,
      used: 1500,
      mismatch: false,
    });
  });

  it('flags a mismatch only when the actual balance is above zero', () => {
    expect(pointsBalance({ ledgerSum: 2500, stored: 2400, totalEarned: 4000 }).mismatch).toBe(true);
    expect(pointsBalance({ ledgerSum: 0, stored: 2400, totalEarned: 4000 }).mismatch).toBe(false);
  });

  it('auto-syncs from a difference of 100 points (10 000 hundredths)', () => {
    expect(pointsBalance({ ledgerSum: 20_000, stored: 10_000, totalEarned: 0 }).needsAutoSync).toBe(true);
    expect(pointsBalance({ ledgerSum: 19_999, stored: 10_000, totalEarned: 0 }).needsAutoSync).toBe(false);
  });

  it('never reports a negative balance', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.nat(), (ledgerSum, stored, totalEarned) => {
        expect(pointsBalance({ ledgerSum, stored, totalEarned }).balance).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
