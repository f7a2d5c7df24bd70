import type { PaymentSchedule } from '@portal/shared/contracts/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutKeys } from '@/features/payouts/api/payout-keys';
import { api } from '@/lib/api/client';

/** `GET /api/payment-schedule`: payment days, the member's own amounts and (admin) the totals. */
export function fetchPaymentSchedule(signal?: AbortSignal): Promise<PaymentSchedule> {
  return api.get<PaymentSchedule>('/api/payment-schedule', { signal });
}

export const paymentScheduleQueryOptions = () =>
  queryOptions({ queryKey: payoutKeys.schedule(), queryFn: ({ signal }) => fetchPaymentSchedule(signal) });

export function usePaymentSchedule() {
  return useQuery(paymentScheduleQueryOptions());
}
