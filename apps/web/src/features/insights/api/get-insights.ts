import type { Insights } from '@portal/shared/contracts/insights';
import { useQuery } from '@tanstack/react-query';
import { withFilters } from '@/components/global-filters/use-global-filters';
import { api } from '@/lib/api/client';

export const insightsKeys = {
  all: ['insights'] as const,
  of: (queryString: string) => [...insightsKeys.all, queryString] as const,
};

/** `GET /api/insights`: the insights of the member's scope for the global filters (end day and cities). */
export function useInsights(queryString: string) {
  return useQuery({
    queryKey: insightsKeys.of(queryString),
    queryFn: ({ signal }) => api.get<Insights>(withFilters('/api/insights', queryString), { signal }),
    // The server keeps an answer for five minutes; asking again sooner only returns the same.
    staleTime: 5 * 60_000,
  });
}
