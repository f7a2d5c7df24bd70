import type { WorkflowInstanceSummary } from '@portal/shared/contracts/work-flows';
import { formatDate } from '@portal/shared/format';
import { WORKFLOW_EVENT_LABELS, WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { InstanceStatusBadge } from '@/features/work-flows/components/work-flow-badges';

/** Instances as cards: title, template, progress, the open step and who has it. */
export function InstanceList({
  instances,
  loading,
  error,
  empty,
}: {
  instances: WorkflowInstanceSummary[] | undefined;
  loading: boolean;
  error: string | null;
  empty: string;
}) {
  if (error && !instances) return <p className="text-sm text-destructive">{error}</p>;
  if (loading && !instances) {
    return (
      <div className="grid gap-3 md:grid-cols-2">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (!instances || instances.length === 0) return <EmptyState icon={Workflow} title={empty} />;
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="instance-list">
      {instances.map((i) => (
        <li key={i.id} className="min-w-0">
          <Card className="h-full gap-0 py-0" data-testid="instance-row">
            <CardContent className="flex min-w-0 flex-col gap-2 p-4">
              <div className="flex min-w-0 items-start justify-between gap-2">
                <Link
                  to={`/dashboard/workflow-instance/${i.id}`}
                  className="min-w-0 break-words font-medium text-primary hover:underline"
                  data-testid="instance-link"
                >
                  {i.title}
                </Link>
                <InstanceStatusBadge status={i.status} />
              </div>
              <p className="break-words text-sm text-muted-foreground">
                {i.template.name} · {i.event ? M.startedByEvent(WORKFLOW_EVENT_LABELS[i.event]) : M.startedByHand} ·{' '}
                {formatDate(i.createdAt)}
              </p>
              <div className="flex items-center gap-2">
                <Progress
                  value={i.stepCount ? (i.doneCount / i.stepCount) * 100 : 0}
                  label={M.progress(i.doneCount, i.stepCount)}
                  className="h-2"
                />
                <span className="shrink-0 text-xs tabular text-muted-foreground">
                  {M.progress(i.doneCount, i.stepCount)}
                </span>
              </div>
              {i.currentStep ? (
                <p className="break-words text-sm">
                  {i.currentStep.name}
                  {i.currentStep.assignee ? (
                    <span className="text-muted-foreground"> · {i.currentStep.assignee.name}</span>
                  ) : null}
                </p>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
