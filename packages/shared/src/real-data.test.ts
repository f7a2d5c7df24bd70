import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_ROWS,
  markDuplicates,
  memberRow,
  MEMBER_COLUMNS,
  parseCsv,
  parseTurkishMoney,
  PRODUCT_COLUMNS,
  productRow,
  rowsUnderHeader,
} from './real-data';

describe('parseCsv', () => {
  it('reads Turkish Excel CSV: BOM, semicolons, quoted fields with separators, quotes and line breaks', () => {
    const text = '\uFEFFAd;Not\r\n"Omega; 3";"Dedi ki ""iyi"""\r\n"İki\nsatır";x\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['Ad', 'Not'],
      ['Omega; 3', 'Dedi ki "iyi"'],
      ['İki\nsatır', 'x'],
    ]);
  });

  it('falls back to commas when the header has no semicolon', () => {
    expect(parseCsv('a,b\n1,"2,5"\n')).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });
});

describe('parseTurkishMoney', () => {
  it('turns lira as Turkish people write it into kuruş without floats', () => {
    expect(parseTurkishMoney('1.234,56')).toBe(123456);
    expect(parseTurkishMoney('12,5')).toBe(1250);
    expect(parseTurkishMoney('₺ 1.234')).toBe(123400);
    expect(parseTurkishMoney('1234.56')).toBe(123456);
    expect(parseTurkishMoney('0,07')).toBe(7);
    expect(parseTurkishMoney('1.000.000,00')).toBe(100_000_000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1,234,5', '1.2.3', '12,345']) expect(parseTurkishMoney(bad), bad).toBeNull();
  });
});

describe('rows', () => {
  it('names the missing columns, and numbers rows as the spreadsheet does', () => {
    expect(rowsUnderHeader([['Ürün Adı']], PRODUCT_COLUMNS)).toMatchObject({
      fileError: expect.stringContaining('Açıklama'),
    });
    const parsed = rowsUnderHeader(
      [[...MEMBER_COLUMNS], ['A B', 'a@b.co', '', 'Bayi', 'p@b.co', '', '']],
      MEMBER_COLUMNS,
    );
    expect('rows' in parsed && parsed.rows[0]?.row).toBe(2);
  });

  it('refuses more rows than the limit as a file error', () => {
    const body = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ['A']);
    expect(rowsUnderHeader([['Ad Soyad'], ...body], ['Ad Soyad'])).toEqual({
      fileError: 'Dosyada en fazla 10.000 satır olabilir',
    });
    expect('rows' in rowsUnderHeader([['Ad Soyad'], ...body.slice(1)], ['Ad Soyad'])).toBe(true);
  });

  it('a product row gives the product form its input, in kuruş', () => {
    const r = productRow({
      row: 2,
      cells: {
        'Ürün Adı': 'Omega',
        'Bayi Fiyatı': '1.234,56',
        'Müşteri Fiyatı': '1.500',
        'KDV Oranı': '%10',
        Stok: '3',
      },
    });
    expect(r.errors).toEqual([]);
    expect(r.input?.prices).toMatchObject({ dealerPrice: 123456, clientPrice: 150000, vatRateBp: 1000 });
    expect(r.input?.inventory.displayStock).toBe(3);
    const bad = productRow({
      row: 5,
      cells: { 'Ürün Adı': 'X', 'Bayi Fiyatı': '', 'Müşteri Fiyatı': 'on', Stok: '-1' },
    });
    expect(bad.input).toBeNull();
    expect(bad.errors).toEqual([
      'Ürün Adı boş olamaz',
      'Bayi Fiyatı boş olamaz',
      'Müşteri Fiyatı geçerli bir tutar değil: "on" (örnek: 1.234,56)',
      'Stok sıfır ya da pozitif bir tam sayı olmalı: "-1"',
    ]);
  });

  it('a member row reads the role in Turkish and the phone in any common spelling', () => {
    const r = memberRow({
      row: 2,
      cells: {
        'Ad Soyad': 'Ayşe Kaya',
        'E-posta': 'Ayse@Ornek.com',
        Telefon: '+90 532 111 22 33',
        Rol: 'bayi',
        'Üst Üye E-postası': 'u@o.com',
      },
    });
    expect(r.input).toMatchObject({ email: 'ayse@ornek.com', phone: '05321112233', role: 'dealer' });
    const bad = memberRow({
      row: 3,
      cells: { 'Ad Soyad': 'A K', 'E-posta': 'x', Rol: 'Yönetici', 'Üst Üye E-postası': '' },
    });
    expect(bad.errors).toHaveLength(3);
    expect(bad.errors[1]).toContain('Rol tanınmadı: "Yönetici"');
  });

  it('a value repeated in the file is an error on the later rows, naming the first', () => {
    const rows = ['a@o.com', 'b@o.com', 'a@o.com'].map((email, i) =>
      memberRow({
        row: i + 2,
        cells: { 'Ad Soyad': 'A K', 'E-posta': email, Rol: 'Bayi', 'Üst Üye E-postası': 'p@o.com' },
      }),
    );
    markDuplicates(rows, 'E-posta', (r) => r.input?.email ?? null);
    expect(rows[2]?.errors).toEqual(['E-posta dosyada 2. satırda da var']);
    expect(rows[2]?.input).toBeNull();
    expect(rows[1]?.errors).toEqual([]);
  });
});
