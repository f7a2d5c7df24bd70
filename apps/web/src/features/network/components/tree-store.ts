import type { NetworkChildrenPage } from '@portal/shared/contracts/network';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { CHILDREN_PAGE_SIZE, loadChildrenPage } from '@/features/network/api/get-children';
import { networkKeys } from '@/features/network/api/network-keys';
import { MESSAGES } from '@portal/shared/messages';
import {
  appendHead,
  appendTail,
  type ChildList,
  EMPTY_LIST,
  firstPage,
  listHas,
  withWindow,
} from '@/features/network/components/tree-model';

export interface TreeSnapshot {
  lists: ReadonlyMap<string, ChildList>;
  expanded: ReadonlySet<string>;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.common.systemError;
}

/**
 * What the desktop tree has open and loaded: which members are expanded and each one's loaded
 * children. Loads go through the query cache (shared, deduplicated); the tree reads a snapshot
 * that changes only when something it shows changes.
 */
export class TreeStore {
  private snapshot: TreeSnapshot = { lists: new Map(), expanded: new Set() };
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly queryClient: QueryClient) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private set(next: Partial<TreeSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  private setList(id: string, list: ChildList) {
    const lists = new Map(this.snapshot.lists);
    lists.set(id, list);
    this.set({ lists });
  }

  private list(id: string): ChildList {
    return this.snapshot.lists.get(id) ?? EMPTY_LIST;
  }

  isExpanded(id: string) {
    return this.snapshot.expanded.has(id);
  }

  /** One load per member at a time; a second call waits for the first. */
  private run(
    id: string,
    load: () => Promise<NetworkChildrenPage>,
    apply: (list: ChildList, page: NetworkChildrenPage) => ChildList,
  ) {
    const running = this.inFlight.get(id);
    if (running) return running;
    this.setList(id, { ...this.list(id), loading: true, error: null });
    const task = load()
      .then((page) => this.setList(id, apply(this.list(id), page)))
      .catch((error: unknown) => this.setList(id, { ...this.list(id), loading: false, error: errorText(error) }))
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, task);
    return task;
  }

  expand(id: string): Promise<void> {
    if (!this.snapshot.expanded.has(id)) {
      const expanded = new Set(this.snapshot.expanded);
      expanded.add(id);
      this.set({ expanded });
    }
    const list = this.snapshot.lists.get(id);
    if (list && (list.head.length > 0 || list.tail) && !list.error) return Promise.resolve();
    return this.run(
      id,
      () => loadChildrenPage(this.queryClient, id),
      (_l, page) => firstPage(page),
    );
  }

  collapse(id: string) {
    if (!this.snapshot.expanded.has(id)) return;
    const expanded = new Set(this.snapshot.expanded);
    expanded.delete(id);
    this.set({ expanded });
  }

  toggle(id: string) {
    if (this.snapshot.expanded.has(id)) this.collapse(id);
    else void this.expand(id);
  }

  /** The next page at the end of a member's list (`gap`: the page after its head, toward a revealed window). */
  loadMore(id: string, gap: boolean): Promise<void> {
    const list = this.list(id);
    if (list.loading) return this.inFlight.get(id) ?? Promise.resolve();
    if (list.error && list.head.length === 0 && !list.tail) return this.expand(id);
    if (gap || !list.tail) {
      if (!list.headCursor) return Promise.resolve();
      const cursor = list.headCursor;
      return this.run(id, () => loadChildrenPage(this.queryClient, id, { cursor }), appendHead);
    }
    const cursor = list.tail.cursor;
    if (!cursor) return Promise.resolve();
    return this.run(id, () => loadChildrenPage(this.queryClient, id, { cursor }), appendTail);
  }

  /**
   * Opens the way to a member: every ancestor from the tree's root expanded, and each one's list
   * holding the next one (a window starting at it when it is deep in a wide list).
   */
  async reveal(ancestorIds: readonly string[], targetId: string): Promise<void> {
    for (let i = 0; i < ancestorIds.length; i++) {
      const id = ancestorIds[i] as string;
      const next = ancestorIds[i + 1] ?? targetId;
      await this.expand(id);
      if (!listHas(this.snapshot.lists.get(id), next)) {
        await this.run(id, () => loadChildrenPage(this.queryClient, id, { from: next }), withWindow);
      }
      if (!listHas(this.snapshot.lists.get(id), next)) throw new Error(MESSAGES.common.notFound);
    }
  }

  /** After a change below a member: its list read again from the start (as many rows as were shown, up to 200). */
  reload(id: string) {
    const list = this.snapshot.lists.get(id);
    void this.queryClient.removeQueries({ queryKey: networkKeys.children(id) });
    if (!list) return;
    const limit = Math.min(200, Math.max(CHILDREN_PAGE_SIZE, list.head.length));
    this.inFlight.delete(id);
    void this.run(
      id,
      () => loadChildrenPage(this.queryClient, id, {}, limit),
      (_l, page) => firstPage(page),
    );
  }
}

/** One store per mounted tree. */
export function useTreeStore(): [TreeStore, TreeSnapshot] {
  const queryClient = useQueryClient();
  const [store] = useState(() => new TreeStore(queryClient));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [store, snapshot];
}
