import type { ClientReport, ClientSignIns, ClientStatus } from '@portal/shared/contracts/client-account';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const clientAccountKeys = {
  all: ['client-account'] as const,
  report: (from: string | undefined, to: string | undefined) => ['client-account', 'report', from, to] as const,
  status: () => ['client-account', 'status'] as const,
  signIns: () => ['client-account', 'sign-ins'] as const,
};

/** `GET /api/client/reports`: my spending and points over the period (default the last 30 days). */
export function useClientReport(dateFrom: string | undefined, dateTo: string | undefined) {
  return useQuery({
    queryKey: clientAccountKeys.report(dateFrom, dateTo),
    queryFn: ({ signal }) => api.get<ClientReport>('/api/client/reports', { signal, query: { dateFrom, dateTo } }),
    placeholderData: keepPreviousData,
  });
}

/** The address of one table of the report as a file (ExportButtons adds the format). */
export function clientReportExportUrl(table: 'months' | 'categories', dateFrom?: string, dateTo?: string) {
  const params = new URLSearchParams({ table });
  if (dateFrom) params.set('dateFrom', dateFrom);
  if (dateTo) params.set('dateTo', dateTo);
  return `/api/client/reports/export?${params.toString()}`;
}

/** `GET /api/client/status`: my account's state, sponsor, open orders and points. */
export function useClientStatus() {
  return useQuery({
    queryKey: clientAccountKeys.status(),
    queryFn: ({ signal }) => api.get<ClientStatus>('/api/client/status', { signal }),
  });
}

/** `GET /api/client/sign-ins`: my latest sign-in attempts. */
export function useClientSignIns() {
  return useQuery({
    queryKey: clientAccountKeys.signIns(),
    queryFn: ({ signal }) => api.get<ClientSignIns>('/api/client/sign-ins', { signal }),
  });
}
