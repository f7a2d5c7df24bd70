import { describe, expect, it } from 'vitest';
import { secretChange, secretLast4 } from './integrations';

describe('integration secrets', () => {
  it('an empty secret keeps the stored one, a value replaces it, clearing removes it', () => {
    expect(secretChange({})).toEqual({ kind: 'keep' });
    expect(secretChange({ secret: '' })).toEqual({ kind: 'keep' });
    expect(secretChange({ secret: '   ' })).toEqual({ kind: 'keep' });
    expect(secretChange({ secret: 'yeni-parola' })).toEqual({ kind: 'replace', value: 'yeni-parola' });
    expect(secretChange({ secret: 'yeni-parola', clearSecret: true })).toEqual({ kind: 'clear' });
  });

  it('shows the last four characters only of a long secret', () => {
    expect(secretLast4('kısa-parola')).toBeNull();
    expect(secretLast4('sk_live_abcdefgh1234')).toBe('1234');
  });
});
