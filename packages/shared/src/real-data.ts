import type { ProductInput } from './catalogue';
import { MESSAGES } from './messages';
import { ROLE_LABELS, ROLES, type Role } from './roles';

/** The demo seed's members all have an address at this domain (PRODUCT.md §9). */
export const DEMO_EMAIL_DOMAIN = 'portal.test';
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_KINDS = ['products', 'members'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The header each file starts with, in this order (a template is offered for download). */
export const PRODUCT_COLUMNS = [
  'Ürün Adı',
  'Açıklama',
  'Maliyet Fiyatı',
  'Türkiye Distribütörü Fiyatı',
  'Şehir Distribütörü Fiyatı',
  'Bayi Fiyatı',
  'Müşteri Fiyatı',
  'Perakende Fiyatı',
  'KDV Oranı',
  'Stok Kodu',
  'Stok',
] as const;
export const MEMBER_COLUMNS = ['Ad Soyad', 'E-posta', 'Telefon', 'Rol', 'Üst Üye E-postası', 'Şehir', 'İlçe'] as const;
export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  products: PRODUCT_COLUMNS,
  members: MEMBER_COLUMNS,
};

/** The words of the import's row errors (messages.ts). */
export const IMPORT_WORDS = MESSAGES.realData;

export interface ParsedRow {
  /** The row's number in the file as a spreadsheet shows it: the header is 1. */
  row: number;
  cells: Record<string, string>;
}

/**
 * Reads CSV as Turkish Excel writes it: an optional UTF-8 byte order mark, `;` between fields (or
 * `,` when the header has no `;`), fields in double quotes with doubled quotes inside, CRLF or LF.
 */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const sep = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const fold = (s: string) => s.trim().toLocaleLowerCase('tr-TR');

/** The table under its header: a missing column is a file error, extra columns are ignored. */
export function rowsUnderHeader(
  table: string[][],
  columns: readonly string[],
): { rows: ParsedRow[] } | { fileError: string } {
  const [header, ...body] = table;
  if (!header) return { fileError: IMPORT_WORDS.empty };
  const at = header.map(fold);
  const missing = columns.filter((c) => !at.includes(fold(c)));
  if (missing.length > 0) return { fileError: IMPORT_WORDS.missingColumns(missing) };
  if (body.length === 0) return { fileError: IMPORT_WORDS.empty };
  if (body.length > IMPORT_MAX_ROWS) return { fileError: IMPORT_WORDS.tooManyRows(IMPORT_MAX_ROWS) };
  return {
    rows: body.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(columns.map((c) => [c, (cells[at.indexOf(fold(c))] ?? '').trim()])),
    })),
  };
}

/**
 * A Turkish amount in lira to kuruş, without floats: `1.234,56` → 123456, `12,5` → 1250,
 * `₺ 1.234` → 123400, `1234.56` (a spreadsheet's own number) → 123456. null when it is not one.
 */
