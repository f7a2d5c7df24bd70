import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinancialReport } from '@portal/shared/contracts/financial-reports';
import { financialReportKeys } from '@/features/financial-reports/api/financial-report-keys';
import { api } from '@/lib/api/client';

const BASE = '/api/admin/financial-reports';

/** `GET /api/admin/financial-reports?from&to`: one row per Istanbul month. */
export const financialReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: financialReportKeys.report(from, to),
    queryFn: ({ signal }) => api.get<FinancialReport>(BASE, { signal, query: { from, to } }),
  });

/** `enabled` false while the range picked is not a valid range (nothing is asked). */
export function useFinancialReport(from: string, to: string, enabled = true) {
  return useQuery({ ...financialReportQueryOptions(from, to), enabled, placeholderData: keepPreviousData });
}

/** The addresses of the same report as a file (the browser downloads it). */
export function financialReportExportUrl(format: 'csv' | 'xlsx' | 'pdf', from: string, to: string) {
  if (format === 'xlsx') return `${BASE}/export?${new URLSearchParams({ from, to, format }).toString()}`;
  return `${BASE}/export.${format}?${new URLSearchParams({ from, to }).toString()}`;
}
