import type { NetworkChildrenPage, NetworkNode } from '@portal/shared/contracts/network';
import { formatNumber } from '@portal/shared/format';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, Home, LoaderCircle, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { CHILDREN_PAGE_SIZE, fetchNetworkChildren } from '@/features/network/api/get-children';
import { useNetworkNode } from '@/features/network/api/get-node';
import { networkKeys } from '@/features/network/api/network-keys';
import {
  DepthWarning,
  MemberNumbers,
  MemberSubline,
  RoleBadge,
  StateBadge,
} from '@/features/network/components/member-facts';
import { cn } from '@/lib/utils';

interface NetworkDrillDownProps {
  root: NetworkNode;
  /** The member whose children are listed (the tree's root when null). */
  currentId: string | null;
  /** A member to start the list at and highlight (a chosen search result). */
  highlightId: string | null;
  onOpen: (id: string | null, highlightId?: string | null) => void;
}

/**
 * The phone's view of the network: one member's children at a time; tapping a member with a
 * network goes into it, the breadcrumbs at the top go back up. A chosen search result opens its
 * parent's list starting at it.
 */
export function NetworkDrillDown({ root, currentId, highlightId, onOpen }: NetworkDrillDownProps) {
  const id = currentId ?? root.id;
  const detail = useNetworkNode(currentId && currentId !== root.id ? currentId : null);
  const current = currentId && currentId !== root.id ? detail.data?.node : root;
  const upline = currentId && currentId !== root.id ? (detail.data?.upline ?? []) : [];

  const children = useInfiniteQuery({
    queryKey: [...networkKeys.children(id), 'list', highlightId],
    queryFn: ({ pageParam, signal }): Promise<NetworkChildrenPage> =>
      fetchNetworkChildren(
        id,
        pageParam ? { cursor: pageParam } : highlightId ? { from: highlightId } : {},
        CHILDREN_PAGE_SIZE,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = children.data?.pages.flatMap((p) => p.items) ?? [];
  const startIndex = children.data?.pages[0]?.startIndex ?? 0;

  // The end of the list scrolling into view loads the next page.
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = children;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (!highlightId || !children.data) return;
    document.querySelector<HTMLElement>(`[data-member-id="${CSS.escape(highlightId)}"]`)?.focus();
  }, [highlightId, children.data]);

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="network-drill-down">
      <nav aria-label="Ağ yolu" className="min-w-0">
        <ol className="flex flex-wrap items-center gap-1 text-sm" data-testid="network-breadcrumbs">
          <li className="flex items-center">
            {id === root.id ? (
              <span className="flex items-center gap-1 font-medium" aria-current="page">
                <Home className="size-4" aria-hidden="true" />
                {root.name}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => onOpen(null)}
                className="flex items-center gap-1 rounded px-1 py-1 text-primary underline-offset-4 hover:underline"
              >
                <Home className="size-4" aria-hidden="true" />
                {root.name}
              </button>
            )}
          </li>
          {upline
            .filter((u) => u.id !== root.id)
            .map((u) => (
              <li key={u.id} className="flex items-center gap-1">
                <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
                <button
                  type="button"
                  onClick={() => onOpen(u.id)}
                  className="rounded px-1 py-1 text-primary underline-offset-4 hover:underline"
                >
                  {u.name}
                </button>
              </li>
            ))}
          {id !== root.id ? (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <span className="px-1 font-medium" aria-current="page">
                {current?.name ?? '…'}
              </span>
            </li>
          ) : null}
        </ol>
      </nav>

      {current ? (
        <div className="flex flex-col gap-2 rounded-xl border bg-muted/40 p-3" data-testid="network-current">
          <div className="flex min-w-0 items-center gap-2">
            <RoleBadge role={current.role} />
            <span className="truncate font-semibold">{current.name}</span>
            <StateBadge node={current} hideActive />
          </div>
          <MemberSubline node={current} />
          <DepthWarning depth={current.depth} />
          <MemberNumbers node={current} />
        </div>
      ) : detail.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {detail.error.message}
        </p>
      ) : (
        <Skeleton className="h-28 w-full rounded-xl" />
      )}

      {highlightId && startIndex > 0 ? (
        <Button variant="link" className="self-start px-0" onClick={() => onOpen(currentId)}>
          Önceki {formatNumber(startIndex)} üyeyi de göster
        </Button>
      ) : null}

      {children.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Yükleniyor…</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : children.isError ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border p-4" role="alert">
          <p className="text-sm text-destructive">{children.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void children.refetch()}>
            Tekrar dene
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={Users} title="Bu üyenin altında henüz kimse yok" />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`${current?.name ?? root.name} altındaki üyeler`}>
          {items.map((child) => (
            <li key={child.id}>
              <DrillDownItem node={child} highlighted={child.id === highlightId} onOpen={() => onOpen(child.id)} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div ref={end} className="flex justify-center py-2">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Daha fazla yükle
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DrillDownItem({ node, highlighted, onOpen }: { node: NetworkNode; highlighted: boolean; onOpen: () => void }) {
  const body = (
    <>
      <span className="flex min-w-0 items-center gap-2">
        <RoleBadge role={node.role} />
        <span className="truncate font-medium" data-testid="member-name">
          {node.name}
        </span>
        <StateBadge node={node} hideActive />
        {node.hasChildren ? (
          <ChevronRight className="ml-auto size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        ) : null}
      </span>
      <MemberSubline node={node} />
      <DepthWarning depth={node.depth} />
      <MemberNumbers node={node} />
    </>
  );
  const className = cn(
    'flex w-full min-w-0 flex-col gap-1.5 rounded-xl border bg-card p-3 text-left',
    highlighted && 'border-primary bg-primary/10 ring-2 ring-primary/40',
  );
  if (!node.hasChildren) {
    return (
      <div className={className} tabIndex={-1} data-testid="drill-down-item" data-member-id={node.id}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        className,
        'hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      )}
      data-testid="drill-down-item"
      data-member-id={node.id}
    >
      {body}
    </button>
  );
}
