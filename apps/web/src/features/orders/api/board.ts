import {
  canTransition,
  ORDER_FLOW,
  ORDER_TRANSITIONS,
  orderActors,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from '@portal/shared/orders';
import { type QueryClient, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { ordersQueryOptions } from '@/features/orders/api/get-orders';
import { invalidateOrders, ordersKeys } from '@/lib/api/order-keys';
import type {
  OrderListItem,
  OrderListPage,
  OrderListQuery,
  OrderTransitionInput,
} from '@portal/shared/contracts/orders';
import { transitionOrder } from '@/features/orders/api/transition-order';

/** The board's columns: the happy path, then the ways out of it. */
export const BOARD_COLUMNS: readonly OrderStatus[] = [...ORDER_FLOW, 'cancelled', 'return_requested', 'returned'];

/** The newest orders of each column; the rest are a link away, on the orders list. */
export const COLUMN_SIZE = 20;

export type BoardScope = { memberId?: string; search?: string };

/** One column's page of `GET /api/orders`; the same object the cache is keyed by. */
export function columnQuery(status: OrderStatus, scope: BoardScope): OrderListQuery {
  const query: OrderListQuery = { status: [status], page: 1, pageSize: COLUMN_SIZE };
  if (scope.memberId) query.memberId = scope.memberId;
  if (scope.search) query.search = scope.search;
  return query;
}

/** Every column's orders, each its own request (and so its own count). */
export function useBoardColumns(scope: BoardScope) {
  return useQueries({
    queries: BOARD_COLUMNS.map((status) => ordersQueryOptions('managed', columnQuery(status, scope))),
  });
}

/** Who the member is for this order: its supplier, the admin, or both. */
export function actorsFor(order: OrderListItem, me: { id: string; role: string }): OrderActor[] {
  // The board moves orders one manages: the buyer's part (returns) is not played here.
  return orderActors(order, me).filter((actor) => actor !== 'buyer');
}

export type BoardMove = { action: OrderAction; to: OrderStatus };

/**
 * The columns this order may be moved to by this member now, each with the one action that moves
 * it there (the shared rules: the same the server applies).
 */
export function movesFor(order: OrderListItem, actors: readonly OrderActor[]): BoardMove[] {
  if (actors.length === 0) return [];
  // Returns are the buyer's; the board's actors never need the delivery date.
  const facts = { status: order.status, paymentMethod: order.paymentMethod, deliveredAt: null };
  const moves: BoardMove[] = [];
  for (const action of Object.keys(ORDER_TRANSITIONS) as OrderAction[]) {
    const result = canTransition(facts, action, actors);
    if (result.ok) moves.push({ action, to: result.to });
  }
  return moves.sort((a, b) => BOARD_COLUMNS.indexOf(a.to) - BOARD_COLUMNS.indexOf(b.to));
}

export type MoveVariables = {
  order: OrderListItem;
  move: BoardMove;
  scope: BoardScope;
  input?: Omit<OrderTransitionInput, 'action'>;
};

type Snapshot = [readonly unknown[], OrderListPage | undefined][];

/** The card leaves its column and shows at the top of the target at once; an error puts it back. */
function moveInCache(queryClient: QueryClient, { order, move, scope }: MoveVariables): Snapshot {
  const fromKey = ordersKeys.list('managed', columnQuery(order.status, scope));
  const toKey = ordersKeys.list('managed', columnQuery(move.to, scope));
  const snapshot: Snapshot = [
    [fromKey, queryClient.getQueryData<OrderListPage>(fromKey)],
    [toKey, queryClient.getQueryData<OrderListPage>(toKey)],
  ];
  queryClient.setQueryData<OrderListPage>(fromKey, (page) =>
    page ? { ...page, orders: page.orders.filter((o) => o.id !== order.id), total: Math.max(0, page.total - 1) } : page,
  );
  queryClient.setQueryData<OrderListPage>(toKey, (page) =>
    page
      ? {
          ...page,
          orders: [{ ...order, status: move.to }, ...page.orders.filter((o) => o.id !== order.id)],
          total: page.total + 1,
        }
      : page,
  );
  return snapshot;
}

/**
 * `POST /api/orders/:id/transitions` for a card moved on the board. Toasts are the caller's;
 * a change of state is never retried on its own.
 */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'board-move'],
    mutationFn: ({ order, move, input }: MoveVariables) => transitionOrder(order.id, { ...input, action: move.action }),
    retry: false,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: ordersKeys.lists() });
      return { snapshot: moveInCache(queryClient, variables) };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
    },
    onSettled: () => invalidateOrders(queryClient),
  });
}