export function parseTurkishMoney(text: string): number | null {
  let s = text.replace(/[₺\s]|TL$/gi, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replaceAll('.', '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replaceAll('.', '');
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export interface RowResult<T> {
  row: number;
  /** What the row will create, in a few words for the preview. */
  summary: string;
  errors: string[];
  input: T | null;
}

export type ProductRowInput = ProductInput;

/** A product row to the admin product form's input; prices in kuruş. */
export function productRow(r: ParsedRow): RowResult<ProductRowInput> {
  const c = r.cells;
  const errors: string[] = [];
  const name = c['Ürün Adı'] ?? '';
  if (name.length < 2) errors.push(IMPORT_WORDS.required('Ürün Adı'));
  const money = (column: string, required: boolean) => {
    const text = c[column] ?? '';
    if (text === '') {
      if (required) errors.push(IMPORT_WORDS.required(column));
      return null;
    }
    const v = parseTurkishMoney(text);
    if (v === null) errors.push(IMPORT_WORDS.money(column, text));
    return v;
  };
  const prices = {
    adminCostPrice: money('Maliyet Fiyatı', false),
    turkeyDistributorPrice: money('Türkiye Distribütörü Fiyatı', false),
    cityDistributorPrice: money('Şehir Distribütörü Fiyatı', false),
    dealerPrice: money('Bayi Fiyatı', true),
    clientPrice: money('Müşteri Fiyatı', true),
    retailPrice: money('Perakende Fiyatı', false),
  };
  const vatText = (c['KDV Oranı'] ?? '').replace('%', '').trim();
  // Left empty: the system's default VAT rate applies (system settings).
  let vatRateBp: number | undefined;
  if (vatText !== '') {
    const v = parseTurkishMoney(vatText);
    if (v === null || v > 10_000) errors.push(IMPORT_WORDS.percent(c['KDV Oranı'] ?? ''));
    else vatRateBp = v;
  }
  const stockText = c.Stok ?? '';
  const displayStock = stockText === '' ? 0 : /^\d{1,7}$/.test(stockText) ? Number(stockText) : -1;
  if (displayStock < 0) errors.push(IMPORT_WORDS.whole('Stok', stockText));
  const sku = c['Stok Kodu'] || null;
  const input: ProductInput | null =
    errors.length > 0
      ? null
      : {
          name,
          description: c.Açıklama || null,
          categoryId: null,
          isActive: true,
          isClientProduct: false,
          purchaseMode: 'money',
          minOrderQuantity: null,
          activeIngredients: [],
          prices: { ...prices, vatIncluded: true, vatRateBp },
          commission: {
            commissionType: 'percentage',
            cityDistributorRateBp: 1000,
            dealerRateBp: 1500,
            sponsorDistributorRateBp: 500,
            vatIncluded: true,
            fixedAmounts: {},
          },
          // The threshold is the system's default (system settings).
          inventory: { inStock: displayStock > 0, displayStock, sku, minOrderQuantity: null },
        };
  return { row: r.row, summary: name, errors, input };
}

export interface MemberRowInput {
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  parentEmail: string;
  city: string | null;
  district: string | null;
}

const ROLE_BY_WORD = new Map<string, Role>(
  ROLES.filter((r) => r !== 'admin').flatMap((r) => [
    [fold(ROLE_LABELS[r]), r],
    [fold(r), r],
  ]),
);

/** A member row's own checks; the parent, the role under it and uniqueness are checked against the data. */
export function memberRow(r: ParsedRow): RowResult<MemberRowInput> {
  const c = r.cells;
  const errors: string[] = [];
  const name = c['Ad Soyad'] ?? '';
  if (name.length < 2) errors.push(IMPORT_WORDS.required('Ad Soyad'));
  const email = fold(c['E-posta'] ?? '');
  if (email === '') errors.push(IMPORT_WORDS.required('E-posta'));
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push(IMPORT_WORDS.email(c['E-posta'] ?? ''));
  const phoneText = (c.Telefon ?? '').replace(/[\s()-]/g, '');
  const phone = phoneText === '' ? null : phoneText.replace(/^\+?90/, '0');
  if (phone !== null && !/^05\d{9}$/.test(phone)) errors.push(IMPORT_WORDS.phone(c.Telefon ?? ''));
  const role = ROLE_BY_WORD.get(fold(c.Rol ?? ''));
  if (!role) errors.push(IMPORT_WORDS.role(c.Rol ?? ''));
  const parentEmail = fold(c['Üst Üye E-postası'] ?? '');
  if (parentEmail === '') errors.push(IMPORT_WORDS.required('Üst Üye E-postası'));
  const input =
    errors.length > 0 || !role
      ? null
      : { name, email, phone, role, parentEmail, city: c.Şehir || null, district: c.İlçe || null };
  return { row: r.row, summary: `${name} <${email}>`, errors, input };
}

/** A value that must be unique in the file: the later rows name the first one. */
export function markDuplicates<T>(results: RowResult<T>[], column: string, keyOf: (r: RowResult<T>) => string | null) {
  const first = new Map<string, number>();
  for (const r of results) {
    const key = keyOf(r);
    if (!key) continue;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, r.row);
    else {
      r.errors.push(IMPORT_WORDS.duplicateInFile(column, seen));
      r.input = null;
    }
  }
}
