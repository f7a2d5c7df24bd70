import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TurkeyPanel } from '@portal/shared/contracts/network-reports';
import { reportKeys } from '@/features/network-reports/api/report-keys';
import { api } from '@/lib/api/client';

/** `GET /api/turkey-distributor/panel`. */
export const turkeyPanelQueryOptions = queryOptions({
  queryKey: reportKeys.turkeyPanel(),
  queryFn: ({ signal }) => api.get<TurkeyPanel>('/api/turkey-distributor/panel', { signal }),
});

export function useTurkeyPanel() {
  return useQuery(turkeyPanelQueryOptions);
}
