import type { NetworkChildrenPage, NetworkNode } from '@portal/shared/contracts/network';

/**
 * The loaded children of one member: the pages from the start (`head`), and, after a member deep
 * in a wide node was revealed, a window of pages starting at it (`tail`). The gap between them
 * loads on demand; when the head reaches the tail they become one list again.
 */
export interface ChildList {
  head: NetworkNode[];
  /** Cursor after the head; null when the head reaches the end (or the tail). */
  headCursor: string | null;
  tail: { items: NetworkNode[]; cursor: string | null; startIndex: number } | null;
  loading: boolean;
  error: string | null;
}

export const EMPTY_LIST: ChildList = { head: [], headCursor: null, tail: null, loading: false, error: null };

/** A line of the flattened tree, in the order it is shown. */
export type TreeRow =
  | {
      kind: 'node';
      key: string;
      node: NetworkNode;
      level: number;
      posinset: number;
      setsize: number;
      parentId: string | null;
      expanded: boolean;
    }
  | {
      /** Loads the next page: at the end of a list (`end`), or between the head and a revealed window (`gap`). */
      kind: 'more';
      key: string;
      parentId: string;
      level: number;
      gap: boolean;
      loading: boolean;
      posinset: number;
      setsize: number;
    }
  | { kind: 'loading'; key: string; parentId: string; level: number; posinset: number; setsize: number }
  | { kind: 'error'; key: string; parentId: string; level: number; message: string; posinset: number; setsize: number };

/** A list after its first page (or a reload of it). */
export function firstPage(page: NetworkChildrenPage): ChildList {
  return { head: page.items, headCursor: page.nextCursor, tail: null, loading: false, error: null };
}

/** A list after the next page of its head; it joins the tail when it reaches it. */
export function appendHead(list: ChildList, page: NetworkChildrenPage): ChildList {
  const tail = list.tail;
  const seen = new Set(list.head.map((n) => n.id));
  const added = page.items.filter((n) => !seen.has(n.id));
  if (tail) {
    const firstOfTail = tail.items[0]?.id;
    const at = firstOfTail ? added.findIndex((n) => n.id === firstOfTail) : -1;
    if (at >= 0 || page.nextCursor === null) {
      const before = at >= 0 ? added.slice(0, at) : added;
      return {
        ...list,
        head: [...list.head, ...before, ...tail.items],
        headCursor: tail.cursor,
        tail: null,
        loading: false,
      };
    }
  }
  return { ...list, head: [...list.head, ...added], headCursor: page.nextCursor, loading: false, error: null };
}

/** A list after the next page of its tail. */
export function appendTail(list: ChildList, page: NetworkChildrenPage): ChildList {
  if (!list.tail) return appendHead(list, page);
  const seen = new Set(list.tail.items.map((n) => n.id));
  const items = [...list.tail.items, ...page.items.filter((n) => !seen.has(n.id))];
  return { ...list, tail: { ...list.tail, items, cursor: page.nextCursor }, loading: false, error: null };
}

/** A list after a window starting at a revealed child; a window already inside the head is not needed. */
export function withWindow(list: ChildList, page: NetworkChildrenPage): ChildList {
  const start = page.startIndex ?? list.head.length;
  if (start <= list.head.length) {
    // The window starts inside (or right after) the head: it simply continues it.
    const overlap = list.head.length - start;
    const rest = page.items.slice(overlap);
    return { ...list, head: [...list.head, ...rest], headCursor: page.nextCursor, tail: null, loading: false };
  }
  return {
    ...list,
    tail: { items: page.items, cursor: page.nextCursor, startIndex: start },
    loading: false,
    error: null,
  };
}

/** Whether the member is among a list's loaded children. */
export function listHas(list: ChildList | undefined, id: string): boolean {
  if (!list) return false;
  return list.head.some((n) => n.id === id) || (list.tail?.items.some((n) => n.id === id) ?? false);
}

/**
 * The rows the tree shows: the root, and below every expanded member its loaded children (and a
 * row to load more, a loading row or an error row), depth first. Levels start at 1 (the root).
 */
export function flattenTree(
  root: NetworkNode,
  lists: ReadonlyMap<string, ChildList>,
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (node: NetworkNode, level: number, parentId: string | null, posinset: number, setsize: number) => {
    const isOpen = node.hasChildren && expanded.has(node.id);
    rows.push({ kind: 'node', key: node.id, node, level, posinset, setsize, parentId, expanded: isOpen });
    if (!isOpen) return;
    const list = lists.get(node.id);
    const childLevel = level + 1;
    if (!list || (list.head.length === 0 && !list.tail)) {
      if (list?.error) {
        rows.push({
          kind: 'error',
          key: `${node.id}:error`,
          parentId: node.id,
          level: childLevel,
          message: list.error,
          posinset: 1,
          setsize: 1,
        });
      } else {
        rows.push({
          kind: 'loading',
          key: `${node.id}:loading`,
          parentId: node.id,
          level: childLevel,
          posinset: 1,
          setsize: 1,
        });
      }
      return;
    }
    const complete = list.headCursor === null && !list.tail;
    const loaded = list.head.length + (list.tail?.items.length ?? 0);
    const size = complete ? loaded : Math.max(node.directCount, loaded + 1);
    list.head.forEach((child, i) => {
      visit(child, childLevel, node.id, i + 1, size);
    });
    if (list.tail) {
      rows.push({
        kind: 'more',
        key: `${node.id}:gap`,
        parentId: node.id,
        level: childLevel,
        gap: true,
        loading: list.loading,
        posinset: list.head.length + 1,
        setsize: size,
      });
      const { startIndex } = list.tail;
      list.tail.items.forEach((child, i) => {
        visit(child, childLevel, node.id, startIndex + i + 1, size);
      });
      if (list.tail.cursor) {
        rows.push({
          kind: 'more',
          key: `${node.id}:more`,
          parentId: node.id,
          level: childLevel,
          gap: false,
          loading: list.loading,
          posinset: Math.min(size, startIndex + list.tail.items.length + 1),
          setsize: size,
        });
      }
    } else if (list.headCursor) {
      rows.push({
        kind: 'more',
        key: `${node.id}:more`,
        parentId: node.id,
        level: childLevel,
        gap: false,
        loading: list.loading,
        posinset: list.head.length + 1,
        setsize: size,
      });
    }
    if (list.error) {
      rows.push({
        kind: 'error',
        key: `${node.id}:error`,
        parentId: node.id,
        level: childLevel,
        message: list.error,
        posinset: size,
        setsize: size,
      });
    }
  };
  visit(root, 1, null, 1, 1);
  return rows;
}
