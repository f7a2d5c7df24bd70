import type { AppSettings, Settings } from '@portal/shared/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/settings/api/get-settings';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export function saveAppSettings(app: AppSettings): Promise<Settings> {
  return api.put<Settings>('/api/settings/app', app);
}

export function useSaveAppSettings() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.detail(user.id), settings),
  });
}
