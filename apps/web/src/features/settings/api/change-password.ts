import type { ChangePasswordRequest } from '@portal/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/settings/api/get-settings';
import { sessionKeys } from '@/features/settings/api/get-sessions';
import { api } from '@/lib/api/client';

/** 204 on success; 400 CURRENT_PASSWORD_WRONG when the current password does not match. */
export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return api.post<void>('/api/auth/change-password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // The last-change date lives in settings; ending other sessions changes the list.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
