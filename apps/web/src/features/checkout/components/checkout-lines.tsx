import { StockBadge } from '@/components/availability-badge';
import { formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { lineAmounts } from '@portal/shared/orders';
import { AlertTriangle, ArrowRight, TrendingDown } from 'lucide-react';
import { ProductImage } from '@/components/product-image';
import type { CheckoutLine } from '@portal/shared/contracts/checkout';

/** What the line's bulk tier saves against the role price (kuruş, VAT included), as the order records it. */
export function lineSaving(line: CheckoutLine): number {
  return lineAmounts(line).saving;
}

function Line({ line }: { line: CheckoutLine }) {
  const saving = lineSaving(line);
  return (
    <li
      className="flex gap-3 py-4 first:pt-0 last:pb-0"
      data-testid="checkout-line"
      data-product-id={line.productId}
      data-price-changed={line.priceChanged || undefined}
    >
      <div className="size-14 shrink-0 overflow-hidden rounded-lg border" aria-hidden="true">
        <ProductImage name={line.productName} image={line.image} category={null} size="sm" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-medium leading-snug" data-testid="checkout-line-name">
            {line.productName}
          </h3>
          <span className="shrink-0 font-semibold tabular" data-testid="checkout-line-total">
            {formatMoney(line.totalAmount)}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="tabular" data-testid="checkout-line-quantity">
            {formatNumber(line.quantity)} adet
          </span>
          {' × '}
          <span className="font-medium text-foreground tabular" data-testid="checkout-line-unit-price">
            {formatMoney(line.unitPrice)}
          </span>
          {line.tierApplied ? (
            <>
              {' '}
              <s className="tabular">{formatMoney(line.listUnitPrice)}</s>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground tabular" data-testid="checkout-line-vat">
          KDV {formatPercentBasisPoints(line.vatRateBp)} ({line.vatIncluded ? 'fiyata dahil' : 'fiyata eklenir'}):{' '}
          {formatMoney(line.vatAmount)}
        </p>
        {saving > 0 ? (
          <p className="flex items-center gap-1 text-sm text-success" data-testid="checkout-line-saving">
            <TrendingDown className="size-4 shrink-0" aria-hidden="true" />
            Kademe indirimi: {formatMoney(saving)} tasarruf
          </p>
        ) : null}
        <div data-testid="checkout-line-availability">
          <StockBadge availability={line.availability} />
        </div>
        {line.priceChanged ? (
          <p
            className="flex flex-wrap items-center gap-x-1.5 rounded-md border border-warning/60 bg-warning/15 px-2.5 py-1.5 text-sm"
            data-testid="checkout-line-price-change"
          >
            <span>Birim fiyat değişti:</span>
            <span className="sr-only">eski fiyat</span>
            <s className="text-muted-foreground tabular" data-testid="checkout-line-old-price">
              {formatMoney(line.priceAtTime)}
            </s>
            <ArrowRight className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">yeni fiyat</span>
            <strong className="tabular" data-testid="checkout-line-new-price">
              {formatMoney(line.unitPrice)}
            </strong>
          </p>
        ) : null}
        {!line.available ? (
          <p
            className="flex items-start gap-1.5 rounded-md border border-destructive/40 bg-destructive/5 px-2.5 py-1.5 text-sm text-destructive"
            data-testid="checkout-line-unavailable"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Bu ürün şu anda bu miktarda sipariş edilemiyor.
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The order's lines as they would be ordered now. */
export function CheckoutLines({ lines }: { lines: CheckoutLine[] }) {
  return (
    <ul className="flex flex-col divide-y" data-testid="checkout-lines">
      {lines.map((line) => (
        <Line key={line.productId} line={line} />
      ))}
    </ul>
  );
}
