import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/settings/api/get-settings';
import { sessionKeys } from '@/features/settings/api/get-sessions';
import { api } from '@/lib/api/client';
import { sessionQueryKey } from '@/lib/auth';

/** Step 2: a code from the authenticator app turns two-factor on. */
export function confirmTwoFactor(code: string): Promise<void> {
  return api.post<void>('/api/auth/two-factor/confirm', { code });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      // The server replaces this browser's session when two-factor changes.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
