import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementDeltas, pickSupplier, type StockMovementKind, saleable, stockStatus } from './stock';

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

  it('takes the nearest holder that can supply the quantity', () => {
    const city = { id: 'city', onHand: 3, reserved: 1 };
    const national = { id: 'national', onHand: 50, reserved: 0 };
    expect(pickSupplier([city, national], 2)).toEqual({ ok: true, level: city });
    expect(pickSupplier([city, national], 3)).toEqual({ ok: true, level: national });
    expect(pickSupplier([city], 3)).toEqual({ ok: false, reason: 'INSUFFICIENT_STOCK' });
    expect(pickSupplier([], 1)).toEqual({ ok: false, reason: 'STOCK_NOT_FOUND' });
  });
});
