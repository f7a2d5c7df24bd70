import type { OrderListItem, OrderListPage } from '@portal/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import {
  bulkActionFits,
  bulkActionsOf,
  isSelectable,
  offersSelection,
  onlyLooks,
} from '@/features/orders/components/order-list-actions';

function row(actions: OrderListItem['actions']): Pick<OrderListItem, 'actions'> {
  return { actions };
}

function page(canAct: boolean, rows: OrderListItem['actions'][]): Pick<OrderListPage, 'canAct' | 'orders'> {
  return { canAct, orders: rows.map((actions) => ({ actions }) as OrderListItem) };
}

describe('order list actions', () => {
  it('keeps only the bulk actions of a row, in the bar order', () => {
    expect(bulkActionsOf(row(['cancel', 'ship', 'confirm']))).toEqual(['confirm', 'cancel']);
    expect(bulkActionsOf(row(['ship', 'accept_return']))).toEqual([]);
  });

  it('offers a checkbox only where a bulk action is possible', () => {
    expect(isSelectable(row([]))).toBe(false);
    expect(isSelectable(row(['ship']))).toBe(false);
    expect(isSelectable(row(['deliver']))).toBe(true);
  });

  it('fits an action only to the rows that may take it', () => {
    expect(bulkActionFits('mark_paid', row(['cancel']))).toBe(false);
    expect(bulkActionFits('cancel', row(['mark_paid', 'cancel']))).toBe(true);
  });

  it('is read-only for a member who may only look', () => {
    // A dealer: the server says it acts on nothing, whatever the rows are.
    expect(offersSelection(page(false, [['confirm'], []]), true)).toBe(false);
    expect(offersSelection(page(false, [[], []]), true)).toBe(false);
  });

  it('is read-only while the page is loading or its key is off', () => {
    expect(offersSelection(undefined, true)).toBe(false);
    expect(offersSelection(page(true, [['confirm']]), false)).toBe(false);
  });

  it('selects for a supplier when some order on the page can change, not otherwise', () => {
    expect(offersSelection(page(true, [[], ['confirm']]), true)).toBe(true);
    expect(offersSelection(page(true, [[], ['ship']]), true)).toBe(false);
    expect(offersSelection(page(true, []), true)).toBe(false);
  });
});

describe('an order the member may only look at', () => {
  const viewer = (roles: ('buyer' | 'supplier' | 'admin' | 'system')[], actions: string[], canPay = false) => ({
    viewer: { roles, actions: actions.map((action) => ({ action, label: action })), canPay },
  });

  it('has no actions section for an upline member', () => {
    expect(onlyLooks(viewer([], []) as never)).toBe(true);
  });

  it('keeps it for a party to the order, even with nothing to do now', () => {
    expect(onlyLooks(viewer(['buyer'], []) as never)).toBe(false);
    expect(onlyLooks(viewer(['supplier'], ['confirm']) as never)).toBe(false);
    expect(onlyLooks(viewer([], [], true) as never)).toBe(false);
  });
});
