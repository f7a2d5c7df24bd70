import { commentInputSchema } from '@portal/shared/contracts/work-flows';
import { formatDateTime } from '@portal/shared/format';
import { WORKFLOW_EVENT_LABELS, WORKFLOW_LIMITS, WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { Ban, MessageSquare } from 'lucide-react';
import type { Control } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormError, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { inputClassName } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAddComment, useCancelInstance } from '@/features/work-flows/api/work-flow-mutations';
import { useInstance } from '@/features/work-flows/api/work-flow-queries';
import { useWorkFlowsRealtime } from '@/features/work-flows/api/work-flows-realtime';
import { TaskCard } from '@/features/work-flows/components/task-card';
import { InstanceStatusBadge } from '@/features/work-flows/components/work-flow-badges';
import { useServerForm } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

/** /dashboard/workflow-instance/:instanceId: the steps, their state, who did what, and comments. */
export function WorkflowInstancePage() {
  const { instanceId = '' } = useParams();
  const query = useInstance(instanceId);
  const cancel = useCancelInstance();
  useWorkFlowsRealtime();
  if (query.isError && !query.data) return <p className="text-sm text-destructive">{query.error.message}</p>;
  const data = query.data;
  if (!data) {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  const onCancel = async () => {
    try {
      await cancel.mutateAsync(data.id);
      toast.success(M.cancelled);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="workflow-instance-page">
      <Card className="gap-0 py-0">
        <CardContent className="flex min-w-0 flex-col gap-2 p-4">
          <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 break-words text-lg font-semibold" data-testid="instance-title">
              {data.title}
            </h2>
            <InstanceStatusBadge status={data.status} />
          </div>
          <p className="break-words text-sm text-muted-foreground">
            {M.template}: {data.template.name} ·{' '}
            {data.event ? M.startedByEvent(WORKFLOW_EVENT_LABELS[data.event]) : M.startedByHand} · {M.startedAt}:{' '}
            {formatDateTime(data.createdAt)}
          </p>
          {data.canManage && data.status === 'active' ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void onCancel()}
                disabled={cancel.isPending}
                data-testid="instance-cancel"
              >
                {cancel.isPending ? <Spinner /> : <Ban aria-hidden="true" />}
                {M.cancelInstance}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <section className="flex flex-col gap-3" aria-label={M.stepsTitle}>
        <h3 className="font-semibold">{M.stepsTitle}</h3>
        <ol className="flex flex-col gap-3" data-testid="instance-steps">
          {data.steps.map((s) => (
            <li key={s.id} className="min-w-0">
              <TaskCard step={s} />
            </li>
          ))}
        </ol>
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <MessageSquare aria-hidden="true" className="size-4" />
            {M.comments}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data.comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{M.commentsEmpty}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="instance-comments">
              {data.comments.map((c) => (
                <li key={c.id} className="rounded-md border p-3 text-sm">
                  <p className="text-xs text-muted-foreground">
                    {c.author?.name ?? '—'} · {formatDateTime(c.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{c.body}</p>
                </li>
              ))}
            </ul>
          )}
          <CommentForm instanceId={data.id} />
        </CardContent>
      </Card>
    </div>
  );
}

function CommentForm({ instanceId }: { instanceId: string }) {
  const add = useAddComment();
  const { form, submit, pending, formError } = useServerForm({
    schema: commentInputSchema,
    defaultValues: { body: '', stepId: null },
    fields: ['body'],
    failureTitle: M.addComment,
    onSubmit: async (input) => {
      await add.mutateAsync({ instanceId, input });
      form.reset({ body: '', stepId: null });
      toast.success(M.commentAdded);
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FormError message={formError} />
        <FormField
          control={form.control as unknown as Control<{ body: string }>}
          name="body"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <textarea
                  {...field}
                  rows={3}
                  maxLength={WORKFLOW_LIMITS.comment}
                  aria-label={M.addComment}
                  className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
                  data-testid="comment-body"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={pending} data-testid="comment-submit">
            {pending ? <Spinner /> : null}
            {M.addComment}
          </Button>
        </div>
      </form>
    </Form>
  );
}
