/**
 * A small RFC 4180 writer for the exports people open in Excel. Turkish Excel reads `;` as the
 * column separator (the comma is the decimal mark there) and needs a UTF-8 byte order mark to show
 * ğ, ş, ı and İ; lines end in CRLF. A field is quoted when it holds the separator, a quote, CR or
 * LF, and its quotes are doubled. A field starting with =, +, - or @ gets a leading apostrophe, so
 * a spreadsheet never runs it as a formula (CSV injection).
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** A number already laid out the Turkish way (`1.234,56`); written as it is, never as a formula guard. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvValue = string | number | boolean | CsvNumber | null | undefined;

/**
 * An integer scaled by 10^decimals (kuruş with 2, basis points as percent with 2) as Turkish Excel
 * reads a number: '.' between thousands, ',' before the decimals, '-' in front: 123456 → 1.234,56.
 * Integer arithmetic throughout, so no amount is rounded through a float.
 */
export function csvDecimal(scaled: number | bigint, decimals = 2): CsvNumber {
  const value = typeof scaled === 'bigint' ? scaled : BigInt(Math.round(scaled));
  const negative = value < 0n;
  const abs = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = abs.slice(0, abs.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = decimals > 0 ? `,${abs.slice(abs.length - decimals)}` : '';
  return new CsvNumber(`${negative && value !== 0n ? '-' : ''}${whole}${fraction}`);
}

export function csvField(value: CsvValue, separator = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvNumber) return value.text;
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (text.includes(separator) || /["\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One line of a CSV file, CRLF included. */
export function csvLine(values: readonly CsvValue[], separator = CSV_SEPARATOR): string {
  return values.map((v) => csvField(v, separator)).join(separator) + CSV_LINE_END;
}

/** A whole CSV document: the BOM, the header line, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map((r) => csvLine(r)).join('');
}
