import {
  COMMISSION_ENTRIES,
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  type CommissionEntry,
  type CommissionKind,
  type CommissionStatus,
  PERIOD_PATTERN,
} from '@portal/shared/commissions';
import { useUrlState } from '@/lib/use-url-state';

/**
 * The commission list's and the earnings chart's filters, kept in the address so that back,
 * reload and a shared link show the same lines. Unknown values fall back to the defaults.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
const periodOf = (value: string | null) => (value && PERIOD_PATTERN.test(value) ? value : '');
const pageOf = (params: URLSearchParams) => {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
};
const set = (params: URLSearchParams, key: string, value: string | number, skip?: string | number) => {
  if (value !== '' && value !== skip) params.set(key, String(value));
};

export type CommissionFilters = {
  status: CommissionStatus | '';
  kind: CommissionKind | '';
  entry: CommissionEntry | '';
  from: string;
  to: string;
  q: string;
  beneficiary: string;
  page: number;
};

export function parseCommissionFilters(params: URLSearchParams): CommissionFilters {
  const beneficiary = params.get('uye') ?? '';
  return {
    status: oneOf(COMMISSION_STATUSES, params.get('durum')),
    kind: oneOf(COMMISSION_KINDS, params.get('tur')),
    entry: oneOf(COMMISSION_ENTRIES, params.get('kayit')),
    from: periodOf(params.get('from')),
    to: periodOf(params.get('to')),
    q: (params.get('q') ?? '').slice(0, 40),
    beneficiary: UUID.test(beneficiary) ? beneficiary : '',
    page: pageOf(params),
  };
}

export function writeCommissionFilters(state: CommissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  set(params, 'durum', state.status);
  set(params, 'tur', state.kind);
  set(params, 'kayit', state.entry);
  set(params, 'from', state.from);
  set(params, 'to', state.to);
  set(params, 'q', state.q.trim());
  set(params, 'uye', state.beneficiary);
  set(params, 'page', state.page, 1);
  return params;
}

export const useCommissionFilters = () => useUrlState(parseCommissionFilters, writeCommissionFilters);

/** The query the API takes for these filters (empty ones left out; a reversed range is not sent). */
export function commissionQuery(state: CommissionFilters) {
  const reversed = state.from !== '' && state.to !== '' && state.from > state.to;
  return {
    status: state.status || undefined,
    kind: state.kind || undefined,
    entry: state.entry || undefined,
    from: reversed ? undefined : state.from || undefined,
    to: reversed ? undefined : state.to || undefined,
    q: state.q.trim() || undefined,
    beneficiary: state.beneficiary || undefined,
  };
}

// ---------------------------------------------------------------- earnings

export const EARNINGS_RANGES = [6, 12, 24, 36] as const;
export type EarningsRange = (typeof EARNINGS_RANGES)[number];
export type EarningsFilters = { months: EarningsRange; beneficiary: string; page: number };

export function parseEarningsFilters(params: URLSearchParams): EarningsFilters {
  const months = Number(params.get('ay'));
  const beneficiary = params.get('uye') ?? '';
  return {
    months: (EARNINGS_RANGES as readonly number[]).includes(months) ? (months as EarningsRange) : 12,
    beneficiary: UUID.test(beneficiary) ? beneficiary : '',
    page: 1,
  };
}

export function writeEarningsFilters(state: EarningsFilters): URLSearchParams {
  const params = new URLSearchParams();
  set(params, 'ay', state.months, 12);
  set(params, 'uye', state.beneficiary);
  return params;
}

export const useEarningsFilters = () => useUrlState(parseEarningsFilters, writeEarningsFilters);

/** 'YYYY-MM' `n` months before `period`. */
export function monthsBefore(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
