import type {
  PermissionMatrix,
  RolePermissionRow,
  SetRolePermissionRequest,
} from '@portal/shared/contracts/permissions';
import type { Role } from '@portal/shared/roles';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { permissionMatrixKeys } from '@/features/permissions/api/get-permission-matrix';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

export const setRolePermissionMutationKey = ['permission-matrix', 'set'] as const;

export function setRolePermission(body: SetRolePermissionRequest): Promise<RolePermissionRow> {
  return api.put<RolePermissionRow>('/api/permissions', body);
}

function withCell(
  matrix: PermissionMatrix | undefined,
  role: Role,
  permissionKey: string,
  patch: (row: RolePermissionRow | undefined) => RolePermissionRow,
): PermissionMatrix | undefined {
  if (!matrix) return matrix;
  let found = false;
  const permissions = matrix.permissions.map((row) => {
    if (row.role !== role || row.permissionKey !== permissionKey) return row;
    found = true;
    return patch(row);
  });
  if (!found) permissions.push(patch(undefined));
  return { ...matrix, permissions };
}

/**
 * Switches one key for one role. The switch moves at once; a refusal puts back only that cell
 * (other cells may have their own requests in flight), and the matrix is re-read once the last
 * request has settled.
 */
export function useSetRolePermission() {
  const queryClient = useQueryClient();
  const key = permissionMatrixKeys.list();
  return useMutation({
    mutationKey: setRolePermissionMutationKey,
    mutationFn: setRolePermission,
    onMutate: async ({ role, permissionKey, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient
        .getQueryData<PermissionMatrix>(key)
        ?.permissions.find((r) => r.role === role && r.permissionKey === permissionKey);
      queryClient.setQueryData<PermissionMatrix>(key, (matrix) =>
        withCell(matrix, role, permissionKey, (row) => ({
          role,
          permissionKey,
          category: row?.category ?? 'page_access',
          updatedBy: row?.updatedBy ?? null,
          updatedAt: row?.updatedAt ?? new Date().toISOString(),
          enabled,
        })),
      );
      return { before };
    },
    onError: (_error, { role, permissionKey, enabled }, context) => {
      queryClient.setQueryData<PermissionMatrix>(key, (matrix) =>
        withCell(matrix, role, permissionKey, (row) =>
          context?.before ? context.before : { ...(row as RolePermissionRow), enabled: !enabled },
        ),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<PermissionMatrix>(key, (matrix) =>
        withCell(matrix, saved.role, saved.permissionKey, () => saved),
      );
    },
    onSettled: () => {
      // This mutation still counts as running here, hence 1.
      if (queryClient.isMutating({ mutationKey: setRolePermissionMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: permissionMatrixKeys.all });
      }
    },
  });
}

/** Cells with a request in flight, as `role:key`. */
export function usePendingPermissionCells(): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: setRolePermissionMutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as SetRolePermissionRequest | undefined,
  });
  return new Set(pending.flatMap((v) => (v ? [`${v.role}:${v.permissionKey}`] : [])));
}

/**
 * Another admin's change arrives as `permissions_changed`; re-read the matrix, unless this
 * browser has its own changes in flight (they re-read it when they settle).
 */
export function usePermissionMatrixRealtime(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    if (queryClient.isMutating({ mutationKey: setRolePermissionMutationKey }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: permissionMatrixKeys.all });
  }, [queryClient]);
  useRealtimeEvent('permissions_changed', refresh);
}
