import type { CommissionListQuery, CommissionPage } from '@portal/shared/contracts/commissions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from '@/features/commissions/api/commission-keys';
import { api } from '@/lib/api/client';

/** `GET /api/commissions`: a page of the caller's commission lines (every member's for the admin). */
export function fetchCommissions(query: CommissionListQuery, signal?: AbortSignal): Promise<CommissionPage> {
  return api.get<CommissionPage>('/api/commissions', { signal, query: { ...query } });
}

export const commissionsQueryOptions = (query: CommissionListQuery) =>
  queryOptions({
    queryKey: commissionKeys.list(query),
    queryFn: ({ signal }) => fetchCommissions(query, signal),
  });

export function useCommissions(query: CommissionListQuery, enabled = true) {
  return useQuery({ ...commissionsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
