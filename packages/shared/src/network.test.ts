import { describe, expect, it } from 'vitest';
import { type MoveFacts, moveRefusal, nameSearchSpellings, uplineIds } from './network';

const base: MoveFacts = {
  member: { id: 'm', role: 'dealer', path: '/r/t/c/m/', depth: 3, parentId: 'c' },
  newRole: 'dealer',
  newParent: { id: 'c2', role: 'cityDistributor', path: '/r/t/c2/', depth: 2, isActive: true, isDeleted: false },
  subtreeMaxDepth: 4,
  childRoles: ['client'],
};

describe('moveRefusal', () => {
  it('allows a move under another member of a higher role', () => {
    expect(moveRefusal(base)).toBeNull();
  });
  it('refuses the root', () => {
    expect(moveRefusal({ ...base, member: { ...base.member, parentId: null } })).toBe('MOVE_ROOT');
  });
  it('refuses a parent inside the subtree, or the member itself', () => {
    expect(moveRefusal({ ...base, newParent: { ...base.newParent, path: '/r/t/c/m/x/' } })).toBe('MOVE_CYCLE');
    expect(moveRefusal({ ...base, newParent: { ...base.newParent, id: 'm', path: '/r/t/c/m/' } })).toBe('MOVE_CYCLE');
  });
  it('refuses a parent that is not strictly above the new role', () => {
    expect(moveRefusal({ ...base, newParent: { ...base.newParent, role: 'dealer' } })).toBe('MOVE_PARENT_ROLE');
    expect(moveRefusal({ ...base, newRole: 'cityDistributor' })).toBe('MOVE_PARENT_ROLE');
  });
  it('refuses a new role that children would outrank or equal', () => {
    expect(moveRefusal({ ...base, newRole: 'client', childRoles: ['client'] })).toBe('MOVE_CHILD_ROLE');
  });
  it('refuses a move that would push the deepest member past 20', () => {
    const deep = { ...base, newParent: { ...base.newParent, depth: 18, path: '/x/' } };
    expect(moveRefusal({ ...deep, subtreeMaxDepth: 5 })).toBe('MOVE_TOO_DEEP');
    expect(moveRefusal({ ...deep, subtreeMaxDepth: 4 })).toBeNull();
  });
  it('refuses a deleted or inactive parent and a move that changes nothing', () => {
    expect(moveRefusal({ ...base, newParent: { ...base.newParent, isDeleted: true } })).toBe('MOVE_PARENT_UNAVAILABLE');
    expect(moveRefusal({ ...base, newParent: { ...base.newParent, isActive: false } })).toBe('MOVE_PARENT_UNAVAILABLE');
    expect(moveRefusal({ ...base, newParent: { ...base.newParent, id: 'c', path: '/r/t/c/' } })).toBe('MOVE_NOTHING');
  });
});

describe('uplineIds', () => {
  it('lists the ancestors root first, without the member', () => {
    expect(uplineIds('/r/t/c/m/')).toEqual(['r', 't', 'c']);
    expect(uplineIds('/r/')).toEqual([]);
  });
});

describe('nameSearchSpellings (the network tree search)', () => {
  it('lowers in Turkish and also tries ı as i, first letter and everywhere', () => {
    expect(nameSearchSpellings('IŞIK')).toEqual(['ışık', 'işık', 'işik']);
    expect(nameSearchSpellings(' İsmail ')).toEqual(['ismail']);
    expect(nameSearchSpellings('ayşe')).toEqual(['ayşe']);
  });
});
