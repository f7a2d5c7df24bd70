import type {
  CargoSettingsInput,
  Integrations,
  PaymentSettingsInput,
  SmtpSettingsInput,
  SmtpTestResult,
} from '@portal/shared/contracts/integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

export const integrationKeys = { all: ['integrations'] as const };

/** `GET /api/admin/integrations`: each secret only as set / last four. */
export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.all,
    queryFn: ({ signal }) => api.get<Integrations>('/api/admin/integrations', { signal }),
  });

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}

type Saves = { smtp: SmtpSettingsInput; payment: PaymentSettingsInput; cargo: CargoSettingsInput };

/** `PUT /api/admin/integrations/<kind>`: an empty secret keeps the stored one. */
export function useSaveIntegration<K extends keyof Saves>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'save', kind],
    mutationFn: (input: Saves[K]) => api.put<Integrations>(`/api/admin/integrations/${kind}`, input),
    retry: false,
    onSuccess: (data) => queryClient.setQueryData(integrationKeys.all, data),
  });
}

/** `DELETE /api/admin/integrations/smtp`: mail falls back to SMTP_URL or the outbox. */
export function useRemoveSmtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'smtp-remove'],
    mutationFn: () => api.delete<Integrations>('/api/admin/integrations/smtp'),
    retry: false,
    onSuccess: (data) => queryClient.setQueryData(integrationKeys.all, data),
  });
}

/** `POST /api/admin/integrations/smtp/test`: a real connection attempt with the stored settings. */
export function useTestSmtp() {
  return useMutation({
    mutationKey: ['integrations', 'smtp-test'],
    mutationFn: () => api.post<SmtpTestResult>('/api/admin/integrations/smtp/test', {}),
    retry: false,
  });
}

/** Another admin's change reaches this page at once. */
export function useIntegrationsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('integrations_changed', () => {
    void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
  });
}
