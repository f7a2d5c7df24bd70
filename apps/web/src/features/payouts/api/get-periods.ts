import type { CommissionPeriodList } from '@portal/shared/contracts/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutKeys } from '@/features/payouts/api/payout-keys';
import { api } from '@/lib/api/client';

/** `GET /api/commission-periods`: every month, closed ones with totals, open past ones with a preview. */
export function fetchPeriods(signal?: AbortSignal): Promise<CommissionPeriodList> {
  return api.get<CommissionPeriodList>('/api/commission-periods', { signal });
}

export const periodsQueryOptions = () =>
  queryOptions({ queryKey: payoutKeys.periods(), queryFn: ({ signal }) => fetchPeriods(signal) });

export function usePeriods() {
  return useQuery(periodsQueryOptions());
}
