const LOCALE = 'tr-TR';
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

const moneyFormats = new Map<number, Intl.NumberFormat>();

function moneyFormat(decimals: 0 | 2): Intl.NumberFormat {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'TRY',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(decimals, format);
  }
  return format;
}

function toKurus(amount: number | bigint): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of kuruş: ${amount}`);
  return BigInt(Math.round(amount));
}

/**
 * Integer kuruş as Turkish lira: 123456 → '₺1.234,56'; with decimals 0 → '₺1.235' (price tags).
 * The arithmetic stays in bigint so that no amount is ever rounded through a float; Intl only
 * lays out the whole lira (grouping, sign position) and the kuruş digits are put in as computed.
 */
export function formatMoney(kurus: number | bigint, opts: { decimals?: 0 | 2 } = {}): string {
  const decimals = opts.decimals ?? 2;
  const value = toKurus(kurus);
  // Intl's layout costs tens of microseconds a call, and the same prices and totals come back all
  // the time (every checkout fills two contracts with about a dozen amounts): laid out once each.
  const known = formatted[decimals].get(value);
  if (known !== undefined) return known;
  const text = layOut(value, decimals);
  if (formatted[decimals].size >= FORMATTED_LIMIT) formatted[decimals].clear();
  formatted[decimals].set(value, text);
  return text;
}

const FORMATTED_LIMIT = 4096;
const formatted = { 0: new Map<bigint, string>(), 2: new Map<bigint, string>() };

function layOut(value: bigint, decimals: 0 | 2): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  // Half away from zero, as a cashier rounds.
  const lira = decimals === 0 ? (abs + 50n) / 100n : abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const text = moneyFormat(decimals)
    .formatToParts(lira)
    .map((part) => (part.type === 'fraction' ? fraction : part.value))
    .join('');
  const isZero = lira === 0n && (decimals === 0 || fraction === '00');
  return negative && !isZero ? `-${text}` : text;
}

/**
 * A price as a tag shows it (PRODUCT.md §4): never different from what is charged — kuruş are shown
 * whenever they are not zero (₺314,90), and a whole price without decimals (₺315).
 */
export function formatPrice(kurus: number | bigint): string {
  return formatMoney(kurus, { decimals: toKurus(kurus) % 100n === 0n ? 0 : 2 });
}

/** Kuruş to lira for charts and inputs only; money arithmetic must stay in kuruş. */
export function kurusToLira(kurus: number | bigint): number {
  return Number(toKurus(kurus)) / 100;
}

const numberFormat = new Intl.NumberFormat(LOCALE);

export function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string {
  return options ? new Intl.NumberFormat(LOCALE, options).format(value) : numberFormat.format(value);
}

// Made once: building an Intl format costs far more than using it (every contract line formats a VAT rate).
const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 });

/** Rates are stored in basis points: 1800 → '%18', 1250 → '%12,5'. */
export function formatPercentBasisPoints(basisPoints: number): string {
  return percentFormat.format(basisPoints / 10_000);
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const cacheKey = `${timeZone}|${withTime}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      timeZone,
    });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/** Shown for a missing or unreadable date. */
export const EMPTY_VALUE = '-';

/** '5 Mart 2026 14:30' in Istanbul time unless told otherwise. */
export function formatDateTime(date: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parsed = toDate(date);
  return parsed ? dateFormat(timeZone, true).format(parsed) : EMPTY_VALUE;
}

/** '5 Mart 2026'. */
export function formatDate(date: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parsed = toDate(date);
  return parsed ? dateFormat(timeZone, false).format(parsed) : EMPTY_VALUE;
}

/** Bell and cart badges: the count, capped at '99+'. */
export function badgeCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  return n > 99 ? '99+' : String(n);
}

export function turkishLower(text: string): string {
  return text.toLocaleLowerCase(LOCALE);
}

export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase(LOCALE);
}

/**
 * A search key that matches however the member types: 'İSTANBUL', 'istanbul' and 'Istanbul'
 * all give 'istanbul', 'Şişli' gives 'sisli'. Dotless ı folds into i because people type I
 * for both; Turkish letters and other accents fold to their Latin base letter.
 */
export function normalizeSearch(text: string): string {
  return turkishLower(text).replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}
