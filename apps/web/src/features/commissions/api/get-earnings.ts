import type { Earnings, EarningsQuery } from '@portal/shared/contracts/commissions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from '@/features/commissions/api/commission-keys';
import { api } from '@/lib/api/client';

/** `GET /api/earnings`: commission income by month. */
export function fetchEarnings(query: EarningsQuery, signal?: AbortSignal): Promise<Earnings> {
  return api.get<Earnings>('/api/earnings', { signal, query: { ...query } });
}

export const earningsQueryOptions = (query: EarningsQuery) =>
  queryOptions({ queryKey: commissionKeys.earnings(query), queryFn: ({ signal }) => fetchEarnings(query, signal) });

export function useEarnings(query: EarningsQuery, enabled = true) {
  return useQuery({ ...earningsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
