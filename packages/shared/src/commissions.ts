/**
 * Commission rules (PRODUCT.md §7): who earns what on a paid order line, how much, how a line
 * moves with its order, how a monthly period becomes payouts. Amounts are integer kuruş, rates
 * basis points; every multiplication is done in bigint, so nothing is rounded through a float.
 */
import { formatMoney, formatNumber, formatPercentBasisPoints } from './format';
import type { OrderStatus } from './orders';
import type { Role } from './roles';

export const COMMISSION_KINDS = ['dealer', 'city_distributor', 'sponsor_distributor', 'recruitment_bonus'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
/** The kinds a sale pays; `recruitment_bonus` is the optional new-member bonus (PRODUCT.md §7). */
export const SALES_COMMISSION_KINDS = ['dealer', 'city_distributor', 'sponsor_distributor'] as const;
export type SalesCommissionKind = (typeof SALES_COMMISSION_KINDS)[number];

export const COMMISSION_KIND_LABELS: Record<CommissionKind, string> = {
  dealer: 'Bayi komisyonu',
  city_distributor: 'Şehir distribütörü komisyonu',
  sponsor_distributor: 'Sponsor distribütör komisyonu',
  recruitment_bonus: 'Yeni üye bonusu',
};

/** A line is a commission earned or a clawback (a negative adjustment for a return after payout). */
export const COMMISSION_ENTRIES = ['commission', 'clawback'] as const;
export type CommissionEntry = (typeof COMMISSION_ENTRIES)[number];

export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  paid: 'Ödendi',
  cancelled: 'İptal Edildi',
};

export const PAYOUT_STATUSES = ['scheduled', 'paid', 'carried_over'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  scheduled: 'Ödeme Planlandı',
  paid: 'Ödendi',
  carried_over: 'Sonraki Döneme Devredildi',
};

export const PERIOD_STATUSES = ['open', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** The product's commission settings as the walk reads them (rates bp, fixed kuruş per unit). */
export interface CommissionSettings {
  commissionType: 'percentage' | 'fixed';
  dealerRateBp: number;
  cityDistributorRateBp: number;
  sponsorDistributorRateBp: number;
  fixedAmounts: { dealer?: number; cityDistributor?: number; sponsorDistributor?: number };
}

export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = {
  commissionType: 'percentage',
  dealerRateBp: 1500,
  cityDistributorRateBp: 1000,
  sponsorDistributorRateBp: 500,
  fixedAmounts: {},
};

/** One member of the buyer's upline as it was when the order was paid. */
export interface ChainMember {
  id: string;
  role: Role;
  name: string;
  sellerNo: string;
  /** False for a member deleted or deactivated when the order was paid: its level pays nobody. */
  active?: boolean;
}

export interface Beneficiary {
  kind: SalesCommissionKind;
  member: ChainMember;
}

/**
 * Walks up from the buyer (`upline` nearest first, the buyer not included): the nearest dealer
 * earns the dealer rate, the nearest cityDistributor the city rate, and that cityDistributor's
 * parent the sponsor rate. A missing level pays nobody; the company (admin) never earns a
 * commission from its own sale; a member deleted or deactivated earns nothing, and its level is
 * not handed to anyone else (the levels are found as if it were there).
 */
export function commissionBeneficiaries(upline: readonly ChainMember[]): Beneficiary[] {
  const out: Beneficiary[] = [];
  const earns = (m: ChainMember | undefined): m is ChainMember => m !== undefined && m.active !== false;
  const dealer = upline.find((m) => m.role === 'dealer');
  if (earns(dealer)) out.push({ kind: 'dealer', member: dealer });
  const cityIndex = upline.findIndex((m) => m.role === 'cityDistributor');
  const city = cityIndex >= 0 ? upline[cityIndex] : undefined;
  if (city) {
    if (earns(city)) out.push({ kind: 'city_distributor', member: city });
    const sponsor = upline[cityIndex + 1];
    if (earns(sponsor) && sponsor.role !== 'admin') out.push({ kind: 'sponsor_distributor', member: sponsor });
  }
  return out;
}

/** Half away from zero on an exact bigint quotient. */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** `amount × bp / 10 000`, rounded half away from zero, exact. */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return Number(roundDiv(BigInt(amount) * BigInt(basisPoints), 10_000n));
}

