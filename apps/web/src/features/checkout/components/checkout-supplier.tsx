import { Truck } from 'lucide-react';
import type { CheckoutPreview } from '@portal/shared/contracts/checkout';

/**
 * Who prepares this order, as checkout will pick it: the nearest stock holder of the member's
 * supply chain that has every line (PRODUCT.md §5, decision 033).
 */
export function CheckoutSupplier({ supplier }: { supplier: CheckoutPreview['supplier'] }) {
  return (
    <p
      className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      data-testid="checkout-supplier"
    >
      <Truck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {supplier ? (
        <span>
          Bu siparişi <strong className="font-medium">{supplier.name}</strong> hazırlayacak
        </span>
      ) : (
        <span className="text-destructive">Bu siparişin tamamını tek bir depodan hazırlayabilecek stok yok.</span>
      )}
    </p>
  );
}
