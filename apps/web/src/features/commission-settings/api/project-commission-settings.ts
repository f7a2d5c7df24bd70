import type { Projection, ProjectionRequest } from '@portal/shared/contracts/commission-settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionSettingsKeys } from '@/features/commission-settings/api/commission-settings-keys';
import { api } from '@/lib/api/client';

/** `POST /api/admin/commission-settings/projection`: the regulation's ratios with proposed settings (writes nothing). */
export function fetchProjection(request: ProjectionRequest, signal?: AbortSignal): Promise<Projection> {
  return api.post<Projection>('/api/admin/commission-settings/projection', request, { signal });
}

export const projectionQueryOptions = (request: ProjectionRequest) =>
  queryOptions({
    queryKey: commissionSettingsKeys.projection(request),
    queryFn: ({ signal }) => fetchProjection(request, signal),
    staleTime: 30_000,
  });

/** The projection of a proposal; null while the proposal is not valid. The last answer stays while the next loads. */
export function useProjection(request: ProjectionRequest | null) {
  return useQuery({
    ...projectionQueryOptions(request ?? {}),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
