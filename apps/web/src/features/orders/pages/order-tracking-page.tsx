import { formatDateTime, formatMoney } from '@portal/shared/format';
import { CARGO_CARRIER_LABELS, SHIPMENT_STATUS_LABELS } from '@portal/shared/orders';
import { ArrowRight, PackageSearch, RotateCcw, Search, SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { OrderDetail } from '@portal/shared/contracts/orders';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { useTrackOrder } from '@/lib/api/track-order';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { OrderSection } from '@/features/orders/components/order-section';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { orderPath } from '@/features/orders/components/orders-table';
import { ShipmentTimeline } from '@/features/orders/components/order-timelines';
import { fieldErrors, isApiError } from '@/lib/api/client';

/** The number as the server reads it: trimmed, in capitals. */
function normalizeNumber(text: string): string {
  return text.trim().toUpperCase();
}

function TrackingResult({ order }: { order: OrderDetail }) {
  return (
    <div className="flex flex-col gap-4" data-testid="tracking-result" data-status={order.status}>
      <OrderSection
        title="Sipariş durumu"
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={orderPath(order.id)} data-testid="tracking-detail-link">
              Sipariş detayı
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono text-lg font-bold" data-testid="tracking-number">
              {order.number}
            </span>
            <OrderStatusBadge status={order.status} className="px-2.5 py-1 text-sm" />
            <span className="text-sm text-muted-foreground">
              {formatDateTime(order.createdAt)} · {formatMoney(order.total)}
            </span>
          </div>
          <OrderProgress order={order} />
        </div>
      </OrderSection>

      <OrderSection title="Kargo takibi" testId="tracking-cargo">
        {order.shipments.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="no-shipment">
            {order.status === 'cancelled'
              ? 'Sipariş kargoya verilmeden iptal edildi.'
              : 'Siparişiniz henüz kargoya verilmedi. Kargoya verildiğinde takip numarası burada görünür.'}
          </p>
        ) : (
          <div className="flex flex-col gap-5 divide-y [&>*:not(:first-child)]:pt-5">
            {order.shipments.map((shipment) => (
              <div
                key={shipment.id}
                className="flex flex-col gap-3"
                data-testid="shipment"
                data-status={shipment.status}
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-medium" data-testid="shipment-carrier">
                    {CARGO_CARRIER_LABELS[shipment.carrier]}
                  </span>
                  <span className="font-mono" data-testid="shipment-tracking">
                    {shipment.trackingNumber}
                  </span>
                  <Badge
                    variant={shipment.status === 'delivered' ? 'success' : 'info'}
                    data-testid="shipment-status"
                    data-status={shipment.status}
                  >
                    {SHIPMENT_STATUS_LABELS[shipment.status]}
                  </Badge>
                </div>
                <ShipmentTimeline events={shipment.events} />
              </div>
            ))}
          </div>
        )}
      </OrderSection>
    </div>
  );
}

/**
 * /dashboard/order-tracking?number=S-20260315-0001: where an order is along the flow and where its
 * parcel is. The number is in the address, so the page can be linked to (notifications do).
 */
export function OrderTrackingPage() {
  const [params, setParams] = useSearchParams();
  const number = normalizeNumber(params.get('number') ?? '');
  const [text, setText] = useState(number);
  const inputId = useId();
  const query = useTrackOrder(number);
  useOrdersRealtime();

  // Back, forward or a link with another number: the box shows it.
  useEffect(() => setText(number), [number]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeNumber(text);
    if (next === number) {
      if (next) void query.refetch();
      return;
    }
    setParams(next ? { number: next } : {});
  };

  let body: ReactNode;
  if (!number) {
    body = (
      <EmptyState
        icon={PackageSearch}
        title="Siparişinizi takip edin"
        description="Sipariş numarasını (ör. S-20260315-0001) yazın; siparişin hangi aşamada olduğunu ve kargo hareketlerini görün."
        data-testid="tracking-empty"
      />
    );
  } else if (query.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="tracking-loading">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  } else if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status === 400) {
      body = (
        <Alert variant="destructive" data-testid="tracking-invalid">
          <AlertTitle>Sipariş numarası geçersiz</AlertTitle>
          <AlertDescription>{fieldErrors(error).number ?? error.message}</AlertDescription>
        </Alert>
      );
    } else if (isApiError(error) && error.status === 404) {
      body = (
        <EmptyState
          icon={SearchX}
          title="Sipariş bulunamadı"
          description={`${number} numaralı, görüntüleyebileceğiniz bir sipariş yok. Numarayı kontrol edip yeniden deneyin.`}
          data-testid="tracking-not-found"
        />
      );
    } else {
      body = (
        <Alert variant="destructive" data-testid="tracking-error">
          <AlertTitle>Sipariş sorgulanamadı</AlertTitle>
          <AlertDescription>
            <p>{error.message}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-1"
              onClick={() => query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />}
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      );
    }
  } else {
    body = <TrackingResult order={query.data} />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="order-tracking-page">
      <form
        onSubmit={onSubmit}
        aria-label="Sipariş sorgula"
        className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-xs sm:flex-row sm:items-end"
        data-testid="tracking-form"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>Sipariş numarası</Label>
          <Input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="S-20260315-0001"
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
            data-testid="tracking-input"
          />
        </div>
        <Button type="submit" disabled={query.isFetching && !!number} data-testid="tracking-submit">
          {query.isFetching && number ? <Spinner /> : <Search aria-hidden="true" />}
          Sorgula
        </Button>
      </form>
      {body}
    </div>
  );
}
