import type { WorkflowTemplate } from '@portal/shared/contracts/work-flows';
import { formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { WORKFLOW_EVENT_LABELS, WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { formatMoney } from '@portal/shared/format';
import { FileStack, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTemplates } from '@/features/work-flows/api/work-flow-queries';
import { TemplateEditor } from '@/features/work-flows/components/template-editor';
import { useAuth } from '@/lib/auth';

/** /dashboard/workflow-templates: the templates, their steps and triggers; the admin creates and edits them. */
export function WorkflowTemplatesPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const list = useTemplates();
  const [editing, setEditing] = useState<WorkflowTemplate | null | 'new'>(null);
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="workflow-templates-page">
      {isAdmin ? (
        <div>
          <Button onClick={() => setEditing('new')} data-testid="template-new">
            <Plus aria-hidden="true" />
            {M.newTemplate}
          </Button>
        </div>
      ) : null}
      {list.isError && !list.data ? (
        <p className="text-sm text-destructive">{list.error.message}</p>
      ) : !list.data ? (
        <div className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : list.data.templates.length === 0 ? (
        <EmptyState icon={FileStack} title={M.templatesEmpty} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="template-list">
          {list.data.templates.map((t) => (
            <li key={t.id} className="min-w-0">
              <TemplateCard template={t} onEdit={isAdmin ? () => setEditing(t) : undefined} />
            </li>
          ))}
        </ul>
      )}
      <TemplateEditor
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

export function TemplateCard({ template: t, onEdit }: { template: WorkflowTemplate; onEdit?: () => void }) {
  return (
    <Card className="h-full gap-0 py-0" data-testid="template-card">
      <CardContent className="flex min-w-0 flex-col gap-3 p-4">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="break-words font-medium">{t.name}</p>
            {t.description ? <p className="break-words text-sm text-muted-foreground">{t.description}</p> : null}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <Badge variant={t.isActive ? 'success' : 'secondary'}>{t.isActive ? M.active : M.inactive}</Badge>
            {onEdit ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={M.editTemplate}
                onClick={onEdit}
                data-testid="template-edit"
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </div>
        <ol className="flex flex-col gap-1 text-sm">
          {t.steps.map((s) => (
            <li key={s.id} className="break-words">
              <span className="text-muted-foreground">{s.position}.</span> {s.name}{' '}
              <span className="text-muted-foreground">
                · {s.assignee?.name ?? (s.assigneeRole ? ROLE_LABELS[s.assigneeRole] : '—')} ·{' '}
                {M.hours(formatNumber(s.dueHours))}
              </span>
            </li>
          ))}
        </ol>
        {t.triggers.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            {t.triggers.map((tr) => (
              <Badge key={tr.id} variant={tr.isActive ? 'info' : 'outline'}>
                {WORKFLOW_EVENT_LABELS[tr.event]}
                {tr.minAmount !== null ? ` ≥ ${formatMoney(tr.minAmount)}` : ''}
              </Badge>
            ))}
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground tabular">
          {M.instanceCounts(
            formatNumber(t.instanceCounts.active),
            formatNumber(t.instanceCounts.completed),
            formatNumber(t.instanceCounts.cancelled),
          )}
        </p>
      </CardContent>
    </Card>
  );
}
