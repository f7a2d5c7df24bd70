import type { AccountSettingsRequest, Settings } from '@portal/shared/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/settings/api/get-settings';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

/**
 * The server stores the account section as one object: every card sends all of it, with the
 * member's password when the IBAN changes.
 */
export function saveAccountSettings(account: AccountSettingsRequest): Promise<Settings> {
  return api.put<Settings>('/api/settings/account', account);
}

export function useSaveAccountSettings() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.detail(user.id), settings),
  });
}
