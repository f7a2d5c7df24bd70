import { describe, expect, it } from 'vitest';
import {
  parseMemberFilters,
  toMemberQuery,
  writeMemberFilters,
} from '@/features/network-admin/components/use-member-filters';

describe('member filters in the address', () => {
  it('round-trips every filter', () => {
    const params = new URLSearchParams(
      'q=Kaya&role=dealer&city=%C4%B0zmir&status=deleted&sponsor=7e0a0000-0000-4000-8000-000000000001&from=2026-01-01&to=2026-02-01&sort=name&dir=asc&page=3',
    );
    const state = parseMemberFilters(params);
    expect(state).toEqual({
      q: 'Kaya',
      role: 'dealer',
      city: 'İzmir',
      status: 'deleted',
      sponsor: '7e0a0000-0000-4000-8000-000000000001',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: 'name',
      dir: 'asc',
      page: 3,
    });
    expect(writeMemberFilters(state).toString()).toBe(params.toString());
    expect(toMemberQuery(state)).toMatchObject({
      sponsorId: state.sponsor,
      joinedFrom: '2026-01-01',
      status: 'deleted',
    });
  });

  it('drops what it does not know and keeps the defaults out of the address', () => {
    const state = parseMemberFilters(
      new URLSearchParams('role=boss&status=gone&sponsor=x&from=yesterday&sort=x&page=-2'),
    );
    expect(state).toMatchObject({ role: '', status: '', sponsor: '', from: '', sort: 'joined', dir: 'desc', page: 1 });
    expect(writeMemberFilters(state).toString()).toBe('');
  });
});
