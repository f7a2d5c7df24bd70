import type { PointsSyncResult } from '@portal/shared/contracts/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';

/** `POST /api/points/sync`: the stored balance set to the ledger's ("Senkronize et"). */
export function syncPointsBalance() {
  return api.post<PointsSyncResult>('/api/points/sync');
}

export function useSyncPointsBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPointsBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
