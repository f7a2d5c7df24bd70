import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStock } from '@/features/stock/api/stock-keys';
import type { StockLevelChange, AdjustStockInput, ReceiveStockInput } from '@portal/shared/contracts/stock';
import { api } from '@/lib/api/client';

/** `POST /api/stock/receive`: goods received (a purchase_in movement). */
export function receiveStock(input: ReceiveStockInput): Promise<StockLevelChange> {
  return api.post<StockLevelChange>('/api/stock/receive', input);
}

/** `POST /api/stock/adjust`: a count correction, up or down, with its reason (an adjustment movement). */
export function adjustStock(input: AdjustStockInput): Promise<StockLevelChange> {
  return api.post<StockLevelChange>('/api/stock/adjust', input);
}

/**
 * Toasts and field errors are the form's. Neither change is safe to repeat blindly (a lost answer
 * may still have been booked), so a failed request is never retried on its own.
 */
export function useReceiveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['stock', 'receive'],
    mutationFn: receiveStock,
    retry: false,
    onSettled: () => invalidateStock(queryClient),
  });
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['stock', 'adjust'],
    mutationFn: adjustStock,
    retry: false,
    onSettled: () => invalidateStock(queryClient),
  });
}
