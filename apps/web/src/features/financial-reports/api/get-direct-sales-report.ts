import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectSalesReport } from '@portal/shared/contracts/financial-reports';
import { financialReportKeys } from '@/features/financial-reports/api/financial-report-keys';
import { api } from '@/lib/api/client';

/** `GET /api/admin/direct-sales-report?year`: the Direct Sales Regulation caps for a calendar year. */
export const directSalesReportQueryOptions = (year: number) =>
  queryOptions({
    queryKey: financialReportKeys.directSales(year),
    queryFn: ({ signal }) =>
      api.get<DirectSalesReport>('/api/admin/direct-sales-report', { signal, query: { year: String(year) } }),
  });

export function useDirectSalesReport(year: number) {
  return useQuery({ ...directSalesReportQueryOptions(year), placeholderData: keepPreviousData });
}
