import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveDealers, ActiveDealersQuery } from '@portal/shared/contracts/network-reports';
import { reportKeys } from '@/features/network-reports/api/report-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/reports/active-dealers`. */
export const activeDealersQueryOptions = (query: ActiveDealersQuery) =>
  queryOptions({
    queryKey: reportKeys.activeDealers(query),
    queryFn: ({ signal }) =>
      api.get<ActiveDealers>('/api/network/reports/active-dealers', {
        signal,
        query: { days: query.days, city: query.city, page: query.page },
      }),
  });

/** The previous figures stay on screen (dimmed) while new filters load. */
export function useActiveDealers(query: ActiveDealersQuery) {
  return useQuery({ ...activeDealersQueryOptions(query), placeholderData: keepPreviousData });
}
