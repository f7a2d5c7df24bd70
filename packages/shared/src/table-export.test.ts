import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { csvCell, exportDay, xlsxCell } from './table-export';

describe('export cells', () => {
  it('writes CSV cells as Turkish Excel reads them', () => {
    expect(csvLine([csvCell('money', 123456), csvCell('integer', 1234567), csvCell('day', '2026-11-24')])).toBe(
      '1.234,56;1.234.567;24.11.2026\r\n',
    );
    expect(csvCell('dateTime', '2026-11-24T11:30:00Z')).toBe('24.11.2026 14:30');
    expect(csvLine([csvCell('text', '=HYPERLINK("x")')])).toBe(`"'=HYPERLINK(""x"")"\r\n`);
    expect(csvCell('money', null)).toBe('');
  });

  it('writes XLSX cells as numbers and dates Excel can sum and sort', () => {
    expect(xlsxCell('money', 123456)).toBe(1234.56);
    expect(xlsxCell('day', '2026-11-24')).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(xlsxCell('dateTime', '2026-11-24T11:30:00Z')).toEqual(new Date('2026-11-24T14:30:00Z'));
    expect(xlsxCell('text', '+90 555')).toBe("'+90 555");
    expect(exportDay('2026-01-05')).toBe('05.01.2026');
  });
});
