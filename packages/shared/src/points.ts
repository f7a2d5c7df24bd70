import { splitVat } from './pricing';

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

/** Where a points movement came from; with its related order or payout it is unique (paid once). */
export const POINTS_SOURCES = [
  'commission_payout',
  'purchase_reward',
  'purchase_reward_reversal',
  'admin_bonus',
  'admin_adjustment',
  'transfer',
  'points_order',
  'points_order_refund',
] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** Spends and outgoing transfers are negative whatever sign they are given (the specification's rule). */
export function signedPointsAmount(type: PointsTransactionType, amount: number): number {
  return type === 'spent' || type === 'transfer_out' ? -Math.abs(amount) : amount;
}

// The points ledger's pages and movements (issue 12, points).

/** The history shows 50 movements a page, newest first (the specification's limit). */
export const POINTS_PAGE_SIZE = 50;

export const POINTS_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type PointsStatus = (typeof POINTS_STATUSES)[number];

export const POINTS_TYPE_LABELS: Record<PointsTransactionType, string> = {
  earned: 'Kazanılan',
  spent: 'Harcanan',
  transfer_in: 'Gelen transfer',
  transfer_out: 'Giden transfer',
  bonus: 'Bonus',
  adjustment: 'Düzeltme',
};

export const POINTS_STATUS_LABELS: Record<PointsStatus, string> = {
  pending: 'Beklemede',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
};

export const POINTS_SOURCE_LABELS: Record<PointsSource, string> = {
  commission_payout: 'Komisyon ödemesi',
  purchase_reward: 'Alışveriş ödülü',
  purchase_reward_reversal: 'Alışveriş ödülü iadesi',
  admin_bonus: 'Yönetici bonusu',
  admin_adjustment: 'Yönetici düzeltmesi',
  transfer: 'Puan transferi',
  points_order: 'Puanla sipariş',
  points_order_refund: 'Puanla sipariş iadesi',
};

/** Points as the API shows them (1 point = ₺1) from the stored hundredths, and back. */
export const pointsFromHundredths = (hundredths: number) => hundredths / 100;

/** Hundredths of a point from a typed amount with at most two decimals, or null when it has more. */
export function hundredthsFromPoints(points: number): number | null {
  const hundredths = Math.round(points * 100);
  if (!Number.isSafeInteger(hundredths) || Math.abs(points * 100 - hundredths) > 1e-6) return null;
  return hundredths;
}

/**
 * Whether a points transfer may go from `sender` to `receiver`: only downward, to an active
 * member strictly inside the sender's own subtree (a path prefix, never the sender itself).
 */
export function canTransferPoints(
  sender: { id: string; path: string },
  receiver: { id: string; path: string; isActive: boolean; isDeleted: boolean },
): boolean {
  return (
    receiver.id !== sender.id &&
    receiver.isActive &&
    !receiver.isDeleted &&
    receiver.path.startsWith(sender.path) &&
    receiver.path.length > sender.path.length
  );
}

/** An admin's adjustment may take points away, but never below zero. */
export function adjustmentKeepsBalance(balance: number, amount: number): boolean {
  return balance + amount >= 0;
}

/** Products bought with points: purchase mode `points` or `both`. */
export function sellsForPoints(purchaseMode: string): boolean {
  return purchaseMode === 'points' || purchaseMode === 'both';
}

/**
 * The price of a points order in hundredths of a point: one unit at the client price, as a client
 * would pay it (VAT added when the price is kept without it), so 1 point = ₺1. Null when the
 * product has no client price.
 */
export function pointsOrderPrice(price: { clientPrice: number | null; vatRateBp: number; vatIncluded: boolean }) {
  if (price.clientPrice === null || price.clientPrice <= 0) return null;
  return splitVat(price.clientPrice, price.vatRateBp, price.vatIncluded).gross;
}

/**
 * The points liability: what the company owes its members in points, in kuruş (1 point = ₺1, so
 * hundredths map one to one): Σ over members of their balance, the completed ledger sum floored at
 * zero. Pending and cancelled movements are not owed.
 */
export function pointsLiability(ledgerSums: readonly number[]): number {
  return ledgerSums.reduce((total, sum) => total + Math.max(0, sum), 0);
}

/**
 * What a completed movement adds to "total earned": points that came in, except a points order's
 * refund, which only gives back what was spent (so "used" = total earned − balance stays true).
 */
export function earnedBy(amount: number, source: string | null | undefined): number {
  return amount > 0 && source !== 'points_order_refund' ? amount : 0;
}
