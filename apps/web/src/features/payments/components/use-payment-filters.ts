import type { PaymentFilters } from '@portal/shared/contracts/payments-admin';
import { PAYMENT_STATUSES, type PaymentStatus } from '@portal/shared/orders';
import { useUrlState } from '@/lib/use-url-state';

export type PaymentFilterState = {
  status: PaymentStatus | '';
  method: 'card' | 'bank_transfer' | '';
  from: string;
  to: string;
  q: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function parsePaymentFilters(params: URLSearchParams): PaymentFilterState {
  const status = params.get('status') ?? '';
  const method = params.get('method') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: (PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as PaymentStatus) : '',
    method: method === 'card' || method === 'bank_transfer' ? method : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

export function writePaymentFilters(s: PaymentFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.status) params.set('status', s.status);
  if (s.method) params.set('method', s.method);
  if (s.from) params.set('from', s.from);
  if (s.to) params.set('to', s.to);
  if (s.q) params.set('q', s.q);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

export const toPaymentFilters = (s: PaymentFilterState): PaymentFilters => ({
  status: s.status || undefined,
  method: s.method || undefined,
  from: s.from || undefined,
  to: s.to || undefined,
  q: s.q || undefined,
});

export function usePaymentFilters() {
  return useUrlState(parsePaymentFilters, writePaymentFilters);
}
