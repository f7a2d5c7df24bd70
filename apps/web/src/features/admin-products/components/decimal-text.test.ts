import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hundredthsToText, integerToText, parseHundredths, parseInteger } from './decimal-text';

describe('parseHundredths (money and rates typed in Turkish)', () => {
  it.each([
    ['1.250,50', 125050],
    ['1250,5', 125050],
    ['1250.50', 125050],
    ['₺1.250', 125000],
    ['%18', 1800],
    ['19,99', 1999],
    ['0,01', 1],
    [' 1 250,00 ', 125000],
    ['1.250.000', 125000000],
    ['12.5', 1250],
  ])('%s → %i', (text, hundredths) => {
    expect(parseHundredths(text)).toEqual({ kind: 'ok', hundredths });
  });

  it('tells empty from invalid', () => {
    expect(parseHundredths('')).toEqual({ kind: 'empty' });
    expect(parseHundredths(' ₺ ')).toEqual({ kind: 'empty' });
    for (const text of ['abc', '1,2,3', '1,234', '-5', '1e3', '12.345.67', '99999999999999999999']) {
      expect({ text, result: parseHundredths(text) }).toEqual({ text, result: { kind: 'invalid' } });
    }
  });

  it('reads back exactly what it shows, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseHundredths(hundredthsToText(n))).toEqual({ kind: 'ok', hundredths: n });
      }),
    );
  });
});

describe('parseInteger', () => {
  it('reads digits with thousands dots and refuses the rest', () => {
    expect(parseInteger('1.000')).toEqual({ kind: 'ok', value: 1000 });
    expect(parseInteger('')).toEqual({ kind: 'empty' });
    expect(parseInteger('1,5')).toEqual({ kind: 'invalid' });
    expect(parseInteger('-1')).toEqual({ kind: 'invalid' });
    expect(integerToText(null)).toBe('');
    expect(integerToText(42)).toBe('42');
  });
});
