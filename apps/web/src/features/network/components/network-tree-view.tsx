import type { NetworkNode } from '@portal/shared/contracts/network';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronRight, CircleAlert, LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { DepthWarning, MemberSubline, RoleBadge, StateBadge } from '@/features/network/components/member-facts';
import { flattenTree, type TreeRow } from '@/features/network/components/tree-model';
import type { TreeSnapshot, TreeStore } from '@/features/network/components/tree-store';
import { cn } from '@/lib/utils';

const ROW_HEIGHT = 56;
const INDENT_PX = 20;
/** Rows from the end at which the next page of a wide member starts loading. */
const PREFETCH_ROWS = 15;

interface NetworkTreeViewProps {
  root: NetworkNode;
  store: TreeStore;
  snapshot: TreeSnapshot;
  /** The member to scroll to, focus and highlight (a chosen search result). */
  revealId: string | null;
  onRevealed: () => void;
}

/**
 * The member's network as a WAI-ARIA tree: one flat, virtualized list of treeitems with their
 * level, position and expanded state; a roving tabindex; Up/Down/Home/End move, Right opens or
 * goes to the first child, Left closes or goes to the parent, Enter opens, closes or loads more.
 * Children load when a member opens; the next page of a wide member loads as its end scrolls in.
 */
