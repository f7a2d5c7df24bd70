import { useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payments/api/get-payments';
import { useRealtimeEvent } from '@/lib/realtime';

/** An order that changes state (a payment arrived, an order was cancelled) re-reads the list. */
export function usePaymentsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('order_updated', () => {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  });
}
