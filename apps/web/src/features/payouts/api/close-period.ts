import type { ClosePeriodResult } from '@portal/shared/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePayouts } from '@/features/payouts/api/payout-keys';
import { api } from '@/lib/api/client';

/** `POST /api/commission-periods/close`: closing twice does nothing, but it is never retried blindly. */
export function closePeriod(period: string): Promise<ClosePeriodResult> {
  return api.post<ClosePeriodResult>('/api/commission-periods/close', { period });
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payouts', 'close'],
    mutationFn: closePeriod,
    retry: false,
    onSettled: () => invalidatePayouts(queryClient),
  });
}