export function NetworkTreeView({ root, store, snapshot, revealId, onRevealed }: NetworkTreeViewProps) {
  const rows = useMemo(() => flattenTree(root, snapshot.lists, snapshot.expanded), [root, snapshot]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string>(root.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const indexOf = useMemo(() => {
    const map = new Map<string, number>();
    rows.forEach((row, i) => {
      map.set(row.key, i);
    });
    return map;
  }, [rows]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (i) => rows[i]?.key ?? i,
  });
  const items = virtualizer.getVirtualItems();

  // The focused row may have left the list (its parent closed): focus falls back to the root.
  const focusIndex = indexOf.get(focusKey) ?? 0;
  const focusRow = rows[focusIndex];

  const moveFocus = useCallback(
    (index: number) => {
      const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
      if (!row) return;
      setFocusKey(row.key);
      pendingFocus.current = row.key;
      virtualizer.scrollToIndex(indexOf.get(row.key) ?? 0, { align: 'auto' });
    },
    [rows, indexOf, virtualizer],
  );

  // Moves the browser's focus to the focused row once it is rendered.
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(key)}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  // A chosen search result: once its row exists, scroll to it, focus and highlight it.
  useEffect(() => {
    if (!revealId) return;
    const index = indexOf.get(revealId);
    if (index === undefined) return;
    setSelectedId(revealId);
    setFocusKey(revealId);
    pendingFocus.current = revealId;
    virtualizer.scrollToIndex(index, { align: 'center' });
    onRevealed();
  }, [revealId, indexOf, virtualizer, onRevealed]);

  // Scrolling near the end of a wide member's loaded children loads its next page.
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    for (
      let i = Math.max(0, lastIndex - PREFETCH_ROWS);
      i <= Math.min(rows.length - 1, lastIndex + PREFETCH_ROWS);
      i++
    ) {
      const row = rows[i];
      if (row?.kind === 'more' && !row.gap && !row.loading) void store.loadMore(row.parentId, false);
    }
  }, [lastIndex, rows, store]);

  const activate = (row: TreeRow) => {
    if (row.kind === 'node') {
      setSelectedId(row.node.id);
      if (row.node.hasChildren) store.toggle(row.node.id);
    } else if (row.kind === 'more') {
      void store.loadMore(row.parentId, row.gap);
    } else if (row.kind === 'error') {
      void store.loadMore(row.parentId, false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = focusRow;
    if (!row) return;
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(focusIndex + 1);
        break;
      case 'ArrowUp':
        moveFocus(focusIndex - 1);
        break;
      case 'PageDown':
        moveFocus(focusIndex + pageRows);
        break;
      case 'PageUp':
        moveFocus(focusIndex - pageRows);
        break;
      case 'Home':
        moveFocus(0);
        break;
      case 'End':
        moveFocus(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.kind === 'node' && row.node.hasChildren) {
          if (!row.expanded) void store.expand(row.node.id);
          else moveFocus(focusIndex + 1);
        }
        break;
      case 'ArrowLeft':
        if (row.kind === 'node' && row.expanded) store.collapse(row.node.id);
        else if (row.parentId) moveFocus(indexOf.get(row.parentId) ?? 0);
        break;
      case 'Enter':
      case ' ':
        activate(row);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card">
      <div
        aria-hidden="true"
        className="grid grid-cols-[minmax(0,1fr)_5.5rem_5.5rem_7.5rem] gap-3 border-b bg-muted/40 px-4 py-2 text-xs font-medium text-muted-foreground"
      >
        <span>Üye</span>
        <span className="text-right">Doğrudan</span>
        <span className="text-right">Ağ</span>
        <span className="text-right">Son 30 gün satış</span>
      </div>
      <div ref={scrollRef} className="h-[calc(100dvh-20rem)] min-h-80 overflow-auto" data-testid="network-tree-scroll">
        <div
          role="tree"
          aria-label="Ağ ağacı"
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
          data-testid="network-tree"
        >
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <TreeRowView
                key={item.key}
                row={row}
                top={item.start}
                focused={row.key === (focusRow?.key ?? root.id)}
                selected={row.kind === 'node' && row.node.id === selectedId}
                onFocusRow={() => setFocusKey(row.key)}
                onActivate={() => activate(row)}
                onToggle={() => row.kind === 'node' && store.toggle(row.node.id)}
                onKeyDown={onKeyDown}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface TreeRowViewProps {
  row: TreeRow;
  top: number;
  focused: boolean;
  selected: boolean;
  onFocusRow: () => void;
  onActivate: () => void;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The treeitem element every row is: its place in the tree, focusability and position in the list. */
function RowShell({
  row,
  top,
  focused,
  selected,
  expanded,
  busy,
  onFocusRow,
  onActivate,
  onKeyDown,
  className,
  testId,
  memberId,
  children,
}: {
  row: TreeRow;
  top: number;
  focused: boolean;
  selected: boolean;
  expanded?: boolean;
  busy?: boolean;
  onFocusRow: () => void;
  onActivate?: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
  testId: string;
  memberId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="treeitem"
      tabIndex={focused ? 0 : -1}
      aria-level={row.level}
      aria-posinset={row.posinset}
      aria-setsize={row.setsize}
      aria-selected={selected}
      aria-expanded={expanded}
      aria-busy={busy || undefined}
      data-row-key={row.key}
      data-testid={testId}
      data-member-id={memberId}
      onFocus={onFocusRow}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT, paddingLeft: 12 + (row.level - 1) * INDENT_PX }}
      className={cn(
        'absolute top-0 left-0 flex w-full cursor-default items-center gap-2 border-b border-border/60 pr-4 outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        className,
      )}
    >
      {children}
    </div>
  );
}

function TreeRowView({ row, top, focused, selected, onFocusRow, onActivate, onToggle, onKeyDown }: TreeRowViewProps) {
  const shell = { row, top, focused, onFocusRow, onKeyDown };

  if (row.kind === 'loading') {
    return (
      <RowShell {...shell} selected={false} busy testId="tree-loading-row">
        <span className="sr-only">Yükleniyor…</span>
        <Skeleton className="size-5 rounded-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="ml-auto h-4 w-24" />
      </RowShell>
    );
  }
  if (row.kind === 'error') {
    return (
      <RowShell {...shell} selected={false} onActivate={onActivate} testId="tree-error-row">
        <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span className="truncate text-sm text-destructive">{row.message}</span>
        <span className="ml-auto text-sm font-medium text-primary underline-offset-4 hover:underline">Tekrar dene</span>
      </RowShell>
    );
  }
  if (row.kind === 'more') {
    return (
      <RowShell {...shell} selected={false} busy={row.loading} onActivate={onActivate} testId="tree-more-row">
        {row.loading ? (
          <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : (
          <span className="size-4" aria-hidden="true" />
        )}
        <span className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {row.gap ? 'Aradaki üyeleri yükle' : 'Daha fazla yükle'}
        </span>
      </RowShell>
    );
  }

  const { node } = row;
  return (
    <RowShell
      {...shell}
      selected={selected}
      expanded={node.hasChildren ? row.expanded : undefined}
      onActivate={onActivate}
      className={cn('hover:bg-muted/50', selected && 'bg-primary/10 hover:bg-primary/15')}
      testId="tree-node-row"
      memberId={node.id}
    >
      <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_5.5rem_5.5rem_7.5rem] items-center gap-3">
        <span className="flex min-w-0 items-center gap-2">
          {node.hasChildren ? (
            <ChevronRight
              aria-hidden="true"
              onClick={(event) => {
                event.stopPropagation();
                onToggle();
              }}
              className={cn(
                'size-6 shrink-0 rounded p-1 transition-transform hover:bg-muted',
                row.expanded && 'rotate-90',
              )}
              data-testid="tree-toggle"
            />
          ) : (
            <span className="size-6 shrink-0" aria-hidden="true" />
          )}
          <RoleBadge role={node.role} />
          <span className="flex min-w-0 flex-col">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate text-sm font-medium" data-testid="member-name">
                {node.name}
              </span>
              <StateBadge node={node} hideActive />
              <DepthWarning depth={node.depth} />
            </span>
            <MemberSubline node={node} />
          </span>
        </span>
        <span className="text-right text-sm tabular" data-testid="member-direct">
          <span className="sr-only">Doğrudan üye: </span>
          {formatNumber(node.directCount)}
        </span>
        <span className="text-right text-sm tabular" data-testid="member-network">
          <span className="sr-only">Ağ büyüklüğü: </span>
          {formatNumber(node.networkSize)}
        </span>
        <span className="text-right text-sm tabular" data-testid="member-sales">
          <span className="sr-only">Son 30 gün satış: </span>
          {formatMoney(node.sales30d)}
        </span>
      </span>
    </RowShell>
  );
}
