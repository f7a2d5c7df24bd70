import { INVITATION_STATUS_LABELS, type InvitationStatus } from '@portal/shared/invitations';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<InvitationStatus, BadgeProps['variant']> = {
  active: 'success',
  used: 'info',
  expired: 'secondary',
  revoked: 'destructive',
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="invitation-status" data-status={status}>
      {INVITATION_STATUS_LABELS[status]}
    </Badge>
  );
}
