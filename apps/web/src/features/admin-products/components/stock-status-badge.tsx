import { Badge } from '@/components/ui/badge';
import type { StockStatus } from '@portal/shared/stock';

const LABELS: Record<StockStatus, string> = { in_stock: 'Stokta', low: 'Düşük stok', out: 'Tükendi' };
const VARIANTS = { in_stock: 'success', low: 'warning', out: 'destructive' } as const;

/**
 * The server calls a product "out" both when none is left and when its in-stock switch is off;
 * with units on hand the second is meant, and "sold out" would be wrong.
 */
export function StockStatusBadge({ status, displayStock }: { status: StockStatus | null; displayStock: number }) {
  if (!status) return <Badge variant="outline">Bilinmiyor</Badge>;
  const label = status === 'out' && displayStock > 0 ? 'Stok kapalı' : LABELS[status];
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {label}
    </Badge>
  );
}
