import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityOf, lowStockThreshold, orderSupplierCandidates } from './availability';
import { pickSupplier, saleable, stockStatus } from './stock';

const level = (holderId: string, onHand: number, reserved = 0, threshold = 5) => ({
  holderId,
  holderName: `${holderId} depo`,
  onHand,
  reserved,
  threshold,
});

describe('availability rule', () => {
  it('the probiotic case: minimum 2, one unit at the city → below minimum, the national distributor serves', () => {
    const a = availabilityOf([level('city', 1), level('national', 40)], { minimum: 2 });
    expect(a.status).toBe('below_minimum');
    expect(a.supplier).toEqual({ id: 'national', name: 'national depo' });
    expect(a.saleable).toBe(40);
    expect(a.minimum).toBe(2);
    expect(a.nearest).toEqual({ id: 'city', name: 'city depo', saleable: 1 });
  });

  it('below minimum with nobody above holding enough is unavailable', () => {
    const a = availabilityOf([level('city', 1), level('national', 1)], { minimum: 2 });
    expect(a.status).toBe('below_minimum');
    expect(a.supplier).toBeNull();
    expect(a.saleable).toBe(0);
  });

  it('a holder without saleable units is skipped, never shown as in stock', () => {
    const a = availabilityOf([level('city', 3, 3), level('national', 50)], { minimum: 1 });
    expect(a.status).toBe('in_stock');
    expect(a.supplier?.id).toBe('national');
    expect(a.saleable).toBe(50);
  });

  it('low at or under the supplier threshold, in stock above it', () => {
    expect(availabilityOf([level('city', 5)], { minimum: 1 }).status).toBe('low');
    expect(availabilityOf([level('city', 6)], { minimum: 1 }).status).toBe('in_stock');
    expect(availabilityOf([level('city', 10, 0, 10)], { minimum: 1 }).status).toBe('low');
    expect(availabilityOf([level('city', 2)], { minimum: 2 })).toMatchObject({ status: 'low', saleable: 2 });
  });

  it('out when nothing is saleable anywhere, or the product is off sale', () => {
    expect(availabilityOf([], { minimum: 1 }).status).toBe('out');
    expect(availabilityOf([level('city', 0), level('national', 2, 2)], { minimum: 1 }).status).toBe('out');
    const off = availabilityOf([level('city', 30)], { minimum: 1, onSale: false });
    expect(off).toMatchObject({ status: 'out', supplier: null, saleable: 0 });
  });

  it('a cart quantity above what the nearest holds goes to the next holder that has it', () => {
    const a = availabilityOf([level('city', 4), level('national', 40)], { minimum: 1, quantity: 6 });
    expect(a.supplier?.id).toBe('national');
    expect(a.status).toBe('in_stock');
    expect(availabilityOf([level('city', 4)], { minimum: 1, quantity: 6 }).supplier).toBeNull();
  });

  it('the threshold falls back level → product → 5', () => {
    expect(lowStockThreshold(3, 8)).toBe(3);
    expect(lowStockThreshold(null, 8)).toBe(8);
    expect(lowStockThreshold(null, null)).toBe(5);
  });

  it('always names the supplier checkout would pick, and a status true to its units', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ onHand: fc.integer({ min: 0, max: 30 }), reserved: fc.integer({ min: 0, max: 30 }) }), {
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        (raw, minimum, extra) => {
          const levels = raw.map((r, i) => level(`h${i}`, Math.max(r.onHand, r.reserved), r.reserved));
          const quantity = minimum + extra;
          const a = availabilityOf(levels, { minimum, quantity });
          const pick = pickSupplier(levels, quantity);
          expect(a.supplier?.id ?? null).toBe(pick.ok ? pick.level.holderId : null);
          if (a.supplier) expect(a.saleable).toBeGreaterThanOrEqual(quantity);
          // "Stokta" / "Son N adet" only when the serving holder has at least the minimum.
          if (a.status === 'in_stock' || a.status === 'low') {
            const nearest = levels.find((l) => saleable(l) > 0);
            expect(nearest && saleable(nearest)).toBeGreaterThanOrEqual(minimum);
          }
          if (a.supplier && a.status !== 'below_minimum') expect(a.status).toBe(stockStatus(a.saleable, a.threshold));
        },
      ),
    );
  });
});

describe('order supplier', () => {
  const levels = [
    { holderId: 'city', productId: 'a', onHand: 5, reserved: 0 },
    { holderId: 'city', productId: 'b', onHand: 1, reserved: 0 },
    { holderId: 'national', productId: 'a', onHand: 9, reserved: 0 },
    { holderId: 'national', productId: 'b', onHand: 9, reserved: 0 },
  ];
  it('is the nearest holder that has every line', () => {
    expect(orderSupplierCandidates(['city', 'national'], levels, [{ productId: 'a', quantity: 2 }])).toEqual([
      'city',
      'national',
    ]);
    expect(
      orderSupplierCandidates(['city', 'national'], levels, [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 2 },
      ]),
    ).toEqual(['national']);
    expect(orderSupplierCandidates(['city'], levels, [{ productId: 'b', quantity: 2 }])).toEqual([]);
  });
});
