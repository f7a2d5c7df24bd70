import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, csvField, csvLine } from './csv';

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
