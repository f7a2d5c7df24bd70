import { CUSTOMER_SORTS, type CustomerSort } from '@portal/shared/contracts/network-reports';
import { PROVINCES } from '@portal/shared/cities';
import { isDay, MEMBER_PERIODS, type MemberPeriod } from '@portal/shared/network-reports';
import { isRole, type Role } from '@portal/shared/roles';
import { useUrlState } from '@/lib/use-url-state';

/**
 * The reports' filters, kept in the address so that back, reload and a shared link show the same
 * report. Unknown values fall back to the defaults.
 */
const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));
const cityOf = (params: URLSearchParams) => {
  const city = params.get('city') ?? '';
  return CITY_NAMES.has(city) ? city : '';
};
const pageOf = (params: URLSearchParams) => {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
};
const set = (params: URLSearchParams, key: string, value: string | number | undefined, skip?: string | number) => {
  if (value !== undefined && value !== '' && value !== skip) params.set(key, String(value));
};

// ---------------------------------------------------------------- active dealers

export type ActiveDealerFilters = { days: 30 | 90; city: string; page: number };

export function parseDealers(params: URLSearchParams): ActiveDealerFilters {
  return { days: params.get('days') === '90' ? 90 : 30, city: cityOf(params), page: pageOf(params) };
}
export function writeDealers(state: ActiveDealerFilters): URLSearchParams {
  const params = new URLSearchParams();
  set(params, 'days', state.days, 30);
  set(params, 'city', state.city);
  set(params, 'page', state.page, 1);
  return params;
}
export const useActiveDealerFilters = () => useUrlState(parseDealers, writeDealers);

// ---------------------------------------------------------------- new members

export type NewMemberFilters = {
  period: MemberPeriod;
  from: string;
  to: string;
  role: Role | '';
  city: string;
  page: number;
};

export function parseMembers(params: URLSearchParams): NewMemberFilters {
  const period = params.get('period') ?? '';
  const role = params.get('role') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    period: (MEMBER_PERIODS as readonly string[]).includes(period) ? (period as MemberPeriod) : 'thisMonth',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    role: isRole(role) ? role : '',
    city: cityOf(params),
    page: pageOf(params),
  };
}
export function writeMembers(state: NewMemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  set(params, 'period', state.period, 'thisMonth');
  if (state.period === 'custom') {
    set(params, 'from', state.from);
    set(params, 'to', state.to);
  }
  set(params, 'role', state.role);
  set(params, 'city', state.city);
  set(params, 'page', state.page, 1);
  return params;
}
export const useNewMemberFilters = () => useUrlState(parseMembers, writeMembers);

// ---------------------------------------------------------------- growth

export type GrowthFilters = { role: Role | ''; city: string; page: number };

function parseGrowth(params: URLSearchParams): GrowthFilters {
  const role = params.get('role') ?? '';
  return { role: isRole(role) ? role : '', city: cityOf(params), page: 1 };
}
function writeGrowth(state: GrowthFilters): URLSearchParams {
  const params = new URLSearchParams();
  set(params, 'role', state.role);
  set(params, 'city', state.city);
  return params;
}
export const useGrowthFilters = () => useUrlState(parseGrowth, writeGrowth);

// ---------------------------------------------------------------- customers

export type CustomerFilters = { q: string; sort: CustomerSort; page: number };

export function parseCustomers(params: URLSearchParams): CustomerFilters {
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort) ? (sort as CustomerSort) : 'lastOrder',
    page: pageOf(params),
  };
}
export function writeCustomers(state: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  set(params, 'q', state.q.trim());
  set(params, 'sort', state.sort, 'lastOrder');
  set(params, 'page', state.page, 1);
  return params;
}
export const useCustomerFilters = () => useUrlState(parseCustomers, writeCustomers);
