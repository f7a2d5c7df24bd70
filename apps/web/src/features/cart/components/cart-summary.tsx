import { formatNumber } from '@portal/shared/format';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MoneySummary } from '@/components/money-summary';
import type { Cart } from '@portal/shared/contracts/cart';
import { CheckoutButton } from '@/features/cart/components/checkout-button';
import { cn } from '@/lib/utils';

function Row({
  label,
  value,
  testId,
  className,
}: {
  label: ReactNode;
  value: string;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Why checkout is closed: the cart-level sales rules, then lines that cannot be ordered. */
export function checkoutBlockers(cart: Cart): string[] {
  const reasons = [...cart.ruleViolations];
  const unavailable = cart.items.filter((i) => !i.available).length;
  if (unavailable > 0)
    reasons.push(`${unavailable} ürün şu anda sipariş edilemiyor; sepetten çıkarın veya miktarını azaltın.`);
  return reasons;
}

export const BLOCKERS_ID = 'cart-blockers';

type CartSummaryProps = {
  cart: Cart;
  /** On a phone the sticky bar carries the checkout button instead. */
  showCheckout: boolean;
};

export function CartSummaryCard({ cart, showCheckout }: CartSummaryProps) {
  const { summary } = cart;
  const blockers = checkoutBlockers(cart);
  return (
    <Card data-testid="cart-summary" aria-labelledby="cart-summary-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="cart-summary-title">Sipariş Özeti</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <dl className="flex flex-col gap-2 text-sm">
            <Row
              label="Ürünler"
              value={`${formatNumber(summary.item_count)} ürün · ${formatNumber(summary.total_items)} adet`}
              testId="cart-counts"
            />
          </dl>
          <MoneySummary summary={cart.moneySummary} idPrefix="cart" />
        </div>

        {blockers.length > 0 ? (
          <Alert variant="warning" id={BLOCKERS_ID} data-testid="cart-rule-violations">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Sipariş verilemiyor</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {blockers.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}

        {showCheckout ? <CheckoutButton blocked={blockers.length > 0} reasonId={BLOCKERS_ID} /> : null}
      </CardContent>
    </Card>
  );
}
