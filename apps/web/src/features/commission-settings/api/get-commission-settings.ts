import type { CommissionSettingsPage } from '@portal/shared/contracts/commission-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commissionSettingsKeys } from '@/features/commission-settings/api/commission-settings-keys';
import { api } from '@/lib/api/client';

/** `GET /api/admin/commission-settings`: the money settings and every product's effective commission. */
export function fetchCommissionSettings(signal?: AbortSignal): Promise<CommissionSettingsPage> {
  return api.get<CommissionSettingsPage>('/api/admin/commission-settings', { signal });
}

export const commissionSettingsQueryOptions = () =>
  queryOptions({ queryKey: commissionSettingsKeys.page(), queryFn: ({ signal }) => fetchCommissionSettings(signal) });

export function useCommissionSettings() {
  return useQuery(commissionSettingsQueryOptions());
}
