import { formatNumber } from '@portal/shared/format';
import { Badge } from '@/components/ui/badge';
import type { ProductAvailability } from '@portal/shared/contracts/availability';

/**
 * Stokta / Son N adet / Üst depodan / Yetersiz stok / Tükendi, from the server's availability:
 * what checkout would do for this member (decision 033), the same on every screen.
 */
export function StockBadge({ availability: a, className }: { availability: ProductAvailability; className?: string }) {
  const common = { className, 'data-testid': 'stock-badge', 'data-status': a.status };
  if (a.status === 'out')
    return (
      <Badge variant="destructive" {...common}>
        Tükendi
      </Badge>
    );
  if (a.status === 'below_minimum')
    return a.supplier ? (
      <Badge variant="warning" {...common} title={`En az ${formatNumber(a.minimum)} adet, üst depodan gönderilir`}>
        Üst depodan
      </Badge>
    ) : (
      <Badge variant="destructive" {...common} title={`En az ${formatNumber(a.minimum)} adet sipariş verilebilir`}>
        Yetersiz stok
      </Badge>
    );
  if (a.status === 'low')
    return (
      <Badge variant="warning" {...common}>
        Son {formatNumber(a.saleable)} adet
      </Badge>
    );
  return (
    <Badge variant="success" {...common}>
      Stokta
    </Badge>
  );
}

/**
 * Who would prepare the member's order of this product, or why nobody can: "Bu siparişi İstanbul
 * Şehir Distribütörü hazırlayacak".
 */
export function SupplierNote({
  availability: a,
  className,
}: {
  availability: ProductAvailability;
  className?: string;
}) {
  if (a.status === 'out') return null;
  return (
    <p className={className ?? 'text-xs text-muted-foreground'} data-testid="availability-supplier">
      {a.supplier ? (
        <>
          {a.status === 'below_minimum' ? `Yakın depoda ${formatNumber(a.minimum)} adetten az var. ` : null}
          Bu siparişi <span className="font-medium text-foreground">{a.supplier.name}</span> hazırlayacak
        </>
      ) : a.status === 'below_minimum' ? (
        `En az ${formatNumber(a.minimum)} adet sipariş verilebilir; şu anda bu kadar stok yok`
      ) : (
        'Bu miktarda stok yok'
      )}
    </p>
  );
}
