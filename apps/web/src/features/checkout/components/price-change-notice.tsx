import { formatMoney } from '@portal/shared/format';
import { ArrowRight, Tag } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { CheckoutLine } from '@portal/shared/contracts/checkout';

export const PRICE_CHANGE_ID = 'checkout-price-change';

/** The server refused the total the member had accepted: what it was and what it is now. */
export type TotalChange = { from: number; to: number };

type PriceChangeNoticeProps = {
  lines: CheckoutLine[];
  totalChange: TotalChange | null;
  total: number;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  disabled?: boolean;
};

/**
 * Prices moved since the products were added to the cart (or since the page was opened): the
 * lines that changed, old → new, and the explicit confirmation ordering waits for.
 */
export function PriceChangeNotice({
  lines,
  totalChange,
  total,
  confirmed,
  onConfirmedChange,
  disabled,
}: PriceChangeNoticeProps) {
  const changed = lines.filter((l) => l.priceChanged);
  return (
    <Alert variant="warning" id={PRICE_CHANGE_ID} data-testid="checkout-price-changed" className="scroll-mt-24">
      <Tag aria-hidden="true" />
      <AlertTitle>Ürün fiyatları değişti</AlertTitle>
      <AlertDescription className="gap-2">
        <p>Sepetinize eklediğinizden bu yana bazı fiyatlar güncellendi. Siparişiniz yeni fiyatlarla oluşturulur.</p>
        {changed.length > 0 ? (
          <ul className="flex w-full flex-col gap-1" data-testid="checkout-price-changes">
            {changed.map((line) => (
              <li key={line.productId} className="flex flex-wrap items-center gap-x-1.5">
                <span className="font-medium">{line.productName}:</span>
                <span className="sr-only">eski birim fiyat</span>
                <s className="text-muted-foreground tabular">{formatMoney(line.priceAtTime)}</s>
                <ArrowRight className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">yeni birim fiyat</span>
                <strong className="tabular">{formatMoney(line.unitPrice)}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {totalChange && totalChange.from !== total ? (
          <p data-testid="checkout-total-change">
            Sipariş toplamı <s className="tabular">{formatMoney(totalChange.from)}</s> yerine{' '}
            <strong className="tabular">{formatMoney(total)}</strong> oldu.
          </p>
        ) : (
          <p>
            Yeni toplam: <strong className="tabular">{formatMoney(total)}</strong>
          </p>
        )}
        <label className="mt-1 flex cursor-pointer items-center gap-2 rounded-md border border-warning/60 bg-background px-3 py-2 font-medium">
          <input
            type="checkbox"
            checked={confirmed}
            disabled={disabled}
            onChange={(event) => onConfirmedChange(event.target.checked)}
            className="size-4 shrink-0 accent-primary"
            data-testid="checkout-accept-prices"
          />
          Yeni fiyatları onaylıyorum
        </label>
      </AlertDescription>
    </Alert>
  );
}
