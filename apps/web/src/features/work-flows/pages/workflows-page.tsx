import {
  WORKFLOW_INSTANCE_STATUS_LABELS,
  WORKFLOW_INSTANCE_STATUSES,
  WORKFLOW_MESSAGES as M,
  type WorkflowInstanceStatus,
} from '@portal/shared/work-flows';
import { NativeSelect } from '@/components/ui/native-select';
import { useInstances } from '@/features/work-flows/api/work-flow-queries';
import { useWorkFlowsRealtime } from '@/features/work-flows/api/work-flows-realtime';
import { InstanceList } from '@/features/work-flows/components/instance-list';
import { useSearchParams } from 'react-router';

type State = { status: WorkflowInstanceStatus | '' };
const parse = (p: URLSearchParams): State => {
  const s = p.get('status') ?? '';
  return { status: (WORKFLOW_INSTANCE_STATUSES as readonly string[]).includes(s) ? (s as WorkflowInstanceStatus) : '' };
};
const write = (s: State) => new URLSearchParams(s.status ? { status: s.status } : {});

export function StatusFilter({
  value,
  onChange,
}: {
  value: WorkflowInstanceStatus | '';
  onChange: (v: WorkflowInstanceStatus | '') => void;
}) {
  return (
    <NativeSelect
      value={value}
      onChange={(e) => onChange(e.target.value as WorkflowInstanceStatus | '')}
      className="sm:w-56"
      aria-label={M.status}
      data-testid="instance-status-filter"
    >
      <option value="">{M.allStatuses}</option>
      {WORKFLOW_INSTANCE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {WORKFLOW_INSTANCE_STATUS_LABELS[s]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** /dashboard/workflows: the instances the member takes part in. */
export function WorkflowsPage() {
  const [params, setParams] = useSearchParams();
  const state = parse(params);
  const update = (next: State) => setParams(write(next), { replace: true });
  const list = useInstances('mine', state.status);
  useWorkFlowsRealtime();
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="workflows-page">
      <StatusFilter value={state.status} onChange={(status) => update({ status })} />
      <InstanceList
        instances={list.data?.instances}
        loading={list.isPending}
        error={list.isError ? list.error.message : null}
        empty={state.status ? M.instancesEmpty : M.workflowsEmpty}
      />
    </div>
  );
}
