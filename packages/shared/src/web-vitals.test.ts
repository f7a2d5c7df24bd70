import { describe, expect, it } from 'vitest';
import { median, rateVital } from './web-vitals';

describe('rateVital', () => {
  it('rates at the thresholds as web.dev does', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.05)).toBe('good');
    expect(rateVital('CLS', 0.3)).toBe('poor');
    expect(rateVital('INP', 250)).toBe('needs-improvement');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
