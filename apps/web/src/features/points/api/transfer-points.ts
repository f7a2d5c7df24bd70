import type { PointsTransferRequest, PointsTransferResult } from '@portal/shared/contracts/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';

/** `POST /api/points/transfers`: points to a member of the own downline. */
export function transferPoints(body: PointsTransferRequest) {
  return api.post<PointsTransferResult>('/api/points/transfers', body);
}

export function useTransferPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
