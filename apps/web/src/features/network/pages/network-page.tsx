import type { NetworkNode, NetworkSearchHit } from '@portal/shared/contracts/network';
import { formatNumber } from '@portal/shared/format';
import { Network, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNetworkTree } from '@/features/network/api/get-tree';
import { useNetworkRealtime } from '@/features/network/api/network-realtime';
import { RoleBadge } from '@/features/network/components/member-facts';
import { NetworkDrillDown } from '@/features/network/components/network-drill-down';
import { NetworkSearch } from '@/features/network/components/network-search';
import { NetworkTreeView } from '@/features/network/components/network-tree-view';
import { useTreeStore } from '@/features/network/components/tree-store';
import { useIsMobile } from '@/lib/use-media-query';

/** /dashboard/network: the member's network as a tree (a drill-down list on a phone), searchable, live. */
export function NetworkPage() {
  const tree = useNetworkTree();

  if (tree.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="network-loading">
        <span className="sr-only">Yükleniyor…</span>
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-16 w-full" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (tree.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border p-6" role="alert" data-testid="network-error">
        <p className="text-sm text-destructive">{tree.error.message}</p>
        <Button variant="outline" onClick={() => void tree.refetch()}>
          Tekrar dene
        </Button>
      </div>
    );
  }
  const { root } = tree.data;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="network-page">
      <RootSummary root={root} />
      {root.hasChildren ? (
        <NetworkBody root={root} />
      ) : (
        <EmptyState
          icon={Network}
          title="Ağınızda henüz üye yok"
          description="Davet göndererek ağınızı büyütmeye başlayın."
          action={
            <Button asChild>
              <Link to="/dashboard/invitations">
                <UserPlus aria-hidden="true" />
                Davet gönder
              </Link>
            </Button>
          }
          data-testid="network-empty"
        />
      )}
    </div>
  );
}

function RootSummary({ root }: { root: NetworkNode }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <RoleBadge role={root.role} />
      <span className="truncate font-medium text-foreground">{root.name}</span>
      <span>
        Doğrudan <span className="font-medium text-foreground tabular">{formatNumber(root.directCount)}</span>
      </span>
      <span>
        Toplam ağ <span className="font-medium text-foreground tabular">{formatNumber(root.networkSize)}</span> üye
      </span>
    </div>
  );
}

function NetworkBody({ root }: { root: NetworkNode }) {
  const isMobile = useIsMobile();
  const [store, snapshot] = useTreeStore();
  const [revealId, setRevealId] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const currentId = params.get('uye');
  const highlightId = params.get('bul');

  useNetworkRealtime((parents) => {
    for (const id of parents) store.reload(id);
  });

  // The tree opens at its root.
  useEffect(() => {
    if (!isMobile) void store.expand(root.id);
  }, [isMobile, root.id, store]);

  const openInList = useCallback(
    (id: string | null, highlight?: string | null) => {
      const next = new URLSearchParams(params);
      if (id) next.set('uye', id);
      else next.delete('uye');
      if (highlight) next.set('bul', highlight);
      else next.delete('bul');
      setParams(next);
      window.scrollTo({ top: 0 });
    },
    [params, setParams],
  );

  const choose = (hit: NetworkSearchHit) => {
    if (isMobile) {
      const parent = hit.ancestorIds.at(-1) ?? null;
      if (parent) openInList(parent === root.id ? null : parent, hit.id);
      else openInList(null);
      return;
    }
    store
      .reveal(hit.ancestorIds, hit.id)
      .then(() => setRevealId(hit.id))
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  };
  const revealed = useCallback(() => setRevealId(null), []);

  return (
    <>
      <NetworkSearch onChoose={choose} />
      {isMobile ? (
        <NetworkDrillDown root={root} currentId={currentId} highlightId={highlightId} onOpen={openInList} />
      ) : (
        <NetworkTreeView root={root} store={store} snapshot={snapshot} revealId={revealId} onRevealed={revealed} />
      )}
    </>
  );
}
