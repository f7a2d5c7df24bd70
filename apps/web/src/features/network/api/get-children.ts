import type { NetworkChildrenPage } from '@portal/shared/contracts/network';
import type { QueryClient } from '@tanstack/react-query';
import { networkKeys } from '@/features/network/api/network-keys';
import { api } from '@/lib/api/client';

/** The tree loads 50 children at a time; the server allows up to 200. */
export const CHILDREN_PAGE_SIZE = 50;

/**
 * `GET /api/network/nodes/:id/children`: a page of a member's children by name, after a cursor or
 * starting at one child (`from`, to reveal a member deep in a wide node).
 */
export function fetchNetworkChildren(
  id: string,
  start: { cursor?: string; from?: string } = {},
  limit = CHILDREN_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<NetworkChildrenPage> {
  return api.get<NetworkChildrenPage>(`/api/network/nodes/${encodeURIComponent(id)}/children`, {
    signal,
    query: { cursor: start.cursor, from: start.from, limit },
  });
}

/** One page through the query cache, so the tree's pages are shared and deduplicated. */
export function loadChildrenPage(
  queryClient: QueryClient,
  id: string,
  start: { cursor?: string; from?: string } = {},
  limit = CHILDREN_PAGE_SIZE,
): Promise<NetworkChildrenPage> {
  return queryClient.fetchQuery({
    queryKey: networkKeys.childrenPage(id, start, limit),
    queryFn: ({ signal }) => fetchNetworkChildren(id, start, limit, signal),
    staleTime: 30_000,
  });
}
