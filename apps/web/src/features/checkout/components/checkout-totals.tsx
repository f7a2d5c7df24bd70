import { formatMoney, formatNumber } from '@portal/shared/format';
import { TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckoutTotals as Totals } from '@portal/shared/contracts/checkout';

function Row({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Ara toplam + KDV = toplam; the tier discount is already in the prices and is shown as the saving. */
export function CheckoutTotals({ totals, lineCount }: { totals: Totals; lineCount: number }) {
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="checkout-totals">
      <Row
        label="Ürünler"
        value={`${formatNumber(lineCount)} ürün · ${formatNumber(totals.itemCount)} adet`}
        testId="checkout-counts"
      />
      <Row label="Ara toplam (KDV hariç)" value={formatMoney(totals.subtotal)} testId="checkout-subtotal" />
      <Row label="KDV" value={formatMoney(totals.vatTotal)} testId="checkout-vat" />
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t pt-3">
        <dt className="font-semibold">Toplam</dt>
        <dd className="text-xl font-bold tabular" data-testid="checkout-total">
          {formatMoney(totals.total)}
        </dd>
      </div>
      {totals.discountTotal > 0 ? (
        <div
          className="mt-1 flex items-baseline justify-between gap-3 rounded-md bg-success/10 px-2.5 py-1.5 text-success"
          data-testid="checkout-discount"
        >
          <dt className="flex items-center gap-1">
            <TrendingDown className="size-4 shrink-0" aria-hidden="true" />
            Kademe indirimi (fiyatlara yansıtıldı)
          </dt>
          <dd className="tabular">{formatMoney(totals.discountTotal)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
