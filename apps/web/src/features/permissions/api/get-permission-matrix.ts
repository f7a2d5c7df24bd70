import type { PermissionCategory } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type RolePermissionRow = {
  role: Role;
  permissionKey: string;
  category: PermissionCategory;
  enabled: boolean;
  updatedBy: string | null;
  updatedAt: string;
};

export type PermissionMatrix = { roles: Role[]; permissions: RolePermissionRow[] };

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
