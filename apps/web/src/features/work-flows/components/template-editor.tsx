import { type TemplateInput, templateInputSchema, type WorkflowTemplate } from '@portal/shared/contracts/work-flows';
import { ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import { WORKFLOW_LIMITS, WORKFLOW_MESSAGES as M } from '@portal/shared/work-flows';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { MemberCombobox } from '@/features/invitations/public';
import { useSaveTemplate } from '@/features/work-flows/api/work-flow-mutations';
import { fieldErrors, isApiError, messageFor } from '@/lib/api/client';
import { cn } from '@/lib/utils';

type StepDraft = {
  name: string;
  assigneeRole: Role | null;
  assigneeId: string | null;
  dueHours: number;
  checklist: string[];
};

const blankStep = (): StepDraft => ({ name: '', assigneeRole: 'admin', assigneeId: null, dueHours: 24, checklist: [] });

/** Creates or edits a template: name, description, ordered steps (role or member, hours, checklist). */
export function TemplateEditor({
  template,
  open,
  onClose,
}: {
  /** null: a new template. */
  template: WorkflowTemplate | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" data-testid="template-editor">
        <DialogHeader>
          <DialogTitle>{template ? M.editTemplate : M.newTemplate}</DialogTitle>
        </DialogHeader>
        {open ? <EditorForm key={template?.id ?? 'new'} template={template} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditorForm({ template, onDone }: { template: WorkflowTemplate | null; onDone: () => void }) {
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [isActive, setActive] = useState(template?.isActive ?? true);
  const [steps, setSteps] = useState<StepDraft[]>(
    template?.steps.map((s) => ({
      name: s.name,
      assigneeRole: s.assigneeRole,
      assigneeId: s.assignee?.id ?? null,
      dueHours: s.dueHours,
      checklist: s.checklist,
    })) ?? [blankStep()],
  );
  const [error, setError] = useState<string | null>(null);
  const setStep = (i: number, patch: Partial<StepDraft>) =>
    setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input: TemplateInput = { name, description, isActive, steps };
    const checked = templateInputSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? M.name);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: template?.id ?? null, input });
      toast.success(M.saved);
      onDone();
    } catch (err) {
      const fields = Object.values(fieldErrors(err));
      setError(fields[0] ?? (isApiError(err) ? messageFor(err.code, err.message) : String(err)));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-w-0 flex-col gap-4">
      <FormError message={error} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="template-name">{M.name_}</Label>
        <Input
          id="template-name"
          value={name}
          maxLength={WORKFLOW_LIMITS.name}
          onChange={(e) => setName(e.target.value)}
          data-testid="template-name"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="template-description">{M.description}</Label>
        <textarea
          id="template-description"
          rows={2}
          value={description}
          maxLength={WORKFLOW_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
          className={cn(inputClassName, 'h-auto min-h-16 resize-y')}
        />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <Switch id="template-active" checked={isActive} onCheckedChange={setActive} />
        <Label htmlFor="template-active">{isActive ? M.active : M.inactive}</Label>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 font-medium">{M.stepsTitle}</legend>
        {steps.map((s, i) => (
          <div key={i} className="flex min-w-0 flex-col gap-3 rounded-md border p-3" data-testid="template-step">
            <div className="flex items-center gap-2">
              <span className="shrink-0 text-sm text-muted-foreground">{i + 1}.</span>
              <Input
                value={s.name}
                aria-label={M.step}
                placeholder={M.step}
                maxLength={WORKFLOW_LIMITS.name}
                onChange={(e) => setStep(i, { name: e.target.value })}
                data-testid="template-step-name"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={M.removeStep}
                disabled={steps.length === 1}
                onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="grid min-w-0 gap-3 sm:grid-cols-3">
              <div className="flex min-w-0 flex-col gap-1.5">
                <Label htmlFor={`step-${i}-role`}>{M.assigneeRole}</Label>
                <NativeSelect
                  id={`step-${i}-role`}
                  value={s.assigneeRole ?? ''}
                  onChange={(e) => setStep(i, { assigneeRole: (e.target.value || null) as Role | null })}
                >
                  <option value="">—</option>
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex min-w-0 flex-col gap-1.5">
                <span className="text-sm font-medium">{M.assigneeMember}</span>
                <MemberCombobox
                  aria-label={M.assigneeMember}
                  value={s.assigneeId}
                  onValueChange={(v: string) => setStep(i, { assigneeId: v || null })}
                  allLabel="—"
                />
              </div>
              <div className="flex min-w-0 flex-col gap-1.5">
                <Label htmlFor={`step-${i}-hours`}>{M.dueHoursLabel}</Label>
                <Input
                  id={`step-${i}-hours`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={WORKFLOW_LIMITS.dueHoursMax}
                  value={s.dueHours}
                  onChange={(e) => setStep(i, { dueHours: Number(e.target.value) })}
                />
              </div>
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <span className="text-sm font-medium">{M.checklist}</span>
              {s.checklist.map((item, k) => (
                <div key={k} className="flex items-center gap-2">
                  <Input
                    value={item}
                    aria-label={M.checklist}
                    maxLength={WORKFLOW_LIMITS.checklistItem}
                    onChange={(e) =>
                      setStep(i, { checklist: s.checklist.map((c, j) => (j === k ? e.target.value : c)) })
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={M.removeStep}
                    onClick={() => setStep(i, { checklist: s.checklist.filter((_, j) => j !== k) })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={s.checklist.length >= WORKFLOW_LIMITS.checklist}
                  onClick={() => setStep(i, { checklist: [...s.checklist, ''] })}
                >
                  <Plus aria-hidden="true" />
                  {M.addChecklistItem}
                </Button>
              </div>
            </div>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={steps.length >= WORKFLOW_LIMITS.steps}
            onClick={() => setSteps((all) => [...all, blankStep()])}
            data-testid="template-add-step"
          >
            <Plus aria-hidden="true" />
            {M.addStep}
          </Button>
        </div>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="template-save">
          {save.isPending ? <Spinner /> : null}
          {M.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
