import { startInstanceInputSchema, type WorkflowTemplate } from '@portal/shared/contracts/work-flows';
import { WORKFLOW_LIMITS, WORKFLOW_MESSAGES as M, type WorkflowInstanceStatus } from '@portal/shared/work-flows';
import { Play } from 'lucide-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormError, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useStartInstance } from '@/features/work-flows/api/work-flow-mutations';
import { useInstances, useTemplates } from '@/features/work-flows/api/work-flow-queries';
import { useWorkFlowsRealtime } from '@/features/work-flows/api/work-flows-realtime';
import { InstanceList } from '@/features/work-flows/components/instance-list';
import { TriggerEditor } from '@/features/work-flows/components/trigger-editor';
import { StatusFilter } from '@/features/work-flows/pages/workflows-page';
import { useAuth } from '@/lib/auth';
import { useServerForm } from '@/lib/use-server-form';

/**
 * /dashboard/workflow-management: per template, the events that start it (the admin edits them)
 * and a start by hand; below, every instance in the member's scope.
 */
export function WorkflowManagementPage() {
  const { user } = useAuth();
  const templates = useTemplates();
  const [status, setStatus] = useState<WorkflowInstanceStatus | ''>('active');
  const instances = useInstances('all', status);
  useWorkFlowsRealtime();
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="workflow-management-page">
      <section className="grid gap-3 lg:grid-cols-2" aria-label={M.triggers}>
        {!templates.data ? (
          templates.isError ? (
            <p className="text-sm text-destructive">{templates.error.message}</p>
          ) : (
            <>
              <Skeleton className="h-64 w-full" />
              <Skeleton className="h-64 w-full" />
            </>
          )
        ) : (
          templates.data.templates.map((t) => (
            <Card key={t.id} className="min-w-0" data-testid="management-template">
              <CardHeader>
                <CardTitle className="break-words text-base">{t.name}</CardTitle>
              </CardHeader>
              <CardContent className="flex min-w-0 flex-col gap-5">
                {user?.role === 'admin' ? (
                  <div className="flex flex-col gap-2">
                    <h3 className="text-sm font-medium">{M.triggers}</h3>
                    <TriggerEditor template={t} />
                  </div>
                ) : null}
                {t.isActive ? <StartForm template={t} /> : null}
              </CardContent>
            </Card>
          ))
        )}
      </section>
      <section className="flex min-w-0 flex-col gap-3" aria-label={M.instances}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="font-semibold">{M.instances}</h2>
          <StatusFilter value={status} onChange={setStatus} />
        </div>
        <InstanceList
          instances={instances.data?.instances}
          loading={instances.isPending}
          error={instances.isError ? instances.error.message : null}
          empty={M.instancesEmpty}
        />
      </section>
    </div>
  );
}

function StartForm({ template }: { template: WorkflowTemplate }) {
  const start = useStartInstance();
  const navigate = useNavigate();
  const { form, submit, pending, formError } = useServerForm({
    schema: startInstanceInputSchema,
    defaultValues: { templateId: template.id, title: '' },
    fields: ['title'],
    failureTitle: M.startByHand,
    onSubmit: async (input) => {
      const created = await start.mutateAsync(input);
      toast.success(M.started);
      void navigate(`/dashboard/workflow-instance/${created.id}`);
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-2">
        <h3 className="text-sm font-medium">{M.startByHand}</h3>
        <FormError message={formError} />
        <div className="flex min-w-0 items-start gap-2">
          <FormField
            control={form.control as unknown as Control<{ title: string }>}
            name="title"
            render={({ field }) => (
              <FormItem className="min-w-0 flex-1">
                <FormControl>
                  <Input
                    {...field}
                    aria-label={M.titleLabel}
                    placeholder={M.titleLabel}
                    maxLength={WORKFLOW_LIMITS.title}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="sm" className="mt-0.5" disabled={pending} data-testid="instance-start">
            {pending ? <Spinner /> : <Play aria-hidden="true" />}
            {M.start}
          </Button>
        </div>
      </form>
    </Form>
  );
}
