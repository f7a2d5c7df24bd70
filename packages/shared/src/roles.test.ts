import { describe, expect, it } from 'vitest';
import {
  canInvite,
  INVITABLE_ROLES,
  isRole,
  isRoleAbove,
  isStockHolder,
  MAX_TREE_DEPTH,
  ROLE_LABELS,
  ROLE_RANK,
  ROLES,
  type Role,
  rolesAtLeast,
  rolesBelow,
  SHOP_ROLE_LABELS,
  STOCK_HOLDER_ROLES,
  WARN_TREE_DEPTH,
} from './roles';
import { roleSchema } from './role-schema';

describe('roles', () => {
  it('are ordered top to bottom and ranked by that order', () => {
    expect(ROLES).toEqual(['admin', 'turkeyDistributor', 'cityDistributor', 'dealer', 'client']);
    for (const [index, role] of ROLES.entries()) expect(ROLE_RANK[role]).toBe(index);
  });

  it('isRoleAbove is strict', () => {
    expect(isRoleAbove('admin', 'turkeyDistributor')).toBe(true);
    expect(isRoleAbove('dealer', 'client')).toBe(true);
    expect(isRoleAbove('client', 'dealer')).toBe(false);
    for (const role of ROLES) expect(isRoleAbove(role, role)).toBe(false);
  });

  it('rolesAtLeast and rolesBelow split the hierarchy', () => {
    expect(rolesAtLeast('cityDistributor')).toEqual(['admin', 'turkeyDistributor', 'cityDistributor']);
    expect(rolesAtLeast('admin')).toEqual(['admin']);
    expect(rolesBelow('cityDistributor')).toEqual(['dealer', 'client']);
    expect(rolesBelow('client')).toEqual([]);
  });

  it('validates role strings', () => {
    expect(roleSchema.parse('dealer')).toBe('dealer');
    expect(roleSchema.safeParse('Dealer').success).toBe(false);
    expect(roleSchema.safeParse('superadmin').success).toBe(false);
    expect(isRole('client')).toBe(true);
    expect(isRole('toString')).toBe(false);
    expect(isRole(3)).toBe(false);
  });

  it('has the Turkish labels, with Müşteri only in the shop header', () => {
    expect(ROLE_LABELS).toEqual({
      admin: 'Yönetici',
      turkeyDistributor: 'Türkiye Distribütörü',
      cityDistributor: 'Şehir Distribütörü',
      dealer: 'Bayi',
      client: 'Danışan',
    });
    expect(SHOP_ROLE_LABELS.client).toBe('Müşteri');
    expect(SHOP_ROLE_LABELS.dealer).toBe('Bayi');
  });
});

describe('invitations', () => {
  const expected: Record<Role, Role[]> = {
    admin: ['turkeyDistributor', 'cityDistributor', 'dealer', 'client'],
    turkeyDistributor: ['cityDistributor', 'dealer', 'client'],
    cityDistributor: ['dealer', 'client'],
    dealer: ['client'],
    client: [],
  };

  it('follows the spec matrix for every inviter × role pair', () => {
    for (const inviter of ROLES) {
      for (const role of ROLES) {
        expect(canInvite(inviter, role), `${inviter} → ${role}`).toBe(expected[inviter].includes(role));
      }
    }
  });

  it('never lets a member invite their own role or above (the parent must be strictly above)', () => {
    for (const inviter of ROLES) {
      expect(INVITABLE_ROLES[inviter]).toEqual(rolesBelow(inviter));
      for (const role of INVITABLE_ROLES[inviter]) expect(isRoleAbove(inviter, role)).toBe(true);
    }
  });
});

describe('stock and tree constants', () => {
  it('stock holders are admin, turkeyDistributor and cityDistributor', () => {
    expect([...STOCK_HOLDER_ROLES]).toEqual(['admin', 'turkeyDistributor', 'cityDistributor']);
    expect(isStockHolder('cityDistributor')).toBe(true);
    expect(isStockHolder('dealer')).toBe(false);
  });

  it('tree depth is 20 with a warning above 15', () => {
    expect(MAX_TREE_DEPTH).toBe(20);
    expect(WARN_TREE_DEPTH).toBe(15);
  });
});
