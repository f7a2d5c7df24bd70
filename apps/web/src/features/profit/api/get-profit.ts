import type { Profit, ProfitView } from '@portal/shared/contracts/analytics-profit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withFilters } from '@/components/global-filters/use-global-filters';
import { api } from '@/lib/api/client';

export const profitKeys = {
  all: ['analytics-profit'] as const,
  of: (qs: string) => [...profitKeys.all, qs] as const,
};

/** `GET /api/analytics/profit`: the caller's margin over the filtered period. */
export function useProfit(qs: string) {
  return useQuery({
    queryKey: profitKeys.of(qs),
    queryFn: ({ signal }) => api.get<Profit>(withFilters('/api/analytics/profit', qs), { signal }),
    placeholderData: keepPreviousData,
  });
}

export const profitExportHref = (qs: string, view: ProfitView) =>
  withFilters('/api/analytics/profit/export', qs, { view });
