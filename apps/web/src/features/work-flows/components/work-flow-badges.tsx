import {
  WORKFLOW_INSTANCE_STATUS_LABELS,
  WORKFLOW_MESSAGES as M,
  WORKFLOW_STEP_STATUS_LABELS,
  type WorkflowInstanceStatus,
  type WorkflowStepStatus,
} from '@portal/shared/work-flows';
import { Badge } from '@/components/ui/badge';

const STEP_VARIANT = { waiting: 'outline', open: 'info', done: 'success', skipped: 'secondary' } as const;
const INSTANCE_VARIANT = { active: 'info', completed: 'success', cancelled: 'secondary' } as const;

export function StepStatusBadge({ status, overdue }: { status: WorkflowStepStatus; overdue?: boolean }) {
  if (overdue) return <Badge variant="destructive">{M.overdue}</Badge>;
  return <Badge variant={STEP_VARIANT[status]}>{WORKFLOW_STEP_STATUS_LABELS[status]}</Badge>;
}

export function InstanceStatusBadge({ status }: { status: WorkflowInstanceStatus }) {
  return <Badge variant={INSTANCE_VARIANT[status]}>{WORKFLOW_INSTANCE_STATUS_LABELS[status]}</Badge>;
}
