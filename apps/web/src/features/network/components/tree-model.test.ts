import type { NetworkNode } from '@portal/shared/contracts/network';
import { describe, expect, it } from 'vitest';
import { affectedParents } from '@/features/network/api/network-realtime';
import {
  appendHead,
  appendTail,
  type ChildList,
  firstPage,
  flattenTree,
  listHas,
  withWindow,
} from '@/features/network/components/tree-model';

function node(id: string, extra: Partial<NetworkNode> = {}): NetworkNode {
  return {
    id,
    role: 'client',
    name: id,
    sellerNo: `TR-${id}`,
    city: null,
    isActive: true,
    isDeleted: false,
    depth: 1,
    directCount: 0,
    networkSize: 0,
    sales30d: 0,
    hasChildren: false,
    ...extra,
  };
}

const kids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => node(`c${from + i}`));
const root = node('root', { role: 'dealer', depth: 0, directCount: 10, networkSize: 10, hasChildren: true });

describe('tree model', () => {
  it('shows a loading row under an expanded member until its first page arrives', () => {
    const rows = flattenTree(root, new Map(), new Set(['root']));
    expect(rows.map((r) => r.kind)).toEqual(['node', 'loading']);
    expect(rows[1]?.level).toBe(2);
  });

  it('flattens expanded members depth first with level, position and set size', () => {
    const a = node('a', { hasChildren: true, directCount: 2 });
    const lists = new Map<string, ChildList>([
      ['root', firstPage({ items: [a, node('b')], nextCursor: null, startIndex: 0 })],
      ['a', firstPage({ items: [node('a1'), node('a2')], nextCursor: null, startIndex: 0 })],
    ]);
    const rows = flattenTree(root, lists, new Set(['root', 'a']));
    expect(rows.map((r) => r.key)).toEqual(['root', 'a', 'a1', 'a2', 'b']);
    expect(rows.map((r) => r.level)).toEqual([1, 2, 3, 3, 2]);
    expect(rows.map((r) => [r.posinset, r.setsize])).toEqual([
      [1, 1],
      [1, 2],
      [1, 2],
      [2, 2],
      [2, 2],
    ]);
    // Closing a member hides its children.
    expect(flattenTree(root, lists, new Set(['root'])).map((r) => r.key)).toEqual(['root', 'a', 'b']);
  });

  it('ends an unfinished list with a row that loads more, and counts the set from the member', () => {
    const lists = new Map([['root', firstPage({ items: kids(0, 3), nextCursor: 'x', startIndex: 0 })]]);
    const rows = flattenTree(root, lists, new Set(['root']));
    expect(rows.at(-1)).toMatchObject({ kind: 'more', gap: false, parentId: 'root' });
    expect(rows[1]?.setsize).toBe(10);
  });

  it('keeps a revealed window apart from the head and joins them when the head reaches it', () => {
    let list = firstPage({ items: kids(0, 3), nextCursor: 'h1', startIndex: 0 });
    list = withWindow(list, { items: kids(6, 8), nextCursor: 't1', startIndex: 6 });
    expect(listHas(list, 'c7')).toBe(true);
    const rows = flattenTree(root, new Map([['root', list]]), new Set(['root']));
    expect(rows.map((r) => r.key)).toEqual(['root', 'c0', 'c1', 'c2', 'root:gap', 'c6', 'c7', 'root:more']);
    expect(rows.find((r) => r.key === 'c6')?.posinset).toBe(7);
    list = appendHead(list, { items: kids(3, 7), nextCursor: 'h2', startIndex: null });
    expect(list.tail).toBeNull();
    expect(list.head.map((n) => n.id)).toEqual(kids(0, 8).map((n) => n.id));
    expect(list.headCursor).toBe('t1');
  });

  it('continues the head when the window starts where the head ends', () => {
    const list = withWindow(firstPage({ items: kids(0, 3), nextCursor: 'h1', startIndex: 0 }), {
      items: kids(2, 5),
      nextCursor: null,
      startIndex: 2,
    });
    expect(list.tail).toBeNull();
    expect(list.head.map((n) => n.id)).toEqual(kids(0, 5).map((n) => n.id));
    expect(list.headCursor).toBeNull();
  });

  it('appends to the window and never repeats a member', () => {
    let list = withWindow(firstPage({ items: kids(0, 2), nextCursor: 'h', startIndex: 0 }), {
      items: kids(5, 7),
      nextCursor: 't',
      startIndex: 5,
    });
    list = appendTail(list, { items: kids(6, 9), nextCursor: null, startIndex: null });
    expect(list.tail?.items.map((n) => n.id)).toEqual(kids(5, 9).map((n) => n.id));
    expect(list.tail?.cursor).toBeNull();
  });

  it('reloads the parent, the one above it and, after a move, the parent left behind', () => {
    expect(affectedParents({ parentId: 'p', previousParentId: 'old', path: '/r/g/p/m/' })).toEqual(['p', 'g', 'old']);
    expect(affectedParents({ parentId: 'r', path: '/r/m/' })).toEqual(['r']);
  });
});
