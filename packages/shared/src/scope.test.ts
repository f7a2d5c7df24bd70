import { describe, expect, it } from 'vitest';
import { grantedScope } from './permissions';
import { canSee, isBelow, scopeOf } from './scope';

const admin = { id: 'a', role: 'admin' as const, path: '/a/' };
const turkey = { id: 't', role: 'turkeyDistributor' as const, path: '/a/t/' };
const city = { id: 'c', role: 'cityDistributor' as const, path: '/a/t/c/' };
const dealer = { id: 'd', role: 'dealer' as const, path: '/a/t/c/d/' };
const client = { id: 'k', role: 'client' as const, path: '/a/t/c/d/k/' };
const otherCity = { id: 'x', role: 'cityDistributor' as const, path: '/a/t/x/' };

const ownedBy = (m: { id: string; path: string }) => ({ ownerId: m.id, ownerPath: m.path });

describe('scopeOf', () => {
  it('gives the admin all, members with a downline their downline, a client their own', () => {
    expect(scopeOf(admin)).toBe('all');
    expect(scopeOf(turkey)).toBe('downline');
    expect(scopeOf(dealer)).toBe('downline');
    expect(scopeOf(client)).toBe('own');
  });

  it('follows a grant: one scope for all, or per role with a default', () => {
    expect(scopeOf(dealer, 'all')).toBe('all');
    const grant = { admin: 'all', turkeyDistributor: 'all', default: 'own' } as const;
    expect(scopeOf(turkey, grant)).toBe('all');
    expect(scopeOf(city, grant)).toBe('own');
  });
});

describe('canSee', () => {
  it('own: only what the member owns or is a party to', () => {
    expect(canSee(city, ownedBy(city), 'own')).toBe(true);
    expect(canSee(city, ownedBy(dealer), 'own')).toBe(false);
    expect(canSee(city, { ...ownedBy(dealer), partyIds: ['c'] }, 'own')).toBe(true);
  });

  it('downline: everything below the member, nothing beside or above', () => {
    expect(canSee(city, ownedBy(dealer))).toBe(true);
    expect(canSee(city, ownedBy(client))).toBe(true);
    expect(canSee(city, ownedBy(otherCity))).toBe(false);
    expect(canSee(city, ownedBy(turkey))).toBe(false);
    expect(canSee(dealer, ownedBy(city))).toBe(false);
  });

  it('all: everything; a prefix of an id is not a place in the network', () => {
    expect(canSee(admin, ownedBy(otherCity))).toBe(true);
    expect(isBelow('/a/t/c/', '/a/t/cc/')).toBe(false);
    expect(isBelow('/a/t/c/', '/a/t/c/')).toBe(false);
  });
});

describe('the permission registry grants scopes', () => {
  it('order management: the admin all, everyone else their downline', () => {
    expect(grantedScope('canAccessOrderManagement', admin)).toBe('all');
    expect(grantedScope('canAccessOrderManagement', city)).toBe('downline');
  });

  it('stock: the admin and the national distributor all, others their own', () => {
    expect(grantedScope('canAccessStockManagement', admin)).toBe('all');
    expect(grantedScope('canAccessStockManagement', turkey)).toBe('all');
    expect(grantedScope('canAccessStockManagement', city)).toBe('own');
  });

  it('a page key without a grant shows a member their own', () => {
    expect(grantedScope('canAccessOrders', admin)).toBe('own');
  });
});
