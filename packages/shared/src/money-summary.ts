import { formatPercentBasisPoints } from './format';
import { lineAmounts, type PricedLine } from './orders';

/**
 * One money summary for every place a member reads an order's money: the cart, checkout, the
 * order, the payment result and the printable order (PDF). Every amount is integer kuruş.
 *
 * The lines read, always in this order:
 *   Liste fiyatı            what the lines cost at the role's list price (VAT as priced)
 *   Kademe indirimi         − what the bulk tiers take off
 *   Ara toplam (KDV hariç)  the charged amount without VAT
 *   KDV %20                 one line per VAT rate
 *   Toplam                  = Liste fiyatı − Kademe indirimi = Ara toplam + Σ KDV
 */
export interface VatByRate {
  rateBp: number;
  /** The VAT-excluded amount taxed at this rate. */
  base: number;
  vat: number;
}

export interface MoneySummary {
  listTotal: number;
  tierSaving: number;
  subtotalExVat: number;
  vatByRate: VatByRate[];
  total: number;
}

export const MONEY_SUMMARY_LABELS = {
  listTotal: 'Liste fiyatı',
  tierSaving: 'Kademe indirimi',
  subtotalExVat: 'Ara toplam (KDV hariç)',
  total: 'Toplam',
} as const;

/** "KDV %20", "KDV %1": the label of one VAT rate's line. */
export function vatRateLabel(rateBp: number): string {
  return `KDV ${formatPercentBasisPoints(rateBp)}`;
}

/**
 * The summary of priced lines. VAT is split once per line (lineAmounts), so the stored order
 * lines, the checkout preview and the cart all give the same kuruş. A line charged above its list
 * price (a price rise since the line was kept) counts at the charged price: it is not a saving,
 * and the list never shows less than what is charged.
 */
export function moneySummary(lines: readonly PricedLine[]): MoneySummary {
  let listTotal = 0;
  let subtotalExVat = 0;
  let total = 0;
  const byRate = new Map<number, VatByRate>();
  for (const line of lines) {
    const a = lineAmounts(line);
    listTotal += a.total + a.saving;
    subtotalExVat += a.net;
    total += a.total;
    const rate = byRate.get(line.vatRateBp) ?? { rateBp: line.vatRateBp, base: 0, vat: 0 };
    rate.base += a.net;
    rate.vat += a.vat;
    byRate.set(line.vatRateBp, rate);
  }
  return {
    listTotal,
    tierSaving: listTotal - total,
    subtotalExVat,
    // Highest rate first, as an invoice lists them.
    vatByRate: [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp),
    total,
  };
}

export interface MoneySummaryRow {
  key: string;
  label: string;
  /** Signed kuruş: the tier saving is negative (it is taken off). */
  amount: number;
  kind: 'list' | 'saving' | 'subtotal' | 'vat' | 'total';
}

/**
 * The rows every screen and the PDF print, in the one order. The list price and the saving are
 * shown only when a tier saved something (otherwise the list price is the total).
 */
export function moneySummaryRows(summary: MoneySummary): MoneySummaryRow[] {
  const rows: MoneySummaryRow[] = [];
  if (summary.tierSaving > 0) {
    rows.push({ key: 'list', label: MONEY_SUMMARY_LABELS.listTotal, amount: summary.listTotal, kind: 'list' });
    rows.push({ key: 'saving', label: MONEY_SUMMARY_LABELS.tierSaving, amount: -summary.tierSaving, kind: 'saving' });
  }
  rows.push({
    key: 'subtotal',
    label: MONEY_SUMMARY_LABELS.subtotalExVat,
    amount: summary.subtotalExVat,
    kind: 'subtotal',
  });
  for (const rate of summary.vatByRate) {
    rows.push({ key: `vat-${rate.rateBp}`, label: vatRateLabel(rate.rateBp), amount: rate.vat, kind: 'vat' });
  }
  rows.push({ key: 'total', label: MONEY_SUMMARY_LABELS.total, amount: summary.total, kind: 'total' });
  return rows;
}
