import type { PayoutFilters, PayoutListQuery, PayoutPage } from '@portal/shared/contracts/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payoutKeys } from '@/features/payouts/api/payout-keys';
import { api } from '@/lib/api/client';

function filterParams(f: PayoutFilters): Record<string, string | undefined> {
  return { period: f.period, status: f.status, method: f.method, q: f.q || undefined };
}

/** `GET /api/payouts`: every payout, filtered, 50 a page, with totals over the whole match. */
export function fetchPayouts(query: PayoutListQuery, signal?: AbortSignal): Promise<PayoutPage> {
  return api.get<PayoutPage>('/api/payouts', { signal, query: { ...filterParams(query), page: query.page } });
}

export const payoutsQueryOptions = (query: PayoutListQuery) =>
  queryOptions({ queryKey: payoutKeys.list(query), queryFn: ({ signal }) => fetchPayouts(query, signal) });

export function usePayouts(query: PayoutListQuery) {
  return useQuery({ ...payoutsQueryOptions(query), placeholderData: keepPreviousData });
}

/** `GET /api/payouts/export`: the address of the filtered payouts as a file (the browser downloads it). */
export function payoutsExportUrl(f: PayoutFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterParams(f))) if (value) params.set(key, value);
  return `/api/payouts/export?${params.toString()}`;
}
