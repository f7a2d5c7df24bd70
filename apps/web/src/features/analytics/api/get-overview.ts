import type { AnalyticsOverview } from '@portal/shared/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withFilters } from '@/components/global-filters/use-global-filters';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import { api } from '@/lib/api/client';

/** `GET /api/analytics/overview` under the page's filters (their query string). */
export function useAnalyticsOverview(queryString: string) {
  return useQuery({
    queryKey: analyticsKeys.overview(queryString),
    queryFn: ({ signal }) =>
      api.get<AnalyticsOverview>(withFilters('/api/analytics/overview', queryString), { signal }),
    placeholderData: keepPreviousData,
  });
}
