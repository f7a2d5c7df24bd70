import type { NetworkNodeDetail } from '@portal/shared/contracts/network';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { networkKeys } from '@/features/network/api/network-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/nodes/:id`: a member of the tree with the members above it (the breadcrumbs). */
export function fetchNetworkNode(id: string, signal?: AbortSignal): Promise<NetworkNodeDetail> {
  return api.get<NetworkNodeDetail>(`/api/network/nodes/${encodeURIComponent(id)}`, { signal });
}

export const networkNodeQueryOptions = (id: string) =>
  queryOptions({ queryKey: networkKeys.node(id), queryFn: ({ signal }) => fetchNetworkNode(id, signal) });

export function useNetworkNode(id: string | null) {
  return useQuery({
    ...networkNodeQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
