import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInputProblem, isHeaderText, isStorableText, MAX_INPUT_DEPTH } from './input-guard';

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, accepts pairs and everything else', () => {
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('Kadıköy İstanbul ÇĞÖŞÜ')).toBe(true);
    expect(isStorableText('😀 emoji')).toBe(true);
    expect(isStorableText('\u0001\u007f\ufffd\uffff')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false); // low then high: neither is paired
    expect(isStorableText('\ud83d\ude00\ud800')).toBe(false);
  });

  it('agrees with a round trip through UTF-8 for any string without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const clean = s.replaceAll('\u0000', '');
        const roundTrips = Buffer.from(clean, 'utf8').toString('utf8') === clean;
        expect(isStorableText(clean)).toBe(roundTrips);
        if (s.includes('\u0000')) expect(isStorableText(s)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isHeaderText', () => {
  it('accepts what HTTP can carry (one byte per character) and nothing beyond it', () => {
    for (const ok of ['', 'portal.session_token=abc', 'caf\u00e9', '\u00ff']) expect(isHeaderText(ok), ok).toBe(true);
    for (const bad of ['ş', 'Tarayıcı', '\u0100', '😀']) expect(isHeaderText(bad), bad).toBe(false);
  });
});

describe('findInputProblem', () => {
  it('finds bad text in values and keys at any depth, with its path', () => {
    expect(findInputProblem({ a: 'ok', b: [1, true, null, { c: 'x\u0000' }] })).toEqual({
      path: 'b.3.c',
      problem: 'text',
    });
    expect(findInputProblem({ outer: { 'k\ud800': 1 } })).toEqual({ path: 'outer.k\\ud800', problem: 'text' });
    expect(findInputProblem('\u0000')).toEqual({ path: '', problem: 'text' });
    expect(findInputProblem({ a: 'fine', n: 1, list: ['a', 'b'] })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });

  it('stops at the depth limit without recursion', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInputProblem(deep)).toMatchObject({ problem: 'depth' });
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { k: ok };
    expect(findInputProblem(ok)).toBeNull();
    expect(findInputProblem({ k: ok })).toMatchObject({ problem: 'depth' });
  });

  it('any JSON value with a bad string somewhere is found; without one, nothing is', () => {
    const bad = fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\u0000b');
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), bad, fc.boolean(), (value, badText, asKey) => {
        const clean = JSON.parse(
          JSON.stringify(value)
            .replaceAll('\\u0000', '')
            .replace(/\\ud[89a-f][0-9a-f]{2}/gi, ''),
        );
        expect(findInputProblem(clean)).toBeNull();
        const poisoned = asKey ? { wrap: clean, [badText]: 1 } : [clean, { x: [badText] }];
        expect(findInputProblem(poisoned)).toMatchObject({ problem: 'text' });
      }),
      { numRuns: 300 },
    );
  });
});
