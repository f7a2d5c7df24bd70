import { formatDateTime, formatNumber } from '@portal/shared/format';
import { ArrowLeft, PackageSearch, RotateCcw, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useOrder } from '@/features/orders/api/get-order';
import type { OrderDetail } from '@portal/shared/contracts/orders';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderCargo } from '@/features/orders/components/order-cargo';
import { OrderDocuments } from '@/features/orders/components/order-documents';
import { OrderAddress, OrderParties, OrderPayments } from '@/features/orders/components/order-info';
import { onlyLooks } from '@/features/orders/components/order-list-actions';
import { OrderLines, OrderTotals } from '@/features/orders/components/order-lines';
import { OrderSummaryPdfLinks } from '@/features/orders/components/order-summary-pdf';
import { OrderSection } from '@/features/orders/components/order-section';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { HistoryTimeline } from '@/features/orders/components/order-timelines';
import { isApiError } from '@/lib/api/client';
import { useIsMobile, useMediaQuery } from '@/lib/use-media-query';

export function trackingPath(number: string): string {
  return `/dashboard/order-tracking?number=${encodeURIComponent(number)}`;
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a list: back to it as it was (filters, page). Opened from a link: to my orders.
  const fromApp = location.key !== 'default';
  return fromApp ? (
    <Button variant="ghost" size="sm" className="-ml-2 self-start max-md:hidden" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      Geri dön
    </Button>
  ) : (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start max-md:hidden">
      <Link to="/dashboard/my-orders">
        <ArrowLeft aria-hidden="true" />
        Siparişlerime dön
      </Link>
    </Button>
  );
}

function DateItem({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (!value) return null;
  return (
    <div className="flex gap-1">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd data-testid={testId}>
        <time dateTime={value}>{formatDateTime(value)}</time>
      </dd>
    </div>
  );
}

function OrderHeader({ order }: { order: OrderDetail }) {
  return (
    <header className="flex flex-col gap-2" data-testid="order-header">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="font-mono text-xl font-bold tracking-tight md:text-2xl" data-testid="order-number">
          {order.number}
        </h2>
        <OrderStatusBadge status={order.status} className="px-2.5 py-1 text-sm" />
        <Button asChild variant="link" size="sm" className="h-auto px-0 md:ml-auto">
          <Link to={trackingPath(order.number)}>
            <Truck aria-hidden="true" />
            Sipariş takibi
          </Link>
        </Button>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <DateItem label="Sipariş tarihi" value={order.createdAt} testId="order-created" />
        <DateItem label="Ödeme" value={order.paidAt} />
        <DateItem label="Teslim" value={order.deliveredAt} />
        <DateItem label="Kapanış" value={order.closedAt} />
        <DateItem label="Son güncelleme" value={order.updatedAt} />
      </dl>
    </header>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-testid="order-detail-loading">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-72 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** The order missing, or not the member's to see: the server answers both with 404. */
export function OrderNotFound() {
  return (
    <EmptyState
      icon={PackageSearch}
      title="Sipariş bulunamadı"
      description="Bağlantı hatalı olabilir ya da bu siparişi görüntüleme yetkiniz bulunmuyor."
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/my-orders">Siparişlerime dön</Link>
        </Button>
      }
      data-testid="order-not-found"
    />
  );
}

/** /dashboard/orders/:id: everything about one order, and what the member may do with it now. */
export function OrderDetailPage() {
  const { id } = useParams();
  const isMobile = useIsMobile();
  // Two columns only where both fit beside the sidebar; narrower screens stack in reading order.
  const wide = useMediaQuery('(min-width: 1024px)');
  const query = useOrder(id);
  useOrdersRealtime();

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.status === 404) return <OrderNotFound />;
    return (
      <Alert variant="destructive" data-testid="order-detail-error">
        <AlertTitle>Sipariş alınamadı</AlertTitle>
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

  const order = query.data;
  const sections: Record<string, ReactNode> = {
    // A member who only looks at this order (an upline member) is offered no section of actions.
    actions: onlyLooks(order) ? null : (
      <OrderSection key="actions" title="İşlemler" testId="order-actions-section">
        <OrderActions order={order} />
      </OrderSection>
    ),
    lines: (
      <OrderSection
        key="lines"
        title="Ürünler"
        action={<span className="text-sm text-muted-foreground tabular">{formatNumber(order.itemCount)} adet</span>}
        testId="order-lines-section"
      >
        <div className="flex flex-col gap-4">
          <OrderLines order={order} isMobile={isMobile} />
          <div className="flex flex-col gap-3 md:ml-auto md:w-80">
            <OrderTotals order={order} />
            <OrderSummaryPdfLinks orderId={order.id} number={order.number} />
          </div>
        </div>
      </OrderSection>
    ),
    cargo: (
      <OrderSection key="cargo" title="Kargo" testId="order-cargo">
        <OrderCargo order={order} />
      </OrderSection>
    ),
    address: (
      <OrderSection key="address" title="Teslimat adresi">
        <OrderAddress order={order} />
      </OrderSection>
    ),
    payment: (
      <OrderSection key="payment" title="Ödeme">
        <OrderPayments order={order} />
      </OrderSection>
    ),
    parties: (
      <OrderSection key="parties" title="Taraflar">
        <OrderParties order={order} />
      </OrderSection>
    ),
    note: order.note ? (
      <OrderSection key="note" title="Sipariş notu">
        <p className="text-sm break-words whitespace-pre-line" data-testid="order-note">
          {order.note}
        </p>
      </OrderSection>
    ) : null,
    documents:
      order.acceptedDocuments.length > 0 ? (
        <OrderSection key="documents" title="Sözleşmeler" testId="order-documents-section">
          <OrderDocuments order={order} />
        </OrderSection>
      ) : null,
    history: (
      <OrderSection key="history" title="Durum geçmişi" testId="order-history-section">
        <HistoryTimeline history={order.history} />
      </OrderSection>
    ),
  };
  const pick = (keys: string[]) => keys.map((key) => sections[key]);

  return (
    <div
      className="flex min-w-0 flex-col gap-4"
      data-testid="order-detail-page"
      data-order-id={order.id}
      data-status={order.status}
    >
      <BackButton />
      <OrderHeader order={order} />
      {!wide ? (
        <div className="flex flex-col gap-4">
          {pick(['actions', 'lines', 'cargo', 'address', 'payment', 'parties', 'note', 'documents', 'history'])}
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)_22rem] items-start gap-4">
          <div className="flex min-w-0 flex-col gap-4">{pick(['lines', 'history'])}</div>
          <div className="flex min-w-0 flex-col gap-4">
            {pick(['actions', 'cargo', 'address', 'payment', 'parties', 'note', 'documents'])}
          </div>
        </div>
      )}
    </div>
  );
}
