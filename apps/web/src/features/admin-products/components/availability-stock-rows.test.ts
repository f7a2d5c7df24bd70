import { describe, expect, it } from 'vitest';
import { stockStatus } from '@/features/admin-products/components/stock-rows';

describe('the stock page grades rows with the badges’ threshold rule', () => {
  it('counts 1–4 units with threshold 5 as low, 0 or off sale as out, above as in stock', () => {
    for (const units of [1, 2, 3, 4, 5]) expect(stockStatus(true, units, 5)).toBe('low');
    expect(stockStatus(true, 0, 5)).toBe('out');
    expect(stockStatus(false, 40, 5)).toBe('out');
    expect(stockStatus(true, 6, 5)).toBe('in_stock');
  });
});
