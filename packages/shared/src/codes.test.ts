import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSellerNo,
  generateInviteCode,
  INVITE_CODE_ALPHABET,
  isInviteCodeShape,
  normalizeInviteCode,
  normalizePhone,
} from './codes';

describe('invite codes', () => {
  it('are 8 characters from the unambiguous alphabet', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let s = seed;
        const code = generateInviteCode((max) => {
          s = (s * 1103515245 + 12345) & 0x7fffffff;
          return s % max;
        });
        expect(code).toHaveLength(8);
        expect(isInviteCodeShape(code)).toBe(true);
      }),
    );
    for (const c of '01OIL') expect(INVITE_CODE_ALPHABET).not.toContain(c);
  });

  it('are matched without case, spaces or dashes', () => {
    expect(normalizeInviteCode(' ab3d-ef9h ')).toBe('AB3DEF9H');
    expect(isInviteCodeShape('ab3d ef9h')).toBe(true);
    expect(isInviteCodeShape('AB3DEF9O')).toBe(false);
  });
});

describe('phones and seller numbers', () => {
  it('normalizes every common way of typing a Turkish mobile number', () => {
    for (const input of [
      '05550000005',
      '0555 000 00 05',
      '+90 555 000 00 05',
      '905550000005',
      '5550000005',
      '(0555) 000-0005',
    ]) {
      expect(normalizePhone(input)).toBe('05550000005');
    }
    expect(normalizePhone('02125550000')).toBeNull();
    expect(normalizePhone('055500000')).toBeNull();
  });

  it('formats seller numbers with six digits', () => {
    expect(formatSellerNo(123)).toBe('TR-000123');
    expect(formatSellerNo(1)).toBe('TR-000001');
  });
});
