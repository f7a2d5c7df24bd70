import type { AdminPaymentPage, PaymentFilters } from '@portal/shared/contracts/payments-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const paymentKeys = {
  all: ['admin-payments'] as const,
  list: (f: PaymentFilters, page: number) => [...paymentKeys.all, f, page] as const,
};

export function paymentParams(f: PaymentFilters): Record<string, string | undefined> {
  return { status: f.status, method: f.method, from: f.from, to: f.to, q: f.q || undefined };
}

/** `GET /api/admin/payments`: every payment attempt, 25 a page, with totals by status. */
export function usePayments(f: PaymentFilters, page: number) {
  return useQuery({
    queryKey: paymentKeys.list(f, page),
    queryFn: ({ signal }) =>
      api.get<AdminPaymentPage>('/api/admin/payments', { signal, query: { ...paymentParams(f), page } }),
    placeholderData: keepPreviousData,
  });
}

export function paymentsExportUrl(f: PaymentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(paymentParams(f))) if (value) params.set(key, value);
  const qs = params.toString();
  return `/api/admin/payments/export${qs ? `?${qs}` : ''}`;
}
