import type { PayoutListQuery } from '@portal/shared/contracts/payouts';
import type { QueryClient } from '@tanstack/react-query';

/** Everything read about periods and payouts starts with 'payouts', so one invalidation refreshes it all. */
export const payoutKeys = {
  all: ['payouts'] as const,
  periods: () => ['payouts', 'periods'] as const,
  list: (query: PayoutListQuery) => ['payouts', 'list', query] as const,
  mine: () => ['payouts', 'mine'] as const,
  schedule: () => ['payouts', 'schedule'] as const,
};

export function invalidatePayouts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: payoutKeys.all });
}
