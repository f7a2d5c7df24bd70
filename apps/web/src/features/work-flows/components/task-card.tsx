import type { WorkflowStep } from '@portal/shared/contracts/work-flows';
import { formatDateTime } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCompleteTask } from '@/features/work-flows/api/work-flow-mutations';
import { StepStatusBadge } from '@/features/work-flows/components/work-flow-badges';
import { messageFor, isApiError } from '@/lib/api/client';

/** One step as a task: who, until when, its checklist, and "Tamamla" for whoever may complete it. */
export function TaskCard({
  step,
  instance,
}: {
  step: WorkflowStep;
  /** The instance it belongs to, shown as a link on the task list. */
  instance?: { id: string; title: string };
}) {
  const [ticks, setTicks] = useState(() => step.checklist.map((c) => c.done));
  const complete = useCompleteTask();
  const ready = ticks.every(Boolean);
  const onComplete = async () => {
    try {
      await complete.mutateAsync({ stepId: step.id, input: { checklist: ticks } });
      toast.success(M.completedStep);
    } catch (err) {
      toast.error(isApiError(err) ? messageFor(err.code, err.message) : M.completedStep);
    }
  };
  return (
    <Card className="gap-0 py-0" data-testid="task-card" data-step-name={step.name}>
      <CardContent className="flex min-w-0 flex-col gap-3 p-4">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="break-words font-medium">
              <span className="text-muted-foreground">{step.position}. </span>
              {step.name}
            </p>
            {instance ? (
              <Link
                to={`/dashboard/workflow-instance/${instance.id}`}
                className="block break-words text-sm text-primary hover:underline"
                data-testid="task-instance-link"
              >
                {instance.title}
              </Link>
            ) : null}
          </div>
          <StepStatusBadge status={step.status} overdue={step.overdue} />
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="inline text-muted-foreground">{M.assignee}: </dt>
            <dd className="inline break-words">
              {step.assignee?.name ?? (step.assigneeRole ? ROLE_LABELS[step.assigneeRole] : '—')}
            </dd>
          </div>
          {step.dueAt ? (
            <div>
              <dt className="inline text-muted-foreground">{M.due}: </dt>
              <dd className="inline tabular">{formatDateTime(step.dueAt)}</dd>
            </div>
          ) : null}
        </dl>
        {step.escalatedTo ? (
          <p className="text-warning-foreground text-sm">{M.escalatedTo(step.escalatedTo.name)}</p>
        ) : null}
        {step.completedBy && step.completedAt ? (
          <p className="text-sm text-muted-foreground">
            {M.completedBy(step.completedBy.name, formatDateTime(step.completedAt))}
          </p>
        ) : null}
        {step.checklist.length > 0 ? (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-medium">{M.checklist}</legend>
            {step.checklist.map((item, i) => (
              <label key={item.label} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={ticks[i] ?? false}
                  disabled={!step.canComplete}
                  onChange={(e) => setTicks((t) => t.map((v, j) => (j === i ? e.target.checked : v)))}
                  data-testid="task-checklist-item"
                />
                <span className="break-words">{item.label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {step.canComplete ? (
          <div className="flex justify-end">
            <Button
              size="sm"
              onClick={() => void onComplete()}
              disabled={!ready || complete.isPending}
              data-testid="task-complete"
            >
              {complete.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
              {M.complete}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
