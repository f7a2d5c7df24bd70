import { describe, expect, it } from 'vitest';
import {
  hasUserFilters,
  parseUserFilters,
  toUserQuery,
  writeUserFilters,
} from '@/features/users/components/use-user-filters';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('users page address state', () => {
  it('reads what it writes, member and page included', () => {
    const state = parseUserFilters(
      new URLSearchParams(`q=Kadıköy&role=dealer&status=inactive&city=İstanbul&page=3&member=${ID}`),
    );
    expect(state).toEqual({
      search: 'Kadıköy',
      role: 'dealer',
      status: 'inactive',
      city: 'İstanbul',
      page: 3,
      member: ID,
    });
    expect(parseUserFilters(writeUserFilters(state))).toEqual(state);
    expect(hasUserFilters(state)).toBe(true);
    expect(toUserQuery(state)).toMatchObject({ search: 'Kadıköy', role: 'dealer', status: 'inactive', page: 3 });
  });

  it('drops what is not a role, status, city, page or member id', () => {
    const state = parseUserFilters(new URLSearchParams('role=king&status=gone&city=Atlantis&page=-2&member=abc'));
    expect(state).toEqual({ search: '', role: '', status: '', city: '', page: 1, member: '' });
    expect(writeUserFilters(state).toString()).toBe('');
    expect(hasUserFilters(state)).toBe(false);
  });
});
