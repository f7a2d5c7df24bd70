import { formatMoney } from '@portal/shared/format';
import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { CircleCheck, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { MoneySummary } from '@/components/money-summary';
import { Button } from '@/components/ui/button';
import { useTrackedOrder } from '@/features/checkout/api/payment-result';
import { OrderFacts, orderNumberParam, PaymentResult } from '@/features/checkout/components/payment-result';
import { useAuth } from '@/lib/auth';

/** /payment/success?order=NUMBER: where the card provider sends the browser after a confirmed payment. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const number = orderNumberParam(params);
  const { user, status } = useAuth();
  const signedIn = Boolean(user);
  const order = useTrackedOrder(number, signedIn);

  const rows = number ? [{ label: 'Sipariş numarası', value: number, testId: 'payment-order-number' }] : [];
  if (order.data) {
    rows.push(
      { label: 'Ödenen tutar', value: formatMoney(order.data.total), testId: 'payment-order-total' },
      { label: 'Sipariş durumu', value: ORDER_STATUS_LABELS[order.data.status], testId: 'payment-order-status' },
    );
  }

  return (
    <PaymentResult
      tone="success"
      icon={CircleCheck}
      title="Ödemeniz alındı"
      testId="payment-success"
      lead={
        number ? (
          <>
            <strong className="text-foreground tabular">{number}</strong> numaralı siparişinizin kart ödemesi onaylandı.
            Teşekkür ederiz!
          </>
        ) : (
          'Kart ödemeniz onaylandı. Teşekkür ederiz!'
        )
      }
      actions={
        status === 'ready' && !signedIn ? (
          <Button asChild>
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Giriş Yap
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard/shop">Alışverişe Devam Et</Link>
            </Button>
            <Button asChild>
              <Link
                to={number ? `/dashboard/order-tracking?number=${encodeURIComponent(number)}` : '/dashboard/my-orders'}
              >
                Siparişi Görüntüle
              </Link>
            </Button>
          </>
        )
      }
    >
      {rows.length > 0 ? <OrderFacts rows={rows} /> : null}
      {order.data ? <MoneySummary summary={order.data.moneySummary} idPrefix="payment" /> : null}
      <section aria-labelledby="payment-next-steps" className="flex flex-col gap-2 text-sm">
        <h2 id="payment-next-steps" className="font-semibold">
          Bundan sonra ne olacak?
        </h2>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-muted-foreground">
          <li>
            Siparişinizin durumu artık <strong className="text-foreground">“{ORDER_STATUS_LABELS.paid}”</strong>.
          </li>
          <li>Tedarikçiniz siparişinizi onaylar ve hazırlayıp kargoya verir.</li>
          <li>Kargoya verildiğinde bildirim alırsınız; siparişinizi Sipariş Takibi sayfasından izleyebilirsiniz.</li>
        </ol>
      </section>
      {status === 'ready' && !signedIn ? (
        <Alert variant="info" data-testid="payment-sign-in">
          <AlertDescription>
            <p>Siparişinizin ayrıntılarını görmek için üye hesabınızla giriş yapın.</p>
          </AlertDescription>
        </Alert>
      ) : null}
    </PaymentResult>
  );
}
