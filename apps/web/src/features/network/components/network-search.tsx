import type { NetworkSearchHit } from '@portal/shared/contracts/network';
import { LoaderCircle, SearchX } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { canSearch, useNetworkSearch } from '@/features/network/api/search-network';
import { DepthWarning, MemberSubline, RoleBadge, StateBadge } from '@/features/network/components/member-facts';

interface NetworkSearchProps {
  /** A result was chosen: the page reveals it in the tree (or the list). */
  onChoose: (hit: NetworkSearchHit) => void;
}

/**
 * The tree's search box: name or e-mail prefix, phone or seller number, within the member's own
 * network; the results (at most 20) open below it until one is chosen.
 */
export function NetworkSearch({ onChoose }: NetworkSearchProps) {
  const [q, setQ] = useState('');
  const search = useNetworkSearch(q);
  const open = canSearch(q);
  const hits = search.data?.hits ?? [];

  return (
    <div className="relative flex min-w-0 flex-col gap-2" data-testid="network-search">
      <SearchInput
        value={q}
        onCommit={setQ}
        placeholder="Ad, e-posta, telefon veya satıcı no"
        className="w-full md:max-w-md"
        data-testid="network-search-input"
      />
      {open ? (
        <div className="rounded-xl border bg-card p-1 shadow-sm md:max-w-2xl" data-testid="network-search-results">
          {search.isPending || (search.isFetching && search.isPlaceholderData) ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground" aria-live="polite">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Aranıyor…
            </p>
          ) : search.isError ? (
            <p className="px-3 py-2 text-sm text-destructive" role="alert">
              {search.error.message}
            </p>
          ) : hits.length === 0 ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground" aria-live="polite">
              <SearchX className="size-4" aria-hidden="true" />
              Ağınızda bu aramaya uyan üye yok
            </p>
          ) : (
            <ul className="flex max-h-80 flex-col overflow-auto" aria-label="Arama sonuçları">
              {hits.map((hit) => (
                <li key={hit.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChoose(hit);
                      setQ('');
                    }}
                    className="flex w-full min-w-0 items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                    data-testid="network-search-hit"
                    data-member-id={hit.id}
                  >
                    <RoleBadge role={hit.role} />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate text-sm font-medium">{hit.name}</span>
                        <StateBadge node={hit} hideActive />
                        <DepthWarning depth={hit.depth} />
                      </span>
                      <MemberSubline node={hit} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
