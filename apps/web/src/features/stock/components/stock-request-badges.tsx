import {
  STOCK_REQUEST_STATUS_LABELS,
  STOCK_TRANSFER_STATUS_LABELS,
  type StockRequestStatus,
  type StockTransferStatus,
} from '@portal/shared/stock-requests';
import { Badge } from '@/components/ui/badge';

const REQUEST_VARIANTS = {
  pending: 'warning',
  approved: 'success',
  partially_approved: 'info',
  rejected: 'destructive',
  cancelled: 'secondary',
} as const;

const TRANSFER_VARIANTS = {
  preparing: 'warning',
  shipped: 'info',
  delivered: 'info',
  received: 'success',
  partially_received: 'warning',
  returned: 'destructive',
  cancelled: 'secondary',
} as const;

export function RequestStatusBadge({ status }: { status: StockRequestStatus }) {
  return (
    <Badge variant={REQUEST_VARIANTS[status]} data-testid="stock-request-status" data-status={status}>
      {STOCK_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

export function TransferStatusBadge({ status }: { status: StockTransferStatus }) {
  return (
    <Badge variant={TRANSFER_VARIANTS[status]} data-testid="stock-transfer-status" data-status={status}>
      {STOCK_TRANSFER_STATUS_LABELS[status]}
    </Badge>
  );
}
