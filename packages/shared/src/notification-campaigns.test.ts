import { describe, expect, it } from 'vitest';
import {
  addressableRoles,
  canWithdraw,
  isAudienceEmpty,
  normalizeAudience,
  rolesOutOfReach,
} from './notification-campaigns';

describe('notification campaigns', () => {
  it('writes an audience one way: roles in hierarchy order, no repeats, no blank cities', () => {
    expect(
      normalizeAudience({
        roles: ['client', 'dealer', 'client'],
        cities: [' İzmir', 'Ankara', '', 'İzmir'],
        memberIds: ['b', 'a', 'b'],
      }),
    ).toEqual({ roles: ['dealer', 'client'], cities: ['Ankara', 'İzmir'], memberIds: ['a', 'b'] });
  });

  it('treats an audience without any part as empty', () => {
    expect(isAudienceEmpty({ roles: [], cities: [], memberIds: [] })).toBe(true);
    expect(isAudienceEmpty({ roles: [], cities: ['Ankara'], memberIds: [] })).toBe(false);
    expect(isAudienceEmpty({ roles: [], cities: [], memberIds: ['x'] })).toBe(false);
  });

  it('lets the admin address every other role and the turkeyDistributor only those below it', () => {
    expect(addressableRoles('admin')).toEqual(['turkeyDistributor', 'cityDistributor', 'dealer', 'client']);
    expect(addressableRoles('turkeyDistributor')).toEqual(['cityDistributor', 'dealer', 'client']);
    expect(rolesOutOfReach('turkeyDistributor', ['dealer', 'admin', 'turkeyDistributor'])).toEqual([
      'admin',
      'turkeyDistributor',
    ]);
    expect(rolesOutOfReach('admin', ['turkeyDistributor', 'client'])).toEqual([]);
  });

  it('withdraws a sent campaign once', () => {
    expect(canWithdraw('sent')).toBe(true);
    expect(canWithdraw('withdrawn')).toBe(false);
  });
});
