import type { PerformanceSort, ReportGrain } from '@portal/shared/analytics-performance';
import type {
  PerformanceMember,
  PerformanceRanking,
  PerformanceReport,
} from '@portal/shared/contracts/analytics-performance';
import type { Role } from '@portal/shared/roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withFilters } from '@/components/global-filters/use-global-filters';
import { api } from '@/lib/api/client';

export const performanceKeys = {
  all: ['analytics-performance'] as const,
  ranking: (qs: string, level: Role | undefined, sort: PerformanceSort, page: number) =>
    [...performanceKeys.all, 'ranking', qs, level ?? '', sort, page] as const,
  member: (id: string, qs: string) => [...performanceKeys.all, 'member', id, qs] as const,
  report: (qs: string, level: Role | undefined, grain: ReportGrain, periods: number, page: number) =>
    [...performanceKeys.all, 'report', qs, level ?? '', grain, periods, page] as const,
};

/** `GET /api/analytics/performance`: one page of the ranking. */
export function usePerformanceRanking(qs: string, level: Role | undefined, sort: PerformanceSort, page: number) {
  return useQuery({
    queryKey: performanceKeys.ranking(qs, level, sort, page),
    queryFn: ({ signal }) =>
      api.get<PerformanceRanking>(withFilters('/api/analytics/performance', qs, { level, sort, page }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export const rankingExportHref = (qs: string, level: Role | undefined, sort: PerformanceSort) =>
  withFilters('/api/analytics/performance/export', qs, { level, sort });

/** `GET /api/analytics/performance/members/:id`: the drill-down. */
export function usePerformanceMember(id: string | null, qs: string) {
  return useQuery({
    queryKey: performanceKeys.member(id ?? '', qs),
    queryFn: ({ signal }) =>
      api.get<PerformanceMember>(withFilters(`/api/analytics/performance/members/${id}`, qs), { signal }),
    enabled: !!id,
  });
}

/** `GET /api/analytics/performance/report`: the periods side by side. */
export function usePerformanceReport(
  qs: string,
  level: Role | undefined,
  grain: ReportGrain,
  periods: number,
  page: number,
) {
  return useQuery({
    queryKey: performanceKeys.report(qs, level, grain, periods, page),
    queryFn: ({ signal }) =>
      api.get<PerformanceReport>(
        withFilters('/api/analytics/performance/report', qs, { level, grain, periods, page }),
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export const reportExportHref = (qs: string, level: Role | undefined, grain: ReportGrain, periods: number) =>
  withFilters('/api/analytics/performance/report/export', qs, { level, grain, periods });
