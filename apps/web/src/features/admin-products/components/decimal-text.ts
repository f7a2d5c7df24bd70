/**
 * Money and rates are typed as Turkish decimals and stored as integers of hundredths: lira with
 * 2 decimals → kuruş, percent with 2 decimals → basis points. The conversion works on the digits,
 * never through a float, so 19,99 is exactly 1999.
 */

export type DecimalParse = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; hundredths: number };

/**
 * '1.250,50', '1250,5', '1250.50', '₺1.250' and '%18' all read as expected. A dot followed by
 * exactly three digits is a thousands separator (1.250 = 1250), otherwise a decimal point.
 */
export function parseHundredths(text: string): DecimalParse {
  let value = text.replace(/[\s₺%]/g, '');
  if (value === '') return { kind: 'empty' };
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return { kind: 'invalid' };
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const hundredths = whole * 100 + fraction;
  return Number.isSafeInteger(hundredths) ? { kind: 'ok', hundredths } : { kind: 'invalid' };
}

/** 125050 → '1250,50': what an edit box shows for a stored amount (no grouping, comma decimal). */
export function hundredthsToText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(value));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export type IntegerParse = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; value: number };

export function parseInteger(text: string): IntegerParse {
  const value = text.replace(/[\s.]/g, '');
  if (value === '') return { kind: 'empty' };
  if (!/^\d+$/.test(value)) return { kind: 'invalid' };
  const n = Number(value);
  return Number.isSafeInteger(n) ? { kind: 'ok', value: n } : { kind: 'invalid' };
}

export function integerToText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
