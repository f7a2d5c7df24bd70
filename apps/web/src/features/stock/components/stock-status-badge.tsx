import { Badge } from '@/components/ui/badge';
import type { StockStatus } from '@portal/shared/stock';

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  in_stock: 'Stokta',
  low: 'Düşük stok',
  out: 'Tükendi',
};
const VARIANTS = { in_stock: 'success', low: 'warning', out: 'destructive' } as const;

/** A level's status as the server classes it: out at no saleable units, low at or under the threshold. */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="stock-status" data-status={status}>
      {STOCK_STATUS_LABELS[status]}
    </Badge>
  );
}
