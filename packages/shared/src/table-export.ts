import { type CsvValue, csvDecimal } from './csv';
import { DEFAULT_TIME_ZONE } from './format';

/**
 * Every table and report exports the same two ways (the analytics issue): CSV that opens right in
 * Turkish Excel (UTF-8 BOM, `;`, `1.234,56`, `24.11.2026`) and XLSX. A report describes its columns
 * once; the server writes either format from them (apps/api/src/platform/table-export.ts).
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What a column holds: `money` kuruş, `points` hundredths of a point, `percent` basis points,
 * `integer`, `day` YYYY-MM-DD, `dateTime` ISO instant, `text`.
 */
export type ExportColumnKind = 'money' | 'points' | 'percent' | 'integer' | 'day' | 'dateTime' | 'text';

export interface ExportColumn<Row> {
  header: string;
  kind: ExportColumnKind;
  value: (row: Row) => string | number | null | undefined;
  /** Width in characters in XLSX. */
  width?: number;
}

/** 'YYYY-MM-DD hh:mm:ss' on the wall clock in Türkiye. */
const WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const DATE_TIME_TEXT = new Intl.DateTimeFormat('tr-TR', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-11-24' → '24.11.2026'. */
export function exportDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** A cell as Turkish Excel reads it from CSV. */
export function csvCell(kind: ExportColumnKind, value: string | number | null | undefined): CsvValue {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
    case 'points':
    case 'percent':
      return csvDecimal(Number(value), 2);
    case 'integer':
      return csvDecimal(Number(value), 0);
    case 'day':
      return exportDay(String(value).slice(0, 10));
    case 'dateTime':
      return DATE_TIME_TEXT.format(new Date(value)).replace(',', '');
    default:
      return String(value);
  }
}

/** A cell as an XLSX number or date (with its format), so Excel can sum and sort it. */
export function xlsxCell(
  kind: ExportColumnKind,
  value: string | number | null | undefined,
): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
    case 'points':
    case 'percent':
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    case 'day':
      return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    case 'dateTime':
      // Excel has no time zones: the wall-clock time in Türkiye, stored as if it were UTC.
      return new Date(`${WALL_CLOCK.format(new Date(value)).replace(' ', 'T')}Z`);
    default: {
      const text = String(value);
      // A formula never runs from an exported cell.
      return /^[=+\-@]/.test(text) ? `'${text}` : text;
    }
  }
}

export const XLSX_NUMBER_FORMATS: Record<ExportColumnKind, string | undefined> = {
  money: '#,##0.00 "₺"',
  points: '#,##0.00',
  percent: '0.00"%"',
  integer: '#,##0',
  day: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
  text: undefined,
};
