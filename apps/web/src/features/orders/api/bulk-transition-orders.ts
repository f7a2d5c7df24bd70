import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrders } from '@/lib/api/order-keys';
import type { BulkTransitionInput, BulkTransitionResponse } from '@portal/shared/contracts/orders';
import { api } from '@/lib/api/client';

/** `POST /api/orders/bulk-transitions`: each order is changed on its own; one result per id. */
export function bulkTransitionOrders(input: BulkTransitionInput): Promise<BulkTransitionResponse> {
  return api.post<BulkTransitionResponse>('/api/orders/bulk-transitions', input);
}

export function useBulkTransitionOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'bulk-transition'],
    mutationFn: bulkTransitionOrders,
    retry: false,
    onSettled: () => invalidateOrders(queryClient),
  });
}
