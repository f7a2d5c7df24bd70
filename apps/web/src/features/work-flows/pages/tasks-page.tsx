import { formatNumber } from '@portal/shared/format';
import { TASK_FILTER_LABELS, TASK_FILTERS, type TaskFilter, WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { ListTodo } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTaskCount, useTasks } from '@/features/work-flows/api/work-flow-queries';
import { useWorkFlowsRealtime } from '@/features/work-flows/api/work-flows-realtime';
import { TaskCard } from '@/features/work-flows/components/task-card';
import { useSearchParams } from 'react-router';

type State = { filter: TaskFilter };
const parse = (p: URLSearchParams): State => {
  const f = p.get('filter') ?? '';
  return { filter: (TASK_FILTERS as readonly string[]).includes(f) ? (f as TaskFilter) : 'open' };
};
const write = (s: State) => new URLSearchParams(s.filter === 'open' ? {} : { filter: s.filter });

/** /dashboard/tasks: the member's own tasks — open, overdue, done — kept live. */
export function TasksPage() {
  const [params, setParams] = useSearchParams();
  const state = parse(params);
  const update = (next: State) => setParams(write(next), { replace: true });
  const tasks = useTasks(state.filter);
  const count = useTaskCount();
  useWorkFlowsRealtime();
  const counts: Partial<Record<TaskFilter, number>> = count.data
    ? { open: count.data.open, overdue: count.data.overdue }
    : {};
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="tasks-page">
      <Tabs value={state.filter} onValueChange={(v) => update({ filter: v as TaskFilter })} className="gap-5">
        <div className="-mx-1 min-w-0 overflow-x-auto px-1 pb-1">
          <TabsList>
            {TASK_FILTERS.map((f) => (
              <TabsTrigger key={f} value={f} data-testid={`task-tab-${f}`}>
                {TASK_FILTER_LABELS[f]}
                {counts[f] !== undefined ? (
                  <span className="tabular ml-1 text-xs text-muted-foreground">({formatNumber(counts[f] ?? 0)})</span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value={state.filter}>
          {tasks.isError && !tasks.data ? (
            <p className="text-sm text-destructive">{tasks.error.message}</p>
          ) : !tasks.data ? (
            <div className="grid gap-3 md:grid-cols-2">
              <Skeleton className="h-36 w-full" />
              <Skeleton className="h-36 w-full" />
            </div>
          ) : tasks.data.tasks.length === 0 ? (
            <EmptyState icon={ListTodo} title={M.tasksEmpty} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" data-testid="task-list">
              {tasks.data.tasks.map((t) => (
                <li key={t.id} className="min-w-0">
                  <TaskCard step={t} instance={t.instance} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
