import { formatMoney } from '@portal/shared/format';
import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { CircleX, CreditCard, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { MoneySummary } from '@/components/money-summary';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { usePayAgain, useTrackedOrder } from '@/features/checkout/api/payment-result';
import {
  OrderFacts,
  orderNumberParam,
  PaymentResult,
  reasonParam,
} from '@/features/checkout/components/payment-result';
import { useAuth } from '@/lib/auth';

/** /payment/error?order=NUMBER&reason=TEXT: the card payment was declined or cancelled. */
export function PaymentErrorPage() {
  const [params] = useSearchParams();
  const number = orderNumberParam(params);
  const reason = reasonParam(params);
  const { user, status } = useAuth();
  const signedIn = Boolean(user);
  const order = useTrackedOrder(number, signedIn);
  const payAgain = usePayAgain(number ?? '');
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Paid meanwhile (another tab), cancelled, or not a card order: nothing to pay again.
  const notPayable = order.data ? order.data.status !== 'pending_payment' || !order.data.viewer.canPay : false;
  const busy = payAgain.isPending || leaving;

  const retry = () => {
    if (!number || busy) return;
    setError(null);
    payAgain.mutate(order.data?.id, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        window.location.assign(redirectUrl);
      },
      onError: (failure) => {
        setError(failure.message);
        toast.error('Ödeme başlatılamadı', { description: failure.message });
        void order.refetch();
      },
    });
  };

  const rows = number ? [{ label: 'Sipariş numarası', value: number, testId: 'payment-order-number' }] : [];
  if (order.data) {
    rows.push(
      { label: 'Tutar', value: formatMoney(order.data.total), testId: 'payment-order-total' },
      { label: 'Sipariş durumu', value: ORDER_STATUS_LABELS[order.data.status], testId: 'payment-order-status' },
    );
  }

  return (
    <PaymentResult
      tone="error"
      icon={CircleX}
      title="Ödeme tamamlanamadı"
      testId="payment-error"
      lead={
        number ? (
          <>
            <strong className="text-foreground tabular">{number}</strong> numaralı siparişinizin kart ödemesi alınamadı.
          </>
        ) : (
          'Kart ödemeniz alınamadı.'
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
              <Link to="/dashboard/my-orders">Siparişlerim</Link>
            </Button>
            {number ? (
              <Button onClick={retry} disabled={busy || notPayable || status !== 'ready'} data-testid="payment-retry">
                {busy ? <Spinner /> : <CreditCard aria-hidden="true" />}
                {busy ? 'Ödeme sayfası açılıyor…' : 'Tekrar Öde'}
              </Button>
            ) : null}
          </>
        )
      }
    >
      {reason ? (
        <Alert variant="destructive" data-testid="payment-error-reason">
          <AlertTitle>Neden</AlertTitle>
          <AlertDescription>
            <p>{reason}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {rows.length > 0 ? <OrderFacts rows={rows} /> : null}
      {order.data ? <MoneySummary summary={order.data.moneySummary} idPrefix="payment" /> : null}
      {notPayable && order.data ? (
        <Alert variant="info" data-testid="payment-not-payable">
          <AlertDescription>
            <p>
              Bu sipariş artık ödeme beklemiyor (durumu: “{ORDER_STATUS_LABELS[order.data.status]}”). Ayrıntılar için
              Siparişlerim sayfasına bakın.
            </p>
          </AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="payment-kept-note">
          Siparişiniz ödenmemiş olarak saklanıyor ve ürünleri bir süre sizin için ayrılmış durumda. Bu süre içinde
          “Tekrar Öde” ile aynı kartla ya da başka bir kartla yeniden deneyebilirsiniz.
        </p>
      )}
      <FormError message={error} />
      {status === 'ready' && !signedIn ? (
        <Alert variant="info" data-testid="payment-sign-in">
          <AlertDescription>
            <p>Tekrar ödemek ya da siparişinizi görmek için üye hesabınızla giriş yapın.</p>
          </AlertDescription>
        </Alert>
      ) : null}
    </PaymentResult>
  );
}
