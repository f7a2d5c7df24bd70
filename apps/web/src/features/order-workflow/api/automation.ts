import type { AutomationRuleKind } from '@portal/shared/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** A rule of `GET /api/orders/automation`: what the server does on its own, and when it last did. */
export type AutomationRule = {
  kind: AutomationRuleKind;
  label: string;
  enabled: boolean;
  afterHours: number;
  lastRunAt: string | null;
  lastRunCount: number;
  updatedAt: string;
};

/** `intervalMs` is the server's schedule; 0 means the rules run only when asked to. */
export type AutomationSettings = { rules: AutomationRule[]; intervalMs: number };
export type AutomationRunResult = { cancelled: number; completed: number };
export type AutomationRulePatch = { enabled?: boolean; afterHours?: number };

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
