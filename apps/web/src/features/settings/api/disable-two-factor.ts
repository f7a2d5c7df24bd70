import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/settings/api/get-settings';
import { sessionKeys } from '@/features/settings/api/get-sessions';
import { api } from '@/lib/api/client';
import { sessionQueryKey } from '@/lib/auth';

export function disableTwoFactor(password: string): Promise<void> {
  return api.post<void>('/api/auth/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
