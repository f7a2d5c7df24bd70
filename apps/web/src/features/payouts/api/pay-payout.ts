import type { Payout } from '@portal/shared/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePayouts } from '@/features/payouts/api/payout-keys';
import { api } from '@/lib/api/client';

/** `POST /api/payouts/:id/mark-paid`: paid by bank transfer, with the bank's reference. */
export function markPayoutPaid(input: { id: string; bankReference: string }): Promise<{ payout: Payout }> {
  return api.post<{ payout: Payout }>(`/api/payouts/${encodeURIComponent(input.id)}/mark-paid`, {
    bankReference: input.bankReference,
  });
}

/** `POST /api/payouts/:id/pay-points`: paid into the member's points ledger. */
export function payPayoutAsPoints(id: string): Promise<{ payout: Payout }> {
  return api.post<{ payout: Payout }>(`/api/payouts/${encodeURIComponent(id)}/pay-points`);
}

/** Paying is money leaving: never retried on its own (the server pays once anyway). */
function usePayMutation<T>(key: string, fn: (input: T) => Promise<{ payout: Payout }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payouts', key],
    mutationFn: fn,
    retry: false,
    onSettled: () => invalidatePayouts(queryClient),
  });
}

export const useMarkPayoutPaid = () => usePayMutation('mark-paid', markPayoutPaid);
export const usePayPayoutAsPoints = () => usePayMutation('pay-points', payPayoutAsPoints);
