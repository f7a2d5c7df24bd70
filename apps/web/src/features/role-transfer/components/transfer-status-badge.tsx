import type { TransferRequestStatus } from '@portal/shared/contracts/role-transfer';
import { Badge } from '@/components/ui/badge';

export const TRANSFER_STATUS_LABELS: Record<TransferRequestStatus, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
  cancelled: 'İptal edildi',
};

const VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive', cancelled: 'secondary' } as const;

export function TransferStatusBadge({ status }: { status: TransferRequestStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="transfer-status">
      {TRANSFER_STATUS_LABELS[status]}
    </Badge>
  );
}
