import type { CommissionListQuery, CommissionSummaryQuery, EarningsQuery } from '@portal/shared/contracts/commissions';
import type { QueryClient } from '@tanstack/react-query';

/** Everything read about commissions and earnings starts with 'commissions', so one invalidation refreshes it all. */
export const commissionKeys = {
  all: ['commissions'] as const,
  list: (query: CommissionListQuery) => ['commissions', 'list', query] as const,
  summary: (query: CommissionSummaryQuery) => ['commissions', 'summary', query] as const,
  detail: (id: string) => ['commissions', 'detail', id] as const,
  earnings: (query: EarningsQuery) => ['commissions', 'earnings', query] as const,
  members: (q: string) => ['commissions', 'members', q] as const,
};

export function invalidateCommissions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commissionKeys.all });
}
