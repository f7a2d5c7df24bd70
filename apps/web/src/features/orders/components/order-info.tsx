import { formatDateTime, formatMoney } from '@portal/shared/format';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from '@portal/shared/orders';
import { ROLE_LABELS } from '@portal/shared/roles';
import { Badge } from '@/components/ui/badge';
import type { OrderDetail } from '@portal/shared/contracts/orders';

const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'destructive',
  expired: 'secondary',
  // Money taken that did not pay the order: it is owed back, and should stand out.
  refund_required: 'destructive',
};

/**
 * How the order page names an attempt. An attempt the buyer left unfinished ends when a newer one
 * starts, when the order is paid or when it closes: it has ended, not timed out, and took nothing.
 */
const ATTEMPT_LABELS: Record<PaymentStatus, string> = { ...PAYMENT_STATUS_LABELS, expired: 'Sona erdi' };
const ATTEMPT_NOTES: Partial<Record<PaymentStatus, string>> = {
  expired: 'Bu deneme tamamlanmadan sona erdi; ödeme alınmadı.',
};

const PROVIDER_LABELS: Record<string, string> = { bank: 'Banka', sandbox: 'Test ödeme altyapısı' };

function methodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

/** Who buys and who supplies. */
export function OrderParties({ order }: { order: OrderDetail }) {
  return (
    <dl className="grid gap-3 text-sm" data-testid="order-parties">
      <div>
        <dt className="text-xs text-muted-foreground">Alıcı</dt>
        <dd className="font-medium" data-testid="order-buyer">
          {order.buyer.name}
          <span className="ml-1 font-normal text-muted-foreground">({ROLE_LABELS[order.buyer.role]})</span>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Siparişi hazırlayan</dt>
        <dd className="font-medium" data-testid="order-supplier" data-supplier-id={order.supplier.id}>
          {order.supplier.name}
        </dd>
      </div>
    </dl>
  );
}

/** Where the order goes, as it was when the order was placed. */
export function OrderAddress({ order }: { order: OrderDetail }) {
  const a = order.shippingAddress;
  return (
    <address className="flex flex-col gap-0.5 text-sm not-italic" data-testid="order-address">
      <span className="font-medium">{a.recipientName}</span>
      <span className="text-xs text-muted-foreground">{a.title}</span>
      <span className="mt-1 break-words">{a.addressLine}</span>
      <span>
        {a.district} / {a.city}
        {a.postalCode ? ` ${a.postalCode}` : ''}
      </span>
      <a href={`tel:${a.phone.replace(/\s/g, '')}`} className="tabular text-primary hover:underline">
        {a.phone}
      </a>
    </address>
  );
}

/** The payment method, the bank reference and every payment attempt. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="order-payment">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <div>
          <dt className="text-xs text-muted-foreground">Ödeme yöntemi</dt>
          <dd className="font-medium" data-testid="order-payment-method">
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Ödeme tarihi</dt>
          <dd>{order.paidAt ? formatDateTime(order.paidAt) : 'Ödenmedi'}</dd>
        </div>
        {order.paymentReference ? (
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">Banka referansı</dt>
            <dd className="font-mono break-all" data-testid="order-payment-reference">
              {order.paymentReference}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.payments.length > 0 ? (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label="Ödemeler" data-testid="order-payments">
          {order.payments.map((payment) => {
            return (
              <li
                key={payment.id}
                className="flex flex-col gap-1 p-3"
                data-testid="payment"
                data-status={payment.status}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold tabular">{formatMoney(payment.amount)}</span>
                  <Badge variant={PAYMENT_STATUS_VARIANTS[payment.status]} data-testid="payment-status">
                    {ATTEMPT_LABELS[payment.status]}
                  </Badge>
                </div>
                <span className="text-xs text-muted-foreground">
                  {methodLabel(payment.method)} · {PROVIDER_LABELS[payment.provider] ?? payment.provider} ·{' '}
                  {formatDateTime(payment.completedAt ?? payment.createdAt)}
                </span>
                {payment.reference ? (
                  <span className="text-xs">
                    Referans: <span className="font-mono break-all">{payment.reference}</span>
                  </span>
                ) : null}
                {ATTEMPT_NOTES[payment.status] ? (
                  <span className="text-xs text-muted-foreground">{ATTEMPT_NOTES[payment.status]}</span>
                ) : null}
                {payment.failureReason ? (
                  <span className="text-xs text-destructive">{payment.failureReason}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted-foreground">Henüz ödeme kaydı yok.</p>
      )}
    </div>
  );
}