export interface LineForCommission {
  /** The VAT-excluded line amount (kuruş): the base. */
  netAmount: number;
  quantity: number;
}

export interface ComputedCommission {
  kind: SalesCommissionKind;
  member: ChainMember;
  commissionType: 'percentage' | 'fixed';
  base: number;
  quantity: number;
  rateBp: number | null;
  fixedPerUnit: number | null;
  amount: number;
}

function rateOf(settings: CommissionSettings, kind: SalesCommissionKind) {
  if (kind === 'dealer') return { rate: settings.dealerRateBp, fixed: settings.fixedAmounts.dealer ?? 0 };
  if (kind === 'city_distributor') {
    return { rate: settings.cityDistributorRateBp, fixed: settings.fixedAmounts.cityDistributor ?? 0 };
  }
  return { rate: settings.sponsorDistributorRateBp, fixed: settings.fixedAmounts.sponsorDistributor ?? 0 };
}

/** The amount one beneficiary kind earns on one line; zero when its rate or fixed amount is zero. */
export function commissionAmount(settings: CommissionSettings, kind: SalesCommissionKind, line: LineForCommission) {
  const { rate, fixed } = rateOf(settings, kind);
  if (settings.commissionType === 'fixed') {
    return { rateBp: null, fixedPerUnit: fixed, amount: fixed * line.quantity };
  }
  return { rateBp: rate, fixedPerUnit: null, amount: applyBasisPoints(line.netAmount, rate) };
}

/** Every commission one order line pays, for the upline as it is now; zero amounts pay nobody. */
export function computeLineCommissions(
  settings: CommissionSettings,
  line: LineForCommission,
  upline: readonly ChainMember[],
): ComputedCommission[] {
  const out: ComputedCommission[] = [];
  for (const { kind, member } of commissionBeneficiaries(upline)) {
    const { rateBp, fixedPerUnit, amount } = commissionAmount(settings, kind, line);
    if (amount <= 0) continue;
    out.push({
      kind,
      member,
      commissionType: settings.commissionType,
      base: line.netAmount,
      quantity: line.quantity,
      rateBp,
      fixedPerUnit,
      amount,
    });
  }
  return out;
}

/** What an order transition does to the order's commission lines ("one mechanism"). */
export type CommissionEffect = 'accrue' | 'approve' | 'reverse' | null;

export function commissionEffect(from: OrderStatus, to: OrderStatus): CommissionEffect {
  if (to === 'paid' && from === 'pending_payment') return 'accrue';
  if (to === 'delivered') return 'approve';
  if (to === 'cancelled' || to === 'returned') return 'reverse';
  return null;
}

/**
 * How a line is reversed: a line not yet in a payout is cancelled; a line already in a payout
 * stays as it is and a clawback of the same amount, negative, goes into the next open period.
 */
export function reversalOf(line: { status: CommissionStatus; payoutId: string | null; entry: CommissionEntry }) {
  if (line.entry !== 'commission' || line.status === 'cancelled') return 'none' as const;
  return line.payoutId ? ('clawback' as const) : ('cancel' as const);
}

