import { COMMISSION_CHANGED_EVENT } from '@portal/shared/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { salesDetailsKeys } from '@/features/sales-details/api/get-sales-details';
import { useRealtimeEvent } from '@/lib/realtime';

/** A commission written or moved re-reads the open list. */
export function useSalesDetailsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(COMMISSION_CHANGED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: salesDetailsKeys.all });
  });
}
