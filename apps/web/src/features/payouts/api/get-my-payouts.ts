import type { MyPayouts } from '@portal/shared/contracts/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutKeys } from '@/features/payouts/api/payout-keys';
import { api } from '@/lib/api/client';

/** `GET /api/payouts/mine`: the member's own payouts, carried-over records included. */
export function fetchMyPayouts(signal?: AbortSignal): Promise<MyPayouts> {
  return api.get<MyPayouts>('/api/payouts/mine', { signal });
}

export const myPayoutsQueryOptions = () =>
  queryOptions({ queryKey: payoutKeys.mine(), queryFn: ({ signal }) => fetchMyPayouts(signal) });

export function useMyPayouts() {
  return useQuery(myPayoutsQueryOptions());
}
