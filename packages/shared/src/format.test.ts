import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPrice,
  formatNumber,
  formatPercentBasisPoints,
  kurusToLira,
  normalizeSearch,
  turkishLower,
  turkishUpper,
} from './format';

describe('formatMoney', () => {
  it('formats kuruş in Turkish with the lira sign and two decimals', () => {
    expect(formatMoney(123456)).toBe('₺1.234,56');
    expect(formatMoney(0)).toBe('₺0,00');
    expect(formatMoney(5)).toBe('₺0,05');
    expect(formatMoney(100)).toBe('₺1,00');
    expect(formatMoney(100_000_000)).toBe('₺1.000.000,00');
    expect(formatMoney(-123456)).toBe('-₺1.234,56');
  });

  it('rounds half away from zero without decimals (price tags)', () => {
    expect(formatMoney(123456, { decimals: 0 })).toBe('₺1.235');
    expect(formatMoney(123449, { decimals: 0 })).toBe('₺1.234');
    expect(formatMoney(150, { decimals: 0 })).toBe('₺2');
    expect(formatMoney(-150, { decimals: 0 })).toBe('-₺2');
    expect(formatMoney(-40, { decimals: 0 })).toBe('₺0');
  });

  it('keeps bigint amounts exact beyond the float range', () => {
    expect(formatMoney(123456789012345678901n)).toBe('₺1.234.567.890.123.456.789,01');
    expect(formatMoney(-1n)).toBe('-₺0,01');
  });

  it('rounds stray fractions to the kuruş and refuses non-numbers', () => {
    expect(formatMoney(12.6)).toBe('₺0,13');
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it("answers a remembered amount as it first laid it out, each layout apart, past the memory's size", () => {
    expect(formatMoney(-1, { decimals: 0 })).toBe('₺0');
    expect(formatMoney(-1)).toBe('-₺0,01');
    expect(formatMoney(250, { decimals: 0 })).toBe('₺3');
    expect(formatMoney(250)).toBe('₺2,50');
    for (let k = 0; k < 5000; k++)
      expect(formatMoney(k * 101)).toBe(
        `₺${Math.floor((k * 101) / 100).toLocaleString('tr-TR')},${String((k * 101) % 100).padStart(2, '0')}`,
      );
    expect(formatMoney(250)).toBe('₺2,50');
    expect(formatMoney(250, { decimals: 0 })).toBe('₺3');
  });

  it('converts to lira for charts', () => {
    expect(kurusToLira(123456)).toBe(1234.56);
    expect(kurusToLira(99n)).toBe(0.99);
  });
});

describe('numbers and dates', () => {
  it('formats numbers and rates in Turkish', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(12n)).toBe('12');
    expect(formatPercentBasisPoints(1800)).toBe('%18');
    expect(formatPercentBasisPoints(1250)).toBe('%12,5');
  });

  it('shows day, month, year, hour and minute in Istanbul time', () => {
    const instant = new Date('2026-03-05T11:30:00Z');
    expect(formatDateTime(instant)).toBe('5 Mart 2026 14:30');
    expect(formatDateTime('2026-03-05T11:30:00Z', 'UTC')).toBe('5 Mart 2026 11:30');
    expect(formatDate(instant)).toBe('5 Mart 2026');
    // 22:30 UTC is already the next day in Istanbul.
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 Ocak 2027');
  });

  it('shows a dash for unreadable dates', () => {
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(12_345)).toBe('99+');
    expect(badgeCount(-3)).toBe('0');
  });
});

describe('Turkish text', () => {
  it('lowers and uppers with Turkish dotted and dotless i', () => {
    expect(turkishLower('İSTANBUL IŞIK')).toBe('istanbul ışık');
    expect(turkishUpper('istanbul ışık')).toBe('İSTANBUL IŞIK');
  });

  it('folds search text so any spelling matches', () => {
    expect(normalizeSearch('İSTANBUL')).toBe('istanbul');
    expect(normalizeSearch('Istanbul')).toBe('istanbul');
    expect(normalizeSearch('istanbul')).toBe('istanbul');
    expect(normalizeSearch('Şişli')).toBe('sisli');
    expect(normalizeSearch('  Çağrı   ÖĞÜT ')).toBe('cagri ogut');
    expect(normalizeSearch('IĞDIR')).toBe(normalizeSearch('ığdır'));
    expect(normalizeSearch('Parasetamol İlaç')).toContain(normalizeSearch('ilac'));
  });
});

describe('formatPrice: the tag is the charge', () => {
  it('shows kuruş whenever they are not zero, a whole price without decimals', () => {
    expect(formatPrice(31_490)).toBe('₺314,90');
    expect(formatPrice(31_500)).toBe('₺315');
    expect(formatPrice(29_920)).toBe('₺299,20');
    expect(formatPrice(57_580)).toBe('₺575,80');
    expect(formatPrice(123_456_700)).toBe('₺1.234.567');
    expect(formatPrice(5)).toBe('₺0,05');
  });
});
