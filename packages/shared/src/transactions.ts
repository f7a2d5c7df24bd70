/**
 * Transactions (İşlemler): one list of every money and points movement of a member, read from
 * the ledgers that hold them (decision 029). Nothing here is stored; each row is derived:
 * - order: a money order the member bought, at the time it was paid (out, its total);
 * - refund: what a paid order that was cancelled or returned gives back (in, refund_amount);
 * - commission: a commission line the member earns (in, its amount, in its state);
 * - clawback: a commission taken back after a return (out, negative);
 * - payout: a commission payout to the member (net after withholding; a transfer of commissions
 *   already listed, so it is not added to the totals a second time);
 * - points: a points movement (in hundredths of a point, never mixed with lira).
 */
import {
  COMMISSION_KIND_LABELS,
  COMMISSION_STATUS_LABELS,
  type CommissionKind,
  type CommissionStatus,
  PAYOUT_STATUS_LABELS,
  type PayoutStatus,
  periodLabel,
} from './commissions';
import { formatMoney, formatNumber } from './format';
import { ORDER_STATUS_LABELS, type OrderStatus } from './orders';

export const TRANSACTION_KINDS = ['order', 'refund', 'commission', 'clawback', 'payout', 'points'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  order: 'Sipariş',
  refund: 'İade',
  commission: 'Komisyon',
  clawback: 'Komisyon Geri Alımı',
  payout: 'Komisyon Ödemesi',
  points: 'Puan Hareketi',
};

export const TRANSACTION_DIRECTIONS = ['in', 'out'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];
export const TRANSACTION_DIRECTION_LABELS: Record<TransactionDirection, string> = {
  in: 'Giriş',
  out: 'Çıkış',
};

export const TRANSACTION_CURRENCIES = ['TRY', 'POINTS'] as const;
export type TransactionCurrency = (typeof TRANSACTION_CURRENCIES)[number];

export const POINTS_STATUS_LABELS: Record<string, string> = {
  pending: 'Beklemede',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
};

export const POINTS_TYPE_LABELS: Record<string, string> = {
  earned: 'Kazanılan',
  spent: 'Harcanan',
  transfer_in: 'Gelen Transfer',
  transfer_out: 'Giden Transfer',
  bonus: 'Bonus',
  adjustment: 'Düzeltme',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: 'Kredi Kartı',
  bank_transfer: 'Havale/EFT',
  points: 'Puan',
};

export const PAYOUT_METHOD_LABELS: Record<string, string> = {
  bank: 'Banka Havalesi',
  points: 'Puan',
};

/** Rows of the list per request (keyset pages). */
export const TRANSACTIONS_PAGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `<kind>_<source uuid>`: the id of a transaction in addresses (`/dashboard/transactions/commission_…`). */
export const TRANSACTION_ID_PATTERN =
  /^(order|refund|commission|clawback|payout|points)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function transactionId(kind: TransactionKind, sourceId: string): string {
  return `${kind}_${sourceId}`;
}

/** The kind and source row a transaction id names; null when it names none. */
export function parseTransactionId(id: string): { kind: TransactionKind; sourceId: string } | null {
  const m = TRANSACTION_ID_PATTERN.exec(id);
  if (!m) return null;
  const sourceId = (m[2] as string).toLowerCase();
  if (!UUID.test(sourceId)) return null;
  return { kind: (m[1] as string).toLowerCase() as TransactionKind, sourceId };
}

/** Where the movement comes from, in the portal: the order, the commission line, the payouts, the points. */
export function transactionLink(row: { kind: TransactionKind; sourceId: string; orderId: string | null }): string {
  switch (row.kind) {
    case 'order':
    case 'refund':
      return `/dashboard/orders/${row.sourceId}`;
    case 'commission':
    case 'clawback':
      return `/dashboard/commissions?line=${row.sourceId}`;
    case 'payout':
      return `/dashboard/commissions/payments`;
    case 'points':
      return '/dashboard/points';
  }
}

/** The label of a movement's state, in the words of the ledger it comes from. */
export function transactionStatusLabel(kind: TransactionKind, status: string): string {
  if (kind === 'order' || kind === 'refund') return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
  if (kind === 'commission' || kind === 'clawback')
    return COMMISSION_STATUS_LABELS[status as CommissionStatus] ?? status;
  if (kind === 'payout') return PAYOUT_STATUS_LABELS[status as PayoutStatus] ?? status;
  return POINTS_STATUS_LABELS[status] ?? status;
}

export function directionOf(amount: number): TransactionDirection | null {
  return amount > 0 ? 'in' : amount < 0 ? 'out' : null;
}

/** Hundredths of a point as points: 12345 → '123,45 puan'. */
export function formatPoints(hundredths: number): string {
  return `${formatNumber(hundredths / 100, { minimumFractionDigits: 0, maximumFractionDigits: 2 })} puan`;
}

/** An amount in its currency, with its sign: '+₺140,80', '-₺1.200,00', '+50 puan'. */
export function formatTransactionAmount(amount: number, currency: TransactionCurrency): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return sign + (currency === 'POINTS' ? formatPoints(abs) : formatMoney(abs));
}

/** Kuruş as Turkish Excel reads a number: 123456 → '1.234,56' (no currency sign). */
export function csvMoney(kurus: number): string {
  return formatMoney(kurus).replace('₺', '');
}

/**
 * The line a member reads for a movement, from what its ledger row says: `sub` is the payment
 * method, commission kind, payout method or points type; `note` the product, period or points
 * description.
 */
export function transactionTitle(row: {
  kind: TransactionKind;
  status: string;
  sub: string | null;
  note: string | null;
}) {
  const sub = row.sub ?? '';
  switch (row.kind) {
    case 'order':
      return `Sipariş ödemesi · ${PAYMENT_METHOD_LABELS[sub] ?? sub}`;
    case 'refund':
      return row.status === 'returned' ? 'Sipariş iadesi' : 'İptal edilen sipariş iadesi';
    case 'commission':
      return [COMMISSION_KIND_LABELS[sub as CommissionKind] ?? 'Komisyon', row.note].filter(Boolean).join(' · ');
    case 'clawback':
      return ['Komisyon geri alındı', row.note].filter(Boolean).join(' · ');
    case 'payout':
      return `Komisyon ödemesi · ${periodLabel(row.note ?? '')} · ${PAYOUT_METHOD_LABELS[sub] ?? sub}`;
    case 'points':
      return row.note || POINTS_TYPE_LABELS[sub] || 'Puan hareketi';
  }
}
