import { COMMISSION_CHANGED_EVENT } from '@portal/shared/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { invalidatePayouts } from '@/features/payouts/api/payout-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * `commission_changed`: a period was closed or a payout paid (kind 'payout'), or lines moved with
 * their orders (which changes what a close would pay): the open payout pages read again.
 */
export function usePayoutsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(COMMISSION_CHANGED_EVENT, () => void invalidatePayouts(queryClient));
}
