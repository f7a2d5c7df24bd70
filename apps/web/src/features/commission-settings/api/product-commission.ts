import type { CommissionSettingsInput, CommissionSettingsPage } from '@portal/shared/contracts/commission-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commissionSettingsKeys,
  invalidateCommissionSettings,
} from '@/features/commission-settings/api/commission-settings-keys';
import { api } from '@/lib/api/client';

/** `PUT /api/admin/commission-settings/products/:id`: the product pays its own settings. */
export function overrideProductCommission(productId: string, input: CommissionSettingsInput) {
  return api.put<CommissionSettingsPage>(
    `/api/admin/commission-settings/products/${encodeURIComponent(productId)}`,
    input,
  );
}

/** `DELETE /api/admin/commission-settings/products/:id/override`: back to the defaults. */
export function resetProductCommission(productId: string) {
  return api.delete<CommissionSettingsPage>(
    `/api/admin/commission-settings/products/${encodeURIComponent(productId)}/override`,
  );
}

function useProductMutation<TInput>(key: string, fn: (input: TInput) => Promise<CommissionSettingsPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['commission-settings', key],
    mutationFn: fn,
    retry: false,
    onSuccess: (page) => queryClient.setQueryData(commissionSettingsKeys.page(), page),
    onSettled: () => invalidateCommissionSettings(queryClient),
  });
}

export const useOverrideProductCommission = () =>
  useProductMutation('override', (v: { productId: string; settings: CommissionSettingsInput }) =>
    overrideProductCommission(v.productId, v.settings),
  );
export const useResetProductCommission = () => useProductMutation('reset', resetProductCommission);
