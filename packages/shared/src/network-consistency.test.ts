import { describe, expect, it } from 'vitest';
import { batches, expectedPlace, fixOf, progressPercent, type RepairFacts, repairRefusal } from './network-consistency';

const base: RepairFacts = {
  member: { id: 'm', role: 'dealer', parentId: 'old', isDeleted: false },
  subtreeIds: new Set(['m', 'c1']),
  subtreeHeight: 1,
  newParent: { id: 'p', role: 'cityDistributor', isActive: true, isDeleted: false, rootedDepth: 2 },
};

describe('repairRefusal', () => {
  it('allows a parent strictly above, rooted, active, outside the subtree', () => {
    expect(repairRefusal(base)).toBeNull();
  });
  it('allows the current parent (rebuilds the paths only)', () => {
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, id: 'old' } })).toBeNull();
  });
  it('refuses the root admin', () => {
    expect(repairRefusal({ ...base, member: { ...base.member, role: 'admin', parentId: null } })).toBe('MOVE_ROOT');
  });
  it('refuses a parent inside the subtree', () => {
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, id: 'c1' } })).toBe('MOVE_CYCLE');
  });
  it('refuses a deleted, passive or unrooted parent', () => {
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, isDeleted: true } })).toBe(
      'MOVE_PARENT_UNAVAILABLE',
    );
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, isActive: false } })).toBe(
      'MOVE_PARENT_UNAVAILABLE',
    );
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, rootedDepth: null } })).toBe(
      'MOVE_PARENT_UNAVAILABLE',
    );
  });
  it('refuses a parent whose role is not strictly above', () => {
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, role: 'dealer' } })).toBe('MOVE_PARENT_ROLE');
  });
  it('refuses a place that makes the subtree deeper than 20', () => {
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, rootedDepth: 18 } })).toBeNull();
    expect(repairRefusal({ ...base, newParent: { ...base.newParent, rootedDepth: 19 } })).toBe('MOVE_TOO_DEEP');
  });
});

describe('helpers', () => {
  it('expected place under a parent and at the root', () => {
    expect(expectedPlace('b', { path: '/a/', depth: 0 })).toEqual({ path: '/a/b/', depth: 1 });
    expect(expectedPlace('a', null)).toEqual({ path: '/a/', depth: 0 });
  });
  it('fix per kind', () => {
    expect(fixOf('points_mismatch')).toBe('sync_points');
    expect(fixOf('cycle')).toBe('reparent');
  });
  it('batches and progress', () => {
    expect(batches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
  });
});
