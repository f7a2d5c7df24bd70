import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustmentKeepsBalance,
  canTransferPoints,
  hundredthsFromPoints,
  pointsBalance,
  pointsLiability,
  pointsOrderPrice,
  sellsForPoints,
} from './points';

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

describe('points ledger rules (transfers, adjustments, points orders)', () => {
  const sender = { id: 'a', path: '/root/a/' };
  const member = (id: string, path: string, extra: Partial<{ isActive: boolean; isDeleted: boolean }> = {}) => ({
    id,
    path,
    isActive: true,
    isDeleted: false,
    ...extra,
  });

  it('transfers only downward, strictly inside the own subtree, to an active member', () => {
    expect(canTransferPoints(sender, member('b', '/root/a/b/'))).toBe(true);
    expect(canTransferPoints(sender, member('c', '/root/a/b/c/'))).toBe(true);
    expect(canTransferPoints(sender, member('a', '/root/a/'))).toBe(false);
    expect(canTransferPoints(sender, member('root', '/root/'))).toBe(false);
    expect(canTransferPoints(sender, member('x', '/root/x/'))).toBe(false);
    // A sibling whose id starts like the sender's is not below it.
    expect(canTransferPoints(sender, member('ab', '/root/ab/'))).toBe(false);
    expect(canTransferPoints(sender, member('b', '/root/a/b/', { isActive: false }))).toBe(false);
    expect(canTransferPoints(sender, member('b', '/root/a/b/', { isDeleted: true }))).toBe(false);
  });

  it('keeps an adjustment from taking a balance below zero', () => {
    expect(adjustmentKeepsBalance(500, -500)).toBe(true);
    expect(adjustmentKeepsBalance(500, -501)).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.integer(), (balance, amount) => {
        if (adjustmentKeepsBalance(balance, amount)) expect(balance + amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('prices a points order at the client price as a client pays it, 1 point = ₺1', () => {
    expect(pointsOrderPrice({ clientPrice: 12_345, vatRateBp: 2000, vatIncluded: true })).toBe(12_345);
    expect(pointsOrderPrice({ clientPrice: 10_000, vatRateBp: 2000, vatIncluded: false })).toBe(12_000);
    expect(pointsOrderPrice({ clientPrice: null, vatRateBp: 2000, vatIncluded: true })).toBeNull();
    expect(pointsOrderPrice({ clientPrice: 0, vatRateBp: 2000, vatIncluded: true })).toBeNull();
    expect(sellsForPoints('points')).toBe(true);
    expect(sellsForPoints('both')).toBe(true);
    expect(sellsForPoints('money')).toBe(false);
  });

  it('reads typed points with at most two decimals', () => {
    expect(hundredthsFromPoints(12.5)).toBe(1250);
    expect(hundredthsFromPoints(0.07)).toBe(7);
    expect(hundredthsFromPoints(1.005)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (h) => {
        expect(hundredthsFromPoints(h / 100)).toBe(h);
      }),
    );
  });

  it('owes members the sum of their balances, a negative ledger counting as zero', () => {
    expect(pointsLiability([1000, -500, 250, 0])).toBe(1250);
    expect(pointsLiability([])).toBe(0);
  });
});
