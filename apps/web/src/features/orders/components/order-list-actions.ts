import {
  BULK_ORDER_ACTIONS,
  type BulkOrderAction,
  type OrderDetail,
  type OrderListItem,
  type OrderListPage,
} from '@portal/shared/contracts/orders';

/**
 * What an order list offers, read from what the server answered: the list says whether the caller
 * may change orders on it (`canAct`), each row which actions it may take now (`actions`, the same
 * rule the transitions enforce). Nothing here repeats that rule.
 */

/** The bulk actions this order can take now. */
export function bulkActionsOf(order: Pick<OrderListItem, 'actions'>): BulkOrderAction[] {
  return BULK_ORDER_ACTIONS.filter((action) => order.actions.includes(action));
}

/** Only an order some bulk action can change gets a checkbox. */
export function isSelectable(order: Pick<OrderListItem, 'actions'>): boolean {
  return bulkActionsOf(order).length > 0;
}

/** Whether `action` applies to the order (the bar counts and enables its buttons by it). */
export function bulkActionFits(action: BulkOrderAction, order: Pick<OrderListItem, 'actions'>): boolean {
  return order.actions.includes(action);
}

/**
 * Whether the list has a selection column and a bulk bar: the page's key must be on and the server
 * must say the caller acts on these orders. A member who may only look gets a read-only list; so
 * does one whose page holds no order it could change.
 */
export function offersSelection(
  page: Pick<OrderListPage, 'canAct' | 'orders'> | undefined,
  bulkEnabled: boolean,
): boolean {
  if (!bulkEnabled || !page?.canAct) return false;
  return page.orders.some(isSelectable);
}

/**
 * An order the member may only look at: it plays no part in it (an upline member) and can do
 * nothing with it, so its page shows no actions section at all.
 */
export function onlyLooks(order: { viewer: Pick<OrderDetail['viewer'], 'roles' | 'actions' | 'canPay'> }): boolean {
  const { roles, actions, canPay } = order.viewer;
  return roles.length === 0 && actions.length === 0 && !canPay;
}
