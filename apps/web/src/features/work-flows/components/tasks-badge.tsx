import { badgeCount } from '@portal/shared/format';
import { WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/badge';
import { useTaskCount } from '@/features/work-flows/api/work-flow-queries';
import { useWorkFlowsRealtime } from '@/features/work-flows/api/work-flows-realtime';
import { useEnabledKeys } from '@/lib/permissions';
import { cn } from '@/lib/utils';

/** The header's link to the task list with the count of open tasks, kept live; only with the tasks page. */
export function TasksBadge() {
  const { isEnabled, data } = useEnabledKeys();
  const enabled = Boolean(data) && isEnabled('canAccessTasks');
  return enabled ? <TasksBadgeLink /> : null;
}

function TasksBadgeLink() {
  const count = useTaskCount();
  useWorkFlowsRealtime();
  const open = count.data?.open ?? 0;
  return (
    <Link
      to="/dashboard/tasks"
      aria-label={open > 0 ? M.badge(open) : M.tasksTitle}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
      data-testid="tasks-badge"
    >
      <ListTodo aria-hidden="true" />
      {open > 0 ? <CountBadge data-testid="tasks-badge-count">{badgeCount(open)}</CountBadge> : null}
    </Link>
  );
}
