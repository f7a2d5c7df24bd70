import type { CommissionChangedEvent } from '@portal/shared/contracts/commission-events';
import { COMMISSION_CHANGED_EVENT } from '@portal/shared/realtime-events';
import { MESSAGES } from '@portal/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { invalidateCommissions } from '@/features/commissions/api/commission-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * An order's transition or a payout moved the member's commission lines (`commission_changed`):
 * the open commission and earnings pages read again, and a new accrual is announced.
 */
export function useCommissionsRealtime({ announce = true }: { announce?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(COMMISSION_CHANGED_EVENT, (payload) => {
    const event = payload as Partial<CommissionChangedEvent> | null;
    void invalidateCommissions(queryClient);
    if (announce && event?.kind === 'accrued' && event.orderNumber) {
      // One toast per order, even when the event reaches the member twice (beneficiary and admin).
      toast.success(MESSAGES.commissions.accrued(event.orderNumber), { id: `commission-${event.orderNumber}` });
    }
  });
}
