import type { MemberStatus } from '@portal/shared/contracts/network-admin';
import { MESSAGES } from '@portal/shared/messages';
import { Badge } from '@/components/ui/badge';

const VARIANT = { active: 'success', inactive: 'warning', deleted: 'destructive' } as const;

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="member-status">
      {MESSAGES.networkAdmin.status[status]}
    </Badge>
  );
}
