import type { CommissionSettingsPage, MoneySettingsInput } from '@portal/shared/contracts/commission-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commissionSettingsKeys,
  invalidateCommissionSettings,
} from '@/features/commission-settings/api/commission-settings-keys';
import { api } from '@/lib/api/client';

/** `PUT /api/admin/commission-settings`: every money setting at once. */
export function saveCommissionSettings(input: MoneySettingsInput): Promise<CommissionSettingsPage> {
  return api.put<CommissionSettingsPage>('/api/admin/commission-settings', input);
}

export function useSaveCommissionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['commission-settings', 'save'],
    mutationFn: saveCommissionSettings,
    retry: false,
    onSuccess: (page) => queryClient.setQueryData(commissionSettingsKeys.page(), page),
    onSettled: () => invalidateCommissionSettings(queryClient),
  });
}
