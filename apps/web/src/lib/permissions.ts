import type { MyPermissions } from '@portal/shared/contracts/permissions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * The member's enabled permission keys (`GET /api/permissions/me`). Shared by the menu,
 * the route guard and page shortcuts, so it lives in lib rather than in one feature.
 */

export const permissionKeys = {
  all: ['permissions'] as const,
  me: (userId: string) => ['permissions', 'me', userId] as const,
};

export function fetchMyPermissions(signal?: AbortSignal): Promise<MyPermissions> {
  return api.get<MyPermissions>('/api/permissions/me', { signal });
}

/** Cached 5 minutes (spec §6); a `permissions_changed` event invalidates it at once. */
export const myPermissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: permissionKeys.me(userId),
    queryFn: ({ signal }) => fetchMyPermissions(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMyPermissions() {
  const { user } = useAuth();
  return useQuery({ ...myPermissionsQueryOptions(user?.id ?? ''), enabled: !!user });
}

/** Enabled keys as a set plus a predicate; a failed check counts as denied (spec §6). */
export function useEnabledKeys() {
  const query = useMyPermissions();
  const keys = useMemo(() => new Set(query.data?.keys ?? []), [query.data]);
  const isEnabled = useCallback((key: string) => keys.has(key), [keys]);
  return { ...query, keys, isEnabled };
}

/** When an admin changes the matrix, every open browser reloads its menu. */
export function usePermissionsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('permissions_changed', () => {
    void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
  });
}
