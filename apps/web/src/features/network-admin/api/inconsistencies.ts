import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InconsistencyReport, RepairResult } from '@portal/shared/contracts/network-admin';
import { invalidateNetworkAdmin, networkAdminKeys } from '@/features/network-admin/api/network-admin-keys';
import { NETWORK_MEMBER_EVENT } from '@portal/shared/contracts/network-events';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

/** `GET /api/network/admin/inconsistencies`: the broken members, grouped by what is wrong. */
export function fetchInconsistencies(signal?: AbortSignal): Promise<InconsistencyReport> {
  return api.get<InconsistencyReport>('/api/network/admin/inconsistencies', { signal });
}

export function useInconsistencies() {
  const queryClient = useQueryClient();
  // A change made elsewhere (another admin's fix, a move, a registration) refreshes the report.
  useRealtimeEvent(NETWORK_MEMBER_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: networkAdminKeys.inconsistencies() });
  });
  return useQuery({
    queryKey: networkAdminKeys.inconsistencies(),
    queryFn: ({ signal }) => fetchInconsistencies(signal),
  });
}

/** Hangs the member under `parentId` (its own parent rebuilds the paths only). */
export function reparent(input: { memberId: string; parentId: string }): Promise<RepairResult> {
  return api.post<RepairResult>(`/api/network/admin/inconsistencies/${input.memberId}/reparent`, {
    parentId: input.parentId,
  });
}

/** Sets the member's stored points to its ledger balance. */
export function syncPoints(memberId: string): Promise<RepairResult> {
  return api.post<RepairResult>(`/api/network/admin/inconsistencies/${memberId}/sync-points`);
}

/** Each fix refetches the report, so the fixed row leaves the list. */
export function useReparent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network-admin', 'reparent'],
    mutationFn: reparent,
    retry: false,
    onSettled: () => invalidateNetworkAdmin(queryClient),
  });
}

export function useSyncPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network-admin', 'sync-points'],
    mutationFn: syncPoints,
    retry: false,
    onSettled: () => invalidateNetworkAdmin(queryClient),
  });
}
