import type { WorkflowTemplate } from '@portal/shared/contracts/work-flows';
import {
  WORKFLOW_EVENT_LABELS,
  WORKFLOW_EVENTS,
  WORKFLOW_MESSAGES as M,
  type WorkflowEvent,
} from '@portal/shared/work-flows';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useSetTriggers } from '@/features/work-flows/api/work-flow-mutations';
import { isApiError, messageFor } from '@/lib/api/client';

type Draft = Record<WorkflowEvent, { on: boolean; minAmountTl: string }>;

/** The events that start a template: a switch per event, and for orders the amount from which. */
export function TriggerEditor({ template }: { template: WorkflowTemplate }) {
  const save = useSetTriggers();
  const [draft, setDraft] = useState<Draft>(() => {
    const d = {} as Draft;
    for (const e of WORKFLOW_EVENTS) {
      const t = template.triggers.find((x) => x.event === e);
      d[e] = {
        on: Boolean(t?.isActive),
        minAmountTl: t?.minAmount !== null && t?.minAmount !== undefined ? String(t.minAmount / 100) : '',
      };
    }
    return d;
  });
  const onSave = async () => {
    const triggers = WORKFLOW_EVENTS.filter((e) => draft[e].on).map((event) => {
      const tl = Number(draft[event].minAmountTl.replace(',', '.'));
      return {
        event,
        minAmount:
          event === 'order_placed' && draft[event].minAmountTl !== '' && Number.isFinite(tl)
            ? Math.round(tl * 100)
            : null,
        isActive: true,
      };
    });
    try {
      await save.mutateAsync({ id: template.id, input: { triggers } });
      toast.success(M.triggersSaved);
    } catch (err) {
      toast.error(isApiError(err) ? messageFor(err.code, err.message) : String(err));
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="trigger-editor">
      {WORKFLOW_EVENTS.map((e) => (
        <div key={e} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2 text-sm">
            <Switch
              id={`trigger-${template.id}-${e}`}
              checked={draft[e].on}
              onCheckedChange={(on) => setDraft((d) => ({ ...d, [e]: { ...d[e], on } }))}
              data-testid={`trigger-${e}`}
            />
            <Label htmlFor={`trigger-${template.id}-${e}`} className="font-normal">
              {WORKFLOW_EVENT_LABELS[e]}
            </Label>
          </div>
          {e === 'order_placed' && draft[e].on ? (
            <div className="flex items-center gap-2">
              <Label htmlFor={`min-${template.id}`} className="shrink-0 text-xs text-muted-foreground">
                {M.minAmountLabel}
              </Label>
              <Input
                id={`min-${template.id}`}
                inputMode="decimal"
                className="w-32"
                value={draft[e].minAmountTl}
                onChange={(ev) => setDraft((d) => ({ ...d, [e]: { ...d[e], minAmountTl: ev.target.value } }))}
              />
            </div>
          ) : null}
        </div>
      ))}
      <div className="flex justify-end">
        <Button size="sm" onClick={() => void onSave()} disabled={save.isPending} data-testid="trigger-save">
          {save.isPending ? <Spinner /> : null}
          {M.save}
        </Button>
      </div>
    </div>
  );
}
