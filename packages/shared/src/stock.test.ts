import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementDeltas, nearestStockHolder, type StockMovementKind, saleable, stockStatus } from './stock';

describe('stock rules', () => {
  it('each movement kind moves on_hand and reserved as the ledger says', () => {
    expect(movementDeltas('purchase_in', 5)).toEqual({ onHand: 5, reserved: 0 });
    expect(movementDeltas('reserve', 2)).toEqual({ onHand: 0, reserved: 2 });
    expect(movementDeltas('release', 2)).toEqual({ onHand: 0, reserved: -2 });
    expect(movementDeltas('ship', 2)).toEqual({ onHand: -2, reserved: -2 });
    expect(movementDeltas('transfer_out', 3)).toEqual({ onHand: -3, reserved: 0 });
    expect(movementDeltas('adjustment', -4)).toEqual({ onHand: -4, reserved: 0 });
  });

  it('reserve then ship leaves saleable where reserving put it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (start, q) => {
        const apply = (level: { onHand: number; reserved: number }, kind: StockMovementKind) => {
          const d = movementDeltas(kind, q);
          return { onHand: level.onHand + d.onHand, reserved: level.reserved + d.reserved };
        };
        const reserved = apply({ onHand: start + q, reserved: 0 }, 'reserve');
        expect(saleable(reserved)).toBe(start);
        expect(saleable(apply(reserved, 'ship'))).toBe(start);
        expect(saleable(apply(reserved, 'release'))).toBe(start + q);
      }),
    );
  });

  it('grades stock against the threshold', () => {
    expect(stockStatus(0)).toBe('out');
    expect(stockStatus(5)).toBe('low');
    expect(stockStatus(6)).toBe('in_stock');
    expect(stockStatus(10, 10)).toBe('low');
  });

  it('picks the nearest stock-holding ancestor', () => {
    expect(
      nearestStockHolder([
        { role: 'dealer' as const },
        { role: 'cityDistributor' as const },
        { role: 'turkeyDistributor' as const },
      ]),
    ).toEqual({ role: 'cityDistributor' });
    expect(nearestStockHolder([{ role: 'turkeyDistributor' as const }, { role: 'admin' as const }])).toEqual({
      role: 'turkeyDistributor',
    });
    expect(nearestStockHolder([{ role: 'dealer' as const }])).toBeNull();
  });
});
