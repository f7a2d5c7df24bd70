import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrders, ordersKeys } from '@/lib/api/order-keys';
import type { OrderDetail, OrderTransitionInput } from '@portal/shared/contracts/orders';
import { api } from '@/lib/api/client';

/** `POST /api/orders/:id/transitions`: one change of state; answers the order as it is now. */
export function transitionOrder(id: string, input: OrderTransitionInput): Promise<OrderDetail> {
  return api.post<OrderDetail>(`/api/orders/${encodeURIComponent(id)}/transitions`, input);
}

/**
 * Toasts are the caller's. A change of state is not safe to repeat blindly, so a failed request is
 * never retried on its own.
 */
export function useTransitionOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'transition', id],
    mutationFn: (input: OrderTransitionInput) => transitionOrder(id, input),
    retry: false,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
    },
    onSettled: () => invalidateOrders(queryClient),
  });
}
