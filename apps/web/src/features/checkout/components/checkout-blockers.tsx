import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { CheckoutPreview } from '@portal/shared/contracts/checkout';

export const BLOCKERS_ID = 'checkout-blockers';

/** What stops this cart from being ordered: the sales rules, then lines that cannot be supplied. */
export function checkoutBlockers(preview: CheckoutPreview): string[] {
  const reasons = [...preview.ruleViolations];
  const unavailable = preview.lines.filter((l) => !l.available).map((l) => l.productName);
  if (unavailable.length === 1) {
    reasons.push(`${unavailable[0]} şu anda bu miktarda sipariş edilemiyor; sepetten çıkarın veya miktarını azaltın.`);
  } else if (unavailable.length > 1) {
    reasons.push(
      `Şu ürünler şu anda bu miktarlarda sipariş edilemiyor: ${unavailable.join(', ')}. Sepetten çıkarın veya miktarlarını azaltın.`,
    );
  }
  return reasons;
}

export function CheckoutBlockers({ reasons }: { reasons: string[] }) {
  return (
    <Alert variant="destructive" id={BLOCKERS_ID} className="scroll-mt-24" data-testid="checkout-blockers">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Sipariş verilemiyor</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <Button asChild size="sm" variant="outline" className="mt-1">
          <Link to="/dashboard/cart">Sepete Dön</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
