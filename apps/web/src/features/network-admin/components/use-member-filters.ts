import {
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type MemberListQuery,
  type MemberSort,
  type MemberStatus,
} from '@portal/shared/contracts/network-admin';
import { isRole, type Role } from '@portal/shared/roles';
import { useUrlState } from '@/lib/use-url-state';

/**
 * The member list's filters live in the address (?q=&role=&city=&status=&sponsor=&from=&to=
 * &sort=&dir=&page=), so back, reload and a shared link show the same list. Dates are days.
 */
export type MemberFilterState = {
  q: string;
  role: Role | '';
  city: string;
  status: MemberStatus | '';
  sponsor: string;
  from: string;
  to: string;
  sort: MemberSort;
  dir: 'asc' | 'desc';
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function parseMemberFilters(params: URLSearchParams): MemberFilterState {
  const role = params.get('role');
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: isRole(role) ? role : '',
    city: (params.get('city') ?? '').slice(0, 60),
    status: (MEMBER_STATUSES as readonly string[]).includes(status) ? (status as MemberStatus) : '',
    sponsor: UUID.test(params.get('sponsor') ?? '') ? (params.get('sponsor') as string) : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    sort: (MEMBER_SORTS as readonly string[]).includes(sort) ? (sort as MemberSort) : 'joined',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export function writeMemberFilters(state: MemberFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.role) params.set('role', state.role);
  if (state.city) params.set('city', state.city);
  if (state.status) params.set('status', state.status);
  if (state.sponsor) params.set('sponsor', state.sponsor);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== 'joined') params.set('sort', state.sort);
  if (state.dir !== 'desc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of the address's state. */
export function toMemberQuery(state: MemberFilterState): MemberListQuery {
  return {
    q: state.q || undefined,
    role: state.role || undefined,
    city: state.city || undefined,
    status: state.status || undefined,
    sponsorId: state.sponsor || undefined,
    joinedFrom: state.from || undefined,
    joinedTo: state.to || undefined,
    sort: state.sort,
    dir: state.dir,
    page: state.page,
  };
}

export function useMemberFilters() {
  return useUrlState(parseMemberFilters, writeMemberFilters);
}
