import type { PermissionMatrix } from '@portal/shared/contracts/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/**
 * The admin's role × key matrix. Its own root, apart from lib/permissions' `['permissions', …]`
 * (the member's own keys), so that refreshing one never drops the other's optimistic state.
 */
export const permissionMatrixKeys = {
  all: ['permission-matrix'] as const,
  list: () => ['permission-matrix', 'list'] as const,
};

export function fetchPermissionMatrix(signal?: AbortSignal): Promise<PermissionMatrix> {
  return api.get<PermissionMatrix>('/api/permissions', { signal });
}

export const permissionMatrixQueryOptions = () =>
  queryOptions({
    queryKey: permissionMatrixKeys.list(),
    queryFn: ({ signal }) => fetchPermissionMatrix(signal),
  });

export function usePermissionMatrix() {
  return useQuery(permissionMatrixQueryOptions());
}
