import { ORDER_STATUSES, type OrderStatus } from '@portal/shared/orders';
import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '@portal/shared/contracts/orders';
import { actorsFor, BOARD_COLUMNS, movesFor } from './board';

function order(status: OrderStatus, paymentMethod: OrderListItem['paymentMethod'] = 'bank_transfer'): OrderListItem {
  return {
    id: 'o1',
    number: 'S-20261123-0001',
    status,
    paymentMethod,
    buyerId: 'buyer',
    buyerName: 'Alıcı',
    buyerRole: 'dealer',
    supplierId: 'supplier',
    supplierName: 'Tedarikçi',
    total: 1000,
    itemCount: 1,
    city: 'İstanbul',
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
    actions: [],
  };
}

const targets = (status: OrderStatus, ...rest: Parameters<typeof movesFor>[1][]) =>
  movesFor(order(status), rest[0] ?? []).map((m) => `${m.action}→${m.to}`);

describe('the order board', () => {
  it('knows who the member is for an order: its supplier, the admin, or nobody', () => {
    expect(actorsFor(order('paid'), { id: 'supplier', role: 'cityDistributor' })).toEqual(['supplier']);
    expect(actorsFor(order('paid'), { id: 'admin-id', role: 'admin' })).toEqual(['admin']);
    expect(actorsFor(order('paid'), { id: 'buyer', role: 'dealer' })).toEqual([]);
  });

  it("offers the supplier the order's next steps and the ways out, in column order", () => {
    expect(targets('pending_payment', ['supplier'])).toEqual(['mark_paid→paid', 'cancel→cancelled']);
    expect(targets('paid', ['supplier'])).toEqual(['confirm→confirmed', 'cancel→cancelled']);
    expect(targets('preparing', ['supplier'])).toEqual(['ship→shipped', 'cancel→cancelled']);
    expect(targets('return_requested', ['supplier'])).toEqual(['reject_return→delivered', 'accept_return→returned']);
  });

  it('never moves a card order to paid by hand, and gives final states no moves', () => {
    const card = movesFor(order('pending_payment', 'card'), ['supplier', 'admin']).map((m) => m.action);
    expect(card).not.toContain('mark_paid');
    for (const status of ['completed', 'cancelled', 'returned'] as const)
      expect(targets(status, ['admin'])).toEqual([]);
  });

  it('has no moves for a member who is neither supplier nor admin, in any state', () => {
    for (const status of ORDER_STATUSES) expect(movesFor(order(status), [])).toEqual([]);
  });

  it('only offers moves to a column of the board, sorted as the columns are', () => {
    for (const status of ORDER_STATUSES) {
      const moves = movesFor(order(status), ['supplier', 'admin']);
      const columns = moves.map((m) => BOARD_COLUMNS.indexOf(m.to));
      expect(columns.every((c) => c >= 0)).toBe(true);
      expect(columns).toEqual([...columns].sort((a, b) => a - b));
    }
  });
});
