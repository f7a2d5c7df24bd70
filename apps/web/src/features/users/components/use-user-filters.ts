import { PROVINCES } from '@portal/shared/cities';
import { USER_PAGE_SIZE, USER_STATUSES, type UserListQuery, type UserStatus } from '@portal/shared/contracts/users';
import { isRole, type Role } from '@portal/shared/roles';
import { useUrlState } from '@/lib/use-url-state';

/**
 * The users page's filters and the open member, kept in the address
 * (?q=&role=&status=&city=&page=&member=), so back, reload and a shared link show the same.
 */
export type UserFilterState = {
  search: string;
  role: Role | '';
  status: UserStatus | '';
  city: string;
  page: number;
  member: string;
};

const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseUserFilters(params: URLSearchParams): UserFilterState {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const city = params.get('city') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const member = params.get('member') ?? '';
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    role: isRole(role) ? role : '',
    status: (USER_STATUSES as readonly string[]).includes(status) ? (status as UserStatus) : '',
    city: CITY_NAMES.has(city) ? city : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    member: UUID.test(member) ? member : '',
  };
}

export function writeUserFilters(state: UserFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.role) params.set('role', state.role);
  if (state.status) params.set('status', state.status);
  if (state.city) params.set('city', state.city);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.member) params.set('member', state.member);
  return params;
}

export function toUserQuery(state: UserFilterState): UserListQuery {
  return {
    search: state.search.trim() || undefined,
    role: state.role || undefined,
    status: state.status || undefined,
    city: state.city || undefined,
    page: state.page,
    pageSize: USER_PAGE_SIZE,
  };
}

export function hasUserFilters(state: UserFilterState): boolean {
  return !!state.search.trim() || !!state.role || !!state.status || !!state.city;
}

export function useUserFilters() {
  return useUrlState(parseUserFilters, writeUserFilters);
}

export type UserFilters = ReturnType<typeof useUserFilters>;
