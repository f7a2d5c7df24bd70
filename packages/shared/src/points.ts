export const POINTS_TRANSACTION_TYPES = [
  'earned',
  'spent',
  'transfer_in',
  'transfer_out',
  'bonus',
  'adjustment',
] as const;
export type PointsTransactionType = (typeof POINTS_TRANSACTION_TYPES)[number];
/** A difference of 100 points or more is synced automatically (stored in hundredths). */
export const POINTS_AUTO_SYNC_THRESHOLD = 100 * 100;

/**
 * The spec's balance rules, in hundredths of a point: balance = completed ledger sum floored at 0;
 * used = total earned − balance; a mismatch is flagged when the stored balance differs from the
 * actual one and the actual one is above zero.
 */
export function pointsBalance(input: { ledgerSum: number; stored: number; totalEarned: number }) {
  const balance = Math.max(0, input.ledgerSum);
  return {
    balance,
    stored: input.stored,
    totalEarned: input.totalEarned,
    used: Math.max(0, input.totalEarned - balance),
    mismatch: input.stored !== balance && balance > 0,
    needsAutoSync: Math.abs(input.stored - balance) >= POINTS_AUTO_SYNC_THRESHOLD,
  };
}
