import type { AdminPointsRequest, AdminPointsResult } from '@portal/shared/contracts/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';

/** `POST /api/admin/points`: the admin's bonus or adjustment. */
export function writeAdminPoints(body: AdminPointsRequest) {
  return api.post<AdminPointsResult>('/api/admin/points', body);
}

export function useAdminPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeAdminPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
