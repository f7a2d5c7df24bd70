import type { SalesDetails, SalesDetailsFilters } from '@portal/shared/contracts/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const salesDetailsKeys = {
  all: ['sales-details'] as const,
  list: (f: SalesDetailsFilters, page: number) => [...salesDetailsKeys.all, f, page] as const,
};

export function salesDetailsParams(f: SalesDetailsFilters): Record<string, string | undefined> {
  return { from: f.from, to: f.to, status: f.status, q: f.q || undefined };
}

/** `GET /api/sales/details`: the commissioned sales, 20 orders a page, with totals. */
export function useSalesDetails(f: SalesDetailsFilters, page: number) {
  return useQuery({
    queryKey: salesDetailsKeys.list(f, page),
    queryFn: ({ signal }) =>
      api.get<SalesDetails>('/api/sales/details', { signal, query: { ...salesDetailsParams(f), page } }),
    placeholderData: keepPreviousData,
  });
}

/** The address of the CSV of every matching sale (the browser downloads it). */
export function salesDetailsExportUrl(f: SalesDetailsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(salesDetailsParams(f))) if (value) params.set(key, value);
  const qs = params.toString();
  return `/api/sales/details/export${qs ? `?${qs}` : ''}`;
}
