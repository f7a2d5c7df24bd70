import type { FilterPreset, FilterPresetCreate, FilterPresetList } from '@portal/shared/contracts/filter-presets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const filterPresetKeys = { all: ['filter-presets'] as const };

/** `GET /api/filter-presets`: the built-in presets, the member's own, and the one default. */
export function useFilterPresets(enabled = true) {
  return useQuery({
    queryKey: filterPresetKeys.all,
    queryFn: ({ signal }) => api.get<FilterPresetList>('/api/filter-presets', { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useCreateFilterPreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FilterPresetCreate) => api.post<FilterPreset>('/api/filter-presets', input),
    onSuccess: () => client.invalidateQueries({ queryKey: filterPresetKeys.all }),
  });
}

export function useDeleteFilterPreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/filter-presets/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: filterPresetKeys.all }),
  });
}

export function useSetDefaultFilterPreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<FilterPresetList>(`/api/filter-presets/${encodeURIComponent(id)}/default`),
    onSuccess: (list) => client.setQueryData(filterPresetKeys.all, list),
  });
}
