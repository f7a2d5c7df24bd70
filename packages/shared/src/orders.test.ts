import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  orderActors,
  canAdvanceShipment,
  canTransition,
  formatOrderNumber,
  istanbulDay,
  lineAmounts,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  type OrderFacts,
  orderTotals,
} from './orders';

const order = (status: OrderFacts['status'], extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paymentMethod: 'bank_transfer',
  deliveredAt: null,
  ...extra,
});

describe('order transitions', () => {
  it('lets the supplier run the happy path and nobody skip a step', () => {
    expect(canTransition(order('paid'), 'confirm', ['supplier'])).toEqual({ ok: true, to: 'confirmed' });
    expect(canTransition(order('paid'), 'ship', ['supplier'])).toEqual({ ok: false, reason: 'state' });
    expect(canTransition(order('preparing'), 'ship', ['supplier'])).toEqual({ ok: true, to: 'shipped' });
    expect(canTransition(order('shipped'), 'deliver', ['admin'])).toEqual({ ok: true, to: 'delivered' });
  });

  it('refuses the buyer supplier actions', () => {
    expect(canTransition(order('paid'), 'confirm', ['buyer'])).toEqual({ ok: false, reason: 'actor' });
    expect(canTransition(order('pending_payment'), 'mark_paid', ['buyer'])).toEqual({ ok: false, reason: 'actor' });
  });

  it('lets the buyer cancel only before confirmation; the supplier until shipping', () => {
    expect(canTransition(order('paid'), 'cancel', ['buyer']).ok).toBe(true);
    expect(canTransition(order('confirmed'), 'cancel', ['buyer'])).toEqual({ ok: false, reason: 'state' });
    expect(canTransition(order('preparing'), 'cancel', ['supplier']).ok).toBe(true);
    expect(canTransition(order('shipped'), 'cancel', ['admin'])).toEqual({ ok: false, reason: 'state' });
    expect(canTransition(order('paid'), 'cancel', ['system'])).toEqual({ ok: false, reason: 'state' });
  });

  it('marks only bank transfers paid by hand; a card only by the provider', () => {
    expect(canTransition(order('pending_payment'), 'mark_paid', ['supplier']).ok).toBe(true);
    const card = order('pending_payment', { paymentMethod: 'card' });
    expect(canTransition(card, 'mark_paid', ['admin'])).toEqual({ ok: false, reason: 'method' });
    expect(canTransition(card, 'mark_paid', ['system']).ok).toBe(true);
  });

  it('takes a return request within 30 days of delivery only', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const recent = order('delivered', { deliveredAt: new Date('2026-06-01T12:00:00Z') });
    const old = order('delivered', { deliveredAt: new Date('2026-05-30T11:00:00Z') });
    expect(canTransition(recent, 'request_return', ['buyer'], now).ok).toBe(true);
    expect(canTransition(old, 'request_return', ['buyer'], now)).toEqual({ ok: false, reason: 'window' });
  });

  it('never leaves a final state', () => {
    for (const status of ['completed', 'cancelled', 'returned'] as const) {
      expect(availableActions(order(status), ['buyer', 'supplier', 'admin', 'system'])).toEqual([]);
    }
  });

  it('every action leads somewhere listed', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of availableActions(order(status, { deliveredAt: new Date() }), [
        'supplier',
        'admin',
        'buyer',
      ])) {
        const r = canTransition(order(status, { deliveredAt: new Date() }), action, ['supplier', 'admin', 'buyer']);
        expect(r.ok && ORDER_STATUSES.includes(r.to)).toBe(true);
      }
    }
  });
});

describe('order numbers', () => {
  it('formats S-YYYYMMDD-#### on the Istanbul day', () => {
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    const day = istanbulDay(new Date('2026-11-21T22:30:00Z'));
    expect(day).toBe('2026-11-22');
    expect(formatOrderNumber('S', day, 7)).toBe('S-20261122-0007');
    expect(ORDER_NUMBER_PATTERN.test(formatOrderNumber('P', day, 12345))).toBe(true);
  });
});

describe('order totals', () => {
  it('add up to the kuruş: total = subtotal + VAT, whatever the lines', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 999 }),
      listUnitPrice: fc.integer({ min: 1, max: 5_000_000 }),
      unitPrice: fc.integer({ min: 1, max: 5_000_000 }),
      vatRateBp: fc.constantFrom(0, 100, 1000, 2000),
      vatIncluded: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const t = orderTotals(lines);
        expect(t.total).toBe(t.subtotal + t.vatTotal);
        expect(t.total).toBe(lines.reduce((s, l) => s + lineAmounts(l).total, 0));
        expect(t.itemCount).toBe(lines.reduce((s, l) => s + l.quantity, 0));
        expect(t.discountTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds VAT on top when prices exclude it, and splits it out when they include it', () => {
    expect(
      lineAmounts({ quantity: 2, listUnitPrice: 1000, unitPrice: 1000, vatRateBp: 2000, vatIncluded: false }),
    ).toEqual({ net: 2000, vat: 400, total: 2400, saving: 0 });
    expect(
      lineAmounts({ quantity: 1, listUnitPrice: 1300, unitPrice: 1200, vatRateBp: 2000, vatIncluded: true }),
    ).toEqual({ net: 1000, vat: 200, total: 1200, saving: 100 });
  });
});

describe('shipments', () => {
  it('move forward only and stop when delivered or returned', () => {
    expect(canAdvanceShipment('created', 'in_transit')).toBe(true);
    expect(canAdvanceShipment('in_transit', 'picked_up')).toBe(false);
    expect(canAdvanceShipment('delivered', 'returned')).toBe(false);
    expect(canAdvanceShipment('in_transit', 'returned')).toBe(true);
  });
});

describe('orderActors', () => {
  const order = { buyerId: 'b', supplierId: 's' };

  it('names the parts a member plays: buyer, supplier, admin, several at once', () => {
    expect(orderActors(order, { id: 'b', role: 'dealer' })).toEqual(['buyer']);
    expect(orderActors(order, { id: 's', role: 'cityDistributor' })).toEqual(['supplier']);
    expect(orderActors(order, { id: 'x', role: 'admin' })).toEqual(['admin']);
    expect(orderActors({ buyerId: 'a', supplierId: 'a' }, { id: 'a', role: 'admin' })).toEqual([
      'buyer',
      'supplier',
      'admin',
    ]);
  });

  it('gives an upline member who only looks no part, and the server the system part', () => {
    expect(orderActors(order, { id: 'up', role: 'turkeyDistributor' })).toEqual([]);
    expect(orderActors(order, null)).toEqual(['system']);
  });
});
