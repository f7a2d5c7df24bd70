import type { ProjectionRequest } from '@portal/shared/contracts/commission-settings';
import type { QueryClient } from '@tanstack/react-query';

/** Everything read about commission settings starts with 'commission-settings'. */
export const commissionSettingsKeys = {
  all: ['commission-settings'] as const,
  page: () => ['commission-settings', 'page'] as const,
  projection: (request: ProjectionRequest) => ['commission-settings', 'projection', request] as const,
};

export function invalidateCommissionSettings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commissionSettingsKeys.all });
}
