import type { CommissionSummary, CommissionSummaryQuery } from '@portal/shared/contracts/commissions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from '@/features/commissions/api/commission-keys';
import { api } from '@/lib/api/client';

/** `GET /api/commissions/summary`: counts and amounts by state for the list's filters. */
export function fetchCommissionSummary(
  query: CommissionSummaryQuery,
  signal?: AbortSignal,
): Promise<CommissionSummary> {
  return api.get<CommissionSummary>('/api/commissions/summary', { signal, query: { ...query } });
}

export const commissionSummaryQueryOptions = (query: CommissionSummaryQuery) =>
  queryOptions({
    queryKey: commissionKeys.summary(query),
    queryFn: ({ signal }) => fetchCommissionSummary(query, signal),
  });

export function useCommissionSummary(query: CommissionSummaryQuery, enabled = true) {
  return useQuery({ ...commissionSummaryQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
