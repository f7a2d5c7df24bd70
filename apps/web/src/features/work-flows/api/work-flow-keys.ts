import type { TaskFilter } from '@portal/shared/work-flows';
import type { QueryClient } from '@tanstack/react-query';

export const workFlowKeys = {
  all: ['work-flows'] as const,
  templates: ['work-flows', 'templates'] as const,
  instances: (scope: 'mine' | 'all', status: string) => ['work-flows', 'instances', scope, status] as const,
  instance: (id: string) => ['work-flows', 'instance', id] as const,
  tasks: (filter: TaskFilter) => ['work-flows', 'tasks', filter] as const,
  taskCount: ['work-flows', 'task-count'] as const,
};

export function invalidateWorkFlows(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workFlowKeys.all });
}
