import type { ProfileUpdateRequest, Settings } from '@portal/shared/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/settings/api/get-settings';
import { api } from '@/lib/api/client';
import { sessionQueryKey, useCurrentUser } from '@/lib/auth';

export function saveProfileSettings(body: ProfileUpdateRequest): Promise<Settings> {
  return api.put<Settings>('/api/settings/profile', body);
}

export function useSaveProfileSettings() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.detail(user.id), settings);
      // The name in the sidebar, headers and profile page comes from /api/auth/me.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
