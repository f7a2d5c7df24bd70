import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkGrowth, NetworkGrowthQuery } from '@portal/shared/contracts/network-reports';
import { reportKeys } from '@/features/network-reports/api/report-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/reports/growth`: the last 12 months. */
export const growthQueryOptions = (query: NetworkGrowthQuery) =>
  queryOptions({
    queryKey: reportKeys.growth(query),
    queryFn: ({ signal }) =>
      api.get<NetworkGrowth>('/api/network/reports/growth', {
        signal,
        query: { role: query.role, city: query.city },
      }),
  });

export function useNetworkGrowth(query: NetworkGrowthQuery) {
  return useQuery({ ...growthQueryOptions(query), placeholderData: keepPreviousData });
}
