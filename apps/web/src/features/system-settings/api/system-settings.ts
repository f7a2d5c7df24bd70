import type { SystemSettingsInput, SystemSettingsView } from '@portal/shared/contracts/system-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

export const systemSettingsKeys = { all: ['system-settings'] as const };

export function useSystemSettings() {
  return useQuery({
    queryKey: systemSettingsKeys.all,
    queryFn: ({ signal }) => api.get<SystemSettingsView>('/api/admin/system-settings', { signal }),
  });
}

export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['system-settings', 'save'],
    mutationFn: (input: SystemSettingsInput) => api.put<SystemSettingsView>('/api/admin/system-settings', input),
    retry: false,
    onSuccess: (data) => queryClient.setQueryData(systemSettingsKeys.all, data),
    // The money settings are shown on the commission settings page too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['commission-settings'] }),
  });
}

/** A change saved by another admin (or on another server) refreshes this card at once. */
export function useSystemSettingsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('system_settings_changed', () => {
    void queryClient.invalidateQueries({ queryKey: systemSettingsKeys.all });
  });
}
