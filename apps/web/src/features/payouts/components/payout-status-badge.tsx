import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@portal/shared/commissions';
import { Badge } from '@/components/ui/badge';

const VARIANT = { scheduled: 'info', paid: 'success', carried_over: 'secondary' } as const;

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="payout-status">
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  );
}
