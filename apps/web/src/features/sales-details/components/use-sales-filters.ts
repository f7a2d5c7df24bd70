import { COMMISSION_STATUSES, type CommissionStatus } from '@portal/shared/commissions';
import type { SalesDetailsFilters } from '@portal/shared/contracts/transactions';
import { useUrlState } from '@/lib/use-url-state';

export type SalesFilterState = { from: string; to: string; status: CommissionStatus | ''; q: string; page: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function parseSalesFilters(params: URLSearchParams): SalesFilterState {
  const status = params.get('status') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    from: day(params.get('from')),
    to: day(params.get('to')),
    status: (COMMISSION_STATUSES as readonly string[]).includes(status) ? (status as CommissionStatus) : '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

export function writeSalesFilters(s: SalesFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.from) params.set('from', s.from);
  if (s.to) params.set('to', s.to);
  if (s.status) params.set('status', s.status);
  if (s.q) params.set('q', s.q);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

export const toSalesFilters = (s: SalesFilterState): SalesDetailsFilters => ({
  from: s.from || undefined,
  to: s.to || undefined,
  status: s.status || undefined,
  q: s.q || undefined,
});

export function useSalesFilters() {
  return useUrlState(parseSalesFilters, writeSalesFilters);
}
