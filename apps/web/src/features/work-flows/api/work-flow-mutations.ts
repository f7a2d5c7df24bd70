import type {
  commentInputSchema,
  completeTaskInputSchema,
  startInstanceInputSchema,
  TemplateInput,
  TriggersInput,
  WorkflowInstance,
  WorkflowTemplate,
} from '@portal/shared/contracts/work-flows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateWorkFlows } from '@/features/work-flows/api/work-flow-keys';
import { api } from '@/lib/api/client';

function useWorkFlowMutation<TVars, TResult>(key: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['work-flows', key],
    mutationFn: fn,
    retry: false,
    onSettled: () => invalidateWorkFlows(queryClient),
  });
}

/** `POST /api/tasks/:stepId/complete`: the next step is assigned and its member told. */
export function useCompleteTask() {
  return useWorkFlowMutation(
    'complete',
    ({ stepId, input }: { stepId: string; input: z.input<typeof completeTaskInputSchema> }) =>
      api.post<WorkflowInstance>(`/api/tasks/${encodeURIComponent(stepId)}/complete`, input),
  );
}

export function useAddComment() {
  return useWorkFlowMutation(
    'comment',
    ({ instanceId, input }: { instanceId: string; input: z.input<typeof commentInputSchema> }) =>
      api.post<WorkflowInstance>(`/api/work-flows/instances/${encodeURIComponent(instanceId)}/comments`, input),
  );
}

export function useStartInstance() {
  return useWorkFlowMutation('start', (input: z.input<typeof startInstanceInputSchema>) =>
    api.post<WorkflowInstance>('/api/work-flows/instances', input),
  );
}

export function useCancelInstance() {
  return useWorkFlowMutation('cancel', (instanceId: string) =>
    api.post<WorkflowInstance>(`/api/work-flows/instances/${encodeURIComponent(instanceId)}/cancel`, {}),
  );
}

export function useSaveTemplate() {
  return useWorkFlowMutation('save-template', ({ id, input }: { id: string | null; input: TemplateInput }) =>
    id
      ? api.put<WorkflowTemplate>(`/api/work-flows/templates/${encodeURIComponent(id)}`, input)
      : api.post<WorkflowTemplate>('/api/work-flows/templates', input),
  );
}

export function useSetTriggers() {
  return useWorkFlowMutation('triggers', ({ id, input }: { id: string; input: TriggersInput }) =>
    api.put<WorkflowTemplate>(`/api/work-flows/templates/${encodeURIComponent(id)}/triggers`, input),
  );
}
