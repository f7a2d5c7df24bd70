import type { AutomationRuleKind } from '@portal/shared/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type {
  AutomationRule,
  AutomationRulePatch,
  AutomationRunResult,
  AutomationSettings,
} from '@portal/shared/contracts/orders';

export const automationKeys = {
  all: ['order-automation'] as const,
};

export const automationQueryOptions = queryOptions({
  queryKey: automationKeys.all,
  queryFn: ({ signal }) => api.get<AutomationSettings>('/api/orders/automation', { signal }),
});

/** While the page is open the rules' last runs stay current (the server runs them on its own). */
const REFRESH_MS = 60_000;

export function useAutomation() {
  return useQuery({ ...automationQueryOptions, refetchInterval: REFRESH_MS });
}

/** `PATCH /api/orders/automation/:kind`: the answer is put in the cache in place of the old rule. */
export function useUpdateAutomationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['order-automation', 'update'],
    mutationFn: ({ kind, patch }: { kind: AutomationRuleKind; patch: AutomationRulePatch }) =>
      api.patch<AutomationRule>(`/api/orders/automation/${kind}`, patch),
    retry: false,
    onSuccess: (rule) => {
      queryClient.setQueryData<AutomationSettings>(automationKeys.all, (old) =>
        old ? { ...old, rules: old.rules.map((r) => (r.kind === rule.kind ? rule : r)) } : old,
      );
    },
  });
}

/**
 * `POST /api/orders/automation/run`: every enabled rule, now. The rules' last runs change, and so
 * may any order list (`onRan` refreshes those).
 */
export function useRunAutomation(onRan?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['order-automation', 'run'],
    mutationFn: () => api.post<AutomationRunResult>('/api/orders/automation/run'),
    retry: false,
    onSettled: () => {
      onRan?.();
      return queryClient.invalidateQueries({ queryKey: automationKeys.all });
    },
  });
}
