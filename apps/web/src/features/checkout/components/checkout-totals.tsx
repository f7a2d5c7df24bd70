import { formatNumber } from '@portal/shared/format';
import type { CheckoutPreview } from '@portal/shared/contracts/checkout';
import { MoneySummary } from '@/components/money-summary';

/** The counts, then the one money summary (list price, tier saving, subtotal, VAT by rate, total). */
export function CheckoutTotals({ preview }: { preview: CheckoutPreview }) {
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="checkout-totals">
      <dl>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">Ürünler</dt>
          <dd className="tabular" data-testid="checkout-counts">
            {`${formatNumber(preview.lines.length)} ürün · ${formatNumber(preview.totals.itemCount)} adet`}
          </dd>
        </div>
      </dl>
      <MoneySummary summary={preview.moneySummary} idPrefix="checkout" />
    </div>
  );
}
