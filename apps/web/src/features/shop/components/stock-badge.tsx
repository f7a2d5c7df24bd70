import { formatNumber } from '@portal/shared/format';
import { Badge } from '@/components/ui/badge';
import type { ProductStock } from '@portal/shared/contracts/catalogue';

/** Stokta / Son N adet / Tükendi, from the server's stock status. */
export function StockBadge({ stock, className }: { stock: ProductStock; className?: string }) {
  if (stock.status === 'out')
    return (
      <Badge variant="destructive" className={className} data-testid="stock-badge" data-status="out">
        Tükendi
      </Badge>
    );
  if (stock.status === 'low')
    return (
      <Badge variant="warning" className={className} data-testid="stock-badge" data-status="low">
        Son {formatNumber(stock.displayStock)} adet
      </Badge>
    );
  return (
    <Badge variant="success" className={className} data-testid="stock-badge" data-status="in_stock">
      Stokta
    </Badge>
  );
}
