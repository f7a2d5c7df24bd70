import { DOCTOR_APPLICATION_STATUS_LABELS, type DoctorApplicationStatus } from '@portal/shared/doctor-applications';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<DoctorApplicationStatus, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

export function ApplicationStatusBadge({ status }: { status: DoctorApplicationStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="application-status" data-status={status}>
      {DOCTOR_APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
