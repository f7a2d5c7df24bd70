import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import type { DashboardSummary } from '@portal/shared/contracts/dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (userId: string) => ['dashboard', 'summary', userId] as const,
};

export function fetchDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/api/dashboard/summary', { signal });
}

export const dashboardSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.summary(userId),
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
  });

export function useDashboardSummary() {
  const { user } = useAuth();
  return useQuery({ ...dashboardSummaryQueryOptions(user?.id ?? ''), enabled: !!user });
}
