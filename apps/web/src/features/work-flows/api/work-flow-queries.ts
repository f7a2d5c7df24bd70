import type {
  Task,
  TaskCount,
  WorkflowInstance,
  WorkflowInstanceSummary,
  WorkflowTemplate,
} from '@portal/shared/contracts/work-flows';
import type { TaskFilter, WorkflowInstanceStatus } from '@portal/shared/work-flows';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workFlowKeys } from '@/features/work-flows/api/work-flow-keys';
import { api } from '@/lib/api/client';

/** `GET /api/tasks?filter=`: the member's tasks (open, overdue or done). */
export function useTasks(filter: TaskFilter) {
  return useQuery({
    queryKey: workFlowKeys.tasks(filter),
    queryFn: ({ signal }) => api.get<{ tasks: Task[] }>('/api/tasks', { signal, query: { filter } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tasks/count`: the badge (open tasks, of which overdue). */
export function useTaskCount(enabled = true) {
  return useQuery({
    queryKey: workFlowKeys.taskCount,
    queryFn: ({ signal }) => api.get<TaskCount>('/api/tasks/count', { signal }),
    enabled,
  });
}

/** `GET /api/work-flows/instances`: the caller's (mine) or every one in scope (all). */
export function useInstances(scope: 'mine' | 'all', status: WorkflowInstanceStatus | '') {
  return useQuery({
    queryKey: workFlowKeys.instances(scope, status),
    queryFn: ({ signal }) =>
      api.get<{ instances: WorkflowInstanceSummary[] }>('/api/work-flows/instances', {
        signal,
        query: { scope, status: status || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInstance(id: string) {
  return useQuery({
    queryKey: workFlowKeys.instance(id),
    queryFn: ({ signal }) =>
      api.get<WorkflowInstance>(`/api/work-flows/instances/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: workFlowKeys.templates,
    queryFn: ({ signal }) => api.get<{ templates: WorkflowTemplate[] }>('/api/work-flows/templates', { signal }),
  });
}
