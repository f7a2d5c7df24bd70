import type { PointsLiability } from '@portal/shared/contracts/points';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';

/** `GET /api/points/liability` (admin): the points owed to all members, in kuruş. */
export function fetchPointsLiability(signal?: AbortSignal) {
  return api.get<PointsLiability>('/api/points/liability', { signal });
}

/** The specification keeps the liability fresh for 5 minutes. */
export const pointsLiabilityQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.liability(),
    queryFn: ({ signal }) => fetchPointsLiability(signal),
    staleTime: 5 * 60_000,
  });

export function usePointsLiability(enabled: boolean) {
  return useQuery({ ...pointsLiabilityQueryOptions(), enabled });
}
