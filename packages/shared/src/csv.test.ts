import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDecimal, csvDocument, csvField, csvLine } from './csv';

describe('csv writer', () => {
  it('leaves plain fields alone and writes nothing for null', () => {
    expect(csvField('Kadıköy Bayi')).toBe('Kadıköy Bayi');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes the separator, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "merhaba"')).toBe('"say ""merhaba"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('a,b')).toBe('a,b');
  });

  it('defuses fields a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+905551112233')).toBe("'+905551112233");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField(-5)).toBe('-5');
  });

  it('ends lines in CRLF and starts the document with the BOM', () => {
    expect(csvLine(['a', 'b;c'])).toBe('a;"b;c"\r\n');
    const doc = csvDocument(['Ad', 'Şehir'], [['Ayşe', 'İzmir']]);
    expect(doc.startsWith(CSV_BOM)).toBe(true);
    expect(doc.slice(1)).toBe('Ad;Şehir\r\nAyşe;İzmir\r\n');
  });
});

describe('csvDecimal (Turkish Excel numbers)', () => {
  it('writes kuruş as 1.234,56 with thousands dots and a decimal comma', () => {
    expect(csvField(csvDecimal(123456))).toBe('1.234,56');
    expect(csvField(csvDecimal(5))).toBe('0,05');
    expect(csvField(csvDecimal(0))).toBe('0,00');
    expect(csvField(csvDecimal(100))).toBe('1,00');
    expect(csvField(csvDecimal(123456789012))).toBe('1.234.567.890,12');
    expect(csvField(csvDecimal(9_007_199_254_740_993n))).toBe('90.071.992.547.409,93');
  });

  it('keeps the minus of a negative amount (no formula guard on numbers) but still guards text', () => {
    expect(csvField(csvDecimal(-123456))).toBe('-1.234,56');
    expect(csvField(csvDecimal(-7))).toBe('-0,07');
    expect(csvField('-1.234,56')).toBe("'-1.234,56");
  });

  it('takes other scales: basis points as percent, whole numbers', () => {
    expect(csvField(csvDecimal(1850))).toBe('18,50');
    expect(csvField(csvDecimal(1234567, 0))).toBe('1.234.567');
    expect(csvLine(['Ay', csvDecimal(123456)])).toBe('Ay;1.234,56\r\n');
  });
});
