import { describe, expect, it } from 'vitest';
import { marginBasisPoints, netUnitPrice, profitBasisOf } from './analytics-profit';

describe('profit rules', () => {
  it('gives each role its own basis, and none below the city distributor', () => {
    expect(profitBasisOf('admin')).toBe('adminCost');
    expect(profitBasisOf('turkeyDistributor')).toBe('ownPrice');
    expect(profitBasisOf('cityDistributor')).toBe('ownPrice');
    expect(profitBasisOf('dealer')).toBeNull();
    expect(profitBasisOf('client')).toBeNull();
  });

  it('computes the margin over net revenue', () => {
    expect(marginBasisPoints(10_000, 7_500)).toBe(2_500);
    expect(marginBasisPoints(10_000, 12_000)).toBe(-2_000);
    expect(marginBasisPoints(0, 100)).toBeNull();
  });

  it('takes VAT out of a price that includes it', () => {
    expect(netUnitPrice(12_000, 2_000, true)).toBe(10_000);
    expect(netUnitPrice(10_000, 2_000, false)).toBe(10_000);
  });
});