/** "Sipariş S-… satırı ₺938,64 × %15 = ₺140,80": how a line was computed, in the member's words. */
export function explainCommission(line: {
  orderNumber: string;
  entry: CommissionEntry;
  kind: CommissionKind;
  commissionType: 'percentage' | 'fixed';
  base: number;
  quantity: number;
  rateBp: number | null;
  fixedPerUnit: number | null;
  amount: number;
}): string {
  if (line.entry === 'clawback') {
    return `İade: Sipariş ${line.orderNumber} satırının komisyonu geri alındı (${formatMoney(line.amount)})`;
  }
  if (line.kind === 'recruitment_bonus') {
    return `Sipariş ${line.orderNumber}: davet ettiğiniz üyenin ilk siparişi = ${formatMoney(line.amount)}`;
  }
  if (line.commissionType === 'fixed') {
    return `Sipariş ${line.orderNumber} satırı ${formatNumber(line.quantity)} adet × ${formatMoney(line.fixedPerUnit ?? 0)} = ${formatMoney(line.amount)}`;
  }
  return `Sipariş ${line.orderNumber} satırı ${formatMoney(line.base)} × ${formatPercentBasisPoints(line.rateBp ?? 0)} = ${formatMoney(line.amount)}`;
}

// ---------------------------------------------------------------------------------------------
// Periods and payouts

const ISTANBUL_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
});

/** The calendar month (Europe/Istanbul) an instant falls in: 'YYYY-MM'. */
export function periodOf(at: Date): string {
  const parts = ISTANBUL_MONTH.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

/** A commission month: 'YYYY-MM' in 2000–2099 (the product's years; a far-off year is a typo). */
export const PERIOD_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The payment date of a period: `day` of the next month (clamped to the month's length), 'YYYY-MM-DD'. */
export function payoutDate(period: string, day: number): string {
  const next = nextPeriod(period);
  const [y, m] = next.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${next}-${String(Math.min(Math.max(1, day), last)).padStart(2, '0')}`;
}

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** '2026-11' → 'Kasım 2026'. */
export function periodLabel(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

export interface PayoutRules {
  /** Below this net amount (kuruş) nothing is paid; the lines wait for the next period. */
  minimumPayout: number;
  withholdingBp: number;
}

/**
 * One beneficiary's payout from the amounts of its unpaid approved lines (clawbacks negative):
 * gross = Σ lines exactly, withholding on a positive gross, net = gross − withholding. Below
 * the minimum (or not positive) it is carried over: the lines stay unpaid for the next period.
 */
export function buildPayout(amounts: readonly number[], rules: PayoutRules) {
  let gross = 0n;
  for (const a of amounts) gross += BigInt(a);
  const withholding = gross > 0n ? roundDiv(gross * BigInt(rules.withholdingBp), 10_000n) : 0n;
  const net = gross - withholding;
  const status: PayoutStatus = net > 0n && net >= BigInt(rules.minimumPayout) ? 'scheduled' : 'carried_over';
  return { gross: Number(gross), withholding: Number(withholding), net: Number(net), status };
}

// ---------------------------------------------------------------------------------------------
// Money settings (system_settings keys) and their defaults

export const MONEY_SETTING_DEFAULTS = {
  /** Sales commission defaults for products without their own settings. */
  'commission.defaults': DEFAULT_COMMISSION_SETTINGS,
  /** How rates are shown in the admin's screens: percentage or fixed (the specification's toggle). */
  'commission.display': 'percentage' as 'percentage' | 'fixed',
  /** ₺100: smaller payouts carry over. */
  'commission.minimumPayout': 10_000,
  /** Withholding tax on payouts, basis points (0 until the admin sets it). */
  'commission.withholdingBp': 0,
  /** Payouts are made on this day of the month after the period. */
  'commission.paymentDay': 15,
  /** Points earned on a paid money order, basis points of its VAT-excluded amount (default 0 %). */
  'points.purchaseRewardBp': 0,
  /** The optional new-member bonus: paid to the inviter when an invitee's first order is paid. */
  'bonus.newMember': { enabled: false, amount: 5_000 } as { enabled: boolean; amount: number },
};
export type MoneySettings = typeof MONEY_SETTING_DEFAULTS;
export type MoneySettingKey = keyof MoneySettings;
