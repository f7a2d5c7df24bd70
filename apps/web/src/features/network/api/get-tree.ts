import type { NetworkTree } from '@portal/shared/contracts/network';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkKeys } from '@/features/network/api/network-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/tree`: where the member's tree starts (the root admin's for the admin and the national distributor). */
export function fetchNetworkTree(signal?: AbortSignal): Promise<NetworkTree> {
  return api.get<NetworkTree>('/api/network/tree', { signal });
}

export const networkTreeQueryOptions = () =>
  queryOptions({ queryKey: networkKeys.tree(), queryFn: ({ signal }) => fetchNetworkTree(signal) });

export function useNetworkTree() {
  return useQuery(networkTreeQueryOptions());
}
